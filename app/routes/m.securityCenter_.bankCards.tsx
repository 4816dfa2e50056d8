import { Suspense } from "react";
import { type LinksFunction, Link, useActionData, useLoaderData } from "react-router";
import { CardItem, BindForm } from "island:~/features/security/BankCardForms";
import type { bankCardsAction, bankCardsLoader, CardsActionData } from "~/features/security/bank-cards.server";
import { FormMessage } from "~/features/security/components";
import { SECURITY_PATHS } from "~/features/security/readiness";
import { revalidateAfterPost } from "~/features/security/revalidate";
import securityStylesheet from "~/features/security/security.css?url";
import { useTranslation } from "~/i18n/react";

export { bankCardsLoader as loader, bankCardsAction as action } from "~/features/security/bank-cards.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: securityStylesheet }];
export const shouldRevalidate = revalidateAfterPost;

export default function BankCards() {
  const { t } = useTranslation();
  const { cards, limit, banks, payeeName, hasPaymentPassword, lockedUntil } = useLoaderData<typeof bankCardsLoader>();
  const actionData = useActionData<typeof bankCardsAction>() as CardsActionData | undefined;
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
