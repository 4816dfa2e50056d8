import { describe, expect, it } from "vitest";
import { helpIndexOf, idOf, pageOf } from "./query";

const url = (q: string) => new URL(`http://x/m/help${q}`);

describe("§2 help centre: initial open item from ?i (numeric, default 0)", () => {
  it("reads a numeric i", () => {
    expect(helpIndexOf(url("?i=3"), 8)).toBe(3);
  });
  it("defaults to 0 when absent or not numeric", () => {
    expect(helpIndexOf(url(""), 8)).toBe(0);
    expect(helpIndexOf(url("?i=abc"), 8)).toBe(0);
    expect(helpIndexOf(url("?i=-2"), 8)).toBe(0);
    expect(helpIndexOf(url("?i=1.5"), 8)).toBe(0);
  });
  it("keeps to the list", () => {
    expect(helpIndexOf(url("?i=99"), 8)).toBe(7);
    expect(helpIndexOf(url("?i=2"), 0)).toBe(0);
  });
});

describe("page and id parameters", () => {
  it("reads pages, defaulting to 1", () => {
    expect(pageOf(url("?page=2"))).toBe(2);
    expect(pageOf(url("?page=0"))).toBe(1);
    expect(pageOf(url("?page=x"))).toBe(1);
    expect(pageOf(url(""))).toBe(1);
  });
  it("reads ids, null when absent or invalid", () => {
    expect(idOf(url("?id=21"))).toBe(21);
    expect(idOf(url(""))).toBeNull();
    expect(idOf(url("?id=-1"))).toBeNull();
    expect(idOf(url("?id=1e99"))).toBeNull();
  });
});
