import { type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { agentModuleOn } from "@contract/agent-modules";
import { now as clockNow } from "@contract/clock";
import { mayOpenAgentHome } from "@contract/member-types";
import type { AgentRain, AgentRains, LiveRain } from "@contract/schemas/red-rain";
import { Suspense } from "react";
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type AppLoadContext,
  Link,
  useActionData,
  useFetcher,
  useLoaderData,
} from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { z } from "zod";
import { ConfirmDialog, TermsForm } from "island:~/features/agent/rain/RainForms";
import { describeRainFailure, grabFailureKey } from "~/features/agent/rain/failures";
import rainStylesheet from "~/features/agent/rain/rain.css?url";
import { RAIN_SECRET_FIELDS, R, createRequest, termsFields, type RainTerms } from "~/features/agent/rain/rules";
import { createSchema, grabSchema, reviewSchema } from "~/features/agent/rain/schemas";
import type { GrabOutcome, RedRainActionData } from "~/features/agent/rain/types";
import homeStylesheet from "~/features/home/home.css?url";
import recordsStylesheet from "~/features/records/records.css?url";
import { rgRefusalMessage } from "~/features/rg/play/refusal-message";
import { type ParamsByKey } from "~/features/security/components";
import { SECURITY_PATHS } from "~/features/security/readiness";
import { revalidateAfterPost } from "~/features/security/revalidate";
import securityStylesheet from "~/features/security/security.css?url";
import walletStylesheet from "~/features/wallet/wallet.css?url";
import { endsSession } from "~/gateway-client/errors";
import { createRain, fetchAgentRains, fetchLiveRains, grabEnvelope } from "~/gateway-client/red-rain.server";
import { useTranslation } from "~/i18n/react";
import { formatDateTime } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { requireModule } from "~/server/modules.server";
import { redirectWithToast, requireAgentModule, requireMember } from "~/session/auth.server";

// home.css brings the dialog's look (the confirm step is a dialog, with JavaScript and without).
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: homeStylesheet },
  { rel: "stylesheet", href: securityStylesheet },
  { rel: "stylesheet", href: walletStylesheet },
  { rel: "stylesheet", href: recordsStylesheet },
  { rel: "stylesheet", href: rainStylesheet },
];
export const shouldRevalidate = revalidateAfterPost;

export const RED_RAIN_PATH = "/m/redRain";
const AGENT_HOME = "/m/agent";
const HIDDEN = RAIN_SECRET_FIELDS;
/** Falling envelopes drawn at most (the pool may be larger: each tap asks the gateway for one). */
const FALLING = 12;

/** The terms a "Back" link or a refused review carries (query strings, bounded). */
function prefillFrom(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of ["total", "count", "split", "audience", "start", "startAt", "expiry"]) {
    const v = url.searchParams.get(k);
    if (v !== null && v.length <= 20) out[k] = v;
  }
  return out;
}

