import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Honeypot } from "remix-utils/honeypot/server";
import type { z } from "zod";
import { HONEYPOT_FIELDS } from "./spam.server";

/**
 * The least time between the server rendering a form that creates an account and accepting it
 * (ASVS V2.4.2: flows require realistic human timing). A script posts within milliseconds of
 * reading the page; these are far below what a person needs and far above what a script waits
 * unless it is made to, which is the point: each account it makes then costs it this much time.
 *
 * Sign-in is not timed: a password manager fills and submits it at once, and its guesses are
 * limited by the failure counts (decision 072) rather than by speed.
 */
export const MIN_FILL_MS = {
  /**
   * Registration: even with a name and password filled by a password manager, a person still has
   * a date of birth to type, the limits to read and the agreement to tick; 2 s is under any of that.
   */
  register: 2_000,
  /**
   * The free trial is one button under a page of terms: 1 s is reading the button. It is shorter
   * than registration's because nothing is typed, and trials are capped per device and address too.
   */
  trial: 1_000,
} as const;

export type TimedForm = keyof typeof MIN_FILL_MS;

/** The hidden field each timed form carries its token in (beside the honeypot's own two fields). */
export const FILL_TIME_FIELDS = { register: "register__from", trial: "trial__from" } as const satisfies Record<TimedForm, string>;

/** What a page renders for a timed form: the field, its token, and when (ms since the epoch) it may be sent. */
export type FillTimeInput = { name: string; token: string; readyAt: number };

/** Whether a timed form was sent in time: "early" is a real token sent too soon; "spam" is none, or not ours. */
export type FillTimeVerdict = "ok" | "early" | "spam";

/** remix-utils' honeypot, where the one thing to read back is the "valid from" time of a token. */
class TimingHoneypot extends Honeypot {
  /** The time a token says, or null when it is not one of this honeypot's (forged, or another form's). */
  async validFromOf(token: string): Promise<number | null> {
    try {
      const time = Number(await this.decrypt(token));
      return Number.isSafeInteger(time) && time > 0 ? time : null;
    } catch {
      return null;
    }
  }
}

export type FillTimer = {
  /** The form's input as rendered at `renderedAt`: valid from `renderedAt` plus the form's minimum. */
  input(form: TimedForm, renderedAt?: number): Promise<FillTimeInput>;
  /** Whether `formData` was sent at least the form's minimum after the page that carries it was rendered. */
  verdict(form: TimedForm, formData: FormData): Promise<FillTimeVerdict>;
};

/**
 * The timed forms' tokens, made with remix-utils' honeypot and an explicit "valid from" time (the
 * render time plus the minimum): its check refuses a time in the future, which is exactly "sooner
 * than the minimum". Each form has its own key, derived from HONEYPOT_SECRET, so neither the shared
 * token every page carries (valid at once) nor the trial's (1 s) opens the registration form.
 * A token is not single-use (nothing is stored): a script that waited once may reuse it, which
 * the creation limits (decision 073) cap by count rather than by speed.
 */
export function fillTimerFor(secret: string): FillTimer {
  const cached = timers.get(secret);
  if (cached) return cached;
  const honeypots = Object.fromEntries(
    (Object.keys(MIN_FILL_MS) as TimedForm[]).map((form) => [
      form,
      new TimingHoneypot({ encryptionSeed: `${secret}/fill-time/${form}`, nameFieldName: HONEYPOT_FIELDS.name, validFromFieldName: FILL_TIME_FIELDS[form] }),
    ]),
  ) as Record<TimedForm, TimingHoneypot>;
  const timer: FillTimer = {
    // eslint-disable-next-line no-restricted-properties -- a fill time is elapsed real time, and remix-utils checks it against the real clock
    async input(form, renderedAt = Date.now()) {
      const readyAt = renderedAt + MIN_FILL_MS[form];
      const props = await honeypots[form].getInputProps({ validFromTimestamp: readyAt });
      return { name: FILL_TIME_FIELDS[form], token: props.encryptedValidFrom, readyAt };
    },
    async verdict(form, formData) {
      const token = formData.get(FILL_TIME_FIELDS[form]);
      if (typeof token !== "string" || token === "") return "spam";
      // Only the token goes to the check: the honeypot's name field is the shared honeypot's to judge.
      const sent = new FormData();
      sent.set(HONEYPOT_FIELDS.name, "");
      sent.set(FILL_TIME_FIELDS[form], token);
      try {
        await honeypots[form].check(sent);
        return "ok";
      } catch {
        const validFrom = await honeypots[form].validFromOf(token);
        // eslint-disable-next-line no-restricted-properties -- the same real clock the token was made and checked with
        return validFrom !== null && validFrom > Date.now() ? "early" : "spam";
      }
    },
  };
  // One secret in production; a test may use a few. Kept per isolate like the honeypot (decision 063).
  if (timers.size > 8) timers.clear();
  timers.set(secret, timer);
  return timer;
}

const timers = new Map<string, FillTimer>();

/**
 * The step after rejectSpam in a timed form's action: null when the form was sent in time; else
 * the reply (status 400) with the form's message — "too soon, send it again" for a real token,
 * the spam message for none — what was typed echoed back but never the secrets, nothing sent on.
 */
export async function rejectEarly(
  context: { fillTime: FillTimer },
  formData: FormData,
  form: TimedForm,
  options: { schema: z.ZodTypeAny; hideFields: string[] },
): Promise<SubmissionResult<string[]> | null> {
  const verdict = await context.fillTime.verdict(form, formData);
  if (verdict === "ok") return null;
  const message = verdict === "early" ? "form.tooSoon" : "form.spam";
  return parseWithZod(formData, { schema: options.schema }).reply({ formErrors: [message], hideFields: options.hideFields });
}
