import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RequestDatabase, sessionStart } from "./request-database";
import { handleGatewayRequest } from "./router";
import { READ_AFTER_HEADER } from "../../contract/consistency";
import { ROUTES } from "../../contract/routes";
import { openSession, type Member } from "../accounts/auth";
import { freshDatabase } from "../testing";

/**
 * D1 read replication (Sessions API): every request's queries run in one D1 session; a change starts
 * on the primary, a read from the bookmark its caller sends (X-Read-After), and every answer whose
 * queries gave a bookmark carries it back, so a member's next read is served by a copy holding their change.
 */
const BOOKMARK = "0000002a-00000005-00004f6e-a3c81b9d07e44f2c8a1e7c2b9d0f5e61";

describe("where a request's session starts", () => {
  const sent = (value?: string) => new Headers(value === undefined ? {} : { [READ_AFTER_HEADER]: value });

  it("a change starts on the primary, whatever bookmark came with it", () => {
    expect(sessionStart(true, sent())).toBe("first-primary");
    expect(sessionStart(true, sent(BOOKMARK))).toBe("first-primary");
  });

  it("a read starts from the bookmark sent, else from the nearest copy", () => {
    expect(sessionStart(false, sent(BOOKMARK))).toBe(BOOKMARK);
    expect(sessionStart(false, sent())).toBe("first-unconstrained");
  });

  it("a value that is not a D1 bookmark is ignored: it could outrank every real one", () => {
    for (const value of ["", "zzzz-not-hex", "garbage!", "a b", "0".repeat(300)]) expect(sessionStart(false, sent(value))).toBe("first-unconstrained");
  });

  it("opens no session until the first query, and then only one", () => {
    const opened: string[] = [];
    const binding = {
      withSession(start: string) {
        opened.push(start);
        return { prepare: () => ({}), batch: async () => [], getBookmark: () => BOOKMARK };
      },
    } as unknown as D1Database;
    const db = new RequestDatabase(binding, "first-primary");
    expect(db.bookmark()).toBeNull();
    db.prepare("SELECT 1");
    db.prepare("SELECT 2");
    expect(db.withSession()).toBe(db.withSession());
    expect(opened).toEqual(["first-primary"]);
    expect(db.bookmark()).toBe(BOOKMARK);
  });
});

describe("the router runs each request in a D1 session and answers its bookmark", () => {
  let db: D1Database;
  let dispose: () => Promise<void>;
  const clock = Date.UTC(2026, 11, 7, 4);
  beforeAll(async () => ({ db, dispose } = await freshDatabase()));
  afterAll(() => dispose());

  /**
   * The test database with D1's Sessions API recorded: each session is opened where the router
   * says, runs on the database and gives the next bookmark, as a deployed D1 would.
   */
  function recordingDatabase() {
    const opened: string[] = [];
    const binding = {
      prepare: (sql: string) => db.prepare(sql),
      batch: (statements: D1PreparedStatement[]) => db.batch(statements),
      withSession(start: string) {
        opened.push(start);
        const bookmark = `0000002a-${String(opened.length).padStart(8, "0")}-00000000-a3c81b9d07e44f2c8a1e7c2b9d0f5e61`;
        let queried = false;
        return {
          prepare: (sql: string) => {
            queried = true;
            return db.prepare(sql);
          },
          batch: (statements: D1PreparedStatement[]) => db.batch(statements),
          getBookmark: () => (queried ? bookmark : null),
        };
      },
    } as unknown as D1Database;
    return { binding, opened };
  }

  async function memberToken(): Promise<string> {
    const m = (await db
      .prepare(
        "INSERT INTO members (account, password_hash, type, reg_date) VALUES ('readafter1', 'x', 0, ?1) RETURNING id, account, type, nickname, to_upline, status, reg_date, last_login_at",
      )
      .bind(clock)
      .first<Member>())!;
    return (await openSession(db, m, clock)).token;
  }

  it("a change's answer carries a bookmark, and a read sent with it is served by a session opened from it", async () => {
    const token = await memberToken();
    const { binding, opened } = recordingDatabase();
    const env = { DB: binding, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: "read-after-test-secret-0123456789" };
    const headers = { "X-Merchant-Code": "edgelobby", Authorization: `Bearer ${token}` };

    const change = await handleGatewayRequest(
      new Request(`http://gw${ROUTES.nickname.path}`, {
        method: ROUTES.nickname.method,
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({ nickname: "Replica Reader" }),
      }),
      env,
      () => clock,
    );
    expect(await change.json()).toMatchObject({ success: true });
    const bookmark = change.headers.get(READ_AFTER_HEADER);
    expect(bookmark).toMatch(/^0000002a-00000001-/);

    const read = await handleGatewayRequest(
      new Request(`http://gw${ROUTES.memberInfo.path}`, { headers: { ...headers, [READ_AFTER_HEADER]: bookmark! } }),
      env,
      () => clock,
    );
    expect(await read.json()).toMatchObject({ success: true, value: { nickname: "Replica Reader" } });
    const unconstrained = await handleGatewayRequest(new Request(`http://gw${ROUTES.memberInfo.path}`, { headers }), env, () => clock);
    expect(unconstrained.status).toBe(200);

    expect(opened).toEqual(["first-primary", bookmark, "first-unconstrained"]);
    expect(read.headers.get(READ_AFTER_HEADER)).toMatch(/^0000002a-00000002-/);
  });

  it("a refusal before any query opens no session and answers no bookmark", async () => {
    const { binding, opened } = recordingDatabase();
    const res = await handleGatewayRequest(
      new Request(`http://gw${ROUTES.memberInfo.path}`, { headers: { "X-Merchant-Code": "another" } }),
      { DB: binding, MERCHANT_CODE: "edgelobby", GATEWAY_SECRET: "read-after-test-secret-0123456789" },
      () => clock,
    );
    expect(res.status).toBe(403);
    expect(res.headers.get(READ_AFTER_HEADER)).toBeNull();
    expect(opened).toEqual([]);
  });
});
