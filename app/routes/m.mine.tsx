import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import { centrePageLinks } from "~/features/member/centre-links";
import { loadCentre } from "~/features/member/centre.server";
import { MemberCentre } from "~/features/member/MemberCentre";

export const links: LinksFunction = () => centrePageLinks;

/** §2 Member centre: /m/mine and /m/member/home are one page (app/routes/m.member.home.tsx serves the same page). */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  return loadCentre(request, context);
}

export default function MinePage() {
  return <MemberCentre centre={useLoaderData<typeof loader>()} />;
}
