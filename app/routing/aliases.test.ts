import { describe, expect, it } from "vitest";
import { resolveAlias } from "./aliases";

describe("route aliases (§2 Route list)", () => {
  it("sends every home alias to /m/home", () => {
    for (const p of ["/", "/m", "/m/", "/m/index", "/m/index.html"]) expect(resolveAlias(p), p).toBe("/m/home");
  });
  it("sends register aliases to /m/register and keeps the query", () => {
    expect(resolveAlias("/register.html", "?code=AB12")).toBe("/m/register?code=AB12");
    expect(resolveAlias("/m/register.html")).toBe("/m/register");
  });
  it("sends /m/message to /m/webEmail", () => {
    expect(resolveAlias("/m/message")).toBe("/m/webEmail");
  });
  it("leaves other paths alone", () => {
    expect(resolveAlias("/m/home")).toBeNull();
    expect(resolveAlias("/m/nope")).toBeNull();
  });
});
