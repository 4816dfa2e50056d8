import { useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { hostOwnsBackSwipe, isSwipeBack, takesHorizontalSwipes, type TouchPoint } from "~/rules/swipe-back";

/** §2 / §9: pages fade in over 300 ms; a swipe-back gesture (app/rules/swipe-back.ts) goes back without it. */
const SUPPRESS_ATTR = "data-swipe-back";

type TouchStart = TouchPoint & { inScroller: boolean; historyKey: string | undefined };

const historyState = () => window.history.state as { idx?: number; key?: string } | null;

/** Whether the touch began inside something between it and the page stage that takes sideways swipes. */
function startsInHorizontalScroller(target: EventTarget | null, stage: Element): boolean {
  for (let el = target instanceof Element ? target : null; el && el !== stage; el = el.parentElement) {
    const style = window.getComputedStyle(el);
    if (takesHorizontalSwipes({ overflowX: style.overflowX, touchAction: style.touchAction, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth })) {
      return true;
    }
  }
  return false;
}

export function PageTransition({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The first page is server-rendered and must not fade; every page after a navigation does
  // (including a return to the first path). Set during the render that first sees a new path.
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== firstPath) setNavigated(true);
  const touch = useRef<TouchStart | null>(null);

  return (
    <div
      className="page-stage"
      onTouchStart={(e) => {
        const t = e.touches[0];
        // A second finger makes it a pinch or a two-finger gesture: never a swipe-back.
        touch.current =
          t && e.touches.length === 1
            ? { x: t.clientX, y: t.clientY, inScroller: startsInHorizontalScroller(e.target, e.currentTarget), historyKey: historyState()?.key }
            : null;
      }}
      // The browser or the OS took the touch over (iOS Safari's or Android's own back gesture,
      // a scroll the browser claimed): the gesture is theirs, not ours.
      onTouchCancel={() => (touch.current = null)}
      onTouchEnd={(e) => {
        const start = touch.current;
        const t = e.changedTouches[0];
        touch.current = null;
        if (!start || !t) return;
        const state = historyState();
        const goBack = isSwipeBack({
          start,
          end: { x: t.clientX, y: t.clientY },
          startedInHorizontalScroller: start.inScroller,
          canGoBack: (state?.idx ?? 0) > 0,
          hostOwnsBackSwipe: hostOwnsBackSwipe({
            userAgent: navigator.userAgent,
            maxTouchPoints: navigator.maxTouchPoints,
            iosStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
          }),
          historyMovedDuringTouch: state?.key !== start.historyKey,
        });
        if (!goBack) return;
        // The attribute switches the fade off for the page that is about to mount.
        document.documentElement.setAttribute(SUPPRESS_ATTR, "");
        setTimeout(() => document.documentElement.removeAttribute(SUPPRESS_ATTR), 400);
        navigate(-1);
      }}
    >
      {/* Keyed by path: a new page mounts (and fades); a query change on the same page does not. */}
      <div key={pathname} className={navigated ? "page page--fade" : "page"}>
        {children}
      </div>
    </div>
  );
}
