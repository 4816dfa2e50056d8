import { describe, expect, it } from "vitest";
import { open, seal } from "./seal";

describe("session sealing (the gateway token lives only in the encrypted cookie)", () => {
  it("round-trips a value", async () => {
    const sealed = await seal({ token: "abc" }, "secret-one-secret-one");
    expect(await open(sealed, ["secret-one-secret-one"])).toEqual({ token: "abc" });
  });
  it("does not reveal the plaintext", async () => {
    const sealed = await seal({ token: "very-visible-token" }, "secret-one-secret-one");
    expect(sealed).not.toContain("very-visible-token");
    expect(atob(sealed.replaceAll("-", "+").replaceAll("_", "/") + "==".slice(0, (4 - (sealed.length % 4)) % 4))).not.toContain("very-visible");
  });
  it("rejects a tampered value and a wrong key", async () => {
    const sealed = await seal({ token: "abc" }, "secret-one-secret-one");
    const tampered = sealed.slice(0, -2) + (sealed.endsWith("A") ? "BB" : "AA");
    expect(await open(tampered, ["secret-one-secret-one"])).toBeNull();
    expect(await open(sealed, ["another-secret-value"])).toBeNull();
    expect(await open("garbage", ["secret-one-secret-one"])).toBeNull();
  });
  it("opens values sealed with an older secret during rotation", async () => {
    const sealed = await seal({ v: 1 }, "old-secret-old-secret");
    expect(await open(sealed, ["new-secret-new-secret", "old-secret-old-secret"])).toEqual({ v: 1 });
  });
});
