import { describe, expect, it } from "vitest";
import { deferToServer } from "./defer-to-server";

/** conform's control buttons carry their intent in this field (@conform-to/dom INTENT). */
const INTENT = "__intent__";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};

/** Decision 055: before a form's schema has loaded, conform validates nothing and posts only real submits. */
describe("deferToServer (onValidate while the schema loads)", () => {
  it("lets a real submit through, so the action validates it as without JavaScript", () => {
    const submission = deferToServer({ formData: form({ username: "", password: "x" }) });
    // conform posts a submission that is a success; an error would stop the post in the browser.
    expect(submission.status).toBe("success");
  });

  it("keeps a blur in the browser and keeps every error shown (null = keep, in conform's report)", () => {
    const submission = deferToServer({ formData: form({ username: "a", [INTENT]: JSON.stringify({ type: "validate", payload: { name: "username" } }) }) });
    // Not a success and not a null error: conform neither posts it nor clears what the server said.
    expect(submission).toMatchObject({ status: undefined, error: { "": null, username: null } });
    expect(submission.reply().error).toEqual({ "": null, username: null });
  });

  it("applies an update intent (fill in the maximum) in the browser", () => {
    const submission = deferToServer({
      formData: form({ amount: "1", [INTENT]: JSON.stringify({ type: "update", payload: { name: "amount", value: "500" } }) }),
    });
    expect(submission).toMatchObject({ status: undefined, error: { "": null, amount: null } });
    expect(submission.reply().initialValue).toEqual({ amount: "500" });
  });
});
