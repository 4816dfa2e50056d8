import type { ResponseValue } from "@contract/responses";
import { ROUTES } from "@contract/routes";
import { CONTRACT_VERSION, CONTRACT_VERSION_HEADER } from "@contract/version";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isolateClient } from "~/testing/gateway-client";
import { createAnswerMemo, createSameAnswerMemo } from "./answer-memo";
import { createGatewayClient, isShared, type AnswerHold, type CallReport, type Transport } from "./client.server";
import { GatewayError } from "./errors";

/**
 * The client validates every answer with its route's schema (contract/responses.ts), so the fake
 * gateways below answer real shapes. Most use trialTerms (a public GET, the simplest), whose opening
 * balance `n` tells answers apart; changePassword's answer (Empty) is never read.
 */
const terms = (n: number) => ({ openingBalance: n, currencySymbol: "₱" });
const answering = (value: unknown) => Response.json({ success: true, value });

function client(transport: Transport, timeoutMs = 200) {
  return createGatewayClient({ transport, baseUrl: "http://gw.test", merchantCode: "m1", timeoutMs });
}

async function failure(p: Promise<unknown>): Promise<GatewayError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof GatewayError) return e;
    throw e;
  }
  throw new Error("expected a GatewayError");
}

describe("gateway client", () => {
  it("sends merchant code, token, query and JSON body, and returns the parsed value", async () => {
    let seen: Request | null = null;
    const gw = client(async (req) => {
      seen = req.clone() as Request;
      return answering({ n: 7 });
    });
    const value = await gw.call("changePassword", { token: "tok", query: { a: 1, skip: undefined }, body: { u: "x" } });
    expect(value).toEqual({ n: 7 });
    const req = seen as unknown as Request;
    expect(req.method).toBe("POST");
    expect(new URL(req.url).pathname).toBe("/wps/member/password/v2");
    expect(new URL(req.url).search).toBe("?a=1");
    expect(req.headers.get("X-Merchant-Code")).toBe("m1");
    expect(req.headers.get("Authorization")).toBe("Bearer tok");
    expect(await req.json()).toEqual({ u: "x" });
  });

  it("says which contract version it speaks on every call, reads and writes alike", async () => {
    const seen: Request[] = [];
    const gw = client(async (req) => {
      seen.push(req);
      return answering(new URL(req.url).pathname === ROUTES.trialTerms.path ? terms(1) : null);
    });
    await gw.call("trialTerms", {});
    await gw.call("changePassword", { token: "tok", body: {} });
    expect(seen.map((req) => req.headers.get(CONTRACT_VERSION_HEADER))).toEqual([CONTRACT_VERSION, CONTRACT_VERSION]);
  });

  it("fails with 'timeout' when the gateway does not answer in time", async () => {
    const gw = client(() => new Promise(() => {}), 30);
    const e = await failure(gw.call("memberInfo"));
    expect(e.kind).toBe("timeout");
  });

  it("one deadline covers the body too: headers then a stalled body fail with 'timeout'", async () => {
    let signal: AbortSignal | null = null;
    const gw = client(async (req) => {
      signal = req.signal;
      // Headers arrive at once; the body never sends a byte nor ends.
      return new Response(new ReadableStream({ start() {} }), { headers: { "Content-Type": "application/json" } });
    }, 200);
    const started = Date.now();
    const e = await failure(gw.call("memberInfo"));
    expect(e.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2000);
    expect((signal as AbortSignal | null)?.aborted).toBe(true);
  }, 3000);

  it("the retry of an unreachable read happens inside the same deadline, not after it", async () => {
    let attempts = 0;
    const gw = client(async (req) => {
      attempts++;
      if (attempts === 1) {
        // The first attempt fails late, after most of the deadline…
        await new Promise((r) => setTimeout(r, 150));
        throw new TypeError("reset");
      }
      // …and the retry hangs: the call must still end at the one deadline.
      return new Promise<Response>((_, reject) => req.signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
    }, 200);
    const started = Date.now();
    const e = await failure(gw.call("memberInfo"));
    expect(e.kind).toBe("timeout");
    expect(attempts).toBe(2);
    expect(Date.now() - started).toBeLessThan(350);
  });

  it("after a call ran out of time, later calls of the same request fail at once", async () => {
    let calls = 0;
    const gw = client(() => (calls++, new Promise(() => {})), 100);
    expect((await failure(gw.call("login", { body: {} }))).kind).toBe("timeout");
    const started = Date.now();
    expect((await failure(gw.call("siteStatus"))).kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(50);
    expect(calls).toBe(1);
  });

  it("fails with 'server' when the gateway answers HTTP 5xx without a refusal", async () => {
    const html = client(async () => new Response("<html><h1>502 Bad Gateway</h1></html>", { status: 500, headers: { "Content-Type": "text/html" } }));
    expect((await failure(html.call("memberInfo"))).kind).toBe("server");
    const jsonButBroken = client(async () => Response.json({ error: "boom" }, { status: 503 }));
    expect((await failure(jsonButBroken.call("memberInfo"))).kind).toBe("server");
    // A refusal in the envelope stays a business failure whatever the status.
    const refusal = client(async () => Response.json({ success: false, code: "x.y" }, { status: 500 }));
    expect((await failure(refusal.call("memberInfo"))).kind).toBe("business");
  });

  it("fails with 'invalid' when the answer breaks the contract", async () => {
    const notJson = client(async () => new Response("<html>", { status: 200 }));
    expect((await failure(notJson.call("memberInfo"))).kind).toBe("invalid");
    const notJson404 = client(async () => new Response("<html>", { status: 404 }));
    expect((await failure(notJson404.call("memberInfo"))).kind).toBe("invalid");
    const wrongShape = client(async () => Response.json({ success: true, value: { n: "seven" } }));
    expect((await failure(wrongShape.call("memberInfo"))).kind).toBe("invalid");
    const noEnvelope = client(async () => Response.json({ n: 7 }));
    expect((await failure(noEnvelope.call("memberInfo"))).kind).toBe("invalid");
  });

  it("validates each answer with its own route's schema (contract/responses.ts), or with the reading it asks for", async () => {
    const gw = client(async () => answering(terms(5)));
    expect(await gw.call("trialTerms")).toEqual(terms(5));
    // The same answer is not a member's info…
    expect((await failure(gw.call("memberInfo"))).kind).toBe("invalid");
    // …and anything is a success that carries nothing worth reading (Empty).
    expect(await gw.call("changePassword")).toEqual(terms(5));

    const game = (gameId: string) => ({ gameId, gameCode: `G${gameId}`, remark: "", isSale: true });
    const menu = client(async () => answering({ HOT: { tag: "HOT", gameMenus: [game("1"), game("2"), game("3"), { broken: true }] } }));
    // The whole menu is read, so a game home does not show breaks it; home's reading validates only the three it shows.
    expect((await failure(menu.call("lotteryMenu"))).kind).toBe("invalid");
    expect((await menu.call("lotteryMenu", { reading: "hot" })).map((g) => g.gameId)).toEqual(["1", "2", "3"]);
  });

  it("fails with 'business' and the gateway's code on success: false", async () => {
    const gw = client(async () => Response.json({ success: false, code: "login.credentials.invalid", message: "nope" }, { status: 401 }));
    const e = await failure(gw.call("login"));
    expect(e.kind).toBe("business");
    expect(e.code).toBe("login.credentials.invalid");
  });

  it("fails with 'unreachable' when the transport throws", async () => {
    const gw = client(async () => {
      throw new TypeError("fetch failed");
    });
    expect((await failure(gw.call("memberInfo"))).kind).toBe("unreachable");
  });

  it("retries a read once after a network failure, never a mutation", async () => {
    let reads = 0;
    const flakyRead = client(async () => {
      reads++;
      if (reads === 1) throw new TypeError("reset");
      return answering(terms(1));
    });
    expect(await flakyRead.call("trialTerms")).toEqual(terms(1));
    expect(reads).toBe(2);

    let writes = 0;
    const flakyWrite = client(async () => {
      writes++;
      throw new TypeError("reset");
    });
    expect((await failure(flakyWrite.call("login", { body: {} }))).kind).toBe("unreachable");
    expect(writes).toBe(1);
  });
});

describe("gateway client reports each call for the request's log", () => {
  it("names the call, times it, says how it ended, and sends the request id along", async () => {
    const reports: CallReport[] = [];
    let requestId: string | null = null;
    const answers = [answering(terms(1)), Response.json({ success: false, code: "login.credentials.invalid" }, { status: 401 })];
    const gw = createGatewayClient({
      transport: async (req) => {
        requestId = req.headers.get("X-Request-Id");
        return answers.shift()!;
      },
      baseUrl: "http://gw.test",
      merchantCode: "m1",
      timeoutMs: 200,
      requestId: "8f1e2d3c4b5a6978-MNL",
      onCall: (r) => reports.push(r),
    });
    await gw.call("trialTerms");
    await failure(gw.call("login"));
    expect(requestId).toBe("8f1e2d3c4b5a6978-MNL");
    expect(reports.map(({ durationMs, ...r }) => r)).toEqual([
      { call: `${ROUTES.trialTerms.method} ${ROUTES.trialTerms.path}`, outcome: "ok", code: undefined },
      { call: `POST ${ROUTES.login.path}`, outcome: "business", code: "login.credentials.invalid" },
    ]);
    expect(reports.every((r) => r.durationMs >= 0)).toBe(true);
  });
});

describe("gateway client cache (§7 Caching)", () => {
  function memoryCache() {
    const entries = new Map<string, Response>();
    const pending: Promise<unknown>[] = [];
    return {
      entries,
      pending,
      cache: {
        store: {
          async match(req: Request) {
            return entries.get(req.url)?.clone();
          },
          async put(req: Request, res: Response) {
            entries.set(req.url, res);
          },
        },
        waitUntil: (p: Promise<unknown>) => void pending.push(p),
      },
    };
  }

  it("serves a cacheable GET from the cache the second time", async () => {
    const mem = memoryCache();
    let calls = 0;
    const gw = createGatewayClient({
      transport: async () => (calls++, answering(terms(calls))),
      baseUrl: "http://gw.test",
      merchantCode: "m1",
      timeoutMs: 200,
      cache: mem.cache,
    });
    expect(await gw.call("trialTerms", { cacheTtlSeconds: 30, language: "en" })).toEqual(terms(1));
    await Promise.all(mem.pending);
    expect(await gw.call("trialTerms", { cacheTtlSeconds: 30, language: "en" })).toEqual(terms(1));
    expect(calls).toBe(1);
    // Another language is another entry.
    expect(await gw.call("trialTerms", { cacheTtlSeconds: 30, language: "pt" })).toEqual(terms(2));
  });

  it("never caches member calls, mutations, failures or calls without a TTL", async () => {
    const mem = memoryCache();
    const gw = createGatewayClient({
      transport: async (req) => (req.url.includes("status") ? Response.json({ success: false, code: "x" }) : answering(terms(1))),
      baseUrl: "http://gw.test",
      merchantCode: "m1",
      timeoutMs: 200,
      cache: mem.cache,
    });
    await gw.call("trialTerms", { token: "t", cacheTtlSeconds: 30 });
    await gw.call("changePassword", { cacheTtlSeconds: 30 });
    await gw.call("trialTerms");
    await gw.call("siteStatus", { cacheTtlSeconds: 30 }).catch(() => null);
    await Promise.all(mem.pending);
    expect(mem.entries.size).toBe(0);
  });
});

describe("gateway client: the isolate's memo of shared answers (decision 063)", () => {
  afterEach(() => vi.useRealTimers());

  /** An edge cache that counts lookups, and a memo with the test's clock. */
  function setup(transport: Transport) {
    const entries = new Map<string, Response>();
    const pending: Promise<unknown>[] = [];
    const lookups: string[] = [];
    const memo = createAnswerMemo();
    const store = {
      async match(req: Request) {
        lookups.push(req.url);
        return entries.get(req.url)?.clone();
      },
      async put(req: Request, res: Response) {
        entries.set(req.url, res);
      },
    };
    const make = () =>
      createGatewayClient({
        transport,
        baseUrl: "http://gw.test",
        merchantCode: "m1",
        timeoutMs: 200,
        cache: { store, waitUntil: (p) => void pending.push(p), memo },
      });
    return { entries, pending, lookups, memo, make };
  }

  function counting() {
    const seen: Request[] = [];
    const transport: Transport = async (req) => (seen.push(req), answering(terms(seen.length)));
    return { seen, transport };
  }

  it("a second request's shared read is answered from memory: no gateway call, no edge-cache lookup", async () => {
    const gw = counting();
    const t = setup(gw.transport);
    expect(await t.make().call("trialTerms", { cacheTtlSeconds: 30, language: "en" })).toEqual(terms(1));
    await Promise.all(t.pending);
    const lookupsBefore = t.lookups.length;
    // Another request: a new client, the same isolate.
    expect(await t.make().call("trialTerms", { cacheTtlSeconds: 30, language: "en" })).toEqual(terms(1));
    expect(gw.seen).toHaveLength(1);
    expect(t.lookups).toHaveLength(lookupsBefore);
  });

  it("the language and every query parameter are part of the key", async () => {
    const gw = counting();
    const t = setup(gw.transport);
    const client = t.make();
    await client.call("trialTerms", { cacheTtlSeconds: 30, language: "EN", query: { gameType: "RNG", pageNo: 1 } });
    await client.call("trialTerms", { cacheTtlSeconds: 30, language: "PT", query: { gameType: "RNG", pageNo: 1 } });
    await client.call("trialTerms", { cacheTtlSeconds: 30, language: "EN", query: { gameType: "RNG", pageNo: 2 } });
    await client.call("trialTerms", { cacheTtlSeconds: 30, language: "EN", query: { gameType: "LIVE", pageNo: 1 } });
    expect(gw.seen).toHaveLength(4);
    // The same parameters in another order are the same question.
    expect(await client.call("trialTerms", { cacheTtlSeconds: 30, language: "EN", query: { pageNo: 1, gameType: "RNG" } })).toEqual(terms(1));
    expect(gw.seen).toHaveLength(4);
  });

  it("values that look like other parameters are not confused with them", async () => {
    const gw = counting();
    const t = setup(gw.transport);
    const client = t.make();
    await client.call("trialTerms", { cacheTtlSeconds: 30, query: { gameName: "a&pageNo=2" } });
    await client.call("trialTerms", { cacheTtlSeconds: 30, query: { gameName: "a", pageNo: 2 } });
    await client.call("trialTerms", { cacheTtlSeconds: 30, query: { gameName: "a", pageNo: "2" } });
    expect(gw.seen).toHaveLength(2);
    // A value written like the key's own length-prefixed parts.
    await client.call("trialTerms", { cacheTtlSeconds: 30, query: { gameName: "a6:pageNo1:2" } });
    await client.call("trialTerms", { cacheTtlSeconds: 30, language: "0:", query: { gameName: "a" } });
    expect(gw.seen).toHaveLength(4);
  });

  it("a read with a member token never uses the memo, even for a path a guest read is remembered under", async () => {
    const gw = counting();
    const t = setup(gw.transport);
    const get = vi.spyOn(t.memo, "get");
    const set = vi.spyOn(t.memo, "set");
    await t.make().call("trialTerms", { cacheTtlSeconds: 60 });
    expect(t.memo.size).toBe(1);
    get.mockClear();
    set.mockClear();
    const member = await t.make().call("trialTerms", { cacheTtlSeconds: 60, token: "member-token" });
    expect(member).toEqual(terms(2));
    expect(gw.seen).toHaveLength(2);
    expect(gw.seen[1]?.headers.get("Authorization")).toBe("Bearer member-token");
    expect(get).not.toHaveBeenCalled();
    expect(set).not.toHaveBeenCalled();
    expect(t.memo.size).toBe(1);
  });

  it("reads without a TTL, mutations and failures are never remembered", async () => {
    const t = setup(async (req) => (req.url.includes("status") ? Response.json({ success: false, code: "x" }) : answering(terms(1))));
    const client = t.make();
    await client.call("trialTerms");
    await client.call("changePassword", { cacheTtlSeconds: 30 });
    await client.call("siteStatus", { cacheTtlSeconds: 30 }).catch(() => null);
    expect(t.memo.size).toBe(0);
    expect(isShared(ROUTES.helpCenter, { cacheTtlSeconds: 30 })).toBe(true);
    expect(isShared(ROUTES.helpCenter, { cacheTtlSeconds: 30, token: "t" })).toBe(false);
    expect(isShared(ROUTES.helpCenter, { cacheTtlSeconds: 0 })).toBe(false);
    expect(isShared(ROUTES.login, { cacheTtlSeconds: 30 })).toBe(false);
  });

  it("remembers a value no longer than its TTL from the gateway's answer, then asks again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.UTC(2026, 10, 24, 12, 0, 0));
    const gw = counting();
    const t = setup(gw.transport);
    await t.make().call("trialTerms", { cacheTtlSeconds: 30 });
    await Promise.all(t.pending);
    t.entries.clear(); // only the memo could answer now
    vi.setSystemTime(Date.UTC(2026, 10, 24, 12, 0, 29));
    expect(await t.make().call("trialTerms", { cacheTtlSeconds: 30 })).toEqual(terms(1));
    vi.setSystemTime(Date.UTC(2026, 10, 24, 12, 0, 30));
    expect(await t.make().call("trialTerms", { cacheTtlSeconds: 30 })).toEqual(terms(2));
  });

  it("stores the edge copy with its Date; a memo filled from an edge hit ends when that copy does", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.UTC(2026, 10, 24, 12, 0, 0));
    const gw = counting();
    const first = setup(gw.transport);
    await first.make().call("trialTerms", { cacheTtlSeconds: 30 });
    await Promise.all(first.pending);
    const [stored] = [...first.entries.values()];
    expect(stored?.headers.get("Date")).toBe("Tue, 24 Nov 2026 12:00:00 GMT");
    expect(stored?.headers.get("Cache-Control")).toBe("public, max-age=30");

    // Another isolate (its own memo) finds the copy at the edge 20 s later.
    const other = setup(gw.transport);
    for (const [k, v] of first.entries) other.entries.set(k, v);
    vi.setSystemTime(Date.UTC(2026, 10, 24, 12, 0, 20));
    expect(await other.make().call("trialTerms", { cacheTtlSeconds: 30 })).toEqual(terms(1));
    expect(other.memo.size).toBe(1);
    other.entries.clear();
    vi.setSystemTime(Date.UTC(2026, 10, 24, 12, 0, 29));
    expect(await other.make().call("trialTerms", { cacheTtlSeconds: 30 })).toEqual(terms(1));
    vi.setSystemTime(Date.UTC(2026, 10, 24, 12, 0, 30));
    expect(await other.make().call("trialTerms", { cacheTtlSeconds: 30 })).toEqual(terms(2));
  });

  it("an edge copy without a Date is used but not remembered (its age is unknown)", async () => {
    const gw = counting();
    const t = setup(gw.transport);
    const probe = t.make();
    await probe.call("trialTerms", { cacheTtlSeconds: 30 });
    await Promise.all(t.pending);
    const [key = ""] = [...t.entries.keys()];
    const fresh = setup(gw.transport);
    fresh.entries.set(key, answering(terms(42)));
    expect(await fresh.make().call("trialTerms", { cacheTtlSeconds: 30 })).toEqual(terms(42));
    expect(fresh.memo.size).toBe(0);
  });
});

