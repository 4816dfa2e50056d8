import { MAX_LIMIT_MINOR, SESSION_MINUTES } from "@contract/rg-rules";
import type { RgChange } from "@contract/schemas/rg";
import { data, type AppLoadContext } from "react-router";
import type { MessageParams } from "~/features/security/failures";
import { endsSession, isGatewayError } from "~/gateway-client/errors";
import { cancelPending, fetchRgOverview, selfExclude, setLimit, setRealityCheck, takeTimeout } from "~/gateway-client/rg.server";
import { resources } from "~/i18n/resources";
import { createTranslator } from "~/i18n/translator";
import { formatDateTime } from "~/rules/match-time";
import { formatMoney } from "~/rules/money";
import { readFormData } from "~/server/form-data.server";
import { gatewayFailure } from "~/server/gateway-failure.server";
import { endSession, redirectWithToast, requireMember } from "~/session/auth.server";
import { parseRgForm, type FieldErrors, type RgFormValue } from "./schemas";
import { describeRgRefusal } from "../refusal/refusal";

export const RG_PAGE_PATH = "/m/responsibleGaming";

/** What a refused form gets back: which form, its errors by field ("" = the form), the values they name, what was typed (never the password). */
export type RgActionData = { form: string; errors: FieldErrors; params?: Record<string, MessageParams>; values?: Record<string, string> };

/** The form a post came from, so the page shows its errors next to that form only. */
export function formIdOf(intent: string, formData: FormData): string {
  const field = (name: string) => String(formData.get(name) ?? "").replace(/[^a-z.]/gi, "");
  if (intent === "limit") return `limit-${field("kind")}-${field("period")}`;
  if (intent === "cancel") return `cancel-${field("control")}`;
  return intent;
}

/** The gateway's refusals of this page's calls: the field they are about and their message. */
const REFUSALS: Record<string, { field: string; key: string }> = {
  "rg.limit.format": { field: "value", key: "rg.page.refusal.limitFormat" },
  "rg.limit.required": { field: "", key: "rg.page.refusal.limitRequired" },
  "rg.reality.format": { field: "minutes", key: "rg.page.refusal.realityFormat" },
  "rg.pending.none": { field: "", key: "rg.page.refusal.pendingNone" },
  "rg.timeout.format": { field: "days", key: "rg.page.refusal.timeoutFormat" },
  "rg.exclusion.password": { field: "password", key: "rg.page.refusal.exclusionPassword" },
  // Too many wrong passwords (the sign-in password's guard): the message names when it unlocks.
  "rg.exclusion.locked": { field: "password", key: "rg.page.refusal.exclusionLocked" },
  "rg.exclusion.format": { field: "months", key: "rg.page.refusal.exclusionFormat" },
};

/** Values the page's own messages name (limits of the format). */
export function errorParams(symbol: string): Record<string, MessageParams> {
  return {
    "rg.page.error.amountMax": { max: formatMoney(MAX_LIMIT_MINOR / 100, symbol) },
    "rg.page.error.minutesFormat": { min: SESSION_MINUTES.min, max: SESSION_MINUTES.max },
  };
}

const TOAST: Record<RgChange["effect"], string> = { now: "rg.page.toast.now", pending: "rg.page.toast.pending", unchanged: "rg.page.toast.unchanged" };

/**
 * The page's one action: every form posts here with its `intent`. The schema
 * checks the format; the gateway decides everything else (whether a change waits 24 hours, the
 * market's choices, the password) and its refusal comes back next to the field. A time-out or
 * self-exclusion closes every session at the gateway, so the edge session is dropped like
 * /m/logout does and the player lands on /m/login with the end date.
 */
