import { getFormProps, useForm } from "@conform-to/react";
import { bpToInput } from "@contract/downline-rules";
import { REBATE_CATEGORIES } from "@contract/rebate-rules";
import type { DownlineRates } from "@contract/schemas/agent-team";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { RateInputs } from "~/features/agent/team/RateInputs";
import { T, type OwnRates } from "~/features/agent/team/rules";
import { FormMessage } from "~/features/security/components";
import { useTranslation } from "~/i18n/react";
import type { FormConstraint } from "~/ui/forms/constraint";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import { TEAM_REBATE_PATH } from "./rules";
import type { TeamRebateActionData } from "./types";

/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/agent/team/validation");

/** One direct downline's rates: inputs from 0 to the agent's own, prefilled with the rate they have now. */
export function Editor({ own, downline, constraint }: { own: OwnRates; downline: DownlineRates; constraint: FormConstraint }) {
  const { t } = useTranslation();
  const actionData = useActionData() as TeamRebateActionData | undefined;
  const busy = useNavigation().state !== "idle";
  const validation = useLazyValidation(loadValidation);
  const [form, fields] = useForm<{ account: string; rates: Record<string, unknown> }>({
    id: "downline-rates",
    lastResult: actionData?.result,
    constraint,
    defaultValue: { account: downline.account, rates: Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, bpToInput(downline.rates[c])])) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateRebate(formData, own) : deferToServer,
  });
  const errors = [...(form.errors ?? []), ...(fields.account.errors ?? [])];
  return (
    <section className="card" aria-labelledby="rebate-edit-title">
      <Form method="post" className="security-form" {...getFormProps(form)}>
        <h2 id="rebate-edit-title" className="team-section__title">
          {t(`${T}.rebate.editTitle`, { account: downline.account })}
        </h2>
        <FormMessage errors={errors.length ? errors : undefined} id={form.errorId} />
        <input type="hidden" name="account" value={downline.account} />
        <RateInputs
          own={own}
          fields={fields.rates.getFieldset()}
          legend={t(`${T}.rebate.editCaption`, { account: downline.account })}
          hint={t(`${T}.register.ratesHint`)}
        />
        {downline.type === "agent" && <p className="team-note">{t(`${T}.rebate.capNote`)}</p>}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t(`${T}.rebate.save`)}
        </button>
        <Link to={TEAM_REBATE_PATH} className="button button--ghost button--block">
          {t(`${T}.rebate.backToList`)}
        </Link>
      </Form>
    </section>
  );
}
