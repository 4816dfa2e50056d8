/**
 * Contract tests' shared setup (test code only): the app's gateway client calling the embedded
 * gateway in-process over a test file's fresh local D1 (gateway/testing.ts freshDatabase), so the
 * client and the gateway cannot drift apart.
 */
import { afterAll, beforeAll } from "vitest";
import { createGatewayClient, type GatewayClient, type GatewayClientOptions } from "./client.server";
import { GatewayError } from "./errors";
import { handleGatewayRequest, type HandlerOverrides } from "../../gateway/core/router";
import { freshDatabase } from "../../gateway/testing";

export const TEST_SECRET = "test-gateway-secret-0123456789";

/** A fresh local D1 for the test file: made before its tests (handed to `use`), disposed after them. */
export function withFreshDatabase(use: (db: D1Database) => void): void {
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    dispose = fresh.dispose;
    use(fresh.db);
  });
  afterAll(async () => {
    await dispose?.();
  });
}

type TestGatewayOptions = Partial<Omit<GatewayClientOptions, "transport">> & {
  /** Sees every answer the gateway gave (e.g. to check that none holds a full number). */
  onAnswer?: (res: Response) => Promise<void>;
  /** Handlers that replace some routes' (e.g. the reward calls built with a test provider). */
  handlers?: HandlerOverrides;
};

/**
 * A client whose calls reach the embedded gateway over `db()` at the instant `now()`; `options` add to
 * or replace the defaults. A contract test makes many calls through one such client, each standing
 * for a request of its own: every call gets a fresh client, so the page budget (one per request)
 * starts at that call and never runs out across a long test file.
 */
export function testGateway(db: () => D1Database, now: () => number, { onAnswer, handlers, ...options }: TestGatewayOptions = {}): GatewayClient {
  const forOneRequest = () =>
    createGatewayClient({
      transport: async (req) => {
        const res = await handleGatewayRequest(req, { DB: db(), MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: TEST_SECRET }, now, handlers);
        await onAnswer?.(res);
        return res;
      },
      baseUrl: "http://embedded.invalid",
      merchantCode: "edgelobby",
      timeoutMs: 5000,
      bodySecret: TEST_SECRET,
      ...options,
    });
  return {
    call: (route, call) => forOneRequest().call(route, call),
    raw: (route, call) => forOneRequest().raw!(route, call),
  };
}

/** The gateway's refusal of a call that must be refused (any other failure, or none, fails the test). */
export async function refusal(p: Promise<unknown>): Promise<GatewayError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof GatewayError) return e;
    throw e;
  }
  throw new Error("expected a refusal");
}

/** The code of a call's refusal. */
export const codeOf = async (p: Promise<unknown>) => (await refusal(p)).code;

/** A member's inbox messages, newest first, each with the languages of its translations (content_texts). */
export async function inboxOf(db: D1Database, memberId: number): Promise<{ title: string; content: string; translations: string[] }[]> {
  const { results } = await db
    .prepare(
      `SELECT m.title, m.content,
              (SELECT group_concat(t.lang, ',') FROM (SELECT lang FROM content_texts WHERE kind = 'message' AND ref = CAST(m.id AS TEXT) ORDER BY lang) t) AS langs
       FROM messages m WHERE m.member_id = ?1 ORDER BY m.id DESC`,
    )
    .bind(memberId)
    .all<{ title: string; content: string; langs: string | null }>();
  return results.map((r) => ({ title: r.title, content: r.content, translations: r.langs ? r.langs.split(",") : [] }));
}
