import { useLocation, useNavigate } from "@remix-run/react";
import { useRef, useState } from "react";

/** §2 / §9: pages fade in over 300 ms; a swipe-back gesture longer than 100 px goes back without it. */
const SWIPE_BACK_PX = 100;
const SUPPRESS_ATTR = "data-swipe-back";

export function PageTransition({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The first page is server-rendered and must not fade; every page after a navigation does
  // (including a return to the first path). Set during the render that first sees a new path.
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== firstPath) setNavigated(true);
  const touch = useRef<{ x: number; y: number } | null>(null);

  return (
    <div
      className="page-stage"
      onTouchStart={(e) => {
        const t = e.touches[0];
        touch.current = t ? { x: t.clientX, y: t.clientY } : null;
      }}
      onTouchEnd={(e) => {
        const start = touch.current;
        const t = e.changedTouches[0];
        touch.current = null;
        if (!start || !t) return;
        const dx = t.clientX - start.x;
        const dy = Math.abs(t.clientY - start.y);
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (dx > SWIPE_BACK_PX && dy < dx / 2 && idx > 0) {
          // The attribute switches the fade off for the page that is about to mount.
          document.documentElement.setAttribute(SUPPRESS_ATTR, "");
          setTimeout(() => document.documentElement.removeAttribute(SUPPRESS_ATTR), 400);
          navigate(-1);
        }
      }}
    >
      {/* Keyed by path: a new page mounts (and fades); a query change on the same page does not. */}
      <div key={pathname} className={navigated ? "page page--fade" : "page"}>
        {children}
      </div>
    </div>
  );
}
