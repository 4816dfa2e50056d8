import { describe, expect, it } from "vitest";
import { isForeignMutation } from "./origin";

const post = (headers: Record<string, string>) => new Request("https://lobby.example/m/login", { method: "POST", headers });

describe("Origin check on mutations", () => {
  it("lets GET through whatever its origin", () => {
    expect(isForeignMutation(new Request("https://lobby.example/m/home", { headers: { Origin: "https://evil.example" } }))).toBe(false);
  });
  it("accepts a same-origin POST", () => {
    expect(isForeignMutation(post({ Origin: "https://lobby.example" }))).toBe(false);
  });
  it("refuses a POST from another origin, another scheme or an opaque origin", () => {
    expect(isForeignMutation(post({ Origin: "https://evil.example" }))).toBe(true);
    expect(isForeignMutation(post({ Origin: "http://lobby.example" }))).toBe(true);
    expect(isForeignMutation(post({ Origin: "null" }))).toBe(true);
  });
  it("falls back to Sec-Fetch-Site without an Origin header", () => {
    expect(isForeignMutation(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isForeignMutation(post({ "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(isForeignMutation(post({}))).toBe(false);
  });
});