describe("gateway client: requests of one isolate that miss the same remembered answer together ask once", () => {
  /** A gateway that answers only when the test says so, counting what it was asked. */
  function waiting() {
    const seen: Request[] = [];
    const answers: ((response: Response) => void)[] = [];
    const transport: Transport = (req) => (seen.push(req), new Promise<Response>((resolve) => answers.push(resolve)));
    return { seen, transport, answer: (response: Response) => answers.shift()?.(response) };
  }
  const memoClient = (transport: Transport, memo: ReturnType<typeof createAnswerMemo>, timeoutMs = 200) => isolateClient(transport, memo, { timeoutMs });

  it("a shared read: one gateway call for two requests in flight, the same answer for both, a new call once it settled", async () => {
    const gw = waiting();
    const memo = createAnswerMemo();
    const [a, b] = [memoClient(gw.transport, memo), memoClient(gw.transport, memo)];
    const both = Promise.all([a.call("trialTerms", { cacheTtlSeconds: 30 }), b.call("trialTerms", { cacheTtlSeconds: 30 })]);
    await vi.waitFor(() => expect(gw.seen).toHaveLength(1));
    gw.answer(answering(terms(1)));
    expect(await both).toEqual([terms(1), terms(1)]);
    expect(gw.seen).toHaveLength(1);
    // Another language is another question, asked on its own.
    const other = b.call("trialTerms", { cacheTtlSeconds: 30, language: "PT" });
    await vi.waitFor(() => expect(gw.seen).toHaveLength(2));
    gw.answer(answering(terms(2)));
    expect(await other).toEqual(terms(2));
  });

  it("a failure is every joined request's; the next request asks again", async () => {
    const gw = waiting();
    const memo = createAnswerMemo();
    const [a, b] = [memoClient(gw.transport, memo), memoClient(gw.transport, memo)];
    const both = Promise.allSettled([a.call("trialTerms", { cacheTtlSeconds: 30 }), b.call("trialTerms", { cacheTtlSeconds: 30 })]);
    await vi.waitFor(() => expect(gw.seen).toHaveLength(1));
    gw.answer(new Response("down", { status: 503 }));
    expect((await both).map((r) => r.status)).toEqual(["rejected", "rejected"]);
    const again = memoClient(gw.transport, memo).call("trialTerms", { cacheTtlSeconds: 30 });
    await vi.waitFor(() => expect(gw.seen.length).toBeGreaterThan(1));
    gw.answer(answering(terms(3)));
    expect(await again).toEqual(terms(3));
  });

  it("a request that joined waits no longer than its own deadline when the first one's answer is slow", async () => {
    const gw = waiting();
    const memo = createAnswerMemo();
    const patient = memoClient(gw.transport, memo, 10_000).call("trialTerms", { cacheTtlSeconds: 30 });
    await vi.waitFor(() => expect(gw.seen).toHaveLength(1));
    const hurried = await failure(memoClient(gw.transport, memo, 50).call("trialTerms", { cacheTtlSeconds: 30 }));
    expect(hurried.kind).toBe("timeout");
    gw.answer(answering(terms(4)));
    expect(await patient).toEqual(terms(4));
    expect(gw.seen).toHaveLength(1);
  });

  it("member reads (a token) are never joined: each asks for itself", async () => {
    const gw = waiting();
    const memo = createAnswerMemo();
    const calls = [memoClient(gw.transport, memo).call("trialTerms", { token: "t1" }), memoClient(gw.transport, memo).call("trialTerms", { token: "t1" })];
    await vi.waitFor(() => expect(gw.seen).toHaveLength(2));
    gw.answer(answering(terms(5)));
    gw.answer(answering(terms(6)));
    expect(await Promise.all(calls)).toEqual([terms(5), terms(6)]);
  });
});

