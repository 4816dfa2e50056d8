import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { contractAction, loadContractPage } from "~/features/agent/contracts/contract-page.server";
import { ContractScreen, type ContractPageData } from "~/features/agent/contracts/ContractScreen";
import homeStylesheet from "~/features/home/home.css?url";
import recordsStylesheet from "~/features/records/records.css?url";

// home.css brings the dialog's look (the higher-rate confirmation), records.css the report tables;
// contracts.css comes with the /m layout (app/chrome/layout.css: the contract prompt uses it on every page).
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: homeStylesheet },
  { rel: "stylesheet", href: recordsStylesheet },
];
export const handle: RouteHandle = { titleKey: "agentContracts.title.salary" };

/**
 * /m/member/agent/getSalaryContract (§2, A-CON-02…05): the daily-salary contract: my terms from my upline (tiers of team valid turnover and active members → % or a fixed amount), my answer, the payouts, and my direct downlines' contracts.
 * The page logic is app/features/agent/contracts (one screen for every kind).
 */
export function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  return loadContractPage(request, context, "salary");
}

export function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  return contractAction(request, context, "salary");
}

export default function SalaryContract() {
  const data = useLoaderData<typeof loader>() as ContractPageData;
  return <ContractScreen data={data} titleKey="agentContracts.title.salary" />;
}
