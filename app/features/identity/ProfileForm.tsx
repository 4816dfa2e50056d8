import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { z } from "zod";
import { FormError, TextField, useFocusFirstError } from "~/features/account/components";
import { AvatarPicker } from "~/features/identity/components";
import { type HeadIconSchema, type NicknameSchema } from "~/features/identity/schemas";
import { useTranslation } from "~/i18n/react";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";
import { useImageUrl } from "~/ui/use-image-url";
import type { profileLoader, profileAction, ProfileActionData } from "./profile.server";

/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/identity/validation");

export function ProfilePageForm() {
  const imageUrl = useImageUrl();
  const { t } = useTranslation();
  const loaderData = useLoaderData<typeof profileLoader>();
  const { account, nickname, icons, current } = loaderData;
  const validation = useLazyValidation(loadValidation);
  const actionData = useActionData<typeof profileAction>() as ProfileActionData | undefined;
  const busy = useNavigation().state !== "idle";
  const nicknameResult = actionData?.intent === "nickname" ? actionData.result : undefined;
  const avatarResult = actionData?.intent === "headIcon" ? actionData.result : undefined;

  const [nicknameForm, nicknameFields] = useForm<z.input<typeof NicknameSchema>>({
    id: "profile-nickname",
    lastResult: nicknameResult,
    constraint: loaderData.constraint,
    defaultValue: { nickname: nickname ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateNickname(formData) : deferToServer,
  });
  const [avatarForm, avatarFields] = useForm<z.input<typeof HeadIconSchema>>({
    id: "profile-avatar",
    lastResult: avatarResult,
    onValidate: validation ? ({ formData }) => validation.validateHeadIcon(formData) : deferToServer,
  });
  useFocusFirstError(nicknameForm.id, nicknameResult);
  useFocusFirstError(avatarForm.id, avatarResult);
  const currentIcon = icons.find((i) => i.id === current.id);

  return (
    <div className="page-body identity">
      <section className="card identity-card identity-profile" aria-label={t("title.profile")}>
        {currentIcon ? (
          <img className="identity-profile__avatar" src={imageUrl(currentIcon.url)} alt={t("identity.profile.currentAvatar")} width={72} height={72} />
        ) : (
          <span className="identity-profile__avatar identity-profile__avatar--none" aria-hidden="true">
            {[...account][0]?.toUpperCase()}
          </span>
        )}
        <div className="identity-profile__who">
          <p className="identity-profile__name" data-testid="profile-nickname">
            {nickname ?? t("identity.profile.noNickname")}
          </p>
          <p className="identity-profile__account">{t("identity.profile.account", { account })}</p>
        </div>
      </section>

      <Form method="post" className="card identity-card identity-form" {...getFormProps(nicknameForm)}>
        <FormError errors={nicknameForm.errors} id={nicknameForm.errorId} />
        <TextField
          label={t("identity.profile.nickname")}
          inputProps={{
            ...getInputProps(nicknameFields.nickname, { type: "text", ariaDescribedBy: "profile-nickname-hint" }),
            key: nicknameFields.nickname.key,
            autoComplete: "nickname",
          }}
          errors={nicknameFields.nickname.errors}
        />
        <p id="profile-nickname-hint" className="identity-hint">
          {t("identity.profile.nicknameHint")}
        </p>
        <button type="submit" name="intent" value="nickname" className="button button--primary button--block" disabled={busy}>
          {t("identity.profile.saveNickname")}
        </button>
      </Form>

      <Form method="post" className="card identity-card identity-form" {...getFormProps(avatarForm)}>
        <FormError errors={avatarForm.errors} id={avatarForm.errorId} />
        <AvatarPicker
          icons={icons}
          current={current.id}
          name={avatarFields.headIcon.name}
          errors={avatarFields.headIcon.errors}
          errorId={avatarFields.headIcon.errorId}
        />
        <button type="submit" name="intent" value="headIcon" className="button button--primary button--block" disabled={busy}>
          {t("identity.profile.saveAvatar")}
        </button>
      </Form>
    </div>
  );
}
