import { type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { now as clockNow } from "@contract/clock";
import { bpToInput } from "@contract/downline-rules";
import { REBATE_CATEGORIES } from "@contract/rebate-rules";
import { latestBirthDate } from "@contract/registration";
import type { DownlineOpened } from "@contract/schemas/agent-team";
import { Suspense } from "react";
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type AppLoadContext,
  Link,
  useActionData,
  useLoaderData,
} from "react-router";
import { z } from "zod";
import { ConfirmDialog, StepOne } from "island:~/features/agent/team/DownlineForms";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { CopyButton } from "~/features/agent/team/CopyButton";
import { teamPageFailure } from "~/features/agent/team/failure.server";
import { describeTeamFailure } from "~/features/agent/team/failures";
import { AGENT_REGISTER_PATH, DOWNLINE_SECRET_FIELDS, inputRates, T, type OwnRates } from "~/features/agent/team/rules";
import { downlineSchema, prefillSchema, registerIntentSchema, reviewSchema } from "~/features/agent/team/schemas";
import teamStylesheet from "~/features/agent/team/team.css?url";
import type { Age, Prefill, Review } from "~/features/agent/team/types";
import homeStylesheet from "~/features/home/home.css?url";
import { revalidateAfterPost } from "~/features/security/revalidate";
import securityStylesheet from "~/features/security/security.css?url";
import { fetchInviteInfo, registerDownline } from "~/gateway-client/agent-team.server";
import { endsSession } from "~/gateway-client/errors";
import { fetchMarket } from "~/gateway-client/rg.server";
import { useTranslation } from "~/i18n/react";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { moduleOn } from "~/server/modules.server";
import { redirectWithToast, requireAgentModule } from "~/session/auth.server";

export const handle: RouteHandle = { titleKey: "agentTeam.title.register" };
// home.css brings the dialog's look (the confirm step is a dialog, with JavaScript and without).
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: homeStylesheet },
  { rel: "stylesheet", href: securityStylesheet },
  { rel: "stylesheet", href: teamStylesheet },
];
export const shouldRevalidate = revalidateAfterPost;

const HIDDEN = DOWNLINE_SECRET_FIELDS;

/** The age gate's terms, from the market where the gateway has responsible gaming. */
async function ageGate(context: AppLoadContext): Promise<Age> {
  if (!(await moduleOn(context, "responsibleGaming"))) return null;
  const market = await fetchMarket(context.gateway);
  return { minAge: market.minAge, now: clockNow() };
}

/**
 * What the action answers, and so which step the page shows: step 1 again (refused, or "Back" with
 * its values), the confirm step (after a review, or with the confirm step's refusal), or the
 * opened account.
 */
export type ActionData =
  | { step: "one"; prefill: Prefill; result: SubmissionResult<string[]> | null }
  | { step: "confirm"; review: Review; result: SubmissionResult<string[]> | null }
  | { done: Pick<DownlineOpened, "account" | "type" | "inviteCode"> };

/** Step 1's empty form: a member, no rates. */
const EMPTY_PREFILL: Prefill = { type: "member", username: "", birthDate: "", rates: Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, bpToInput(0)])) };

