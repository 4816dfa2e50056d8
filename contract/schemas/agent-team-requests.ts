import { z } from "zod";
import { IdempotencyKey, fieldSchema } from "./common-requests";
import { DOWNLINE_KINDS, TEAM_PAGE_SIZE, TEAM_PAGE_SIZE_MAX, TEAM_SEARCH } from "../downline-rules";

/*
 * Requests of the agent's team management (decision 033;
 * gateway/handlers/agent-team.ts). Opening a downline travels sealed like registration (§7: the
 * body carries the new account's password): the client sends `{ data: seal(body) }` with
 * X-Body-Encryption: AES-GCM (contract/seal.ts, gateway/core/sealed.ts); the schema is of the body
 * before sealing.
 */

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const TeamSearch = z.preprocess(blank, z.string().trim().regex(TEAM_SEARCH).optional());

/** The team list: search by account (contains), level, type; `parent` drills into one member's direct downlines. */
export const TeamMembersQuery = z.object({
  account: TeamSearch,
  level: z.preprocess(blank, z.coerce.number().int().min(1).max(20).optional()),
  type: z.preprocess(blank, z.enum(DOWNLINE_KINDS).optional()),
  parent: TeamSearch,
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10_000).default(1)),
  pageSize: z.preprocess(blank, z.coerce.number().int().min(1).max(TEAM_PAGE_SIZE_MAX).default(TEAM_PAGE_SIZE)),
});

/** Rates as sent: game category → basis points (the rules say which values are allowed: at most the agent's own, on the step). */
export const DownlineRates = z.record(z.string().max(16), z.number().finite()).refine((r) => Object.keys(r).length <= 20);

/**
 * Opens a downline account (sealed). The username and password by the registration rules (§5), the
 * password not the username, the date of birth for the age gate, the rates at most the agent's own.
 */
export const RegisterDownlineRequest = z.object({
  username: fieldSchema("username"),
  password: fieldSchema("password"),
  confirmPassword: z.string(),
  type: z.enum(DOWNLINE_KINDS),
  birthDate: z.string().describe("date of birth YYYY-MM-DD, the market's minimum age"),
  rates: DownlineRates.optional(),
  idempotencyKey: IdempotencyKey,
});

/** The direct downlines' rates (or one named). */
export const TeamRebatesQuery = z.object({ account: TeamSearch });

/** Sets a direct downline's rates; at least one category. */
export const SetDownlineRebatesRequest = z.object({
  account: z.string().trim().regex(TEAM_SEARCH),
  rates: DownlineRates.refine((r) => Object.keys(r).length > 0),
});
