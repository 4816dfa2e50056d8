import { describe, expect, it } from "vitest";
import { streamAbortDelay, streamTimeout } from "./entry.server";

describe("streamed (deferred) data does not outlive the page budget", () => {
  it("streams for the stream timeout when the budget has more left", () => {
    expect(streamAbortDelay(10_000 + 8000, 10_000)).toBe(streamTimeout);
  });
  it("stops streaming when the budget ends, if that comes first", () => {
    expect(streamAbortDelay(10_000 + 1200, 10_000)).toBe(1200);
  });
  it("a budget already spent streams nothing more", () => {
    expect(streamAbortDelay(9000, 10_000)).toBe(0);
  });
});
