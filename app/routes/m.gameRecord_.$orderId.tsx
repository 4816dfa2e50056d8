import { useEffect, useId, useRef, useState } from "react";
import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type AppLoadContext,
  Form,
  Link,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { C } from "~/features/records/bet-cancel";
import { BetOrderSummary, BetSuborderList, selectionText } from "~/features/records/BetOrderDetail";
import { cancelBetAction, loadBetDetail, type BetDetailData } from "~/features/records/bets.server";
import recordsStylesheet from "~/features/records/records.css?url";
import { useTranslation } from "~/i18n/react";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: recordsStylesheet }];
export const handle: RouteHandle = { titleKey: "title.betDetail" };

/**
 * /m/gameRecord/<orderId> (research ): one bet order with its sub-orders, and
 * Cancel where the gateway says a sub-order can still be cancelled. A sibling of the record (not
 * nested: the detail is a page of its own, with its own title and a back arrow to the list). The
 * confirm step is a dialog with JavaScript and, without it, the same form shown in the page by
 * ?cancel=all|<sub-order id> (app/features/records/bets.md).
 */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadBetDetail(args);
}

export function action(args: ActionFunctionArgs<AppLoadContext>) {
  return cancelBetAction(args);
}

export default function BetDetail() {
  const data = useLoaderData<typeof loader>() as BetDetailData;
  const { search } = useLocation();
  // A new answer (after a cancel, or another ?cancel=) starts with no dialog open.
  return <BetDetailBody key={search} data={data} />;
}

type Target = "all" | number;

function BetDetailBody({ data }: { data: BetDetailData }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const busy = useNavigation().state !== "idle";
  // With JavaScript the confirm step is a dialog opened in place; without it, the ?cancel= page.
  const [dialog, setDialog] = useState<Target | null>(null);
  const { order, suborders, cancellable } = data;

  const cancelLink = (target: Target, label: string, ariaLabel?: string) => (
    <Link
      to={`${pathname}?cancel=${target}`}
      className="button button--ghost button--small bet-cancel"
      aria-label={ariaLabel}
      aria-disabled={busy || undefined}
      preventScrollReset
      onClick={
        hydrated
          ? (e) => {
              e.preventDefault();
              if (!busy) setDialog(target);
            }
          : undefined
      }
    >
      {label}
    </Link>
  );

  return (
    <div className="records-page bet-detail">
      {data.balance && (
        <p className="bet-detail__done" role="status">
          {t(`records.bets.detail.balanceNow`, { amount: data.balance })}
        </p>
      )}

      {data.confirm !== null && <ConfirmCancel data={data} target={data.confirm} inline />}

      <BetOrderSummary order={order} />

      <BetSuborderList
        suborders={suborders}
        action={(s) => (s.cancellable ? cancelLink(s.id, t(`${C}.one`), t(`${C}.oneLabel`, { selection: selectionText(t, s) })) : null)}
      />

      {cancellable.length > 1 && <div className="bet-detail__actions">{cancelLink("all", t(`${C}.all`))}</div>}

      <Link to="/m/gameRecord" className="records-intro__link bet-detail__back">
        {t("records.bets.detail.back")}
      </Link>

      {hydrated && dialog !== null && <ConfirmCancel data={data} target={dialog} onClose={() => setDialog(null)} />}
    </div>
  );
}

/**
 * The confirm step: what will be cancelled and refunded, then a POST form with the
 * sub-orders and the render's idempotency key. `inline`: the page without JavaScript (?cancel=),
 * "Keep" a link back to the order; otherwise a modal <dialog>, "Keep" (or Escape) closes it.
 */
function ConfirmCancel({ data, target, inline = false, onClose }: { data: BetDetailData; target: Target; inline?: boolean; onClose?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const busy = useNavigation().state !== "idle";
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el && !el.open && typeof el.showModal === "function") el.showModal();
  }, []);
  const one = target === "all" ? null : data.suborders.find((s) => s.id === target);
  const body = one ? t(`${C}.bodyOne`, { selection: selectionText(t, one), stake: one.stake }) : t(`${C}.bodyAll`);
  // "All" sends no ids: the gateway cancels whatever is still cancellable (the contract's empty list).
  const ids = target === "all" ? [] : [target];
  const id = useId();

  const content = (
    <>
      <h2 id={`${id}-title`} className="bet-confirm__title">
        {t(`${C}.title`)}
      </h2>
      <p id={`${id}-body`}>{body}</p>
      <Form method="post" action={pathname} className="bet-confirm__form" onSubmit={() => onClose?.()}>
        <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
        {ids.map((suborderId) => (
          <input key={suborderId} type="hidden" name="suborderIds" value={suborderId} />
        ))}
        <button type="submit" className="button button--primary button--small" disabled={busy}>
          {t(`${C}.confirm`)}
        </button>
        {inline ? (
          <Link to={pathname} className="button button--ghost button--small" preventScrollReset>
            {t(`${C}.keep`)}
          </Link>
        ) : (
          <button type="button" className="button button--ghost button--small" onClick={() => ref.current?.close()}>
            {t(`${C}.keep`)}
          </button>
        )}
      </Form>
    </>
  );

  if (inline) {
    return (
      <section className="bet-confirm bet-confirm--inline" role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`}>
        {content}
      </section>
    );
  }
  return (
    <dialog ref={ref} className="bet-confirm" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} onClose={onClose}>
      {content}
    </dialog>
  );
}
