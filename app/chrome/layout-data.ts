/**
 * The part of the /m layout's loader data (app/routes/m.tsx, route id "routes/m") the chrome reads
 * with useRouteLoaderData: declared here so the layout route builds it and the chrome never
 * imports the route module back.
 */
export type ChromeLayoutData = {
  /** A trial session (§6 type 4) holds play money: the menu offers a real account instead of deposits. */
  playMoney: boolean;
};
