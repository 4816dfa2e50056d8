import { describe, expect, it } from "vitest";
import { CHANGES_BEFORE_TEXT_ONLY, createAnswerMemo, createSameAnswerMemo, expiresAt, fetchedAtOf } from "./answer-memo";

// Decision 063: the isolate keeps parsed shared gateway answers, never longer than the edge cache would.
const SCHEMA = { name: "schema" };
const OTHER_SCHEMA = { name: "other" };

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe("answer memo freshness", () => {
  it("an answer expires its TTL after it left the gateway (the edge cache's max-age rule)", () => {
    expect(expiresAt({ fetchedAt: 5_000, ttlSeconds: 60 })).toBe(65_000);
  });

  it("reads when an edge-cached answer left the gateway from its Date header; unknown without one", () => {
    expect(fetchedAtOf(new Headers({ Date: "Tue, 24 Nov 2026 12:00:00 GMT" }))).toBe(Date.UTC(2026, 10, 24, 12, 0, 0));
    expect(fetchedAtOf(new Headers())).toBeNull();
    expect(fetchedAtOf(new Headers({ Date: "not a date" }))).toBeNull();
  });

  it("serves a value until its expiry and not a moment after", () => {
    const c = clock();
    const memo = createAnswerMemo(undefined, c.now);
    const fetchedAt = c.now();
    memo.set("k", SCHEMA, { n: 1 }, { fetchedAt, ttlSeconds: 60, chars: 10 });
    c.advance(59_999);
    // With when it left the gateway: a live answer kept for a while is aged by the time since (decision 069).
    expect(memo.get("k", SCHEMA)).toEqual({ value: { n: 1 }, fetchedAt });
    c.advance(1);
    expect(memo.get("k", SCHEMA)).toBeUndefined();
    expect(memo.size).toBe(0);
  });

  it("a value from an older edge entry lasts only what is left of that entry's TTL", () => {
    const c = clock();
    const memo = createAnswerMemo(undefined, c.now);
    memo.set("k", SCHEMA, { n: 1 }, { fetchedAt: c.now() - 50_000, ttlSeconds: 60, chars: 10 });
    c.advance(9_999);
    expect(memo.get("k", SCHEMA)).toBeDefined();
    c.advance(1);
    expect(memo.get("k", SCHEMA)).toBeUndefined();
  });

  it("does not keep an answer that is already stale", () => {
    const c = clock();
    const memo = createAnswerMemo(undefined, c.now);
    memo.set("k", SCHEMA, { n: 1 }, { fetchedAt: c.now() - 60_000, ttlSeconds: 60, chars: 10 });
    expect(memo.size).toBe(0);
  });
});

describe("answer memo keys and values", () => {
  it("answers only for the same key and the same schema", () => {
    const c = clock();
    const memo = createAnswerMemo(undefined, c.now);
    memo.set("k", SCHEMA, { n: 1 }, { fetchedAt: c.now(), ttlSeconds: 60, chars: 10 });
    expect(memo.get("other", SCHEMA)).toBeUndefined();
    expect(memo.get("k", OTHER_SCHEMA)).toBeUndefined();
    expect(memo.get("k", SCHEMA)).toMatchObject({ value: { n: 1 } });
  });

  it("shares one frozen value: a request that changes it fails instead of changing it for the next", () => {
    const c = clock();
    const memo = createAnswerMemo(undefined, c.now);
    memo.set("k", SCHEMA, { list: [2, 1] }, { fetchedAt: c.now(), ttlSeconds: 60, chars: 10 });
    const first = memo.get("k", SCHEMA)?.value as { list: number[] };
    expect(() => first.list.sort()).toThrow(TypeError);
    expect(memo.get("k", SCHEMA)?.value).toBe(first);
    expect(first.list).toEqual([2, 1]);
  });
});

