import { Honeypot, type HoneypotInputProps } from "remix-utils/honeypot/server";
import { HONEYPOT_FIELDS } from "./spam.server";

/**
 * The public forms' honeypot (decision 003), made once per isolate (decision 063).
 *
 * remix-utils' Honeypot makes a random seed in its constructor (even with a seed given), and the root
 * loader's getInputProps() encrypts the current time on every page: a key derived from the seed
 * (SHA-256), then AES-GCM, each a WebCrypto call. When that encryption still ran in JavaScript
 * (before remix-utils 8), the two were about 0.5 ms of each request's CPU. The instance is now shared
 * by the isolate's requests, and the encrypted "valid from" time is reused for a minute.
 *
 * Reuse loosens nothing: remix-utils only refuses a "valid from" time in the future (or unreadable),
 * never an old one, so a page rendered at second 59 sends what one rendered at second 0 would have.
 */

/** How long one encrypted "valid from" time is handed out before a new one is made. */
export const INPUT_PROPS_REUSE_MS = 60_000;

/** Whether props made at `madeAt` may be handed out at `now`: within the window, never from the future. */
export function propsStillUsable(madeAt: number, now: number, reuseMs = INPUT_PROPS_REUSE_MS): boolean {
  return now >= madeAt && now - madeAt < reuseMs;
}

export class IsolateHoneypot extends Honeypot {
  /**
   * The props being handed out and the time they carry. The promise is kept, not its value, so the
   * pages rendered while the encryption runs wait for that one instead of each starting its own.
   */
  private made: { at: number; props: Promise<HoneypotInputProps> } | null = null;

  override getInputProps(options: { validFromTimestamp?: number } = {}): Promise<HoneypotInputProps> {
    // An explicit time (a form that must wait) is the caller's: not shared.
    if (options.validFromTimestamp !== undefined) return super.getInputProps(options);
    // eslint-disable-next-line no-restricted-properties -- remix-utils checks the valid-from time against the real clock
    const now = Date.now();
    if (this.made && propsStillUsable(this.made.at, now)) return this.made.props;
    const made = { at: now, props: super.getInputProps({ validFromTimestamp: now }) };
    this.made = made;
    // A failed encryption is not handed out for the rest of the minute: the next page tries again.
    made.props.catch(() => {
      if (this.made === made) this.made = null;
    });
    return made.props;
  }
}

let shared: { seed: string; honeypot: IsolateHoneypot } | null = null;

/** The isolate's honeypot for this seed (HONEYPOT_SECRET); a new one if the seed changed. */
export function honeypotFor(seed: string): IsolateHoneypot {
  if (shared?.seed !== seed) {
    shared = {
      seed,
      honeypot: new IsolateHoneypot({ encryptionSeed: seed, nameFieldName: HONEYPOT_FIELDS.name, validFromFieldName: HONEYPOT_FIELDS.validFrom }),
    };
  }
  return shared.honeypot;
}
