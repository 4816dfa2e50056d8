import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELDS, isSpam } from "./spam.server";

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
});
