import { getZodConstraint } from "@conform-to/zod";
import { Suspense } from "react";
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type AppLoadContext,
  Link,
  useActionData,
  useLoaderData,
} from "react-router";
import { CardItem, BindForm } from "island:~/features/security/BankCardForms";
import { FormMessage } from "~/features/security/components";
import { SECURITY_PATHS } from "~/features/security/readiness";
import { revalidateAfterPost } from "~/features/security/revalidate";
import { BindCardSchema, CARD_INTENTS, DeleteCardSchema } from "~/features/security/schemas";
import securityStylesheet from "~/features/security/security.css?url";
import { submitSecurityForm, type SecurityActionData } from "~/features/security/submit.server";
import { addBankCard, deleteBankCard, fetchBankCards, fetchBanks, fetchSecurityOverview } from "~/gateway-client/member.server";
import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/rules/match-time";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: securityStylesheet }];
export const shouldRevalidate = revalidateAfterPost;

/**
 * /m/securityCenter/bankCards: the member's cards (bank, last four digits, masked holder), a bind
 * form while under the limit and once the real name is set, and per card a remove form that asks
 * for the payment password. One action, told which form by `intent`; all of it works without
 * JavaScript (the remove form sits in a <details>).
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
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

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
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
          <Suspense fallback={null}>
            {cards.map((card) => (
              <CardItem
                key={card.id}
                card={card}
                hasPaymentPassword={hasPaymentPassword}
                lockedUntil={lockedUntil}
                actionData={actionData?.intent === "delete" && actionData.cardId === card.id ? actionData : undefined}
              />
            ))}
          </Suspense>
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
        <Suspense fallback={null}>
          <BindForm banks={banks} payeeName={payeeName} actionData={actionData?.intent === "add" ? actionData : undefined} />
        </Suspense>
      )}
    </div>
  );
}