/**
 * /m/agentRegister (research A-REG-01, A-REG-02 in part): open a downline
 * account, and the agent's invitation code and link. Two steps, with JavaScript and without, both
 * posts to the action: type, username, birth date and rates (`intent=review`, checked against the
 * agent's own rates and the market's age; nothing is opened), then a confirm dialog that repeats
 * them and asks for the password twice (`intent=open`), with a hidden idempotency key made for each
 * render. Both are posts because the downline's username and birth date are personal data that a
 * URL would leave in the history, the logs and the Referer. On success the account is shown once
 * (its password never is).
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const agent = await requireAgentModule(request, context, "register");
  const [info, age] = await Promise.all([fetchInviteInfo(context.gateway, agent.token), ageGate(context)]).catch((e: unknown) =>
    teamPageFailure(e, request, context),
  );
  const url = new URL(request.url);
  return {
    own: info.rates as OwnRates,
    invite: { code: info.code, link: `${url.origin}/m/register?code=${encodeURIComponent(info.code)}`, signUps: info.signUps },
    loginLink: `${url.origin}/m/login`,
    // A new key for every render: a double submit opens one account, the next render gets a new one.
    idempotencyKey: crypto.randomUUID(),
    age,
    maxBirthDate: age ? latestBirthDate(age.minAge, age.now) : null,
    // The constraint attributes of both steps, computed here so the page renders them without zod (decision 055).
    constraint: { review: getZodConstraint(reviewSchema(info.rates, age)), open: getZodConstraint(downlineSchema(info.rates, age)) },
  };
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const agent = await requireAgentModule(request, context, "register");
  const fail = (e: unknown) => teamPageFailure(e, request, context);
  const [info, age] = await Promise.all([fetchInviteInfo(context.gateway, agent.token), ageGate(context)]).catch(fail);
  const formData = await readFormData(request);
  const intent = registerIntentSchema.safeParse(formData.get("intent"));
  if (!intent.success) throw data({ reason: "request.invalid" }, { status: 400 });

  if (intent.data === "edit") {
    const edited = parseWithZod(formData, { schema: prefillSchema });
    return { step: "one", prefill: edited.status === "success" ? edited.value : EMPTY_PREFILL, result: null } satisfies ActionData;
  }
  if (intent.data === "review") {
    // Checked like the confirm step will be; nothing is opened and nothing is stored.
    const submission = parseWithZod(formData, { schema: reviewSchema(info.rates, age) });
    if (submission.status !== "success") {
      return data({ step: "one", prefill: EMPTY_PREFILL, result: submission.reply() } satisfies ActionData, { status: 400 });
    }
    return { step: "confirm", review: submission.value as Review, result: null } satisfies ActionData;
  }

  let opened: DownlineOpened | null = null;
  let leave = false;
  const submission = await parseWithZod(formData, {
    async: true,
    schema: downlineSchema(info.rates, age).transform(async (input, ctx) => {
      try {
        opened = await registerDownline(context.gateway, agent.token, {
          username: input.username,
          password: input.password,
          confirmPassword: input.confirmPassword ?? "",
          type: input.type,
          birthDate: input.birthDate,
          rates: input.rates,
          idempotencyKey: input.idempotencyKey,
        });
        return input;
      } catch (e) {
        if (endsSession(e)) return gatewayFailure(e, request, context);
        const failure = describeTeamFailure(e);
        if (!failure) throw e;
        if (failure.leave) leave = true;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: failure.key, path: failure.field ? failure.field.split(".") : [] });
        return z.NEVER;
      }
    }),
  });
  if (leave) return redirectWithToast("/m/agent", { key: "error.forbidden", kind: "message", tone: "error" }, context);
  if (submission.status !== "success" || !opened) {
    const result = submission.reply({ hideFields: HIDDEN });
    // The confirm step again with its message when step 1's values still pass (a name taken
    // meanwhile, a wrong password); else step 1, where those values are typed.
    const review = parseWithZod(formData, { schema: reviewSchema(info.rates, age) });
    const answer: ActionData =
      review.status === "success"
        ? { step: "confirm", review: review.value as Review, result }
        : { step: "one", prefill: EMPTY_PREFILL, result: review.reply() };
    return data(answer, { status: 400 });
  }
  const { account, type, inviteCode } = opened as DownlineOpened;
  // Shown once, from this answer: a reload sends the same key again and answers the same account.
  return { done: { account, type, inviteCode } } satisfies ActionData;
}

export default function AgentRegister() {
  const { t } = useTranslation();
  const { own, invite, loginLink, idempotencyKey, age, maxBirthDate, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const done = actionData && "done" in actionData ? actionData.done : null;
  const step = actionData && "step" in actionData ? actionData : null;
  const review = step?.step === "confirm" ? step.review : null;
  // Step 1 shows what was last posted: the reviewed values under the dialog, or those "Back" brought.
  const prefill = review
    ? { type: review.type, username: review.username, birthDate: review.birthDate, rates: inputRates(review.rates) }
    : step?.step === "one"
      ? step.prefill
      : EMPTY_PREFILL;

  return (
    <div className="team-page agent-register">
      {done ? (
        <Done done={done} loginLink={loginLink} />
      ) : (
        <>
          <p className="team-intro">{t(`${T}.register.intro`)}</p>
          <Suspense fallback={null}>
            <StepOne
              own={own}
              prefill={prefill}
              lastResult={step?.step === "one" ? step.result : null}
              age={age}
              maxBirthDate={maxBirthDate}
              constraint={constraint.review}
            />
          </Suspense>
          {review && (
            <Suspense fallback={null}>
              <ConfirmDialog own={own} review={review} result={step?.result ?? null} idempotencyKey={idempotencyKey} age={age} constraint={constraint.open} />
            </Suspense>
          )}
        </>
      )}
      <Invitation invite={invite} />
    </div>
  );
}

function Done({ done, loginLink }: { done: NonNullable<Extract<ActionData, { done: unknown }>["done"]>; loginLink: string }) {
  const { t } = useTranslation();
  return (
    <section className="card team-done" role="status" aria-labelledby="register-done-title" data-testid="register-done">
      <h2 id="register-done-title" className="team-done__title">
        {t(`${T}.register.doneTitle`)}
      </h2>
      <p>{t(`${T}.register.doneBody`, { account: done.account })}</p>
      <div className="field">
        <span className="field__label">{t(`${T}.register.username`)}</span>
        <div className="team-copy">
          <span className="team-copy__value" data-testid="register-done-account">
            {done.account}
          </span>
          <CopyButton value={done.account} label={t(`${T}.register.username`)} />
        </div>
      </div>
      <div className="field">
        <span className="field__label">{t(`${T}.register.loginLink`)}</span>
        <div className="team-copy">
          <span className="team-copy__value">{loginLink}</span>
          <CopyButton value={loginLink} label={t(`${T}.register.loginLink`)} />
        </div>
      </div>
      {done.inviteCode && (
        <div className="field">
          <span className="field__label">{t(`${T}.register.doneAgentCode`)}</span>
          <div className="team-copy">
            <span className="team-copy__value">{done.inviteCode}</span>
            <CopyButton value={done.inviteCode} label={t(`${T}.register.doneAgentCode`)} />
          </div>
        </div>
      )}
      <div className="team-done__actions">
        <Link to={AGENT_REGISTER_PATH} className="button button--primary button--small">
          {t(`${T}.register.openAnother`)}
        </Link>
        <Link to="/m/member/team" className="button button--ghost button--small">
          {t(`${T}.register.viewTeam`)}
        </Link>
      </div>
    </section>
  );
}

/** The invitation (A-REG-02 in part): code and link as selectable text, copy buttons once JavaScript runs. */
function Invitation({ invite }: { invite: { code: string; link: string; signUps: number } }) {
  const { t } = useTranslation();
  return (
    <section className="card team-section" aria-labelledby="invite-title">
      <h2 id="invite-title" className="team-section__title">
        {t(`${T}.register.inviteTitle`)}
      </h2>
      <p className="team-intro">{t(`${T}.register.inviteIntro`)}</p>
      <div className="field">
        <span className="field__label" id="invite-code-label">
          {t(`${T}.register.inviteCode`)}
        </span>
        <div className="team-copy">
          <span className="team-copy__value" aria-labelledby="invite-code-label" data-testid="invite-code">
            {invite.code}
          </span>
          <CopyButton value={invite.code} label={t(`${T}.register.inviteCode`)} />
        </div>
      </div>
      <div className="field">
        <span className="field__label" id="invite-link-label">
          {t(`${T}.register.inviteLink`)}
        </span>
        <div className="team-copy">
          <span className="team-copy__value" aria-labelledby="invite-link-label" data-testid="invite-link">
            {invite.link}
          </span>
          <CopyButton value={invite.link} label={t(`${T}.register.inviteLink`)} />
        </div>
      </div>
      <p className="team-note">{t(`${T}.register.signUps`, { count: invite.signUps })}</p>
    </section>
  );
}
