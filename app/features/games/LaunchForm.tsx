import { useFetcher, useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { useToast } from "~/ui/Toast";
import { useEnhanced } from "~/ui/use-enhanced";
import { useFetcherAnswer } from "~/ui/use-fetcher-answer";
import { useLoadingToast } from "~/ui/use-loading-toast";
import { LAUNCH_ACTION, RESPOND_DATA, RESPOND_FIELD, type LaunchFailure } from "./contract";
import type { LaunchTarget } from "./types";

export type LaunchFormProps = {
  target: LaunchTarget;
  /** Where the game's back link returns to; defaults to the current page. */
  pageBack?: string;
  className?: string;
  /** The submit button(s). */
  children: React.ReactNode;
};

/**
 * A launch (§7): a plain POST form to /m/launchGame (works without JavaScript). With JavaScript
 * a fetcher posts it behind a loading toast; success leaves the page for the game, a failure
 * hides the loading toast and stays (§8); a responsible-gaming refusal says why in a toast.
 */
export function LaunchForm({ target, pageBack, className, children }: LaunchFormProps) {
  const fetcher = useFetcher<LaunchFailure>();
  const hydrated = useEnhanced();
  const startLoading = useLoadingToast(fetcher.state, "games.toast.in_please_wait");
  const { t } = useTranslation();
  const toast = useToast();
  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok || answer.reason !== "rg") return;
    // The wording of a refusal is loaded when one comes back: every game page's first load is lighter.
    void import("~/features/rg/play/refusal-wire").then(({ rgRefusalText }) => {
      const text = rgRefusalText(answer.refusal, t);
      toast.show({ key: text.key, params: text.params, kind: "long", tone: "error" });
    });
  });

  return (
    <fetcher.Form method="post" action={LAUNCH_ACTION} className={className} onSubmit={startLoading}>
      <LaunchFields target={target} pageBack={pageBack} enhanced={hydrated} />
      {children}
    </fetcher.Form>
  );
}

/**
 * The fields the form posts (the back link defaults to the current page); once JavaScript runs,
 * `enhanced` adds the one that asks for a data answer instead of a redirect.
 */
function LaunchFields({ target, pageBack, enhanced }: { target: LaunchTarget; pageBack?: string; enhanced: boolean }) {
  const location = useLocation();
  return (
    <>
      <input type="hidden" name="vendor" value={target.vendor} />
      <input type="hidden" name="gameId" value={target.gameId} />
      <input type="hidden" name="nodeId" value={target.nodeId} />
      <input type="hidden" name="pageBack" value={pageBack ?? location.pathname + location.search} />
      {enhanced && <input type="hidden" name={RESPOND_FIELD} value={RESPOND_DATA} />}
    </>
  );
}
