import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MailIcon } from "~/ui/icons";
import { CompactDialog } from "./Dialog";

/** §2: a guest tapping the message icon gets the login prompt instead of the message centre. */
export function LoginPrompt({ onClose, closeHref, directRegistration }: { onClose: () => void; closeHref: string; directRegistration: boolean }) {
  const { t } = useTranslation();
  return (
    <CompactDialog
      id="login-prompt"
      badge={<MailIcon size={22} />}
      title={t("lobby.inbox.loginTitle")}
      body={t("lobby.inbox.loginBody")}
      close={{ href: closeHref, label: t("lobby.inbox.close"), onClose }}
    >
      <div className="modal__actions">
        <Link to="/m/login?redirectTo=%2Fm%2FwebEmail" className="button button--primary button--block" data-autofocus>
          {t("lobby.inbox.login")}
        </Link>
        {directRegistration && (
          <Link to="/m/register" className="button button--ghost button--block">
            {t("lobby.inbox.register")}
          </Link>
        )}
      </div>
    </CompactDialog>
  );
}
