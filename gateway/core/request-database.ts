import { READ_AFTER_HEADER, readAfterOf } from "../../contract/consistency";

/**
 * Where a request's D1 session starts (D1 read replication, Sessions API): a call that changes
 * state starts on the primary, so what it reads before it writes is the newest there is; a read
 * starts from the caller's token (X-Read-After: the bookmark a change of theirs answered), so it is
 * served by a replica at least that fresh, else by whichever copy is nearest. Writes go to the
 * primary whatever the start, and a money movement decides inside its own batch (gateway/wallet/ledger.ts).
 */
export function sessionStart(mutation: boolean, headers: Headers): D1SessionConstraint | D1SessionBookmark {
  if (mutation) return "first-primary";
  const sent = readAfterOf(headers.get(READ_AFTER_HEADER));
  return sent && D1_BOOKMARK.test(sent) ? sent : "first-unconstrained";
}

/**
 * What a D1 bookmark looks like (hex groups joined by dashes, about 60 characters). Anything else is
 * not one of ours and is ignored: D1 keeps the newest bookmark it sees by comparing them as text, so
 * a made-up one could outrank every real one.
 */
const D1_BOOKMARK = /^[0-9a-f]+(-[0-9a-f]+)*$/i;

/**
 * One request's database: every query of the request in one D1 session, so each reads at least
 * what the one before it saw or wrote. Handlers get it as env.DB. The session is opened by the first
 * query: a request answered without one (a refusal, a static answer) opens none and answers no bookmark.
 */
export class RequestDatabase implements D1Database {
  #session: D1DatabaseSession | null = null;

  constructor(
    private readonly binding: D1Database,
    readonly start: D1SessionConstraint | D1SessionBookmark,
  ) {}

  #opened(): D1DatabaseSession {
    return (this.#session ??= this.binding.withSession(this.start));
  }

  prepare(query: string): D1PreparedStatement {
    return this.#opened().prepare(query);
  }

  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    return this.#opened().batch<T>(statements);
  }

  /** The request's own session, whatever is asked: a second one would not follow the request's reads and writes. */
  withSession(): D1DatabaseSession {
    return this.#opened();
  }

  /** The newest bookmark the request's queries saw, or null when it made none (or the binding gives none). */
  bookmark(): string | null {
    return this.#session?.getBookmark() ?? null;
  }

  /** Not in a session (D1 runs exec on the primary only): migrations and scripts use the binding itself. */
  exec(): Promise<D1ExecResult> {
    return Promise.reject(new Error("exec is not available to a request: D1 sessions run prepared statements and batches only"));
  }

  /** Deprecated by D1 and not in a session. */
  dump(): Promise<ArrayBuffer> {
    return Promise.reject(new Error("dump is not available to a request"));
  }
}
