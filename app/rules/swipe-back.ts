/**
 * §2 page chrome / §9: a swipe-back gesture over 100 px goes back one page (without the fade).
 * This module decides, from plain numbers, whether a finished touch is that gesture; the chrome
 * (app/chrome/PageTransition.tsx) measures the touch and the page and acts on the answer.
 */

/** §9: the swipe must travel more than this, left to right. */
export const SWIPE_BACK_MIN_PX = 100;

/**
 * Only a touch that starts this close to the screen's left edge can be a swipe-back. 24 px is the
 * width of Android's system back-gesture zone (24 dp) and a little more than iOS's edge pan
 * (about 20 pt): a thumb coming in from the bezel lands inside it, as it does for the phone's own
 * back gesture, while a swipe meant for the page (a carousel, a list) starts on what it moves,
 * further in. Content that scrolls sideways is excluded even inside the zone.
 */
export const SWIPE_BACK_EDGE_PX = 24;

export type TouchPoint = { x: number; y: number };

export type SwipeBackInput = {
  start: TouchPoint;
  end: TouchPoint;
  /** The touch began inside content that takes sideways swipes itself (`takesHorizontalSwipes`). */
  startedInHorizontalScroller: boolean;
  /** The app has a page of its own to go back to (history index above 0). */
  canGoBack: boolean;
  /** The browser or the OS already runs its own back swipe here (see `hostOwnsBackSwipe`). */
  hostOwnsBackSwipe: boolean;
  /** The history entry changed while the finger was down: someone else already went back. */
  historyMovedDuringTouch: boolean;
};

/** Is this finished touch the app's swipe-back? At most one history entry per swipe. */
export function isSwipeBack(input: SwipeBackInput): boolean {
  if (input.hostOwnsBackSwipe || input.historyMovedDuringTouch || !input.canGoBack) return false;
  if (input.startedInHorizontalScroller) return false;
  if (input.start.x > SWIPE_BACK_EDGE_PX) return false;
  const dx = input.end.x - input.start.x;
  const dy = Math.abs(input.end.y - input.start.y);
  // Mostly horizontal: the sideways travel is at least twice the vertical one.
  return dx > SWIPE_BACK_MIN_PX && dy <= dx / 2;
}

/**
 * Whether the browser itself answers a left-edge swipe with "back" where the page cannot stop it
 * (decision 082). iOS Safari in a tab does (its edge pan is the platform's back); a web app
 * opened from the iOS home screen (`navigator.standalone`) has no back gesture and no back button,
 * so there the app's swipe is the only way back by gesture. Chromium's own swipe navigation is
 * switched off by the page (`overscroll-behavior-x: none` on the root, app.css), and Android's
 * system back gesture takes the touch away from the page (touchcancel), so neither needs this.
 */
export function hostOwnsBackSwipe(env: { userAgent: string; maxTouchPoints: number; iosStandalone: boolean }): boolean {
  // iPadOS announces itself as a Mac; a Mac with a touch screen is an iPad.
  const ios = /iPhone|iPad|iPod/.test(env.userAgent) || (/Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1);
  return ios && !env.iosStandalone;
}

/** The parts of an element's layout `takesHorizontalSwipes` reads (DOM-free, for tests). */
export type ScrollBox = { overflowX: string; touchAction: string; scrollWidth: number; clientWidth: number };

/**
 * A box that answers a sideways swipe itself: it scrolls sideways (overflow-x auto or scroll,
 * with more content than room), or it lets the browser pan only vertically and moves its content
 * by script (`touch-action: pan-y`, as the banner and hot-match carousels do).
 */
export function takesHorizontalSwipes(box: ScrollBox): boolean {
  const scrolls = (box.overflowX === "auto" || box.overflowX === "scroll") && box.scrollWidth > box.clientWidth;
  return scrolls || box.touchAction === "pan-y";
}
