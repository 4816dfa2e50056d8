import { type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, useLoaderData } from "react-router";
import { centrePageLinks } from "~/features/member/centre-links";
import { loadCentre } from "~/features/member/centre.server";
import { MemberCentre } from "~/features/member/MemberCentre";

// §2: /m/member/home is the member centre too, served in place (not redirected) as the spec lists
// both paths: the same page as app/routes/m.mine.tsx.
export const links: LinksFunction = () => centrePageLinks;

export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  return loadCentre(request, context);
}

export default function MemberHomePage() {
  return <MemberCentre centre={useLoaderData<typeof loader>()} />;
}
