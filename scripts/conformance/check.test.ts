import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkAnswer, describeIssue, type Answer, type Expectation } from "./check";

const Value = z.object({ list: z.array(z.object({ amount: z.number(), name: z.string() })) });
const expectation: Expectation = {
  answer: { kind: "json", value: Value },
  refusals: new Map([
    ["auth.required", [401]],
    ["verification.code.invalid", [400, 401]],
    ["wallet.balance.insufficient", undefined],
  ]),
  contractVersion: "1.2.0",
};
const image: Expectation = { ...expectation, answer: { kind: "file", mediaTypes: ["image/png", "image/jpeg"] } };

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Answer {
  return {
    status,
    headers: new Headers({ "Content-Type": "application/json", "X-Contract-Version": "1.0.3", ...headers }),
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

const good = { success: true, value: { list: [{ amount: 1.5, name: "a" }] } };

describe("conformance check of one answer", () => {
  it("a success whose value matches the schema, with the same major version, conforms", () => {
    expect(checkAnswer(answer(200, good), expectation)).toEqual({ kind: "conforms" });
  });

  it("names the first difference in the value by its path: a number sent as a string, a missing field", () => {
    const asString = { success: true, value: { list: [{ amount: "1.5", name: "a" }] } };
    expect(checkAnswer(answer(200, asString), expectation)).toEqual({ kind: "differs", detail: "value.list[0].amount: expected number, received string" });
    const missing = { success: true, value: { list: [{ amount: 1 }] } };
    expect(checkAnswer(answer(200, missing), expectation)).toEqual({ kind: "differs", detail: "value.list[0].name: missing (expected string)" });
  });

  it("an answer without the envelope differs, JSON or not", () => {
    expect(checkAnswer(answer(200, { list: [] }), expectation)).toEqual({
      kind: "differs",
      detail: "no envelope: expected { success, value, code?, message? }",
    });
    expect(checkAnswer(answer(200, "<html>ok</html>", { "Content-Type": "text/html" }), expectation)).toEqual({
      kind: "differs",
      detail: "HTTP 200: not JSON (text/html), no envelope",
    });
  });

  it("a missing or other-major X-Contract-Version header differs; a newer minor conforms", () => {
    const none = answer(200, good);
    none.headers.delete("X-Contract-Version");
    expect(checkAnswer(none, expectation)).toEqual({ kind: "differs", detail: "no X-Contract-Version header" });
    expect(checkAnswer(answer(200, good, { "X-Contract-Version": "2.0.0" }), expectation)).toEqual({
      kind: "differs",
      detail: "X-Contract-Version is 2.0.0: another major version than 1.2.0",
    });
    expect(checkAnswer(answer(200, good, { "X-Contract-Version": "1.9.0" }), expectation).kind).toBe("conforms");
  });

  it("an X-Read-After header is optional, and when answered must be a token the app can keep and send back", () => {
    const bookmark = "00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683";
    expect(checkAnswer(answer(200, good, { "X-Read-After": bookmark }), expectation)).toEqual({ kind: "conforms" });
    const detail = "X-Read-After is not a read-after token (1 to 256 printable ASCII characters, no spaces)";
    expect(checkAnswer(answer(200, good, { "X-Read-After": "two words" }), expectation)).toEqual({ kind: "differs", detail });
    expect(checkAnswer(answer(200, good, { "X-Read-After": "x".repeat(257) }), expectation)).toEqual({ kind: "differs", detail });
    // A refusal may carry one too (a change that was refused still read something).
    expect(checkAnswer(answer(401, { success: false, code: "auth.required" }, { "X-Read-After": "two words" }), expectation)).toEqual({
      kind: "differs",
      detail,
    });
  });

  it("a refusal conforms when its code is one the contract lists, with the contract's status where it gives one", () => {
    expect(checkAnswer(answer(400, { success: false, code: "wallet.balance.insufficient", message: "no" }), expectation)).toEqual({
      kind: "conforms",
      detail: "refused: wallet.balance.insufficient",
    });
    expect(checkAnswer(answer(401, { success: false, code: "auth.required" }), expectation).kind).toBe("conforms");
    expect(checkAnswer(answer(401, { success: false, code: "verification.code.invalid" }), expectation).kind).toBe("conforms");
    expect(checkAnswer(answer(429, { success: false, code: "verification.code.invalid" }), expectation)).toEqual({
      kind: "differs",
      detail: "refusal verification.code.invalid with HTTP 429, the contract says 400 or 401",
    });
    expect(checkAnswer(answer(400, { success: false, code: "auth.required" }), expectation)).toEqual({
      kind: "differs",
      detail: "refusal auth.required with HTTP 400, the contract says 401",
    });
  });

  it("a refusal with a code the contract does not list differs, and so does one without a code or with a 2xx status", () => {
    expect(checkAnswer(answer(400, { success: false, code: "made.up" }), expectation)).toEqual({
      kind: "differs",
      detail: "refusal code made.up is not one the contract lists for this route",
    });
    expect(checkAnswer(answer(400, { success: false, message: "no" }), expectation)).toEqual({
      kind: "differs",
      detail: "a refusal without a code (HTTP 400)",
    });
    expect(checkAnswer(answer(200, { success: false, code: "wallet.balance.insufficient" }), expectation)).toEqual({
      kind: "differs",
      detail: "refusal wallet.balance.insufficient with HTTP 200, expected a 4xx status",
    });
  });

  it("a missing route and a broken gateway are failures, not differences", () => {
    expect(checkAnswer(answer(404, "Not Found", { "Content-Type": "text/plain" }), expectation)).toEqual({ kind: "failed", detail: "HTTP 404, not JSON" });
    expect(checkAnswer(answer(404, { success: false, code: "route.not.found" }), expectation)).toEqual({
      kind: "failed",
      detail: "HTTP 404 (route.not.found): the gateway does not answer this route",
    });
    expect(checkAnswer(answer(502, "<html>bad gateway</html>", { "Content-Type": "text/html" }), expectation)).toEqual({
      kind: "failed",
      detail: "HTTP 502, not JSON",
    });
    const listed: Expectation = { ...expectation, refusals: new Map([["system.error", [500]]]) };
    expect(checkAnswer(answer(500, { success: false, code: "system.error" }), listed)).toEqual({ kind: "failed", detail: "HTTP 500 (system.error)" });
  });

  it("a success envelope with an error status differs", () => {
    expect(checkAnswer(answer(400, good), expectation)).toEqual({ kind: "differs", detail: "a success envelope with HTTP 400" });
  });

  it("a file answer conforms with one of its media types; its refusals are read as envelopes", () => {
    expect(checkAnswer(answer(200, "\x89PNG", { "Content-Type": "image/png" }), image)).toEqual({ kind: "conforms" });
    expect(checkAnswer(answer(200, good), image)).toEqual({ kind: "differs", detail: "expected a file (image/png, image/jpeg), got application/json" });
    expect(checkAnswer(answer(401, { success: false, code: "auth.required" }), image).kind).toBe("conforms");
  });

  it("describes issues at the root and in nested arrays", () => {
    const r = z.array(z.number()).safeParse(["x"]);
    expect(r.success ? "" : describeIssue(r.error.issues[0]!)).toBe("[0]: expected number, received string");
    const root = z.number().safeParse("x");
    expect(root.success ? "" : describeIssue(root.error.issues[0]!)).toBe("expected number, received string");
  });
});
