import { getZodConstraint } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { SECURITY_PATHS } from "~/features/security/readiness";
import { BindCardSchema, CARD_INTENTS, DeleteCardSchema } from "~/features/security/schemas";
import { submitSecurityForm, type SecurityActionData } from "~/features/security/submit.server";
import { addBankCard, deleteBankCard, fetchBankCards, fetchBanks, fetchSecurityOverview } from "~/gateway-client/member.server";
import { formatDateTime } from "~/rules/match-time";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";

/**
 * /m/securityCenter/bankCards: the member's cards (bank, last four digits, masked holder), a bind
 * form while under the limit and once the real name is set, and per card a remove form that asks
 * for the payment password. One action, told which form by `intent`; all of it works without
 * JavaScript (the remove form sits in a <details>).
 */
export async function bankCardsLoader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
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

export type CardsActionData = SecurityActionData & { intent: "add" | "delete"; cardId?: number };

export async function bankCardsAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
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
