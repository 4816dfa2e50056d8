import { type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type AppLoadContext } from "react-router";
import { describeIdentityFailure, replyFor } from "~/features/identity/failures";
import { HeadIconSchema, NicknameSchema } from "~/features/identity/schemas";
import { fetchMemberInfo } from "~/gateway-client/account.server";
import { endsSession } from "~/gateway-client/errors";
import { fetchHeadIcon, fetchHeadIcons, saveHeadIcon, saveNickname } from "~/gateway-client/member.server";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireMember } from "~/session/auth.server";

const HERE = "/m/securityCenter/profile";

/** /m/securityCenter/profile (§7 set/get head icon, nickname): two forms, each with its own intent. */
export async function profileLoader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const member = await requireMember(request, context);
  const [info, { icons }, current] = await Promise.all([
    fetchMemberInfo(context.gateway, member.token),
    fetchHeadIcons(context.gateway, member.token),
    fetchHeadIcon(context.gateway, member.token),
  ]).catch((e: unknown) => gatewayFailure(e, request, context));
  // The constraint attributes, computed here so the page renders them without zod (decision 055).
  return { account: info.account, nickname: info.nickname, icons, current, constraint: getZodConstraint(NicknameSchema) };
}

export type ProfileIntent = "nickname" | "headIcon";
export type ProfileActionData = { intent: ProfileIntent; result: SubmissionResult<string[]> };

export async function profileAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const member = await requireMember(request, context);
  const formData = await readFormData(request);
  const intent: ProfileIntent = formData.get("intent") === "headIcon" ? "headIcon" : "nickname";
  const submission = parseWithZod(formData, { schema: intent === "headIcon" ? HeadIconSchema : NicknameSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply() } satisfies ProfileActionData, { status: 400 });
  try {
    if (intent === "headIcon") await saveHeadIcon(context.gateway, member.token, (submission.value as { headIcon: string }).headIcon);
    else await saveNickname(context.gateway, member.token, (submission.value as { nickname: string }).nickname);
  } catch (e) {
    if (endsSession(e)) return gatewayFailure(e, request, context);
    const failure = describeIdentityFailure(e);
    if (!failure) throw e;
    return data({ intent, result: submission.reply(replyFor(failure, [intent])) } satisfies ProfileActionData, { status: 400 });
  }
  // Back to this page: the new nickname or avatar shows at its top.
  const key = intent === "headIcon" ? "identity.profile.avatarSaved" : "identity.profile.nicknameSaved";
  return redirectWithToast(HERE, { key, kind: "success", tone: "success" }, context);
}
