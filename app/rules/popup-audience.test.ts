import { describe, expect, it } from "vitest";
import { POPUP_REFRESH_DELAY_MS, audienceKey, executionsFor, popupLinkTarget, popupSignature, popupsFor, shouldShowPopups } from "./popup-audience";

const items = [
  { id: 1, execution: "A" as const, title: "Members", content: "a" },
  { id: 2, execution: "B" as const, title: "Visitors", content: "b" },
  { id: 3, execution: "F" as const, title: "First login", content: "f" },
];

describe("§4 popup audience: A members, B visitors, F first-login members", () => {
  it("shows visitors only B pop-ups", () => {
    expect(popupsFor(items, { signedIn: false }).map((i) => i.id)).toEqual([2]);
  });
  it("shows members only A pop-ups", () => {
    expect(popupsFor(items, { signedIn: true, firstTimeLogin: false }).map((i) => i.id)).toEqual([1]);
  });
  it("shows first-login members A and F pop-ups", () => {
    expect(popupsFor(items, { signedIn: true, firstTimeLogin: true }).map((i) => i.id)).toEqual([1, 3]);
    expect(executionsFor({ signedIn: true, firstTimeLogin: true })).toEqual(["A", "F"]);
  });
  it("stores the hidden flag per audience: A for members (F included), B for visitors", () => {
    expect(audienceKey({ signedIn: false })).toBe("B");
    expect(audienceKey({ signedIn: true, firstTimeLogin: true })).toBe("A");
    expect(audienceKey({ signedIn: true, firstTimeLogin: false })).toBe("A");
  });
  it("refreshes the list 500 ms after mount (§9)", () => {
    expect(POPUP_REFRESH_DELAY_MS).toBe(500);
  });
});

describe("§4 popup re-show rule: shown again when the set of title/content pairs changes", () => {
  const a = { title: "Weekend bonus", content: "<p>20%</p>" };
  const b = { title: "Telegram", content: "<p>Join</p>" };
  it("does not depend on order or duplicates", () => {
    expect(popupSignature([a, b])).toBe(popupSignature([b, a]));
    expect(popupSignature([a, b, a])).toBe(popupSignature([a, b]));
  });
  it("changes when a pair changes, is added or is removed", () => {
    const base = popupSignature([a, b]);
    expect(popupSignature([a, { ...b, content: "<p>Join now</p>" }])).not.toBe(base);
    expect(popupSignature([a, b, { title: "New", content: "" }])).not.toBe(base);
    expect(popupSignature([a])).not.toBe(base);
  });
  it("hides the set that was closed and shows a different one", () => {
    const closed = popupSignature([a, b]);
    expect(shouldShowPopups([a, b], closed)).toBe(false);
    expect(shouldShowPopups([b, a], closed)).toBe(false);
    expect(shouldShowPopups([a], closed)).toBe(true);
    expect(shouldShowPopups([a, b], null)).toBe(true);
  });
  it("never shows an empty list", () => {
    expect(shouldShowPopups([], null)).toBe(false);
  });
});

describe("§2 announcement popup links: http opens externally, others navigate in the app", () => {
  it("opens http and https links externally", () => {
    expect(popupLinkTarget("https://t.me/edgelobby")).toEqual({ kind: "external", href: "https://t.me/edgelobby" });
    expect(popupLinkTarget("http://example.com")).toMatchObject({ kind: "external" });
  });
  it("navigates inside the app otherwise, a bare page name meaning /m/<name> (go-to reward centre)", () => {
    expect(popupLinkTarget("/m/rewardCenter")).toEqual({ kind: "internal", href: "/m/rewardCenter" });
    expect(popupLinkTarget("rewardCenter")).toEqual({ kind: "internal", href: "/m/rewardCenter" });
  });
  it("ignores empty and unsafe links", () => {
    expect(popupLinkTarget(null)).toBeNull();
    expect(popupLinkTarget("javascript:alert(1)")).toBeNull();
    expect(popupLinkTarget("//evil.example")).toBeNull();
  });
});
