import type { SubmissionResult } from "@conform-to/react";
import type { ParamsByKey } from "~/features/security/components";

/** What the red-rain page's action answers (app/routes/m.redRain.tsx): the create form's refusal, or a grab's outcome. */
export type RedRainActionData = { intent: "create"; result: SubmissionResult<string[]>; params?: ParamsByKey } | { intent: "grab"; grab: GrabOutcome };
export type GrabOutcome =
  | { rainId: number; ok: true; amount: number; balance: number | null; replayed: boolean }
  | { rainId: number; ok: false; key: string; params?: Record<string, string> };