describe("answer memo bounds", () => {
  it("keeps at most maxEntries, dropping the least recently used", () => {
    const c = clock();
    const memo = createAnswerMemo({ maxEntries: 2, maxChars: 1_000 }, c.now);
    const fresh = { fetchedAt: c.now(), ttlSeconds: 60, chars: 1 };
    memo.set("a", SCHEMA, 1, fresh);
    memo.set("b", SCHEMA, 2, fresh);
    expect(memo.get("a", SCHEMA)).toBeDefined(); // a is now the most recently used
    memo.set("c", SCHEMA, 3, fresh);
    expect(memo.size).toBe(2);
    expect(memo.get("b", SCHEMA)).toBeUndefined();
    expect(memo.get("a", SCHEMA)).toMatchObject({ value: 1 });
    expect(memo.get("c", SCHEMA)).toMatchObject({ value: 3 });
  });

  it("keeps at most maxChars of answers, and never one larger than that alone", () => {
    const c = clock();
    const memo = createAnswerMemo({ maxEntries: 100, maxChars: 100 }, c.now);
    const at = c.now();
    memo.set("a", SCHEMA, 1, { fetchedAt: at, ttlSeconds: 60, chars: 60 });
    memo.set("b", SCHEMA, 2, { fetchedAt: at, ttlSeconds: 60, chars: 30 });
    memo.set("c", SCHEMA, 3, { fetchedAt: at, ttlSeconds: 60, chars: 30 });
    expect(memo.get("a", SCHEMA)).toBeUndefined();
    expect(memo.size).toBe(2);
    memo.set("huge", SCHEMA, 4, { fetchedAt: at, ttlSeconds: 60, chars: 101 });
    expect(memo.get("huge", SCHEMA)).toBeUndefined();
    expect(memo.size).toBe(2);
  });

  it("replacing a key counts its size once", () => {
    const c = clock();
    const memo = createAnswerMemo({ maxEntries: 100, maxChars: 100 }, c.now);
    const at = c.now();
    for (let i = 0; i < 10; i++) memo.set("a", SCHEMA, i, { fetchedAt: at, ttlSeconds: 60, chars: 60 });
    memo.set("b", SCHEMA, "b", { fetchedAt: at, ttlSeconds: 60, chars: 40 });
    expect(memo.get("a", SCHEMA)).toMatchObject({ value: 9 });
    expect(memo.get("b", SCHEMA)).toMatchObject({ value: "b" });
  });
});

describe("same-answer memo (live reads: same bytes, same value)", () => {
  it("answers only for the same key, schema and exact text", () => {
    const memo = createSameAnswerMemo();
    memo.set("status", SCHEMA, '{"a":1}', { a: 1 });
    expect(memo.get("status", SCHEMA, '{"a":1}')).toEqual({ value: { a: 1 } });
    expect(memo.get("status", SCHEMA, '{"a":2}')).toBeUndefined();
    expect(memo.get("status", OTHER_SCHEMA, '{"a":1}')).toBeUndefined();
    expect(memo.get("other", SCHEMA, '{"a":1}')).toBeUndefined();
  });

  it("keeps one answer per key: a new text replaces the old one", () => {
    const memo = createSameAnswerMemo();
    memo.set("status", SCHEMA, "1", 1);
    memo.set("status", SCHEMA, "2", 2);
    expect(memo.size).toBe(1);
    expect(memo.get("status", SCHEMA, "1")).toBeUndefined();
    expect(memo.get("status", SCHEMA, "2")).toEqual({ value: 2 });
  });

  it("freezes what it shares, and is bounded by entries and text length", () => {
    const memo = createSameAnswerMemo({ maxEntries: 2, maxChars: 10 });
    memo.set("a", SCHEMA, "aaaa", { list: [1] });
    expect(Object.isFrozen((memo.get("a", SCHEMA, "aaaa")?.value as { list: number[] }).list)).toBe(true);
    memo.set("b", SCHEMA, "bbbb", 2);
    memo.set("c", SCHEMA, "cccc", 3); // over both bounds: the least recently used goes
    expect(memo.get("a", SCHEMA, "aaaa")).toBeUndefined();
    expect(memo.size).toBe(2);
    memo.set("huge", SCHEMA, "x".repeat(11), 4);
    expect(memo.get("huge", SCHEMA, "x".repeat(11))).toBeUndefined();
  });

  it("stops keeping (and freezing) values for a key whose answer keeps changing, until a text repeats", () => {
    const memo = createSameAnswerMemo();
    const values = Array.from({ length: CHANGES_BEFORE_TEXT_ONLY + 2 }, (_, i) => ({ remainTime: i }));
    values.forEach((v, i) => memo.set("menu", SCHEMA, `t${i}`, v));
    const last = CHANGES_BEFORE_TEXT_ONLY + 1;
    expect(memo.get("menu", SCHEMA, `t${last}`)).toBeUndefined();
    expect(Object.isFrozen(values[last])).toBe(false);
    // The same text again: the value is kept from now on.
    memo.set("menu", SCHEMA, `t${last}`, values[last]);
    expect(memo.get("menu", SCHEMA, `t${last}`)).toEqual({ value: { remainTime: last } });
    // Early changes still keep values: a status that changes once (maintenance on) is reused at once.
    memo.set("status", SCHEMA, "open", 1);
    memo.set("status", SCHEMA, "maintenance", 2);
    expect(memo.get("status", SCHEMA, "maintenance")).toEqual({ value: 2 });
  });
});
