import { READ_AFTER_HEADER } from "@contract/consistency";
import { ROUTES } from "@contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGatewayClient, type Transport } from "~/gateway-client/client.server";
import { applyResponsePolicy, withResponsePolicy } from "~/server/response-policy.server";
import { signedInCookie } from "~/testing/forms";
import { appContext, appRequest, cookiesFrom } from "~/testing/load-context";
import { createEncryptedSessionStorage, createSessionReadAfter, SESSION_COOKIE, type SessionReadAfter } from "./session.server";
import { freshDatabase } from "../../gateway/testing";

/**
 * Reading one's own writes from a gateway that reads from replicas (contract/consistency.ts): the
 * token a signed-in member's change answers is kept in their encrypted session and sent on their
 * later calls; the session cookie is written again only when such a token changed.
 */
const secrets = ["a-session-secret-of-some-length"];
const member = { token: "t", userName: "demo", type: 0, firstTimeLogin: false };
const BOOKMARK_1 = "0000002a-00000001-00000000-a3c81b9d07e44f2c8a1e7c2b9d0f5e61";
const BOOKMARK_2 = "0000002a-00000002-00000000-a3c81b9d07e44f2c8a1e7c2b9d0f5e61";

/** A gateway that answers every change with the next bookmark and every read with one too, and records what each call sent. */
function replicatedGateway() {
  const sent: { path: string; readAfter: string | null }[] = [];
  let writes = 0;
  const transport: Transport = async (req) => {
    const path = new URL(req.url).pathname;
    sent.push({ path, readAfter: req.headers.get(READ_AFTER_HEADER) });
    const change = req.method !== "GET";
    if (change) writes += 1;
    const value = path === ROUTES.messageUnreadCount.path ? 2 : null;
    const bookmark = change ? (writes === 1 ? BOOKMARK_1 : BOOKMARK_2) : "0000002a-00000009-00000000-a3c81b9d07e44f2c8a1e7c2b9d0f5e61";
    return Response.json({ success: true, value }, { headers: { [READ_AFTER_HEADER]: bookmark } });
  };
  return { transport, sent };
}

/** One request of the app: its session opened from `cookie`, its gateway client following the session's token. */
async function requestWith(cookie: string | null, transport: Transport) {
  const readAfter = createSessionReadAfter();
  const sessions = createEncryptedSessionStorage({ secrets, secure: true, readAfter });
  const session = await sessions.getSession(cookie);
  const gateway = createGatewayClient({ transport, baseUrl: "http://gw.test", merchantCode: "m1", timeoutMs: 1000, readAfter });
  return { readAfter, sessions, session, gateway };
}

