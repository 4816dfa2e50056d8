import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HONEYPOT_FIELDS, isSpam, rejectSpam } from "./spam.server";

const honeypot = new Honeypot({ encryptionSeed: "a-honeypot-secret-16", nameFieldName: HONEYPOT_FIELDS.name, validFromFieldName: HONEYPOT_FIELDS.validFrom });
const context = { honeypot };

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

describe("§3 honeypot on public forms (decision 003)", () => {
  const validFrom = honeypot.getInputProps({ validFromTimestamp: Date.now() - 5000 }).encryptedValidFrom;

  it("lets a real form through: both fields there, the name empty, the timestamp ours", () => {
    expect(isSpam(context, form({ [HONEYPOT_FIELDS.name]: "", [HONEYPOT_FIELDS.validFrom]: validFrom, username: "demo" }))).toBe(false);
  });

  it("counts a form with both fields missing as spam (remix-utils would skip its check)", () => {
    expect(isSpam(context, form({ username: "demo" }))).toBe(true);
    expect(() => honeypot.check(form({ username: "demo" }))).not.toThrow();
  });

  it("counts either field missing, or a filled name field, as spam", () => {
    expect(isSpam(context, form({ [HONEYPOT_FIELDS.validFrom]: validFrom }))).toBe(true);
    expect(isSpam(context, form({ [HONEYPOT_FIELDS.name]: "" }))).toBe(true);
    expect(isSpam(context, form({ [HONEYPOT_FIELDS.name]: "bot", [HONEYPOT_FIELDS.validFrom]: validFrom }))).toBe(true);
  });

  it("counts a forged timestamp as spam, even when the check throws something other than SpamError", () => {
    // Decrypts (with this seed) to bytes that are not UTF-8: crypto-js throws a plain Error.
    const malformed = "U2FsdGVkX1+AkaKzxNXm9wgZKjtMXW5/kKGyw9Tl9gcYKTpLXG1+jw==";
    const forgedForm = form({ [HONEYPOT_FIELDS.name]: "", [HONEYPOT_FIELDS.validFrom]: malformed });
    expect(() => honeypot.check(forgedForm)).toThrow("Malformed UTF-8 data");
    expect(() => honeypot.check(forgedForm)).not.toThrow(SpamError);
    expect(isSpam(context, forgedForm)).toBe(true);
    for (const forged of ["not-encrypted", "U2FsdGVkX1+forged==", "%%%"]) {
      expect(isSpam(context, form({ [HONEYPOT_FIELDS.name]: "", [HONEYPOT_FIELDS.validFrom]: forged }))).toBe(true);
    }
  });

  describe("rejectSpam: the actions' honeypot step", () => {
    // conform reads an empty field as absent, so "required" is zod's required_error.
    const schema = z.object({
      username: z.string({ required_error: "validation.username.required" }),
      password: z.string({ required_error: "validation.password.required" }),
    });
    const options = { schema, hideFields: ["password"] };

    it("lets a real submission through to the action", () => {
      expect(
        rejectSpam(context, form({ [HONEYPOT_FIELDS.name]: "", [HONEYPOT_FIELDS.validFrom]: validFrom, username: "demo", password: "x" }), options),
      ).toBeNull();
    });

    it("answers spam with the form's spam message, echoing what was typed but never the hidden secrets", () => {
      const result = rejectSpam(context, form({ username: "demo", password: "secret1" }), options);
      expect(result?.status).toBe("error");
      expect(result?.error?.[""]).toEqual(["form.spam"]);
      expect(result?.initialValue).toMatchObject({ username: "demo" });
      expect(JSON.stringify(result)).not.toContain("secret1");
    });

    it("keeps the form's own field messages beside the spam message", () => {
      const result = rejectSpam(context, form({ [HONEYPOT_FIELDS.name]: "bot", [HONEYPOT_FIELDS.validFrom]: validFrom, username: "" }), options);
      expect(result?.error?.[""]).toEqual(["form.spam"]);
      expect(result?.error?.username).toEqual(["validation.username.required"]);
    });

    it("answers a forged timestamp with the spam reply, never an exception", () => {
      const forged = form({
        [HONEYPOT_FIELDS.name]: "",
        [HONEYPOT_FIELDS.validFrom]: "U2FsdGVkX1+AkaKzxNXm9wgZKjtMXW5/kKGyw9Tl9gcYKTpLXG1+jw==",
        username: "demo",
        password: "x",
      });
      expect(() => rejectSpam(context, forged, options)).not.toThrow();
      expect(rejectSpam(context, forged, options)?.error?.[""]).toEqual(["form.spam"]);
    });
  });
});
