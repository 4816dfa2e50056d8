import { describe, expect, it } from "vitest";
import { isNetworkFailure } from "./network-failure";

describe("§8 network slow/offline: which errors are the network's", () => {
  it("recognises each engine's failed fetch and failed module import", () => {
    for (const message of [
      "Failed to fetch",
      "Failed to fetch dynamically imported module: https://example.test/assets/m.activity-x.js",
      "NetworkError when attempting to fetch resource.",
      "error loading dynamically imported module: https://example.test/assets/m.activity-x.js",
      "Load failed",
      "Importing a module script failed.",
    ]) {
      expect(isNetworkFailure(new TypeError(message)), message).toBe(true);
    }
  });

  it("leaves the app's own errors to the generic text", () => {
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isNetworkFailure(new Error("Failed to fetch"))).toBe(false);
    expect(isNetworkFailure("Failed to fetch")).toBe(false);
    expect(isNetworkFailure(null)).toBe(false);
  });
});
