import { redirect, type LoaderFunctionArgs, type AppLoadContext, Form, Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { confirmMember } from "~/session/confirm-member.server";
import { BackIcon } from "~/ui/icons";

/** §2 Settings: one row (change password) and Sign out. No session → /m/home; a revoked one → /m/login. */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const member = context.member;
  if (!member) throw redirect("/m/home");
  await confirmMember(request, context, member);
  return null;
}

export default function Settings() {
  const { t } = useTranslation();
  return (
    <div className="page-body">
      <ul className="card settings-list">
        <li>
          <Link to="/m/changePsw">
            <span>{t("account.settings.changePassword")}</span>
            <span className="settings-list__chevron" aria-hidden="true">
              <BackIcon size={18} className="flip" />
            </span>
          </Link>
        </li>
      </ul>
      {/* §4 settings sign-out: no confirmation, ends at /m/home. */}
      <Form method="post" action="/m/logout">
        <input type="hidden" name="to" value="home" />
        <button type="submit" className="button button--ghost button--block">
          {t("account.settings.signOut")}
        </button>
      </Form>
    </div>
  );
}
