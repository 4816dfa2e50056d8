/**
 * The conformance kit's judgement of one answer (pure: no network, no clock). Given what the
 * contract expects of a route and what a gateway answered, says whether the answer conforms, differs
 * from the contract (naming the first difference), or failed (the gateway could not answer).
 */
import type { z } from "zod";
import { READ_AFTER_HEADER, readAfterToken } from "../../contract/consistency";
import { failureEnvelope, successEnvelope } from "../../contract/schemas/envelope";
import { CONTRACT_VERSION_HEADER } from "../../contract/version";

export type Verdict =
  /** `detail` says how, e.g. "refused: wallet.balance.insufficient" (a listed refusal conforms). */
  | { kind: "conforms"; detail?: string }
  | { kind: "differs"; detail: string }
  | { kind: "failed"; detail: string }
  /** Its module is missing from the gateway's capabilities: not called. */
  | { kind: "unsupported"; detail: string }
  | { kind: "skipped"; detail: string };

export type VerdictKind = Verdict["kind"];

/** What the contract says a route answers. */
export type Expectation = {
  /** A JSON envelope whose value has this schema, or a file (an image) of one of these media types. */
  answer: { kind: "json"; value: z.ZodTypeAny } | { kind: "file"; mediaTypes: readonly string[] };
  /** Every refusal code the route may answer (its own and the common ones), with the HTTP statuses the contract allows it (none given: any 4xx). */
  refusals: ReadonlyMap<string, readonly number[] | undefined>;
  /** The version the kit checks: an answer must say it speaks the same major version. */
  contractVersion: string;
};

/** An answer as it came: status, headers and the body's text (files: only the headers matter). */
export type Answer = { status: number; headers: Headers; body: string };

/** A zod issue as the table shows it: where in the answer, and what was wrong. */
export function describeIssue(issue: z.ZodIssue): string {
  const where = issue.path.reduce<string>((text, part) => (typeof part === "number" ? `${text}[${part}]` : text ? `${text}.${part}` : part), "");
  const received = "received" in issue ? issue.received : undefined;
  const what =
    issue.code === "invalid_type" && received === "undefined"
      ? `missing (expected ${issue.expected})`
      : issue.message.charAt(0).toLowerCase() + issue.message.slice(1);
  return where ? `${where}: ${what}` : what;
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? describeIssue(issue) : "does not match the schema";
}

const major = (version: string) => version.split(".")[0];

/** The version header's problem, if any: missing, or another major version than the kit's. */
export function versionProblem(headers: Headers, contractVersion: string): string | null {
  const spoken = headers.get(CONTRACT_VERSION_HEADER);
  if (!spoken) return `no ${CONTRACT_VERSION_HEADER} header`;
  if (major(spoken) !== major(contractVersion)) return `${CONTRACT_VERSION_HEADER} is ${spoken}: another major version than ${contractVersion}`;
  return null;
}

function parseJson(text: string): { ok: true; json: unknown } | { ok: false } {
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const isEnvelope = (json: unknown): json is { success: boolean } =>
  typeof json === "object" && json !== null && !Array.isArray(json) && typeof (json as { success?: unknown }).success === "boolean";

/** The body's judgement, before the version header is looked at. */
function judgeBody(answer: Answer, expectation: Expectation): Verdict {
  const { status } = answer;
  const mediaType = (answer.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();

  if (expectation.answer.kind === "file" && status >= 200 && status < 300) {
    const wanted = expectation.answer.mediaTypes;
    return wanted.some((type) => (type.endsWith("/*") ? mediaType.startsWith(type.slice(0, -1)) : mediaType === type))
      ? { kind: "conforms" }
      : { kind: "differs", detail: `expected a file (${wanted.join(", ")}), got ${mediaType || "no Content-Type"}` };
  }

  const parsed = parseJson(answer.body);
  if (!parsed.ok || !isEnvelope(parsed.json)) {
    // A proxy's error page or a missing route is the gateway failing, not an answer to judge.
    if (status >= 500 || status === 404) return { kind: "failed", detail: `HTTP ${status}${parsed.ok ? "" : ", not JSON"}` };
    if (!parsed.ok) return { kind: "differs", detail: `HTTP ${status}: not JSON (${mediaType || "no Content-Type"}), no envelope` };
    return { kind: "differs", detail: "no envelope: expected { success, value, code?, message? }" };
  }

  const json = parsed.json;
  if (json.success) {
    if (status < 200 || status >= 300) return { kind: "differs", detail: `a success envelope with HTTP ${status}` };
    if (expectation.answer.kind === "file") return { kind: "differs", detail: "expected a file, got a JSON envelope" };
    const checked = successEnvelope(expectation.answer.value).safeParse(json);
    return checked.success ? { kind: "conforms" } : { kind: "differs", detail: firstIssue(checked.error) };
  }

  const refusal = failureEnvelope.safeParse(json);
  if (!refusal.success) return { kind: "differs", detail: firstIssue(refusal.error) };
  const code = refusal.data.code;
  if (!code) return { kind: "differs", detail: `a refusal without a code (HTTP ${status})` };
  // The route is missing, or the gateway broke (even where the contract names the code: system.error):
  // failures, not answers.
  if (status === 404 && !expectation.refusals.has(code)) return { kind: "failed", detail: `HTTP 404 (${code}): the gateway does not answer this route` };
  if (status >= 500) return { kind: "failed", detail: `HTTP ${status} (${code})` };
  if (!expectation.refusals.has(code)) return { kind: "differs", detail: `refusal code ${code} is not one the contract lists for this route` };
  const wanted = expectation.refusals.get(code);
  if (wanted !== undefined && !wanted.includes(status))
    return { kind: "differs", detail: `refusal ${code} with HTTP ${status}, the contract says ${wanted.join(" or ")}` };
  if (wanted === undefined && (status < 400 || status >= 500)) return { kind: "differs", detail: `refusal ${code} with HTTP ${status}, expected a 4xx status` };
  return { kind: "conforms", detail: `refused: ${code}` };
}

/**
 * The read-after header's problem, if any (contract/consistency.ts): optional, but a gateway that
 * answers one must answer a token the app can keep and send back, or its members lose reading their
 * own changes without a word.
 */
export function readAfterProblem(headers: Headers): string | null {
  const token = headers.get(READ_AFTER_HEADER);
  if (token === null || readAfterToken.safeParse(token).success) return null;
  return `${READ_AFTER_HEADER} is not a read-after token (1 to 256 printable ASCII characters, no spaces)`;
}

/** The verdict on one answer: the body first (status, envelope, value, refusal code), then the headers (version, read-after token). */
export function checkAnswer(answer: Answer, expectation: Expectation): Verdict {
  const verdict = judgeBody(answer, expectation);
  if (verdict.kind !== "conforms") return verdict;
  const problem = versionProblem(answer.headers, expectation.contractVersion) ?? readAfterProblem(answer.headers);
  return problem ? { kind: "differs", detail: problem } : verdict;
}