/** The response policy as every answer gets it, for a request with this session. */
async function finish(
  request: { readAfter: SessionReadAfter; sessions: ReturnType<typeof createEncryptedSessionStorage>; session: { get(k: "member"): unknown } },
  headers = new Headers(),
) {
  const context = {
    member: request.session.get("member") ?? null,
    invalidCookies: new Set<string>(),
    cookieOptions: { secrets, secure: true },
    device: { mint: async () => null },
    readAfter: request.readAfter,
    sessions: request.sessions,
  };
  await applyResponsePolicy(headers, context as unknown as Parameters<typeof applyResponsePolicy>[1]);
  return headers.getSetCookie().filter((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

async function memberCookie(readAfter?: string): Promise<string> {
  const sessions = createEncryptedSessionStorage({ secrets, secure: true });
  const session = await sessions.getSession(null);
  session.set("member", member);
  if (readAfter) session.set("readAfter", readAfter);
  return (await sessions.commitSession(session)).split(";")[0]!;
}

describe("a member reads their own writes", () => {
  it("the bookmark a change answered is sent on the next read, and kept in the session cookie", async () => {
    const { transport, sent } = replicatedGateway();
    const action = await requestWith(await memberCookie(), transport);
    await action.gateway.call("messageUnreadCount", { token: "t" });
    await action.gateway.call("nickname", { token: "t", body: { nickname: "New" } });
    await action.gateway.call("messageUnreadCount", { token: "t" });
    // Nothing known before the change; afterwards, within the same request, the change's bookmark.
    expect(sent.map((s) => s.readAfter)).toEqual([null, null, BOOKMARK_1]);
    expect(action.session.get("readAfter")).toBe(BOOKMARK_1);

    const [cookie] = await finish(action);
    expect(cookie).toBeDefined();
    // The member's next request opens the cookie and sends the same bookmark on its reads.
    const next = await requestWith(cookie!.split(";")[0]!, transport);
    await next.gateway.call("messageUnreadCount", { token: "t" });
    expect(sent.at(-1)).toEqual({ path: ROUTES.messageUnreadCount.path, readAfter: BOOKMARK_1 });
  });

  it("a page view sends the kept bookmark and never writes the session cookie again", async () => {
    const { transport, sent } = replicatedGateway();
    const view = await requestWith(await memberCookie(BOOKMARK_1), transport);
    await view.gateway.call("messageUnreadCount", { token: "t" });
    expect(sent[0]!.readAfter).toBe(BOOKMARK_1);
    // The read answered a bookmark too: not a change of the member's, so it is not kept.
    expect(view.session.get("readAfter")).toBe(BOOKMARK_1);
    expect(await finish(view)).toEqual([]);
  });

  it("a newer change replaces the kept bookmark", async () => {
    const { transport } = replicatedGateway();
    const first = await requestWith(await memberCookie(), transport);
    await first.gateway.call("nickname", { token: "t", body: { nickname: "A" } });
    const [cookie] = await finish(first);
    const second = await requestWith(cookie!.split(";")[0]!, transport);
    await second.gateway.call("nickname", { token: "t", body: { nickname: "B" } });
    expect(second.session.get("readAfter")).toBe(BOOKMARK_2);
    expect(await finish(second)).toHaveLength(1);
  });

  it("a response that sets the session cookie itself (sign-in, sign-out) is not given a second one", async () => {
    const { transport } = replicatedGateway();
    const action = await requestWith(await memberCookie(), transport);
    await action.gateway.call("nickname", { token: "t", body: { nickname: "A" } });
    const headers = new Headers();
    headers.append("Set-Cookie", `${SESSION_COOKIE}=; Path=/; Max-Age=0`);
    expect(await finish(action, headers)).toHaveLength(1);
  });
});

describe("a visitor reads from whichever copy is nearest", () => {
  it("sends no bookmark and keeps none: a change of theirs writes no cookie", async () => {
    const { transport, sent } = replicatedGateway();
    const visit = await requestWith(null, transport);
    await visit.gateway.call("messageUnreadCount", {});
    await visit.gateway.call("nickname", { body: { nickname: "A" } });
    expect(sent.map((s) => s.readAfter)).toEqual([null, null]);
    expect(await finish(visit)).toEqual([]);
  });

  it("a sign-in keeps its answer's bookmark: the sign-in's own cookie carries it", async () => {
    const { transport } = replicatedGateway();
    const signIn = await requestWith(null, transport);
    await signIn.gateway.call("nickname", { body: { nickname: "A" } });
    signIn.session.set("member", member);
    const cookie = (await signIn.sessions.commitSession(signIn.session)).split(";")[0]!;
    const next = await requestWith(cookie, transport);
    expect(next.readAfter.current()).toBe(BOOKMARK_1);
  });
});

describe("through the app's request context and the embedded gateway", () => {
  let db: D1Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => ({ db, dispose } = await freshDatabase()));
  afterAll(() => dispose());

  /** The test database with D1's Sessions API recorded: where each session started, and the new bookmark each gave. */
  function replicatedDatabase() {
    const sessions: { start: string; bookmark: string }[] = [];
    const binding = {
      prepare: (sql: string) => db.prepare(sql),
      batch: (statements: D1PreparedStatement[]) => db.batch(statements),
      withSession(start: string) {
        const bookmark = `0000002a-${String(sessions.length + 1).padStart(8, "0")}-00000000-a3c81b9d07e44f2c8a1e7c2b9d0f5e61`;
        sessions.push({ start, bookmark });
        return { prepare: (sql: string) => db.prepare(sql), batch: (statements: D1PreparedStatement[]) => db.batch(statements), getBookmark: () => bookmark };
      },
    } as unknown as D1Database;
    const lastChange = () => sessions.filter((s) => s.start === "first-primary").at(-1)!.bookmark;
    const startsSince = (from: number) => [...new Set(sessions.slice(from).map((s) => s.start))];
    return { binding, sessions, lastChange, startsSince };
  }

  it("a sign-in's and then a change's bookmark are kept in the cookie and start the member's next reads", async () => {
    const { binding, sessions, lastChange, startsSince } = replicatedDatabase();
    const signedIn = await signedInCookie(binding);
    const signIn = lastChange();

    let from = sessions.length;
    const view = await appContext(binding, appRequest("/m/mine", { cookie: signedIn }));
    await view.gateway.call("memberInfo", { token: view.member!.token });
    expect(startsSince(from)).toEqual([signIn]);
    // A page view writes no session cookie.
    const viewed = await withResponsePolicy(new Response("ok"), view);
    expect(viewed.headers.getSetCookie().filter((c) => c.startsWith(`${SESSION_COOKIE}=`))).toEqual([]);

    const action = await appContext(binding, appRequest("/m/set", { method: "POST", cookie: signedIn }));
    await action.gateway.call("nickname", { token: action.member!.token, body: { nickname: "Replica Reader" } });
    const change = lastChange();
    expect(change).not.toBe(signIn);
    const cookie = cookiesFrom(await withResponsePolicy(new Response(null, { status: 204 }), action), signedIn);

    from = sessions.length;
    const next = await appContext(binding, appRequest("/m/mine", { cookie }));
    expect(await next.gateway.call("memberInfo", { token: next.member!.token })).toMatchObject({ nickname: "Replica Reader" });
    expect(startsSince(from)).toEqual([change]);
  });
});
