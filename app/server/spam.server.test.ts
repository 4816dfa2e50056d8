import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HONEYPOT_FIELDS, isSpam, rejectSpam } from "./spam.server";

const SEED = "a-honeypot-secret-16";
const honeypot = new Honeypot({ encryptionSeed: SEED, nameFieldName: HONEYPOT_FIELDS.name, validFromFieldName: HONEYPOT_FIELDS.validFrom });
const context = { honeypot };
const validFrom = (await honeypot.getInputProps({ validFromTimestamp: Date.now() - 5000 })).encryptedValidFrom;

/** A "valid from" token of another key: one a forger could make, as remix-utils makes them. */
const foreignToken = (await new Honeypot({ encryptionSeed: "not-the-secret" }).getInputProps({ validFromTimestamp: Date.now() - 5000 })).encryptedValidFrom;

/** Our honeypot made to seal any text, as only the key's holder could: a token that decrypts to garbage. */
class Sealer extends Honeypot {
  seal(text: string): Promise<string> {
    return this.encrypt(text);
  }
}

/** What the check threw, or null when it passed. */
const thrownBy = (check: Promise<void>): Promise<unknown> =>
  check.then(
    () => null,
    (e: unknown) => e,
  );

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

describe("§3 honeypot on public forms (decision 003)", () => {
  it("lets a real form through: both fields there, the name empty, the timestamp ours", async () => {
    expect(await isSpam(context, form({ [HONEYPOT_FIELDS.name]: "", [HONEYPOT_FIELDS.validFrom]: validFrom, username: "demo" }))).toBe(false);
  });

  it("counts a form with both fields missing as spam (remix-utils would skip its check)", async () => {
    expect(await isSpam(context, form({ username: "demo" }))).toBe(true);
    expect(await thrownBy(honeypot.check(form({ username: "demo" })))).toBeNull();
  });

  it("counts either field missing, or a filled name field, as spam", async () => {
    expect(await isSpam(context, form({ [HONEYPOT_FIELDS.validFrom]: validFrom }))).toBe(true);
    expect(await isSpam(context, form({ [HONEYPOT_FIELDS.name]: "" }))).toBe(true);
    expect(await isSpam(context, form({ [HONEYPOT_FIELDS.name]: "bot", [HONEYPOT_FIELDS.validFrom]: validFrom }))).toBe(true);
  });

  it("counts a forged timestamp as spam, even when the check throws something other than SpamError", async () => {
    // Sealed with another key: AES-GCM's authentication fails and WebCrypto throws an OperationError.
    const forgedForm = form({ [HONEYPOT_FIELDS.name]: "", [HONEYPOT_FIELDS.validFrom]: foreignToken });
    const thrown = await thrownBy(honeypot.check(forgedForm));
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).not.toBeInstanceOf(SpamError);
    expect((thrown as Error).name).toBe("OperationError");
    expect(await isSpam(context, forgedForm)).toBe(true);
    // Ours with one byte of the sealed part changed, too short to hold AES-GCM's tag, or not base64 at all (atob throws).
    const bytes = Uint8Array.from(atob(validFrom), (c) => c.charCodeAt(0));
    bytes[bytes.length - 1] = bytes.at(-1)! ^ 1;
    for (const forged of [btoa(String.fromCharCode(...bytes)), "AAAA", "not-encrypted", "U2FsdGVkX1+forged==", "%%%"]) {
      const forgedField = form({ [HONEYPOT_FIELDS.name]: "", [HONEYPOT_FIELDS.validFrom]: forged });
      expect(await thrownBy(honeypot.check(forgedField)), forged).not.toBeInstanceOf(SpamError);
      expect(await isSpam(context, forgedField), forged).toBe(true);
    }
  });

  it("counts a token of our key that decrypts to no time as spam", async () => {
    const sealer = new Sealer({ encryptionSeed: SEED });
    for (const text of ["not-a-time", "", "-5", String(Number.MAX_SAFE_INTEGER)]) {
      const garbage = form({ [HONEYPOT_FIELDS.name]: "", [HONEYPOT_FIELDS.validFrom]: await sealer.seal(text) });
      expect(await thrownBy(honeypot.check(garbage)), text).toBeInstanceOf(SpamError);
      expect(await isSpam(context, garbage), text).toBe(true);
    }
  });

  describe("rejectSpam: the actions' honeypot step", () => {
    // conform reads an empty field as absent, so "required" is zod's required_error.
    const schema = z.object({
      username: z.string({ required_error: "validation.username.required" }),
      password: z.string({ required_error: "validation.password.required" }),
    });
    const options = { schema, hideFields: ["password"] };

    it("lets a real submission through to the action", async () => {
      expect(
        await rejectSpam(context, form({ [HONEYPOT_FIELDS.name]: "", [HONEYPOT_FIELDS.validFrom]: validFrom, username: "demo", password: "x" }), options),
      ).toBeNull();
    });

    it("answers spam with the form's spam message, echoing what was typed but never the hidden secrets", async () => {
      const result = await rejectSpam(context, form({ username: "demo", password: "secret1" }), options);
      expect(result?.status).toBe("error");
      expect(result?.error?.[""]).toEqual(["form.spam"]);
      expect(result?.initialValue).toMatchObject({ username: "demo" });
      expect(JSON.stringify(result)).not.toContain("secret1");
    });

    it("keeps the form's own field messages beside the spam message", async () => {
      const result = await rejectSpam(context, form({ [HONEYPOT_FIELDS.name]: "bot", [HONEYPOT_FIELDS.validFrom]: validFrom, username: "" }), options);
      expect(result?.error?.[""]).toEqual(["form.spam"]);
      expect(result?.error?.username).toEqual(["validation.username.required"]);
    });

    it("answers a forged timestamp with the spam reply, never an exception", async () => {
      const forged = form({ [HONEYPOT_FIELDS.name]: "", [HONEYPOT_FIELDS.validFrom]: foreignToken, username: "demo", password: "x" });
      const result = await rejectSpam(context, forged, options);
      expect(result?.error?.[""]).toEqual(["form.spam"]);
    });
  });
});
