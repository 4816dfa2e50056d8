import { deepFreeze } from "@contract/deep-freeze";

/**
 * The isolate's memory of shared gateway answers, already parsed and validated (decision 063).
 *
 * The gateway client shares token-less reads from the edge cache (§7 Caching). A hit there still
 * cost every request a Cache API lookup, a JSON parse and a zod validation of the same bytes: about
 * a third of /m/home's CPU. This keeps the validated value itself, in the isolate,
 * under the same key and for no longer than the edge cache keeps the answer, so a hit here costs a
 * Map lookup. It holds only what the edge cache may hold (the client decides with `isShared`), and
 * values are frozen: every request of the isolate gets the same object.
 */

/** Where an answer's freshness starts and how long it lasts, the edge cache's own rule (Cache-Control max-age). */
export type Freshness = { fetchedAt: number; ttlSeconds: number };

export type AnswerMemoLimits = {
  /** Entries kept at most (keys carry query parameters, some typed by players: a search). */
  maxEntries: number;
  /** Sum of the answers' JSON lengths kept at most: a rough bound on the memory the values take. */
  maxChars: number;
};

type Entry = { schema: unknown; value: unknown; fetchedAt: number; expiresAt: number; chars: number };

/** Bounds for one isolate (128 MB): a few hundred answers, at most about 4 MB of JSON. */
export const DEFAULT_MEMO_LIMITS: AnswerMemoLimits = { maxEntries: 300, maxChars: 4_000_000 };

/**
 * When an answer stops being fresh: `ttlSeconds` after it left the gateway, never later, so a value
 * is never served longer than the edge cache would have served it.
 */
export function expiresAt({ fetchedAt, ttlSeconds }: Freshness): number {
  return fetchedAt + ttlSeconds * 1000;
}

/**
 * When an answer read back from the edge cache left the gateway: its Date header (written when it
 * was stored; HTTP dates have whole seconds, so this errs early, never late). Null when there is
 * none or it cannot be read: such an answer is used but not remembered, as its age is unknown.
 */
export function fetchedAtOf(headers: Headers): number | null {
  const date = headers.get("Date");
  const at = date ? Date.parse(date) : Number.NaN;
  return Number.isFinite(at) ? at : null;
}

export type AnswerMemo = {
  /**
   * The remembered value for this key and schema with when it left the gateway, or `undefined`
   * (missing, expired, or another schema's).
   */
  get(key: string, schema: unknown): { value: unknown; fetchedAt: number } | undefined;
  /** Remembers a validated value; an answer already stale is not kept. The value is frozen. */
  set(key: string, schema: unknown, value: unknown, freshness: Freshness & { chars: number }): void;
  /**
   * `read()`, unless a read of the same key and schema is already on its way: then that one's
   * answer (or failure). Concurrent misses of one answer ask once; the next miss after it settles
   * asks again.
   */
  joined<T>(key: string, schema: unknown, read: () => Promise<T>): Promise<T>;
  /** Entries held now (tests, diagnostics). */
  readonly size: number;
};

/** A bounded memo, least recently used first out. `now` is injectable for tests. */
export function createAnswerMemo(limits: AnswerMemoLimits = DEFAULT_MEMO_LIMITS, now: () => number = Date.now): AnswerMemo {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  let chars = 0;
  const reading = new Map<string, { schema: unknown; answer: Promise<unknown> }[]>();

  function drop(key: string, entry: Entry) {
    entries.delete(key);
    chars -= entry.chars;
  }

  return {
    get(key, schema) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        drop(key, entry);
        return undefined;
      }
      // A schema is part of the question: the same path read for another page's shape is another answer.
      if (entry.schema !== schema) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return { value: entry.value, fetchedAt: entry.fetchedAt };
    },
    set(key, schema, value, freshness) {
      const until = expiresAt(freshness);
      if (until <= now() || freshness.chars > limits.maxChars) return;
      const old = entries.get(key);
      if (old) drop(key, old);
      entries.set(key, { schema, value: deepFreeze(value), fetchedAt: freshness.fetchedAt, expiresAt: until, chars: freshness.chars });
      chars += freshness.chars;
      for (const [k, e] of entries) {
        if (entries.size <= limits.maxEntries && chars <= limits.maxChars) break;
        drop(k, e);
      }
    },
    joined<T>(key: string, schema: unknown, read: () => Promise<T>): Promise<T> {
      const underway = reading.get(key) ?? [];
      const same = underway.find((r) => r.schema === schema);
      if (same) return same.answer as Promise<T>;
      const answer = read();
      const entry = { schema, answer };
      reading.set(key, [...underway, entry]);
      const settled = () => {
        const left = (reading.get(key) ?? []).filter((r) => r !== entry);
        if (left.length) reading.set(key, left);
        else reading.delete(key);
      };
      answer.then(settled, settled);
      return answer;
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * Live reads (site status on every page, the lottery menu) are asked of the gateway on every request
 * unless they hold (decisions 069, 070; only with the answer memo on). Site status answers with the
 * same bytes almost every time, and its zod validation cost more than reading the lottery menu.
 * This memo keeps, per key and schema, the last answer's text and the value validated from it:
 * identical bytes give the identical value without parsing them again. Freshness is untouched (the gateway is still asked); only repeated work goes.
 * The client uses it for token-less GETs only, so no member's data is kept in the isolate.
 */
export type SameAnswerMemo = {
  /** The value validated from exactly this text for this key and schema, or undefined. */
  get(key: string, schema: unknown, text: string): { value: unknown } | undefined;
  /** Remembers the value validated from `text` (frozen: every request of the isolate may get it). */
  set(key: string, schema: unknown, text: string, value: unknown): void;
  readonly size: number;
};

/** Bounds: a key's texts are kept for comparison, so the same kind of limits as the answer memo. */
export const DEFAULT_SAME_ANSWER_LIMITS: AnswerMemoLimits = { maxEntries: 100, maxChars: 2_000_000 };

/**
 * A key whose answer changed this many times in a row (the lottery menu carries each draw's remaining
 * time) keeps only its text: validating is needed anyway, and freezing a value that is never reused
 * only costs. The first repeat of a text stores the value again.
 */
export const CHANGES_BEFORE_TEXT_ONLY = 3;

export function createSameAnswerMemo(limits: AnswerMemoLimits = DEFAULT_SAME_ANSWER_LIMITS): SameAnswerMemo {
  const entries = new Map<string, { schema: unknown; text: string; value?: { value: unknown }; changes: number }>();
  let chars = 0;
  return {
    get(key, schema, text) {
      const entry = entries.get(key);
      if (!entry?.value || entry.schema !== schema || entry.text !== text) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, schema, text, value) {
      if (text.length > limits.maxChars) return;
      const old = entries.get(key);
      const changes = old && old.schema === schema && old.text !== text ? old.changes + 1 : 0;
      if (old) {
        entries.delete(key);
        chars -= old.text.length;
      }
      entries.set(key, { schema, text, changes, value: changes >= CHANGES_BEFORE_TEXT_ONLY ? undefined : { value: deepFreeze(value) } });
      chars += text.length;
      for (const [k, e] of entries) {
        if (entries.size <= limits.maxEntries && chars <= limits.maxChars) break;
        entries.delete(k);
        chars -= e.text.length;
      }
    },
    get size() {
      return entries.size;
    },
  };
}
