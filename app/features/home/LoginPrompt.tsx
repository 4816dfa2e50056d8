import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogCloseLink } from "./Dialog";
import { MailIcon } from "~/ui/icons";

/** §2: a guest tapping the message icon gets the login prompt instead of the message centre. */
export function LoginPrompt({ onClose, closeHref, directRegistration }: { onClose: () => void; closeHref: string; directRegistration: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog labelledBy="login-prompt-title" describedBy="login-prompt-body" onClose={onClose} className="modal--compact">
      <div className="modal__head">
        <span className="modal__badge">
          <MailIcon size={22} />
        </span>
        <DialogCloseLink href={closeHref} label={t("lobby.inbox.close")} onClose={onClose} />
      </div>
      <h2 id="login-prompt-title" className="modal__title">
        {t("lobby.inbox.loginTitle")}
      </h2>
      <p id="login-prompt-body" className="modal__body">
        {t("lobby.inbox.loginBody")}
      </p>
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
    </Dialog>
  );
}
