import { Form, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { CANCEL_INTENT } from "./cancel";

/** Cancels the unpaid order (it stops holding the deposit limit). A plain form: works without JavaScript. */
export function CancelOrderForm({ id, block = false }: { id: number; block?: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === CANCEL_INTENT && navigation.formData.get("id") === String(id);
  return (
    <Form method="post" replace>
      <input type="hidden" name="intent" value={CANCEL_INTENT} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className={`button button--ghost ${block ? "button--block" : "button--small"}`}
        aria-label={t("deposit.result.cancelLabel", { id })}
        disabled={busy}
        data-testid={`deposit-cancel-${id}`}
      >
        {t("deposit.result.cancel")}
      </button>
    </Form>
  );
}