/**
 * /m/redRain (research A-RR-01…03). Two sides on one page:
 *   - every signed-in member (not a trial) sees the rains they may grab now and opens an envelope:
 *     with JavaScript envelopes fall (a static grid under prefers-reduced-motion) and a tap is a
 *     fetcher POST; without it one "Open an envelope" button, a plain form. The gateway decides the
 *     envelope and its amount; the answer shows "You got ₱X";
 *   - an agent with the redRain module also funds a rain: the terms (a GET to `?review=1`, checked
 *     here: nothing moves yet), then a confirm dialog with the payment password and a hidden key,
 *     then their rains with each grab and the refund.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  await requireModule(context, "redEnvelopes");
  const member = await requireMember(request, context);
  const fail = (e: unknown) => gatewayFailure(e, request, context);
  const status = await context.siteStatus();
  const agentSide = mayOpenAgentHome(member.type) && agentModuleOn("redRain", status.features);
  const [live, agent] = await Promise.all([
    fetchLiveRains(context.gateway, member.token),
    agentSide ? fetchAgentRains(context.gateway, member.token) : Promise.resolve(null),
  ]).catch(fail);
  const url = new URL(request.url);

  let review: RainTerms | null = null;
  let reviewResult: SubmissionResult<string[]> | null = null;
  if (agent?.paymentPassword && url.searchParams.get("review") === "1") {
    const submission = parseWithZod(url.searchParams, { schema: reviewSchema(clockNow(), { balance: agent.balance }) });
    if (submission.status === "success") review = submission.value.terms;
    else reviewResult = submission.reply();
  }
  const now = clockNow();
  const createdId = Number(url.searchParams.get("created"));
  const created = agent && Number.isInteger(createdId) && createdId > 0 ? (agent.rains.find((r) => r.id === createdId) ?? null) : null;

  return {
    currencySymbol: live.currencySymbol,
    // A key per rain and render: a double tap, a retry or another tab grab once (the gateway also
    // answers a member's second grab of a rain with their first envelope, whatever the key).
    live: live.rains.map((r) => ({ ...r, idempotencyKey: crypto.randomUUID() })),
    agent,
    idempotencyKey: crypto.randomUUID(),
    prefill: review ? termsFields(review) : prefillFrom(url),
    review,
    reviewResult,
    created,
    /** The clock the form's own checks use (a start too far ahead): the server's, for a pure render. */
    now,
    // The constraint attributes of both steps, computed here so the page renders them without zod (decision 055).
    constraint: agent?.paymentPassword
      ? { review: getZodConstraint(reviewSchema(now, { balance: agent.balance })), create: getZodConstraint(createSchema(now, { balance: agent.balance })) }
      : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  await requireModule(context, "redEnvelopes");
  const formData = await readFormData(request);
  if (formData.get("intent") === "grab") return grab(request, context, formData);

  const member = await requireAgentModule(request, context, "redRain");
  const params: ParamsByKey = {};
  let createdId = 0;
  let leaveWith: string | null = null;
  const submission = await parseWithZod(formData, {
    async: true,
    schema: createSchema(clockNow()).transform(async (input, ctx) => {
      try {
        createdId = (await createRain(context.gateway, member.token, createRequest(input.terms, input.paymentPassword, input.idempotencyKey))).id;
        return input;
      } catch (e) {
        if (endsSession(e)) return gatewayFailure(e, request, context);
        const failure = describeRainFailure(e, "₱");
        if (!failure) throw e;
        if (failure.leave) leaveWith = failure.key;
        if (failure.params) params[failure.key] = failure.params;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: failure.key, path: failure.field ? [failure.field] : [] });
        return z.NEVER;
      }
    }),
  });
  if (leaveWith) return redirectWithToast(AGENT_HOME, { key: leaveWith, kind: "message", tone: "error" }, context);
  if (submission.status !== "success") {
    const reply: RedRainActionData = { intent: "create", result: submission.reply({ hideFields: HIDDEN }), ...(Object.keys(params).length ? { params } : {}) };
    return data(reply, { status: 400 });
  }
  return redirectWithToast(`${RED_RAIN_PATH}?created=${createdId}`, { key: `${R}.toastCreated`, kind: "success", tone: "success" }, context);
}

/** One grab (a fetcher with JavaScript, the page's form without): the gateway's answer, never an amount from the form. */
async function grab(request: Request, context: ActionFunctionArgs<AppLoadContext>["context"], formData: FormData) {
  const member = await requireMember(request, context);
  const parsed = grabSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const reply: RedRainActionData = { intent: "grab", grab: { rainId: 0, ok: false, key: `${R}.expired` } };
    return data(reply, { status: 400 });
  }
  const { rainId, idempotencyKey } = parsed.data;
  try {
    const got = await grabEnvelope(context.gateway, member.token, { rainId, idempotencyKey });
    const reply: RedRainActionData = { intent: "grab", grab: { rainId, ok: true, amount: got.amount, balance: got.balance, replayed: got.replayed } };
    return data(reply);
  } catch (e) {
    if (endsSession(e)) return gatewayFailure(e, request, context);
    // A responsible-gaming block: grabs stop while it lasts; the message says until when.
    const rg = rgRefusalMessage(e);
    if (rg) return data<RedRainActionData>({ intent: "grab", grab: { rainId, ok: false, key: rg.key, params: rg.params } }, { status: 403 });
    const key = grabFailureKey(e);
    if (!key) throw e;
    const reply: RedRainActionData = { intent: "grab", grab: { rainId, ok: false, key } };
    return data(reply, { status: 409 });
  }
}

