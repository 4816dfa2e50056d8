import { isTrial } from "@contract/member-types";
import { Suspense } from "react";
import {
  type LoaderFunctionArgs,
  type AppLoadContext,
  Await,
  Outlet,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  type ShouldRevalidateFunction,
} from "react-router";
import { ContractPrompt } from "island-when-shown:~/features/agent/contracts/ContractPrompt";
import type { ChromeLayoutData } from "~/chrome/layout-data";
import { MobileChrome } from "~/chrome/MobileChrome";
import { contractPrompt } from "~/features/agent/contracts/prompt.server";
import { RealityCheckOverlay } from "~/features/rg/play/components";
import { loadRgLayout } from "~/features/rg/play/session.server";
import { modulesOff } from "~/server/modules.server";
import { ErrorState } from "~/ui/ErrorState";
import { NotFound } from "~/ui/NotFound";
import { notOfferedModule } from "~/ui/NotOffered";

/**
 * The §4 contract prompt (A-CON-01) for every /m page: deferred, so the page never waits for it,
 * and asked only for members who can hold a contract (no gateway call for visitors, non-agents and
 * the skipped types 4, 40, 41, 42).
 *
 * The session clock, the reality check and the withdraw-only banner (decision 042): the
 * gateway's session (one small call, members only) is awaited, so the clock and a due check are in
 * the first HTML and work without JavaScript; a failure reads as no clock, never a broken page.
 * A gateway without contracts or without responsible gaming (contract/capabilities.ts) gets
 * neither call, and the page neither prompt nor clock.
 */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  // Neither exists on a gateway without its module (contract/capabilities.ts): no call, nothing shown.
  const off = await modulesOff(context);
  const prompt = off.includes("contracts") ? null : contractPrompt(context);
  // A trial session (§6 type 4) holds play money: the menu offers a real account instead of deposits.
  const chrome: ChromeLayoutData = { playMoney: context.member ? isTrial(context.member.type) : false };
  return { contractPrompt: prompt, rg: off.includes("responsibleGaming") ? null : await loadRgLayout(context), ...chrome };
}

/**
 * The prompt and the session are looked up again after a form post (sign-in, an answer, the
 * prompt's own Cancel/Go, the reality check's Continue), not on every link: the clock and the
 * check's timer run on the client between posts.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod ? defaultShouldRevalidate : false);

export default function MobileLayout() {
  const { contractPrompt } = useLoaderData<typeof loader>();
  return (
    <MobileChrome>
      <Outlet />
      <RealityCheckOverlay />
      {contractPrompt && (
        <Suspense fallback={null}>
          <Await resolve={contractPrompt} errorElement={null}>
            {(items) => (items?.length ? <ContractPrompt items={items} /> : null)}
          </Await>
        </Suspense>
      )}
    </MobileChrome>
  );
}

/**
 * Errors inside /m keep the chrome, so the player can still navigate away. A page of a module the
 * gateway does not offer (app/server/modules.server.ts) is "not offered here", not an error.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <MobileChrome>{notFound ? <NotFound reason={notOfferedModule(error) ? "notOffered" : "notFound"} /> : <ErrorState error={error} />}</MobileChrome>;
}
