import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type AppLoadContext, Form, useLoaderData, useNavigation } from "react-router";
import { RecordScreen, recordPageLinks } from "~/features/records/RecordPage";
import { WITHDRAWAL_STATUSES } from "~/features/records/withdrawal-statuses";
import { cancelWithdrawAction, loadWithdrawRecord, type WithdrawalRow, type WithdrawRecordData } from "~/features/records/withdrawals.server";
import { useTranslation } from "~/i18n/react";
import { WithdrawIcon } from "~/ui/icons";

export const links: LinksFunction = () => recordPageLinks;

/**
 * §2 /m/withdrawReport: the member's withdrawal orders and their status. Where the
 * market allows it (RG-13), a pending order has a Cancel button: a plain form posting
 * intent=cancel and its id here, back to this list with a toast.
 */
export function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  return loadWithdrawRecord(args);
}

export function action(args: ActionFunctionArgs<AppLoadContext>) {
  return cancelWithdrawAction(args);
}

export default function WithdrawRecord() {
  const data = useLoaderData<typeof loader>() as WithdrawRecordData;
  const { t } = useTranslation();
  return (
    <RecordScreen
      data={data}
      select={{
        label: t("records.withdrawals.statusLabel"),
        groups: [{ options: WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: t(`records.withdrawals.status.${s}`) })) }],
      }}
      empty={{
        icon: <WithdrawIcon size={32} />,
        title: t("records.withdrawals.empty"),
        body: t("records.withdrawals.emptyBody"),
        action: { to: "/m/withdraw", label: t("records.withdrawals.withdrawNow") },
      }}
      listLabel={t("records.withdrawals.listLabel")}
      renderItem={(order) => <WithdrawalEntry order={order} />}
      totals={(totals) => [
        { label: t("records.withdrawals.count"), value: totals.count },
        { label: t("records.withdrawals.amount"), value: totals.amount, money: 0 },
      ]}
    />
  );
}

/** One order: bank and card, time and order id; the amount, its status and, when charged, the fee. */
function WithdrawalEntry({ order }: { order: WithdrawalRow }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="records-item__main">
        <span className="records-item__title">{t("records.withdrawals.card", { bank: order.bankName, last4: order.last4 })}</span>
        <span className="records-item__meta">
          <time dateTime={`${order.day}T${order.time}+08:00`}>{order.time}</time>
          <span className="records-item__ref">{t("records.withdrawals.order", { id: order.id })}</span>
        </span>
        {order.reason && <span className="records-item__reason">{t("records.withdrawals.reason", { reason: order.reason })}</span>}
      </div>
      <div className="records-item__figures">
        <span className="records-amount">{order.amount}</span>
        <span className={`records-badge records-badge--${order.status}`}>{t(`records.withdrawals.status.${order.status}`)}</span>
        {order.fee && <span className="records-item__meta">{t("records.withdrawals.fee", { amount: order.fee })}</span>}
        {order.cancellable && <CancelButton id={order.id} />}
      </div>
    </>
  );
}

/** RG-13: takes a pending order back (the hold returns to the wallet). Works without JavaScript. */
function CancelButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === String(id);
  return (
    <Form method="post" replace>
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className="button button--ghost button--small bet-cancel"
        aria-label={t("records.withdrawals.cancelLabel", { id })}
        disabled={busy}
        data-testid={`withdraw-cancel-${id}`}
      >
        {t("records.withdrawals.cancel")}
      </button>
    </Form>
  );
}