export default function RedRain() {
  const { t } = useTranslation();
  const { currencySymbol, live, agent, created } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as RedRainActionData | undefined;
  // One fetcher for every rain of the page: its answer outlives the rain's card, which leaves the
  // live list once grabbed (the page reloads its data after the POST).
  const grabber = useFetcher<typeof action>({ key: "rain-grab" });
  const fetched = grabber.data as RedRainActionData | undefined;
  const outcome = (fetched?.intent === "grab" ? fetched.grab : null) ?? (actionData?.intent === "grab" ? actionData.grab : null);

  return (
    <div className="page-body withdraw red-rain">
      {outcome && <GrabResult outcome={outcome} symbol={currencySymbol} />}

      {live.map((rain) => (
        <LiveRainCard key={rain.id} rain={rain} grabber={grabber} />
      ))}

      {live.length === 0 && !agent && !outcome && (
        <section className="card red-rain__empty" aria-labelledby="rain-none-title">
          <div className="red-rain__envelope-art" aria-hidden="true" />
          <h2 id="rain-none-title" className="red-rain__title">
            {t(`${R}.noRain`)}
          </h2>
          <p>{t(`${R}.noRainBody`)}</p>
        </section>
      )}

      {agent && <AgentSide agent={agent} created={created} />}
    </div>
  );
}

/** "You got ₱X.XX" — the gateway's amount — or why nothing was opened. */
function GrabResult({ outcome, symbol }: { outcome: GrabOutcome; symbol: string }) {
  const { t } = useTranslation();
  const money = (n: number) => formatMoney(n, symbol);
  if (!outcome.ok) {
    return (
      <p className="card form-error red-rain__result" role="alert" data-testid="rain-result">
        {t(outcome.key, outcome.params ?? {})}
      </p>
    );
  }
  return (
    <section className="card red-rain__result red-rain__result--won" role="status" aria-live="polite" data-testid="rain-result">
      <div className="red-rain__opened" aria-hidden="true" />
      <p className="red-rain__won">
        {outcome.replayed ? t(`${R}.already`, { amount: money(outcome.amount) }) : t(`${R}.got`, { amount: money(outcome.amount) })}
      </p>
      {outcome.balance !== null && <p className="red-rain__balance">{t(`${R}.gotBalance`, { balance: money(outcome.balance) })}</p>}
    </section>
  );
}

type LoaderLive = LiveRain & { idempotencyKey: string };

/**
 * A rain the member may grab. The form works without JavaScript (one button); with it the falling
 * envelopes are buttons of the same form — decorative for assistive technology, which uses the
 * button — and every one is disabled while a grab is on its way, so a burst of taps sends one.
 */
