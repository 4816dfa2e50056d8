import { Honeypot } from "remix-utils/honeypot/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INPUT_PROPS_REUSE_MS, IsolateHoneypot, honeypotFor, propsStillUsable } from "./honeypot.server";
import { HONEYPOT_FIELDS, isSpam } from "./spam.server";

// Decision 063: one honeypot per isolate; its encrypted "valid from" time is reused
// for a minute, which a submission check cannot tell from a fresh one (decision 003 still holds).
const SEED = "a-honeypot-secret-of-some-length";

function submitted(validFrom: string): FormData {
  const f = new FormData();
  f.set(HONEYPOT_FIELDS.name, "");
  f.set(HONEYPOT_FIELDS.validFrom, validFrom);
  return f;
}

describe("reuse window", () => {
  it("props are usable from when they were made until the window ends, never before", () => {
    expect(propsStillUsable(1_000, 1_000)).toBe(true);
    expect(propsStillUsable(1_000, 1_000 + INPUT_PROPS_REUSE_MS - 1)).toBe(true);
    expect(propsStillUsable(1_000, 1_000 + INPUT_PROPS_REUSE_MS)).toBe(false);
    expect(propsStillUsable(1_000, 999)).toBe(false);
  });
});

describe("IsolateHoneypot", () => {
  afterEach(() => vi.useRealTimers());

  /** Counts the encryptions remix-utils is asked for. */
  class CountingHoneypot extends IsolateHoneypot {
    encryptions = 0;
    protected override encrypt(value: string): Promise<string> {
      this.encryptions++;
      return super.encrypt(value);
    }
  }
  const counting = () => new CountingHoneypot({ encryptionSeed: SEED, nameFieldName: HONEYPOT_FIELDS.name, validFromFieldName: HONEYPOT_FIELDS.validFrom });

  it("hands out the same props within the window and new ones after it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.UTC(2026, 10, 24, 12, 0, 0));
    const honeypot = counting();
    const first = await honeypot.getInputProps();
    vi.setSystemTime(Date.UTC(2026, 10, 24, 12, 0, 59));
    expect(await honeypot.getInputProps()).toBe(first);
    expect(honeypot.encryptions).toBe(1);
    vi.setSystemTime(Date.UTC(2026, 10, 24, 12, 1, 0));
    expect((await honeypot.getInputProps()).encryptedValidFrom).not.toBe(first.encryptedValidFrom);
    expect(honeypot.encryptions).toBe(2);
  });

  it("pages rendered while the props are being made share their encryption", async () => {
    const honeypot = counting();
    const [a, b, c] = await Promise.all([honeypot.getInputProps(), honeypot.getInputProps(), honeypot.getInputProps()]);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(honeypot.encryptions).toBe(1);
  });

  it("a failed encryption is not handed out again: the next page makes new props", async () => {
    const honeypot = counting();
    const encrypt = vi.spyOn(Honeypot.prototype as unknown as { encrypt: (value: string) => Promise<string> }, "encrypt");
    encrypt.mockRejectedValueOnce(new Error("no crypto today"));
    await expect(honeypot.getInputProps()).rejects.toThrow("no crypto today");
    encrypt.mockRestore();
    const props = await honeypot.getInputProps();
    expect(await isSpam({ honeypot }, submitted(props.encryptedValidFrom))).toBe(false);
    expect(honeypot.encryptions).toBe(2);
  });

  it("a form rendered with reused props is still accepted, and a filled trap still refused", async () => {
    const honeypot = honeypotFor(SEED);
    const props = await honeypot.getInputProps();
    expect(await honeypot.getInputProps()).toBe(props);
    expect(await isSpam({ honeypot }, submitted(props.encryptedValidFrom))).toBe(false);
    const trapped = submitted(props.encryptedValidFrom);
    trapped.set(HONEYPOT_FIELDS.name, "bot");
    expect(await isSpam({ honeypot }, trapped)).toBe(true);
  });

  it("an explicit valid-from time is honoured, not replaced by the shared one", async () => {
    const honeypot = honeypotFor(SEED);
    const shared = await honeypot.getInputProps();
    const later = await honeypot.getInputProps({ validFromTimestamp: Date.now() + 60_000 });
    expect(later.encryptedValidFrom).not.toBe(shared.encryptedValidFrom);
    // A time in the future is refused by the check: the explicit time really was used.
    expect(await isSpam({ honeypot }, submitted(later.encryptedValidFrom))).toBe(true);
  });
});

describe("honeypotFor", () => {
  it("is one instance per isolate for a seed, and a new one when the seed changes", async () => {
    const a = honeypotFor(SEED);
    expect(honeypotFor(SEED)).toBe(a);
    const b = honeypotFor(`${SEED}-rotated`);
    expect(b).not.toBe(a);
    // Props of the old seed do not open under the new one.
    expect(await isSpam({ honeypot: b }, submitted((await a.getInputProps()).encryptedValidFrom))).toBe(true);
  });
});