export async function rgAction(request: Request, context: AppLoadContext) {
  const member = await requireMember(request, context);
  const formData = await readFormData(request);
  const parsed = parseRgForm(formData);
  if (!parsed) throw data({ reason: "request.invalid" }, { status: 400 });
  const form = formIdOf(parsed.intent, formData);
  const values: Record<string, string> = {};
  for (const name of ["amount", "minutes", "days", "months", "reason"]) {
    const v = formData.get(name);
    if (typeof v === "string" && v.length <= 200) values[name] = v;
  }
  const refuse = async (errors: FieldErrors, params?: Record<string, MessageParams>) => {
    const symbol = (await fetchRgOverview(context.gateway, member.token).catch(() => null))?.currencySymbol ?? "₱";
    const reply: RgActionData = { form, errors, params: { ...errorParams(symbol), ...params }, values };
    return data(reply, { status: 400 });
  };
  if ("errors" in parsed) return refuse(parsed.errors);

  try {
    return await apply(parsed.value, member.token, context);
  } catch (e) {
    if (endsSession(e) || !isGatewayError(e) || e.kind !== "business") return gatewayFailure(e, request, context);
    const known = REFUSALS[e.code ?? ""];
    if (known) {
      const field = known.field === "value" ? (parsed.intent === "session" ? "minutes" : "amount") : known.field;
      const { lockedUntil, attemptsLeft } = (e.value ?? {}) as { lockedUntil?: unknown; attemptsLeft?: unknown };
      if (typeof lockedUntil === "number") return refuse({ [field]: known.key }, { [known.key]: { until: formatDateTime(lockedUntil) } });
      // A wrong password counts towards the guard's lock: say how many tries are left, when the gateway tells.
      if (e.code === "rg.exclusion.password" && typeof attemptsLeft === "number") {
        const key = "rg.page.refusal.exclusionPasswordLeft";
        return refuse({ [field]: key }, { [key]: { attempts: attemptsLeft } });
      }
      return refuse({ [field]: known.key });
    }
    const t = createTranslator(context.locale, resources[context.locale].translation);
    const symbol = (await fetchRgOverview(context.gateway, member.token).catch(() => null))?.currencySymbol ?? "₱";
    const rg = describeRgRefusal(
      e,
      symbol,
      (ms) => formatDateTime(ms),
      (key) => t(key),
    );
    if (!rg) return gatewayFailure(e, request, context);
    return refuse({ "": rg.key }, { [rg.key]: rg.params });
  }
}

async function apply(value: RgFormValue, token: string, context: AppLoadContext): Promise<Response> {
  const { gateway } = context;
  if (value.intent === "limit") {
    const change = await setLimit(gateway, token, { kind: value.kind, period: value.period, value: value.value });
    return changed(change, context);
  }
  if (value.intent === "reality") return changed(await setRealityCheck(gateway, token, value.minutes), context);
  if (value.intent === "cancel") {
    await cancelPending(gateway, token, value.control);
    return redirectWithToast(RG_PAGE_PATH, { key: "rg.page.toast.cancelled", kind: "short", tone: "success" }, context);
  }
  const taken =
    value.intent === "timeout"
      ? await takeTimeout(gateway, token, value.days)
      : await selfExclude(gateway, token, { months: value.months, password: value.password, reason: value.reason });
  const key = value.intent === "timeout" ? "rg.page.toast.timeout" : "rg.page.toast.exclusion";
  // The gateway has closed every session of the member: the edge one goes too (as /m/logout).
  return redirectWithToast("/m/login", { key, kind: "logout", tone: "info", params: { until: formatDateTime(taken.endsAt) } }, context, {
    "Set-Cookie": await endSession(context),
  });
}

function changed(change: RgChange, context: AppLoadContext): Promise<Response> {
  const params = change.effect === "pending" ? { date: formatDateTime(change.effectiveAt) } : undefined;
  return redirectWithToast(
    RG_PAGE_PATH,
    { key: TOAST[change.effect], kind: change.effect === "pending" ? "long" : "short", tone: "success", ...(params ? { params } : {}) },
    context,
  );
}
