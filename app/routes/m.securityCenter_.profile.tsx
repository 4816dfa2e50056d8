import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { FormError, TextField, useFocusFirstError } from "~/features/account/components";
import { AvatarPicker } from "~/features/identity/components";
import { describeIdentityFailure, replyFor } from "~/features/identity/failures";
import identityStylesheet from "~/features/identity/identity.css?url";
import { HeadIconSchema, NicknameSchema } from "~/features/identity/schemas";
import { fetchMemberInfo } from "~/gateway/account.server";
import { endsSession } from "~/gateway/errors";
import { fetchHeadIcon, fetchHeadIcons, saveHeadIcon, saveNickname } from "~/gateway/member.server";
import { useTranslation } from "~/i18n/react";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: identityStylesheet }];

const HERE = "/m/securityCenter/profile";

/** /m/securityCenter/profile (issue 12, §7 set/get head icon, nickname): two forms, each with its own intent. */
/** The form's instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/identity/validation");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const [info, { icons }, current] = await Promise.all([
    fetchMemberInfo(context.gateway, member.token),
    fetchHeadIcons(context.gateway, member.token),
    fetchHeadIcon(context.gateway, member.token),
  ]).catch((e: unknown) => gatewayFailure(e, request, context));
  // The constraint attributes, computed here so the page renders them without zod (decision 055).
  return { account: info.account, nickname: info.nickname, icons, current, constraint: getZodConstraint(NicknameSchema) };
}

type Intent = "nickname" | "headIcon";
type ActionData = { intent: Intent; result: SubmissionResult<string[]> };

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const formData = await readFormData(request);
  const intent: Intent = formData.get("intent") === "headIcon" ? "headIcon" : "nickname";
  const submission = parseWithZod(formData, { schema: intent === "headIcon" ? HeadIconSchema : NicknameSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply() } satisfies ActionData, { status: 400 });
  try {
    if (intent === "headIcon") await saveHeadIcon(context.gateway, member.token, (submission.value as { headIcon: string }).headIcon);
    else await saveNickname(context.gateway, member.token, (submission.value as { nickname: string }).nickname);
  } catch (e) {
    if (endsSession(e)) return gatewayFailure(e, request, context);
    const failure = describeIdentityFailure(e);
    if (!failure) throw e;
    return data({ intent, result: submission.reply(replyFor(failure, [intent])) } satisfies ActionData, { status: 400 });
  }
  // Back to this page: the new nickname or avatar shows at its top.
  const key = intent === "headIcon" ? "identity.profile.avatarSaved" : "identity.profile.nicknameSaved";
  return redirectWithToast(HERE, { key, kind: "success", tone: "success" }, context);
}

export default function ProfilePage() {
  const { t } = useTranslation();
  const loaderData = useLoaderData<typeof loader>();
  const { account, nickname, icons, current } = loaderData;
  const validation = useLazyValidation(loadValidation);
  const actionData = useActionData<typeof action>() as ActionData | undefined;
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
          <img className="identity-profile__avatar" src={currentIcon.url} alt={t("identity.profile.currentAvatar")} width={72} height={72} />
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
