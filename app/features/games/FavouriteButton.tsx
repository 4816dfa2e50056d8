import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { loader as rootLoader } from "~/root";
import { HeartIcon } from "~/ui/icons";
import { useToast } from "~/ui/Toast";
import { useEnhanced } from "~/ui/use-enhanced";
import { useFetcherAnswer } from "~/ui/use-fetcher-answer";
import { FAVOURITE_ACTION, RESPOND_DATA, RESPOND_FIELD, type FavouriteResult } from "./contract";

export type FavouriteButtonProps = {
  nodeId: string;
  vendor: string;
  /** Used in the button's accessible name. */
  gameName: string;
  /** The state the page rendered. */
  favourite: boolean;
  /** Told after the gateway accepted a change (§4: the list changes only on a success response). */
  onChange?: (nodeId: string, favourite: boolean) => void;
  className?: string;
};

/**
 * The heart (§4 Favourite toggle). A plain POST form to /m/gameFavourite, so it works without
 * JavaScript (redirect back with a toast); with JavaScript a fetcher posts it and the heart
 * follows the server's answer only. Guests get in_logged_login without a request (§5).
 */
export function FavouriteButton({ nodeId, vendor, gameName, favourite, onChange, className = "" }: FavouriteButtonProps) {
  const fetcher = useFetcher<FavouriteResult>();
  const hydrated = useEnhanced();
  const toast = useToast();
  const root = useRouteLoaderData<typeof rootLoader>("root");

  const result = fetcher.data;
  const current = result?.ok && result.nodeId === nodeId ? result.favourite : favourite;
  const busy = fetcher.state !== "idle";

  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) {
      toast.show({ key: answer.favourite ? "games.toast.in_collection" : "games.toast.in_cancel_collection", kind: "success", tone: "success" });
      onChange?.(answer.nodeId, answer.favourite);
    } else if (answer.reason === "login") {
      toast.show({ key: "toast.in_logged_login", kind: "message", tone: "error" });
    } else {
      toast.show({ key: "games.toast.favourite_failed", kind: "message", tone: "error" });
    }
  });

  return (
    <fetcher.Form
      method="post"
      action={FAVOURITE_ACTION}
      className={`fav-form ${className}`}
      onSubmit={(event) => {
        if (!root?.member) {
          event.preventDefault();
          toast.show({ key: "toast.in_logged_login", kind: "message", tone: "error" });
        }
      }}
    >
      <FavouriteFields nodeId={nodeId} vendor={vendor} gameName={gameName} current={current} busy={busy} enhanced={hydrated} />
    </fetcher.Form>
  );
}

type FieldsProps = Pick<FavouriteButtonProps, "nodeId" | "vendor" | "gameName"> & { current: boolean; busy: boolean; enhanced: boolean };

/** The fields and the heart. */
function FavouriteFields({ nodeId, vendor, gameName, current, busy, enhanced }: FieldsProps) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <>
      <input type="hidden" name="nodeId" value={nodeId} />
      <input type="hidden" name="vendor" value={vendor} />
      <input type="hidden" name="intent" value={current ? "remove" : "add"} />
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      {enhanced && <input type="hidden" name={RESPOND_FIELD} value={RESPOND_DATA} />}
      <button
        type="submit"
        className={`fav-button${current ? " fav-button--on" : ""}`}
        aria-pressed={current}
        aria-label={t(current ? "games.tile.removeFavourite" : "games.tile.addFavourite", { name: gameName })}
        aria-busy={busy || undefined}
        disabled={busy}
      >
        <HeartIcon size={18} filled={current} />
      </button>
    </>
  );
}
