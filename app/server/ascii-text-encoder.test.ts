import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { JS_ENCODE_MAX_LENGTH, asciiTextEncoderClass, installAsciiTextEncoder } from "./ascii-text-encoder";

// Decision 064 (issue 17 item 1): the worker's TextEncoder encodes short ASCII in JavaScript, with
// exactly the bytes the native encoder gives.
const Native = TextEncoder;
const Fast = asciiTextEncoderClass(Native);
const native = new Native();
const fast = new Fast();

describe("ASCII-fast TextEncoder", () => {
  const samples = [
    "",
    "a",
    'class="game-tile__play"',
    "M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5Z",
    "\u0000\u007f control",
    "Maligayang pagdating",
    "Promoção de boas-vindas", // Portuguese: non-ASCII goes to the native encoder
    "₱1,000 😀",
    "lone \ud800 surrogate", // becomes U+FFFD, as the standard says
    "x".repeat(JS_ENCODE_MAX_LENGTH),
    "x".repeat(JS_ENCODE_MAX_LENGTH + 1),
    "é".repeat(200),
  ];
  it.each(samples.map((s) => [JSON.stringify(s).slice(0, 40), s]))("encodes %s to the native bytes", (_, s) => {
    const bytes = fast.encode(s);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...bytes]).toEqual([...native.encode(s)]);
  });

  it("keeps the rest of the TextEncoder contract: no argument, encodeInto, encoding, instanceof", () => {
    expect(fast.encode().length).toBe(0);
    expect(fast.encoding).toBe("utf-8");
    expect(fast).toBeInstanceOf(Native);
    const into = new Uint8Array(8);
    expect(fast.encodeInto("abc", into)).toEqual({ read: 3, written: 3 });
    expect([...into.subarray(0, 3)]).toEqual([97, 98, 99]);
  });

  it("returns a fresh array each time (callers keep and transfer them)", () => {
    const a = fast.encode("same");
    const b = fast.encode("same");
    expect(a).not.toBe(b);
    a[0] = 0;
    expect(b[0]).toBe(115);
  });

  it("installs once, as a subclass of the encoder it replaces", () => {
    const g = globalThis as { TextEncoder: typeof TextEncoder };
    const before = g.TextEncoder;
    try {
      installAsciiTextEncoder();
      const installed = g.TextEncoder;
      expect(installed).not.toBe(before);
      expect(new installed()).toBeInstanceOf(before);
      installAsciiTextEncoder();
      expect(g.TextEncoder).toBe(installed);
    } finally {
      g.TextEncoder = before;
    }
  });
});

describe("the worker entries install it before the server build loads", () => {
  // react-dom/server creates its encoder when its module is first evaluated: the install must be
  // the entry's first import, and package.json must let bundlers keep a side-effect-only import.
  it.each(["functions/[[path]].ts", "scripts/bench-worker.ts"])("%s imports the installer first", (file) => {
    const source = readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
    const imports = [...source.matchAll(/^import\s.*$/gm)].map((m) => m[0]);
    expect(imports[0]).toBe('import "../app/server/install-ascii-text-encoder";');
  });

  it("package.json marks the installer as the module with side effects", () => {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { sideEffects: unknown };
    expect(pkg.sideEffects).toEqual(["./app/server/install-ascii-text-encoder.ts"]);
  });
});
