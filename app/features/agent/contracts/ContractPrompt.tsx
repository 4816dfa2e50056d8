import { Form, useLocation, useNavigation } from "react-router";
import { Dialog } from "~/features/home/Dialog";
import { useTranslation } from "~/i18n/react";
import { CONTRACT_PATHS } from "./paths";
import type { PromptItem } from "./prompt.server";

const T = "agentContracts";
export const CONTRACT_PROMPT_PATH = "/m/contractPrompt";

/**
 * The §4 contract prompt (A-CON-01): one dialog listing the waiting requests, each with Go (to its
 * contract page), and Cancel for all. Plain forms posting to /m/contractPrompt, which records them
 * as seen for this sign-in and redirects: it works without JavaScript. Not shown on the contract
 * pages themselves.
 */
export function ContractPrompt({ items }: { items: PromptItem[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const busy = useNavigation().state !== "idle";
  if ((Object.values(CONTRACT_PATHS) as string[]).includes(location.pathname.replace(/\/+$/, ""))) return null;
  const keys = items.map((i) => i.key).join(",");
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <Dialog role="alertdialog" labelledBy="contract-prompt-title" describedBy="contract-prompt-body" className="contract-prompt">
      <h2 id="contract-prompt-title" className="contract-prompt__title">
        {t(`${T}.prompt.title`)}
      </h2>
      <p id="contract-prompt-body" className="modal__body">
        {t(`${T}.prompt.body`)}
      </p>
      <ul className="contract-prompt__list" data-testid="contract-prompt">
        {items.map((i) => (
          <li key={i.key} className="contract-prompt__item" data-testid={`contract-prompt-${i.kind}`}>
            <span>
              <strong>{t(`${T}.kind.${i.kind}`)}</strong> · {t(`${T}.status.${i.status}`)}
            </span>
            <Form method="post" action={CONTRACT_PROMPT_PATH}>
              <input type="hidden" name="intent" value="go" />
              <input type="hidden" name="kind" value={i.kind} />
              <input type="hidden" name="keys" value={keys} />
              <button
                type="submit"
                className="button button--small button--primary"
                disabled={busy}
                aria-label={`${t(`${T}.prompt.go`)}: ${t(`${T}.kind.${i.kind}`)}`}
              >
                {t(`${T}.prompt.go`)}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <div className="contract-prompt__actions">
        <Form method="post" action={CONTRACT_PROMPT_PATH}>
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="keys" value={keys} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className="button button--ghost" disabled={busy} data-autofocus>
            {t(`${T}.prompt.cancel`)}
          </button>
        </Form>
      </div>
    </Dialog>
  );
}
