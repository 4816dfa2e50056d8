import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { DOWNLINE_KINDS, bpToInput, type DownlineKind } from "@shared/downline-rules";
import type { GameType } from "@shared/games";
import { REBATE_CATEGORIES, bpToPercent } from "@shared/rebate-rules";
import { latestBirthDate } from "@shared/registration";
import { z } from "zod";
import type { RouteHandle } from "~/chrome/DocumentTitle";
import { PasswordField, TextField, useClearRefusedFields, useFocusFirstError } from "~/features/account/components";
import { CopyButton } from "~/features/agent/team/CopyButton";
import { teamPageFailure } from "~/features/agent/team/failure.server";
import { describeTeamFailure } from "~/features/agent/team/failures";
import { RateInputs } from "~/features/agent/team/RateInputs";
import { T, rateParams, type OwnRates } from "~/features/agent/team/rules";
import { downlineSchema, reviewSchema } from "~/features/agent/team/schemas";
import teamStylesheet from "~/features/agent/team/team.css?url";
import { Dialog } from "~/features/home/Dialog";
import homeStylesheet from "~/features/home/home.css?url";
import { BirthDateField } from "~/features/rg/register/components";
import { FormMessage } from "~/features/security/components";
import { revalidateAfterPost } from "~/features/security/revalidate";
import securityStylesheet from "~/features/security/security.css?url";
import type { DownlineOpened } from "~/gateway/agent-team-schemas";
import { fetchInviteInfo, registerDownline } from "~/gateway/agent-team.server";
import { endsSession } from "~/gateway/errors";
import { fetchMarket } from "~/gateway/rg.server";
import { useTranslation } from "~/i18n/react";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { redirectWithToast, requireAgentModule } from "~/session/auth.server";
import type { FormConstraint } from "~/ui/forms/constraint";
import { deferToServer } from "~/ui/forms/defer-to-server";
import { useLazyValidation } from "~/ui/forms/use-lazy-validation";

export const handle: RouteHandle = { titleKey: "agentTeam.title.register" };
// home.css brings the dialog's look (the confirm step is a dialog, with JavaScript and without).
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: homeStylesheet },
  { rel: "stylesheet", href: securityStylesheet },
  { rel: "stylesheet", href: teamStylesheet },
];
export const shouldRevalidate = revalidateAfterPost;

/** The forms' instant feedback: zod and the schemas load after the page is interactive (decision 055). */
const loadValidation = () => import("~/features/agent/team/validation");

export const AGENT_REGISTER_PATH = "/m/agentRegister";
const HIDDEN = ["password", "confirmPassword"];

/** What the forms hold: rates as typed (the schemas turn them into basis points). */
type StepOneValue = { type: string; username: string; birthDate: string; rates: Record<string, unknown> };
type Prefill = { type: string; username: string; birthDate: string; rates: Record<string, string> };
type Review = { type: DownlineKind; username: string; birthDate: string; rates: Record<GameType, number> };
/** The market's minimum age and the instant the forms take it at (issue 16, decision 043). */
type Age = { minAge: number; now: number };
type ActionData = { result: SubmissionResult<string[]> } | { done: Pick<DownlineOpened, "account" | "type" | "inviteCode"> };

/** Step 1's values as a query: what "Back" from the confirm step returns to (never the password). */
function stepOneHref(v: { type: string; username: string; birthDate: string; rates: Record<string, string> }): string {
  const p = new URLSearchParams({ type: v.type, username: v.username, birthDate: v.birthDate });
  for (const [c, r] of Object.entries(v.rates)) p.set(`rates.${c}`, r);
  return `${AGENT_REGISTER_PATH}?${p.toString()}`;
}

