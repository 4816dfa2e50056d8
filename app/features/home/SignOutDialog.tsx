import { Form } from "react-router";
import { useTranslation } from "~/i18n/react";
import { Dialog } from "./Dialog";

/** The header's sign-out confirmation (in_sure_logout), with JavaScript; without it the menu has a disclosure. */
export default function SignOutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog role="alertdialog" labelledBy="signout-title" describedBy="signout-body" onClose={onClose} className="modal--confirm">
      <h2 id="signout-title" className="modal__title">
        {t("lobby.header.confirmTitle")}
      </h2>
      <p id="signout-body" className="modal__body">
        {t("lobby.header.in_sure_logout")}
      </p>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose} data-autofocus>
          {t("lobby.header.cancel")}
        </button>
        <Form method="post" action="/m/logout">
          <input type="hidden" name="to" value="login" />
          <button type="submit" className="button button--danger button--block">
            {t("lobby.header.confirm")}
          </button>
        </Form>
      </div>
    </Dialog>
  );
}
