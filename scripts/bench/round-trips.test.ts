import { describe, expect, it } from "vitest";
import { roundTripWaves, sequentialRoundTrips, type TimedCall } from "./round-trips";

const call = (path: string, start: number, end: number): TimedCall => ({ path, start, end });
const paths = (waves: TimedCall[][]) => waves.map((wave) => wave.map((c) => c.path));

describe("sequential gateway round trips", () => {
  it("a page without gateway calls waits for none", () => {
    expect(sequentialRoundTrips([])).toBe(0);
    expect(roundTripWaves([])).toEqual([]);
  });

  it("calls in flight together count once", () => {
    const calls = [call("/status", 0, 150), call("/content", 2, 160), call("/games", 5, 155)];
    expect(sequentialRoundTrips(calls)).toBe(1);
    expect(paths(roundTripWaves(calls))).toEqual([["/status", "/content", "/games"]]);
  });

  it("a call sent after another ended is one more round trip", () => {
    const calls = [call("/games", 161, 311), call("/status", 0, 150), call("/content", 151, 301)];
    expect(sequentialRoundTrips(calls)).toBe(2);
    expect(paths(roundTripWaves(calls))).toEqual([["/status"], ["/content", "/games"]]);
  });

  it("counts the longest chain, not the number of calls or the first chain", () => {
    // status → content → hot games, with vendors beside status and a member call beside content.
    const calls = [call("/status", 0, 150), call("/vendors", 1, 180), call("/content", 152, 302), call("/member", 185, 335), call("/hot", 305, 455)];
    expect(sequentialRoundTrips(calls)).toBe(3);
    expect(paths(roundTripWaves(calls))).toEqual([["/status", "/vendors"], ["/content", "/member"], ["/hot"]]);
  });

  it("a call that overlaps a finished call's successor still follows the finished one", () => {
    // /b starts after /a ended but while /long, begun with /a, is still in flight: two round trips.
    const calls = [call("/a", 0, 10), call("/long", 0, 100), call("/b", 20, 30)];
    expect(sequentialRoundTrips(calls)).toBe(2);
    expect(paths(roundTripWaves(calls))).toEqual([["/a", "/long"], ["/b"]]);
  });

  it("a call that starts the moment another ends follows it", () => {
    expect(sequentialRoundTrips([call("/a", 0, 10), call("/b", 10, 20)])).toBe(2);
  });
});