/**
 * /m/agentRegister (issue 14 item 2, research A-REG-01, A-REG-02 in part): open a downline
 * account, and the agent's invitation code and link. Two steps, with JavaScript and without, like
 * the upline transfer: type, username and rates (a GET to `?review=1`, checked here against the
 * agent's own rates — no password ever travels in a URL), then a confirm dialog that repeats them
 * and asks for the password twice, posted with a hidden idempotency key made for each render. On
 * success the account is shown once (its password never is).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const agent = await requireAgentModule(request, context, "register");
  const [info, market] = await Promise.all([fetchInviteInfo(context.gateway, agent.token), fetchMarket(context.gateway)]).catch((e: unknown) =>
    teamPageFailure(e, request, context),
  );
  const age: Age = { minAge: market.minAge, now: Date.now() };
  const url = new URL(request.url);
  const text = (name: string, max: number) => (url.searchParams.get(name) ?? "").slice(0, max);
  const prefill: Prefill = {
    type: (DOWNLINE_KINDS as readonly string[]).includes(text("type", 8)) ? text("type", 8) : "member",
    username: text("username", 32),
    birthDate: text("birthDate", 10),
    rates: Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, url.searchParams.get(`rates.${c}`)?.slice(0, 8) ?? bpToInput(0)])),
  };
  let review: Review | null = null;
  let reviewResult: SubmissionResult<string[]> | null = null;
  if (url.searchParams.get("review") === "1") {
    const submission = parseWithZod(url.searchParams, { schema: reviewSchema(info.rates, age) });
    if (submission.status === "success") review = submission.value as Review;
    else reviewResult = submission.reply();
  }
  return {
    own: info.rates as OwnRates,
    invite: { code: info.code, link: `${url.origin}/m/register?code=${encodeURIComponent(info.code)}`, signUps: info.signUps },
    loginLink: `${url.origin}/m/login`,
    // A new key for every render: a double submit opens one account, the next render gets a new one.
    idempotencyKey: crypto.randomUUID(),
    prefill,
    review,
    reviewResult,
    age,
    maxBirthDate: latestBirthDate(age.minAge, age.now),
    // The constraint attributes of both steps, computed here so the page renders them without zod (decision 055).
    constraint: { review: getZodConstraint(reviewSchema(info.rates, age)), open: getZodConstraint(downlineSchema(info.rates, age)) },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const agent = await requireAgentModule(request, context, "register");
  const fail = (e: unknown) => teamPageFailure(e, request, context);
  const [info, market] = await Promise.all([fetchInviteInfo(context.gateway, agent.token), fetchMarket(context.gateway)]).catch(fail);
  const formData = await readFormData(request);
  let opened: DownlineOpened | null = null;
  let leave = false;
  const submission = await parseWithZod(formData, {
    async: true,
    schema: downlineSchema(info.rates, { minAge: market.minAge, now: Date.now() }).transform(async (input, ctx) => {
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
    return data({ result: submission.reply({ hideFields: HIDDEN }) } satisfies ActionData, { status: 400 });
  }
  const { account, type, inviteCode } = opened as DownlineOpened;
  // Shown once, from this answer: a reload sends the same key again and answers the same account.
  return { done: { account, type, inviteCode } } satisfies ActionData;
}

export default function AgentRegister() {
  const { t } = useTranslation();
  const { own, invite, loginLink, idempotencyKey, prefill, review, reviewResult, age, maxBirthDate, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const done = actionData && "done" in actionData ? actionData.done : null;

  return (
    <div className="team-page agent-register">
      {done ? (
        <Done done={done} loginLink={loginLink} />
      ) : (
        <>
          <p className="team-intro">{t(`${T}.register.intro`)}</p>
          <StepOne
            own={own}
            prefill={review ? { type: review.type, username: review.username, birthDate: review.birthDate, rates: inputRates(review.rates) } : prefill}
            lastResult={reviewResult}
            age={age}
            maxBirthDate={maxBirthDate}
            constraint={constraint.review}
          />
          {review && <ConfirmDialog own={own} review={review} idempotencyKey={idempotencyKey} age={age} constraint={constraint.open} />}
        </>
      )}
      <Invitation invite={invite} />
    </div>
  );
}

const inputRates = (rates: Record<string, number>) => Object.fromEntries(Object.entries(rates).map(([c, bp]) => [c, bpToInput(bp)]));

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

/** Step 1: type, username and rates. A GET: the server checks them and answers the confirm step. */
function StepOne({
  own,
  prefill,
  lastResult,
  age,
  maxBirthDate,
  constraint,
}: {
  own: OwnRates;
  prefill: Prefill;
  lastResult: SubmissionResult<string[]> | null;
  age: Age;
  maxBirthDate: string;
  constraint: FormConstraint;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(loadValidation);
  const [form, fields] = useForm<StepOneValue>({
    id: "downline-review",
    lastResult,
    constraint,
    defaultValue: prefill,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateDownlineReview(formData, own, age) : deferToServer,
  });
  useFocusFirstError(form.id, lastResult);
  const f = fields;
  const { key: usernameKey, ...usernameInput } = getInputProps(f.username, { type: "text" });
  const rateFields = f.rates.getFieldset();
  const chosen = String(f.type.initialValue ?? prefill.type);

  return (
    <Form method="get" className="card security-form" {...getFormProps(form)}>
      <input type="hidden" name="review" value="1" />
      <fieldset className="team-kinds" aria-describedby={f.type.errors ? f.type.errorId : undefined}>
        <legend>{t(`${T}.register.typeLabel`)}</legend>
        {DOWNLINE_KINDS.map((kind) => (
          <label key={kind} className="team-kind">
            <span className="team-kind__title">
              <input type="radio" name={f.type.name} value={kind} defaultChecked={chosen === kind} required />
              {t(`${T}.register.${kind === "agent" ? "typeAgent" : "typeMember"}`)}
            </span>
            <span className="team-kind__hint">{t(`${T}.register.${kind === "agent" ? "typeAgentHint" : "typeMemberHint"}`)}</span>
          </label>
        ))}
        {f.type.errors && (
          <p id={f.type.errorId} className="field__error" role="alert">
            {t(f.type.errors[0] ?? "")}
          </p>
        )}
      </fieldset>
      <TextField
        label={t(`${T}.register.username`)}
        inputProps={{
          key: usernameKey,
          ...usernameInput,
          autoComplete: "off",
          autoCapitalize: "none",
          spellCheck: false,
          "aria-describedby": "downline-username-hint",
        }}
        errors={f.username.errors}
      />
      <p id="downline-username-hint" className="security-hint">
        {t(`${T}.register.usernameHint`)}
      </p>
      <BirthDateField
        inputProps={{ ...getInputProps(f.birthDate, { type: "date", description: true }), key: f.birthDate.key }}
        errors={f.birthDate.errors}
        minAge={age.minAge}
        max={maxBirthDate}
      />
      <RateInputs own={own} fields={rateFields} legend={t(`${T}.register.rates`)} hint={t(`${T}.register.ratesHint`)} />
      <button type="submit" className="button button--primary button--block">
        {t(`${T}.register.next`)}
      </button>
    </Form>
  );
}

/**
 * Step 2 (A-REG-01's confirmation sheet): the type, username and rates repeated, the password and
 * its confirmation (never echoed back, cleared after a refusal) and the hidden key. Plain markup
 * without JavaScript; "Back" returns to step 1 with the values kept.
 */
function ConfirmDialog({
  own,
  review,
  idempotencyKey,
  age,
  constraint,
}: {
  own: OwnRates;
  review: Review;
  idempotencyKey: string;
  age: Age;
  constraint: FormConstraint;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const busy = useNavigation().state !== "idle";
  const validation = useLazyValidation(loadValidation);
  const rates = inputRates(review.rates);
  const backHref = stepOneHref({ type: review.type, username: review.username, birthDate: review.birthDate, rates });

  const [form, fields] = useForm<StepOneValue & { password: string; confirmPassword?: string; idempotencyKey: string }>({
    id: "downline-open",
    lastResult: result,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation ? ({ formData }) => validation.validateDownline(formData, own, age) : deferToServer,
  });
  useFocusFirstError(form.id, result);
  useClearRefusedFields(form.id, result, HIDDEN);
  const f = fields;
  const rateFields = f.rates.getFieldset();
  // The step-1 values travel hidden: a refusal about them (the name was taken meanwhile, a rate
  // above the agent's own) is the form's message, each with the values it names.
  const messages = [
    ...(form.errors ?? []).map((k) => t(k)),
    ...(f.type.errors ?? []).map((k) => t(k)),
    ...(f.username.errors ?? []).map((k) => t(k)),
    ...(f.birthDate.errors ?? []).map((k) => t(k, { minAge: age.minAge })),
    ...(f.idempotencyKey.errors ?? []).map((k) => t(k)),
    ...REBATE_CATEGORIES.flatMap((c) => (rateFields[c]?.errors ?? []).map((k) => `${t(`games.category.${c}`)}: ${t(k, rateParams(own[c]))}`)),
  ];

  return (
    <Dialog role="alertdialog" labelledBy="downline-confirm-title" describedBy="downline-confirm-body" onClose={() => navigate(backHref, { replace: true })}>
      <h2 id="downline-confirm-title" className="modal__title">
        {t(`${T}.register.confirmTitle`)}
      </h2>
      <p id="downline-confirm-body" className="modal__body">
        {t(`${T}.register.confirmBody`)}
      </p>
      <dl className="team-review">
        <dt>{t(`${T}.register.typeLabel`)}</dt>
        <dd data-testid="confirm-type">{t(`${T}.common.${review.type}`)}</dd>
        <dt>{t(`${T}.register.username`)}</dt>
        <dd data-testid="confirm-username">{review.username}</dd>
        <dt>{t("account.field.birthDate")}</dt>
        <dd data-testid="confirm-birthDate">{review.birthDate}</dd>
        {REBATE_CATEGORIES.map((c) => (
          <div key={c} style={{ display: "contents" }}>
            <dt>{t(`games.category.${c}`)}</dt>
            <dd>{bpToPercent(review.rates[c])} %</dd>
          </div>
        ))}
      </dl>
      <Form method="post" className="security-form" {...getFormProps(form)}>
        <FormMessage errors={messages.length ? messages : undefined} id={form.errorId} />
        <input type="hidden" name="type" value={review.type} />
        <input type="hidden" name="username" value={review.username} />
        <input type="hidden" name="birthDate" value={review.birthDate} />
        {REBATE_CATEGORIES.map((c) => (
          <input key={c} type="hidden" name={`rates.${c}`} value={rates[c]} />
        ))}
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <PasswordField
          label={t(`${T}.register.password`)}
          inputProps={{ ...getInputProps(f.password, { type: "password" }), key: f.password.key, "aria-describedby": "downline-password-hint" }}
          errors={f.password.errors}
          autoComplete="new-password"
        />
        <p id="downline-password-hint" className="security-hint">
          {t(`${T}.register.passwordHint`)}
        </p>
        <PasswordField
          label={t(`${T}.register.confirmPassword`)}
          inputProps={{ ...getInputProps(f.confirmPassword, { type: "password" }), key: f.confirmPassword.key }}
          errors={f.confirmPassword.errors}
          autoComplete="new-password"
        />
        <div className="modal__actions">
          <Link to={backHref} replace className="button button--ghost">
            {t(`${T}.register.back`)}
          </Link>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t(`${T}.register.submit`)}
          </button>
        </div>
      </Form>
    </Dialog>
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
