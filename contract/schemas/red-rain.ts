import { z } from "zod";

/**
 * Answers of the red-envelope rain calls (decision 032; gateway/handlers/red-rain.ts).
 * Money is in the currency's major unit, times are epoch milliseconds.
 */

const money = z.number().nonnegative();
const Split = z.enum(["random", "equal"]);
const Audience = z.enum(["direct", "team"]);

export const RainGrab = z.object({ account: z.string().min(1), amount: money, grabbedAt: z.number() });

export const AgentRain = z.object({
  id: z.number().int().positive(),
  total: money,
  count: z.number().int().positive(),
  split: Split,
  audience: Audience,
  startsAt: z.number(),
  expiresAt: z.number(),
  createdAt: z.number(),
  /** scheduled (not started), live, emptied (every envelope grabbed, still open), expired (closed, the rest refunded). */
  status: z.enum(["scheduled", "live", "emptied", "expired"]),
  grabbedCount: z.number().int().nonnegative(),
  grabbed: money,
  /** What went back to the agent at expiry; null while the rain is open. */
  refund: money.nullable(),
  refundedAt: z.number().nullable(),
  grabs: z.array(RainGrab),
});
export type AgentRain = z.infer<typeof AgentRain>;

/** The agent's side of /m/redRain: the form's terms and their recent rains (A-RR-01, A-RR-02). */
export const AgentRains = z.object({
  currencySymbol: z.string().min(1),
  balance: money,
  paymentPassword: z.boolean(),
  limits: z.object({
    minTotal: money,
    maxTotal: money,
    minCount: z.number().int().positive(),
    maxCount: z.number().int().positive(),
    minExpiryMinutes: z.number().int().positive(),
    maxExpiryMinutes: z.number().int().positive(),
  }),
  rains: z.array(AgentRain),
});
export type AgentRains = z.infer<typeof AgentRains>;

/** A rain just funded (or, for a key sent again, the rain that key funded) and the balance it left. */
export const RainCreated = z.object({
  id: z.number().int().positive(),
  total: money,
  count: z.number().int().positive(),
  split: Split,
  audience: Audience,
  startsAt: z.number(),
  expiresAt: z.number(),
  balance: money,
});
export type RainCreated = z.infer<typeof RainCreated>;

/** A rain the member may grab now. */
export const LiveRain = z.object({
  id: z.number().int().positive(),
  agentAccount: z.string().min(1),
  agentNickname: z.string().nullable(),
  envelopeCount: z.number().int().positive(),
  envelopesLeft: z.number().int().nonnegative(),
  startsAt: z.number(),
  expiresAt: z.number(),
});
export type LiveRain = z.infer<typeof LiveRain>;

export const LiveRains = z.object({ currencySymbol: z.string().min(1), rains: z.array(LiveRain) });
export type LiveRains = z.infer<typeof LiveRains>;

/** One grab's result: the amount the gateway decided; `replayed` when the member already held it (nothing paid again). */
export const RainGrabbed = z.object({
  rainId: z.number().int().positive(),
  amount: money,
  grabbedAt: z.number(),
  balance: money.nullable(),
  replayed: z.boolean(),
});
export type RainGrabbed = z.infer<typeof RainGrabbed>;