describe("gateway client: a live answer kept while it says it holds (decision 069)", () => {
  afterEach(() => vi.useRealTimers());

  /** A lottery menu of one game whose draw is `remainTime` ms away. */
  const menu = (remainTime: number) => ({ VN: { gameMenus: [{ gameId: "1", gameCode: "VN1M", remark: "VN 1 min", isSale: true, numero: "1", remainTime }] } });
  type LotteryMenu = ResponseValue<"lotteryMenu">;
  const remainOf = (m: LotteryMenu) => m.VN?.gameMenus[0]?.remainTime;
  /** A gateway whose menu counts down from 10 s, and how it was asked. */
  function setup({ memo = true } = {}) {
    const seen: Request[] = [];
    const answeredAt = Date.now();
    const transport: Transport = async (req) => (seen.push(req), answering(menu(10_000 - (Date.now() - answeredAt))));
    const answerMemo = createAnswerMemo();
    const make = () => isolateClient(transport, answerMemo, { timeoutMs: 200, sameAnswers: createSameAnswerMemo(), ...(memo ? {} : { cache: undefined }) });
    const holds: AnswerHold<LotteryMenu> = {
      ms: (m) => remainOf(m) ?? 0,
      age: (m, elapsed) => ({ VN: { ...m.VN!, gameMenus: m.VN!.gameMenus.map((g) => ({ ...g, remainTime: g.remainTime - elapsed })) } }),
    };
    return { seen, make, holds };
  }

  it("a later request gets the kept answer aged by the time passed, without asking the gateway", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const t = setup();
    expect(remainOf(await t.make().call("lotteryMenu", { language: "EN", holds: t.holds }))).toBe(10_000);
    vi.advanceTimersByTime(4_000);
    expect(remainOf(await t.make().call("lotteryMenu", { language: "EN", holds: t.holds }))).toBe(6_000);
    expect(t.seen).toHaveLength(1);
    // Another language is another answer.
    await t.make().call("lotteryMenu", { language: "PT", holds: t.holds });
    expect(t.seen).toHaveLength(2);
  });

  it("once the answer may have changed, the gateway is asked again", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const t = setup();
    await t.make().call("lotteryMenu", { holds: t.holds });
    vi.advanceTimersByTime(10_000);
    expect(remainOf(await t.make().call("lotteryMenu", { holds: t.holds }))).toBe(0);
    expect(t.seen).toHaveLength(2);
  });

  it("an answer that holds for 0 ms is not kept", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const t = setup();
    const holds = { ...t.holds, ms: () => 0 };
    await t.make().call("lotteryMenu", { holds });
    await t.make().call("lotteryMenu", { holds });
    expect(t.seen).toHaveLength(2);
  });

  it("is not kept without the isolate's memo (edge caching off: tests and development see every change at once), nor with a member token", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const off = setup({ memo: false });
    await off.make().call("lotteryMenu", { holds: off.holds });
    await off.make().call("lotteryMenu", { holds: off.holds });
    expect(off.seen).toHaveLength(2);
    const member = setup();
    await member.make().call("lotteryMenu", { holds: member.holds, token: "member-token" });
    await member.make().call("lotteryMenu", { holds: member.holds, token: "member-token" });
    expect(member.seen).toHaveLength(2);
  });
});

