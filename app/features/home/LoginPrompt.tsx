import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { loginHref } from "~/rules/redirect-target";
import { MailIcon } from "~/ui/icons";
import { CompactDialog } from "./Dialog";

/**
 * The login dialog a guest gets instead of a member page (§2: the message icon on home, every
 * member-centre row). `returnTo` is where signing in comes back to.
 */
export function LoginPrompt({
  onClose,
  closeHref,
  directRegistration,
  returnTo = "/m/webEmail",
  badge = <MailIcon size={22} />,
  title,
  body,
}: {
  onClose: () => void;
  closeHref: string;
  directRegistration: boolean;
  returnTo?: string;
  badge?: React.ReactNode;
  title?: string;
  body?: string;
}) {
  const { t } = useTranslation();
  return (
    <CompactDialog
      id="login-prompt"
      badge={badge}
      title={title ?? t("lobby.inbox.loginTitle")}
      body={body ?? t("lobby.inbox.loginBody")}
      close={{ href: closeHref, label: t("lobby.inbox.close"), onClose }}
    >
      <div className="modal__actions">
        <Link to={loginHref(returnTo)} className="button button--primary button--block" data-autofocus>
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
