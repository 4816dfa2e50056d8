import { describe, expect, it } from "vitest";
import { hostOwnsBackSwipe, isSwipeBack, takesHorizontalSwipes, SWIPE_BACK_EDGE_PX, SWIPE_BACK_MIN_PX, type SwipeBackInput } from "./swipe-back";

/** An edge swipe the app should answer: from 4 px, 200 px to the right, nearly flat. */
const edgeSwipe: SwipeBackInput = {
  start: { x: 4, y: 500 },
  end: { x: 204, y: 520 },
  startedInHorizontalScroller: false,
  canGoBack: true,
  hostOwnsBackSwipe: false,
  historyMovedDuringTouch: false,
};
const swipe = (change: Partial<SwipeBackInput>) => isSwipeBack({ ...edgeSwipe, ...change });

describe("D4 swipe-back (§2 page chrome, §9 100 px)", () => {
  it("§9: an edge swipe of more than 100 px to the right goes back", () => {
    expect(SWIPE_BACK_MIN_PX).toBe(100);
    expect(swipe({})).toBe(true);
    expect(swipe({ end: { x: 4 + 101, y: 500 } })).toBe(true);
  });

  it("§9: 100 px or less, or a swipe to the left, is not a swipe-back", () => {
    expect(swipe({ end: { x: 4 + 100, y: 500 } })).toBe(false);
    expect(swipe({ start: { x: 20, y: 500 }, end: { x: 0, y: 500 } })).toBe(false);
  });

  it("D4: only from the left edge: a touch that starts past the edge zone is the page's", () => {
    expect(swipe({ start: { x: SWIPE_BACK_EDGE_PX, y: 500 }, end: { x: SWIPE_BACK_EDGE_PX + 200, y: 500 } })).toBe(true);
    expect(swipe({ start: { x: SWIPE_BACK_EDGE_PX + 1, y: 500 }, end: { x: SWIPE_BACK_EDGE_PX + 201, y: 500 } })).toBe(false);
    expect(swipe({ start: { x: 60, y: 120 }, end: { x: 330, y: 120 } })).toBe(false);
  });

  it("D4: never from inside content that scrolls sideways (the lottery tabs, the vendor strip)", () => {
    expect(swipe({ startedInHorizontalScroller: true })).toBe(false);
  });

  it("D4: mostly horizontal: vertical travel above half the horizontal is a scroll, not a swipe-back", () => {
    expect(swipe({ end: { x: 204, y: 600 } })).toBe(true);
    expect(swipe({ end: { x: 204, y: 601 } })).toBe(false);
    expect(swipe({ end: { x: 204, y: 399 } })).toBe(false);
  });

  it("D4: at most one history entry: not when the browser owns the gesture or already went back", () => {
    expect(swipe({ hostOwnsBackSwipe: true })).toBe(false);
    expect(swipe({ historyMovedDuringTouch: true })).toBe(false);
  });

  it("§2: with no page of the app's own to go back to, nothing happens", () => {
    expect(swipe({ canGoBack: false })).toBe(false);
  });
});

describe("D4 swipe-back: who owns the edge swipe (decision 082)", () => {
  const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
  const IPAD_AS_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15";
  const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36";

  it("iOS Safari in a tab owns it; a web app opened from the iOS home screen does not", () => {
    expect(hostOwnsBackSwipe({ userAgent: IPHONE, maxTouchPoints: 5, iosStandalone: false })).toBe(true);
    expect(hostOwnsBackSwipe({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5, iosStandalone: false })).toBe(true);
    expect(hostOwnsBackSwipe({ userAgent: IPHONE, maxTouchPoints: 5, iosStandalone: true })).toBe(false);
  });

  it("Chromium (Android, touch screens) leaves it to the app: the page switches the browser's own off", () => {
    expect(hostOwnsBackSwipe({ userAgent: ANDROID, maxTouchPoints: 5, iosStandalone: false })).toBe(false);
    expect(hostOwnsBackSwipe({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0, iosStandalone: false })).toBe(false);
  });
});

describe("D4 swipe-back: content that takes sideways swipes itself", () => {
  it("overflow-x auto or scroll with more content than room", () => {
    expect(takesHorizontalSwipes({ overflowX: "auto", touchAction: "auto", scrollWidth: 900, clientWidth: 390 })).toBe(true);
    expect(takesHorizontalSwipes({ overflowX: "scroll", touchAction: "auto", scrollWidth: 391, clientWidth: 390 })).toBe(true);
  });
  it("not when everything fits, or the box clips or shows its overflow", () => {
    expect(takesHorizontalSwipes({ overflowX: "auto", touchAction: "auto", scrollWidth: 390, clientWidth: 390 })).toBe(false);
    expect(takesHorizontalSwipes({ overflowX: "hidden", touchAction: "auto", scrollWidth: 900, clientWidth: 390 })).toBe(false);
    expect(takesHorizontalSwipes({ overflowX: "visible", touchAction: "auto", scrollWidth: 900, clientWidth: 390 })).toBe(false);
  });
  it("a carousel that pans only vertically and moves its slides by script (touch-action: pan-y)", () => {
    expect(takesHorizontalSwipes({ overflowX: "hidden", touchAction: "pan-y", scrollWidth: 390, clientWidth: 390 })).toBe(true);
  });
});
