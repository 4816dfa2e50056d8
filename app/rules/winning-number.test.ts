import { describe, expect, it } from "vitest";
import { winningDigits } from "./winning-number";

describe("§3 previous winning number split into single digits", () => {
  it("splits a plain number into digits", () => {
    expect(winningDigits("4821")).toEqual(["4", "8", "2", "1"]);
  });
  it("keeps only the part before a tilde", () => {
    expect(winningDigits("37190~20")).toEqual(["3", "7", "1", "9", "0"]);
  });
  it("with commas shows only the first group", () => {
    expect(winningDigits("83512,09271,5531")).toEqual(["8", "3", "5", "1", "2"]);
    expect(winningDigits("12,34~10")).toEqual(["1", "2"]);
  });
  it("drops separators that are not digits and handles nothing", () => {
    expect(winningDigits("0 4-1")).toEqual(["0", "4", "1"]);
    expect(winningDigits("")).toEqual([]);
    expect(winningDigits(null)).toEqual([]);
    expect(winningDigits(undefined)).toEqual([]);
  });
});
