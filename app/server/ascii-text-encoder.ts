/**
 * A TextEncoder whose encode() handles short ASCII strings in JavaScript (decision 064).
 *
 * React 18's streaming renderer for workers (react-dom/server.browser) turns every attribute name,
 * attribute value and text into bytes with its own `new TextEncoder().encode(…)`: thousands of calls
 * per page (/m/home: about 2,000 attributes), each a call from JavaScript into workerd's C++ that
 * also allocates a fresh buffer. Measured in workerd, a JavaScript loop is 3-5× faster for strings
 * up to 64 characters and slower beyond about 100; non-ASCII text goes to the native encoder, which
 * also keeps UTF-8 and lone surrogates exactly as the standard says. Same bytes, same class (it
 * extends the native one), so every other user of TextEncoder sees no difference.
 */

/** Longest string encoded in JavaScript; longer ones are faster in native code. */
export const JS_ENCODE_MAX_LENGTH = 64;

/** Made from a given native class so tests can compare the two; the worker uses the global one. */
export function asciiTextEncoderClass(Native: typeof TextEncoder): typeof TextEncoder {
  return class AsciiTextEncoder extends Native {
    override encode(input?: string): ReturnType<TextEncoder["encode"]> {
      if (typeof input !== "string" || input.length > JS_ENCODE_MAX_LENGTH) return super.encode(input);
      const length = input.length;
      const bytes = new Uint8Array(length);
      for (let i = 0; i < length; i++) {
        const code = input.charCodeAt(i);
        if (code > 0x7f) return super.encode(input);
        bytes[i] = code;
      }
      return bytes;
    }
  };
}

/**
 * Makes the global TextEncoder the ASCII-fast one. Must run before react-dom/server is first
 * evaluated (it creates its encoder once, at module load): the worker entries import this module
 * first (functions/[[path]].ts, scripts/bench-worker.ts). Idempotent.
 */
export function installAsciiTextEncoder(): void {
  const g = globalThis as { TextEncoder: typeof TextEncoder & { [INSTALLED]?: true } };
  if (g.TextEncoder[INSTALLED]) return;
  const Fast = asciiTextEncoderClass(g.TextEncoder) as typeof TextEncoder & { [INSTALLED]?: true };
  Fast[INSTALLED] = true;
  g.TextEncoder = Fast;
}

const INSTALLED = Symbol.for("edge-lobby.ascii-text-encoder");
