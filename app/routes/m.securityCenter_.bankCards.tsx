import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useClearRefusedFields, useFocusFirstError } from "~/features/account/components";
import { FormMessage, PinField, SelectField, TextInputField, type ParamsByKey } from "~/features/security/components";
import { SECURITY_PATHS } from "~/features/security/readiness";
import { revalidateAfterPost } from "~/features/security/revalidate";
import { BindCardSchema, CARD_INTENTS, DeleteCardSchema } from "~/features/security/schemas";
import securityStylesheet from "~/features/security/security.css?url";
import { submitSecurityForm, type SecurityActionData } from "~/features/security/submit.server";
import type { BankCard } from "~/gateway/member-schemas";
import { addBankCard, deleteBankCard, fetchBankCards, fetchBanks, fetchSecurityOverview } from "~/gateway/member.server";
import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/rules/match-time";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: securityStylesheet }];
export const shouldRevalidate = revalidateAfterPost;

/**
 * /m/securityCenter/bankCards: the member's cards (bank, last four digits, masked holder), a bind
 * form while under the limit and once the real name is set, and per card a remove form that asks
 * for the payment password. One action, told which form by `intent`; all of it works without
 * JavaScript (the remove form sits in a <details>).
 */
/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/security/validation");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const fail = (e: unknown) => gatewayFailure(e, request, context);
  const [overview, cards, banks] = await Promise.all([
    fetchSecurityOverview(context.gateway, member.token).catch(fail),
    fetchBankCards(context.gateway, member.token).catch(fail),
    fetchBanks(context.gateway, member.token).catch(fail),
  ]);
  return {
    cards: cards.cards,
    limit: cards.limit,
    banks: banks.banks,
    payeeName: overview.payeeName,
    hasPaymentPassword: overview.paymentPassword,
    lockedUntil: overview.paymentPassword && overview.paymentPasswordLockedUntil ? formatDateTime(overview.paymentPasswordLockedUntil) : null,
    // The constraint attributes, computed here so the page renders them without zod (decision 055).
    constraint: { bind: getZodConstraint(BindCardSchema), remove: getZodConstraint(DeleteCardSchema) },
  };
}

type CardsActionData = SecurityActionData & { intent: "add" | "delete"; cardId?: number };

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const formData = await readFormData(request);
  const intent = CARD_INTENTS.find((i) => i === formData.get("intent"));
  if (!intent) throw data({ reason: "request.invalid" }, { status: 400 });

  if (intent === "add") {
    const outcome = await submitSecurityForm({
      formData,
      schema: BindCardSchema,
      form: "addCard",
      request,
      context,
      call: ({ bankCode, accountNumber, holderName }) => addBankCard(context.gateway, member.token, { bankCode, accountNumber, holderName }),
    });
    if (!outcome.ok) return data({ ...outcome.data, intent } satisfies CardsActionData, { status: 400 });
    return redirectWithToast(SECURITY_PATHS.bankCards, { key: "security.toast.cardAdded", kind: "success", tone: "success" }, context);
  }

  const outcome = await submitSecurityForm({
    formData,
    schema: DeleteCardSchema,
    form: "deleteCard",
    request,
    context,
    hideFields: ["paymentPassword"],
    call: ({ cardId, paymentPassword }) => deleteBankCard(context.gateway, member.token, { cardId, paymentPassword }),
  });
  if (!outcome.ok) {
    const cardId = Number(formData.get("cardId"));
    return data({ ...outcome.data, intent, cardId: Number.isInteger(cardId) ? cardId : undefined } satisfies CardsActionData, { status: 400 });
  }
  return redirectWithToast(SECURITY_PATHS.bankCards, { key: "security.toast.cardRemoved", kind: "success", tone: "success" }, context);
}

export default function BankCards() {
  const { t } = useTranslation();
  const { cards, limit, banks, payeeName, hasPaymentPassword, lockedUntil } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as CardsActionData | undefined;
  const bindShown = cards.length < limit && payeeName !== null;
  // A refusal whose form the fresh state no longer shows (the limit reached, the card gone) is said here.
  const formShown = actionData?.intent === "add" ? bindShown : cards.some((c) => c.id === actionData?.cardId);
  const orphan = actionData && !formShown ? (actionData.result.error?.[""] ?? undefined) : undefined;

  return (
    <div className="page-body">
      <FormMessage errors={orphan} id="card-refusal" params={actionData?.params} />
      <section className="bank-cards" aria-labelledby="bank-cards-title">
        <div className="bank-cards__head">
          <h2 id="bank-cards-title" className="bank-cards__title">
            {t("security.bankCards.listLabel")}
          </h2>
          <span className="bank-cards__count">{t("security.bankCards.bound", { count: cards.length, limit })}</span>
        </div>
      </section>
      {cards.length === 0 ? (
        <p className="card security-empty">{t("security.bankCards.empty")}</p>
      ) : (
        <ul className="bank-cards__list" aria-labelledby="bank-cards-title">
          {cards.map((card) => (
            <CardItem
              key={card.id}
              card={card}
              hasPaymentPassword={hasPaymentPassword}
              lockedUntil={lockedUntil}
              actionData={actionData?.intent === "delete" && actionData.cardId === card.id ? actionData : undefined}
            />
          ))}
        </ul>
      )}

      {cards.length >= limit ? (
        <p className="card security-empty">{t("security.bankCards.limitReached", { limit })}</p>
      ) : payeeName === null ? (
        <div className="card security-cta">
          <p>{t("security.bankCards.needPayee")}</p>
          <Link to={SECURITY_PATHS.payeeName} className="button button--primary button--block">
            {t("security.bankCards.setPayee")}
          </Link>
        </div>
      ) : (
        <BindForm banks={banks} payeeName={payeeName} actionData={actionData?.intent === "add" ? actionData : undefined} />
      )}
    </div>
  );
}

