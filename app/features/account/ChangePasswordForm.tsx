import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigate, useNavigation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { type z } from "zod";
import { FormError, PasswordField, useFocusFirstError, usePasswordRule } from "~/features/account/components";
import { PASSWORD_CHANGE_REDIRECT_MS, STAY_FOR_TOAST, sameAsOld } from "~/features/account/rules";
import { type ChangePasswordSchema } from "~/features/account/schemas";
import { useTranslation } from "~/i18n/react";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import { useToast } from "~/ui/Toast";
import type { changePasswordLoader, changePasswordAction, ChangePasswordActionData } from "./change-password.server";

/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/account/validation");

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { userName, constraint } = useLoaderData<typeof changePasswordLoader>();
  const validation = useLazyValidation(loadValidation);
  const actionData = useActionData<typeof changePasswordAction>() as ChangePasswordActionData | undefined;
  const location = useLocation();
  const busy = useNavigation().state !== "idle";
  const [sameShown, setSameShown] = useState(false);
  const okRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { show, hide } = useToast();
  const saved = actionData?.saved === true;
  const passwordRule = usePasswordRule();

  const [form, fields] = useForm<Record<string, unknown>>({
    id: "change-password",
    lastResult: actionData?.result,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateChangePassword(formData) : deferToServer,
    onSubmit: (event, { submission }) => {
      // With JavaScript the same-password check happens here and nothing is sent at all.
      if (submission?.status === "success" && sameAsOld(submission.value as { oldPassword?: string; newPassword?: string })) {
        event.preventDefault();
        setSameShown(true);
      }
    },
  });
  useFocusFirstError(form.id, actionData?.result);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- opens the dialog after hydration in answer to the action; the server-rendered (no-JS) page shows its own link form
    if (actionData?.sameAsOld) setSameShown(true);
  }, [actionData]);
  useEffect(() => {
    if (sameShown) okRef.current?.focus();
  }, [sameShown]);
  useEffect(() => {
    if (!saved) return;
    // §4/§9: 'Change saved' shows for 1 s, counted from the frame that paints it; then home. The
    // page shows it itself: the action's data commits before the loaders revalidate, so a flash
    // from the root loader would paint later than this effect runs, and the wait would be short.
    let left = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const goHome = () => {
      if (!left) timer = setTimeout(() => navigate("/m/home"), PASSWORD_CHANGE_REDIRECT_MS);
    };
    const toast = show({ key: "toast.change_saved", kind: "success", tone: "success" }, { onShown: goHome });
    return () => {
      left = true;
      clearTimeout(timer);
      // Its 1 s is over when the page leaves; StrictMode's second run in development shows one toast, not two.
      hide(toast);
    };
  }, [saved, actionData, navigate, show, hide]);
  const f = fields as Record<keyof z.input<typeof ChangePasswordSchema>, (typeof fields)[string]>;
  const dialogOpen = sameShown || actionData?.sameAsOld === true;

  return (
    <div className="page-body">
      <Form method="post" className="card auth__form" {...getFormProps(form)}>
        <FormError errors={form.errors} id={form.errorId} params={actionData?.params} />
        {hydrated && <input type="hidden" name={STAY_FOR_TOAST.name} value={STAY_FOR_TOAST.value} />}
        <div className="field">
          <label htmlFor="change-username" className="field__label">
            {t("account.field.username")}
          </label>
          <input id="change-username" className="input" value={userName} readOnly autoComplete="username" />
          <p className="field__error" aria-hidden="true" />
        </div>
        <PasswordField
          label={t("account.field.oldPassword")}
          inputProps={{ ...getInputProps(f.oldPassword, { type: "password" }), key: f.oldPassword.key }}
          errors={f.oldPassword.errors}
          params={actionData?.params}
          autoComplete="current-password"
        />
        <PasswordField
          label={t("account.field.newPassword")}
          inputProps={{ ...getInputProps(f.newPassword, { type: "password" }), key: f.newPassword.key }}
          errors={f.newPassword.errors}
          autoComplete="new-password"
          hint={passwordRule}
        />
        <PasswordField
          label={t("account.field.confirmPassword")}
          inputProps={{ ...getInputProps(f.confirmPassword, { type: "password" }), key: f.confirmPassword.key }}
          errors={f.confirmPassword.errors}
          autoComplete="new-password"
        />
        <button type="submit" className="button button--primary button--block" disabled={busy || saved}>
          {t("account.change.submit")}
        </button>
      </Form>

      {dialogOpen && (
        <div className="dialog-backdrop">
          <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="same-title" aria-describedby="same-body">
            <h2 id="same-title" className="dialog__title">
              {t("account.change.sameTitle")}
            </h2>
            <p id="same-body" className="dialog__body">
              {t("account.change.sameBody")}
            </p>
            <div className="dialog__actions dialog__actions--single">
              {sameShown ? (
                <button ref={okRef} type="button" className="button button--primary" onClick={() => setSameShown(false)}>
                  {t("account.change.ok")}
                </button>
              ) : (
                // Without JavaScript, "OK" reloads the empty form.
                <Link to={location.pathname} className="button button--primary">
                  {t("account.change.ok")}
                </Link>
              )}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