describe("gateway client: the same-answer memo of live reads (decision 063)", () => {
  /**
   * A gateway answering with a body the test sets. A value parsed again is a new object, so the
   * same object twice means the second answer was not parsed.
   */
  function setup() {
    const state = { body: JSON.stringify({ success: true, value: terms(1) }), status: 200, calls: 0 };
    const sameAnswers = createSameAnswerMemo();
    const make = () =>
      createGatewayClient({
        transport: async () => (state.calls++, new Response(state.body, { status: state.status, headers: { "Content-Type": "application/json" } })),
        baseUrl: "http://gw.test",
        merchantCode: "m1",
        timeoutMs: 500,
        sameAnswers,
      });
    return { state, sameAnswers, make };
  }

  it("asks the gateway every time, but parses identical bytes once and hands out the same frozen value", async () => {
    const t = setup();
    const first = await t.make().call("trialTerms", { query: { country: "PH" } });
    const second = await t.make().call("trialTerms", { query: { country: "PH" } });
    expect(t.state.calls).toBe(2);
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it("new bytes are parsed: a live answer that changed is seen at once", async () => {
    const t = setup();
    await t.make().call("trialTerms");
    t.state.body = JSON.stringify({ success: true, value: terms(2) });
    expect(await t.make().call("trialTerms")).toEqual(terms(2));
  });

  it("other query parameters are another answer", async () => {
    const t = setup();
    const ph = await t.make().call("trialTerms", { query: { country: "PH" } });
    const br = await t.make().call("trialTerms", { query: { country: "BR" } });
    expect(br).toEqual(ph);
    expect(br).not.toBe(ph);
  });

  it("a read with a member token never uses it", async () => {
    const t = setup();
    const get = vi.spyOn(t.sameAnswers, "get");
    const set = vi.spyOn(t.sameAnswers, "set");
    const first = await t.make().call("trialTerms", { token: "member-token" });
    const second = await t.make().call("trialTerms", { token: "member-token" });
    expect(second).not.toBe(first);
    expect(get).not.toHaveBeenCalled();
    expect(set).not.toHaveBeenCalled();
    expect(t.sameAnswers.size).toBe(0);
  });

  it("a 5xx with a remembered body still fails as the server's fault; a refusal is never remembered", async () => {
    const t = setup();
    await t.make().call("trialTerms");
    t.state.status = 503;
    expect((await failure(t.make().call("trialTerms"))).kind).toBe("server");
    t.state.status = 200;
    t.state.body = JSON.stringify({ success: false, code: "site.closed" });
    expect((await failure(t.make().call("trialTerms"))).kind).toBe("business");
    expect((await failure(t.make().call("trialTerms"))).kind).toBe("business");
  });
});

describe("one page budget shared by all the gateway calls of a request", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A gateway that answers every call after `ms` (fake time), or drops the call when aborted. */
  const answeringIn =
    (ms: number, seen: string[] = []): Transport =>
    (req) =>
      new Promise<Response>((resolve, reject) => {
        seen.push(new URL(req.url).pathname);
        const timer = setTimeout(() => resolve(answering(terms(1))), ms);
        req.signal.addEventListener("abort", () => {
          clearTimeout(timer);
          reject(new DOMException("aborted", "AbortError"));
        });
      });

  /** When `p` settles, in fake milliseconds since `from`, and how. */
  async function settle(p: Promise<unknown>, from: number) {
    const outcome = p.then(
      () => ({ ok: true as const, at: Date.now() - from }),
      (e: unknown) => ({ ok: false as const, at: Date.now() - from, kind: e instanceof GatewayError ? e.kind : String(e) }),
    );
    await vi.runAllTimersAsync();
    return outcome;
  }

  it("two sequential calls answering in 5 s with a budget of 8 s: the second fails as a timeout at 8 s, not 10 s", async () => {
    vi.useFakeTimers();
    const started = Date.now();
    const gw = createGatewayClient({ transport: answeringIn(5000), baseUrl: "http://gw.test", merchantCode: "m1", timeoutMs: 8000, startedAt: started });
    const first = await settle(gw.call("trialTerms"), started);
    expect(first).toEqual({ ok: true, at: 5000 });
    const second = await settle(gw.call("memberInfo"), started);
    expect(second).toEqual({ ok: false, at: 8000, kind: "timeout" });
  });

  it("the budget runs from the request's start, not from the client's first call", async () => {
    vi.useFakeTimers();
    const started = Date.now();
    const gw = createGatewayClient({ transport: answeringIn(1000), baseUrl: "http://gw.test", merchantCode: "m1", timeoutMs: 1500, startedAt: started });
    // Work before the first call (cookie decryption, an action's own checks) spends the same budget.
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settle(gw.call("memberInfo"), started)).toEqual({ ok: false, at: 1500, kind: "timeout" });
  });

  it("parallel calls (the root's and the page's loaders) share it too: each ends by the budget", async () => {
    vi.useFakeTimers();
    const started = Date.now();
    const gw = createGatewayClient({ transport: answeringIn(9000), baseUrl: "http://gw.test", merchantCode: "m1", timeoutMs: 8000, startedAt: started });
    await vi.advanceTimersByTimeAsync(3000);
    const both = Promise.allSettled([gw.call("siteStatus"), gw.call("memberInfo")]);
    const outcome = await settle(both, started);
    expect(outcome.at).toBe(8000);
    for (const r of await both) expect(r.status === "rejected" && (r.reason as GatewayError).kind).toBe("timeout");
  });

  it("a call's own shorter timeoutMs still applies, and its timing out leaves the rest of the budget to later calls", async () => {
    vi.useFakeTimers();
    const started = Date.now();
    const gw = createGatewayClient({ transport: answeringIn(1000), baseUrl: "http://gw.test", merchantCode: "m1", timeoutMs: 8000, startedAt: started });
    expect(await settle(gw.call("siteStatus", { timeoutMs: 500 }), started)).toEqual({ ok: false, at: 500, kind: "timeout" });
    expect(await settle(gw.call("trialTerms"), started)).toEqual({ ok: true, at: 1500 });
  });

  it("a call's own timeoutMs never reaches beyond what is left of the budget", async () => {
    vi.useFakeTimers();
    const started = Date.now();
    const gw = createGatewayClient({ transport: answeringIn(5000), baseUrl: "http://gw.test", merchantCode: "m1", timeoutMs: 8000, startedAt: started });
    await settle(gw.call("siteStatus"), started);
    expect(await settle(gw.call("memberInfo", { timeoutMs: 60_000 }), started)).toEqual({ ok: false, at: 8000, kind: "timeout" });
  });

  it("once the budget is spent the request's later calls fail at once without reaching the gateway", async () => {
    vi.useFakeTimers();
    const started = Date.now();
    const seen: string[] = [];
    const gw = createGatewayClient({ transport: answeringIn(5000, seen), baseUrl: "http://gw.test", merchantCode: "m1", timeoutMs: 8000, startedAt: started });
    await settle(gw.call("siteStatus"), started);
    await settle(gw.call("memberInfo"), started);
    const third = await settle(gw.call("wallet"), started);
    expect(third).toEqual({ ok: false, at: 8000, kind: "timeout" });
    expect(seen).toEqual([ROUTES.siteStatus.path, ROUTES.memberInfo.path]);
  });

  it("a raw call (a receipt image) gets only what is left of the budget as well", async () => {
    vi.useFakeTimers();
    const started = Date.now();
    const gw = createGatewayClient({ transport: answeringIn(5000), baseUrl: "http://gw.test", merchantCode: "m1", timeoutMs: 8000, startedAt: started });
    await settle(gw.call("siteStatus"), started);
    const raw = gw.raw?.bind(gw);
    if (!raw) throw new Error("the client has raw()");
    expect(await settle(raw("depositReceipt", {}), started)).toEqual({ ok: false, at: 8000, kind: "timeout" });
  });
});

describe("the device cookie's verified id goes to the gateway as X-Client-Device", () => {
  it("sends it on every call when the client has one, and no header at all when it has none", async () => {
    const seen: Request[] = [];
    const transport: Transport = async (req) => (seen.push(req), answering(terms(1)));
    const withDevice = createGatewayClient({ transport, baseUrl: "http://gw.test", merchantCode: "m1", timeoutMs: 200, clientDevice: "d".repeat(32) });
    await withDevice.call("trialTerms");
    await withDevice.call("changePassword", { body: {} });
    await createGatewayClient({ transport, baseUrl: "http://gw.test", merchantCode: "m1", timeoutMs: 200, clientDevice: null }).call("trialTerms");
    expect(seen.map((r) => r.headers.get("X-Client-Device"))).toEqual(["d".repeat(32), "d".repeat(32), null]);
  });
});