function BindForm({ banks, payeeName, actionData }: { banks: Array<{ code: string; name: string }>; payeeName: string; actionData?: CardsActionData }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const { constraint } = useLoaderData<typeof loader>();
  const validation = useLazyValidation(loadValidation);
  const [form, fields] = useForm<Record<string, unknown>>({
    id: "bind-card",
    lastResult: actionData?.result,
    constraint: constraint.bind,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateBindCard(formData) : deferToServer,
  });
  useFocusFirstError(form.id, actionData?.result);
  const params: ParamsByKey | undefined = actionData?.params;
  const { bankCode, accountNumber, holderName } = fields as Record<"bankCode" | "accountNumber" | "holderName", (typeof fields)[string]>;

  return (
    <Form method="post" className="card security-form" aria-labelledby="bind-card-title" {...getFormProps(form)}>
      <h2 id="bind-card-title" className="bank-cards__title">
        {t("security.bankCards.addHeading")}
      </h2>
      <input type="hidden" name="intent" value="add" />
      <FormMessage errors={form.errors} id={form.errorId} params={params} />
      <SelectField
        label={t("security.bankCards.bank")}
        placeholder={t("security.bankCards.chooseBank")}
        options={banks.map((b) => ({ value: b.code, label: b.name }))}
        selectProps={{ ...getSelectProps(bankCode), key: bankCode.key }}
        errors={bankCode.errors}
      />
      <TextInputField
        label={t("security.bankCards.accountNumber")}
        hint={t("security.bankCards.accountHint")}
        inputProps={{ ...getInputProps(accountNumber, { type: "text", description: true }), key: accountNumber.key, inputMode: "numeric", autoComplete: "off" }}
        errors={accountNumber.errors}
        params={params}
      />
      <TextInputField
        label={t("security.bankCards.holderName")}
        hint={t("security.bankCards.holderHint", { name: payeeName })}
        inputProps={{ ...getInputProps(holderName, { type: "text", description: true }), key: holderName.key, autoComplete: "name", spellCheck: false }}
        errors={holderName.errors}
        params={params}
      />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {t("security.bankCards.submitAdd")}
      </button>
    </Form>
  );
}

function CardItem({
  card,
  hasPaymentPassword,
  lockedUntil,
  actionData,
}: {
  card: BankCard;
  hasPaymentPassword: boolean;
  lockedUntil: string | null;
  actionData?: CardsActionData;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const { constraint } = useLoaderData<typeof loader>();
  const validation = useLazyValidation(loadValidation);
  const [form, fields] = useForm<Record<string, unknown>>({
    id: `remove-card-${card.id}`,
    lastResult: actionData?.result,
    constraint: constraint.remove,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateDeleteCard(formData) : deferToServer,
  });
  useFocusFirstError(form.id, actionData?.result);
  useClearRefusedFields(form.id, actionData?.result, ["paymentPassword"]);
  const password = fields.paymentPassword!;

  return (
    <li className="card bank-card">
      <span className="bank-card__bank">{card.bankName}</span>
      {/* The mask is drawn, not said: screen readers hear "ending in 1234". */}
      <span className="bank-card__number">
        <span aria-hidden="true">{`•••• ${card.last4}`}</span>
        <span className="sr-only">{t("security.bankCards.endingIn", { last4: card.last4 })}</span>
      </span>
      <span className="bank-card__holder">{t("security.bankCards.holder", { name: card.holderName })}</span>
      {/* Open after a refused removal, so the message shows without JavaScript too. */}
      <details className="bank-card__remove" open={actionData ? true : undefined}>
        <summary>{t("security.bankCards.remove", { last4: card.last4 })}</summary>
        {!hasPaymentPassword ? (
          <p className="security-intro">
            {t("security.bankCards.needPaymentPassword")} <Link to={SECURITY_PATHS.paymentPassword}>{t("security.paymentPassword.setFirst")}</Link>
          </p>
        ) : lockedUntil ? (
          <p className="form-error" role="alert">
            {t("security.paymentPassword.locked", { until: lockedUntil })}
          </p>
        ) : (
          <Form method="post" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="cardId" value={card.id} />
            <p className="security-intro">{t("security.bankCards.removeIntro")}</p>
            <FormMessage errors={form.errors} id={form.errorId} params={actionData?.params} />
            <PinField
              label={t("title.paymentPassword")}
              autoComplete="off"
              inputProps={{ ...getInputProps(password, { type: "password" }), key: password.key }}
              errors={password.errors}
              params={actionData?.params}
            />
            <button type="submit" className="button button--ghost button--block" disabled={busy}>
              {t("security.bankCards.removeSubmit")}
            </button>
          </Form>
        )}
      </details>
    </li>
  );
}