function LiveRainCard({ rain, grabber }: { rain: LoaderLive; grabber: ReturnType<typeof useFetcher<typeof action>> }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const busy = grabber.state !== "idle";
  const mine = busy && grabber.formData?.get("rainId") === String(rain.id);
  const agent = rain.agentNickname ? `${rain.agentAccount} (${rain.agentNickname})` : rain.agentAccount;
  const falling = Math.min(FALLING, Math.max(1, rain.envelopesLeft));
  return (
    <section className="card red-rain__live" aria-labelledby={`rain-${rain.id}-title`} data-testid="live-rain">
      <h2 id={`rain-${rain.id}-title`} className="red-rain__title">
        {t(`${R}.liveTitle`)}
      </h2>
      <p className="red-rain__from">{t(`${R}.liveFrom`, { agent })}</p>
      <p className="red-rain__meta">
        {t(`${R}.liveLeft`, { left: rain.envelopesLeft, count: rain.envelopeCount })} · {t(`${R}.liveEnds`, { time: formatDateTime(rain.expiresAt) })}
      </p>
      <grabber.Form method="post" className="red-rain__form" preventScrollReset>
        <input type="hidden" name="intent" value="grab" />
        <input type="hidden" name="rainId" value={rain.id} />
        <input type="hidden" name="idempotencyKey" value={rain.idempotencyKey} />
        {hydrated && (
          <>
            <div className="red-rain__field" aria-hidden="true">
              {Array.from({ length: falling }, (_, i) => (
                <button
                  key={i}
                  type="submit"
                  tabIndex={-1}
                  className="red-rain__drop"
                  style={{ "--lane": (i * 37) % 90, "--delay": i } as React.CSSProperties}
                  disabled={busy}
                  data-testid="falling-envelope"
                >
                  <span className="red-rain__seal" />
                </button>
              ))}
            </div>
            <p className="red-rain__hint">{t(`${R}.tapHint`)}</p>
          </>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {mine ? t(`${R}.opening`) : t(`${R}.open`)}
        </button>
      </grabber.Form>
    </section>
  );
}

/* ---------------- the agent's side ---------------- */

function AgentSide({ agent, created }: { agent: AgentRains; created: AgentRain | null }) {
  const { t } = useTranslation();
  const { idempotencyKey, prefill, review, reviewResult, now, constraint } = useLoaderData<typeof loader>();
  const money = (n: number) => formatMoney(n, agent.currencySymbol);
  return (
    <>
      {created && (
        <section className="card withdraw-placed" role="status" aria-labelledby="rain-created-title">
          <h2 id="rain-created-title" className="withdraw-placed__title">
            {t(`${R}.createdTitle`)}
          </h2>
          <p>{t(`${R}.createdBody`, { total: money(created.total), count: created.count, balance: money(agent.balance) })}</p>
        </section>
      )}

      <section className="card red-rain__agent" aria-labelledby="rain-agent-title">
        <h2 id="rain-agent-title" className="red-rain__title">
          {t(`${R}.agentTitle`)}
        </h2>
        <p className="red-rain__intro">{t(`${R}.agentIntro`)}</p>
        <dl className="red-rain__facts">
          <div>
            <dt>{t(`${R}.balance`)}</dt>
            <dd className="withdraw-balances__value withdraw-balances__value--accent" data-testid="rain-balance">
              {money(agent.balance)}
            </dd>
          </div>
        </dl>
      </section>

      {!agent.paymentPassword ? (
        <div className="card security-cta withdraw-cta">
          <p>{t(`${R}.needPassword`)}</p>
          <Link to={SECURITY_PATHS.paymentPassword} className="button button--primary button--block">
            {t(`${R}.setPassword`)}
          </Link>
        </div>
      ) : (
        <>
          <Suspense fallback={null}>
            <TermsForm agent={agent} prefill={prefill} lastResult={reviewResult} now={now} constraint={constraint?.review ?? {}} />
          </Suspense>
          {review && (
            <Suspense fallback={null}>
              <ConfirmDialog agent={agent} terms={review} idempotencyKey={idempotencyKey} now={now} constraint={constraint?.create ?? {}} />
            </Suspense>
          )}
        </>
      )}

      <RainList agent={agent} />
    </>
  );
}

const BADGE: Record<AgentRain["status"], string> = { scheduled: "pending", live: "open", emptied: "won", expired: "cancelled" };

/** The agent's rains (A-RR-02): status, grabbed count and amount, each grab, the refund. */
function RainList({ agent }: { agent: AgentRains }) {
  const { t } = useTranslation();
  const money = (n: number) => formatMoney(n, agent.currencySymbol);
  return (
    <section className="red-rain__list" aria-labelledby="rain-list-title">
      <h2 id="rain-list-title" className="red-rain__list-title">
        {t(`${R}.listTitle`)}
      </h2>
      {agent.rains.length === 0 ? (
        <p className="card red-rain__none">{t(`${R}.listEmpty`)}</p>
      ) : (
        agent.rains.map((rain) => (
          <article key={rain.id} className="card red-rain__item" aria-labelledby={`rain-item-${rain.id}`} data-testid="agent-rain">
            <header className="red-rain__item-head">
              <h3 id={`rain-item-${rain.id}`} className="red-rain__item-title">
                {t(`${R}.rainTitle`, { total: money(rain.total), count: rain.count })}
              </h3>
              <span className={`records-badge records-badge--${BADGE[rain.status]}`}>{t(`${R}.status.${rain.status}`)}</span>
            </header>
            <p className="red-rain__meta">
              {t(`${R}.splitShort.${rain.split}`)} · {t(`${R}.audienceShort.${rain.audience}`)} ·{" "}
              {t(`${R}.window`, { from: formatDateTime(rain.startsAt), to: formatDateTime(rain.expiresAt) })}
            </p>
            <p className="red-rain__meta">{t(`${R}.grabbedOf`, { grabbed: rain.grabbedCount, count: rain.count, amount: money(rain.grabbed) })}</p>
            <p className="red-rain__meta" data-testid="rain-refund">
              {rain.refund === null ? t(`${R}.refundPending`) : t(`${R}.refund`, { amount: money(rain.refund) })}
            </p>
            {rain.grabs.length === 0 ? (
              <p className="red-rain__meta">{t(`${R}.noGrabs`)}</p>
            ) : (
              <div className="report-table__wrap">
                <table className="report-table">
                  <caption className="sr-only">{t(`${R}.grabsCaption`)}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t(`${R}.account`)}</th>
                      <th scope="col">{t(`${R}.amount`)}</th>
                      <th scope="col">{t(`${R}.time`)}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rain.grabs.map((g) => (
                      <tr key={`${g.account}-${g.grabbedAt}`}>
                        <td>{g.account}</td>
                        <td>{money(g.amount)}</td>
                        <td>{formatDateTime(g.grabbedAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </article>
        ))
      )}
    </section>
  );
}
