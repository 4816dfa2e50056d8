import type { ReactNode } from "react";

/**
 * The sideways-scrolling box around a report table wider than a 390 px phone. It takes focus so a
 * keyboard user can scroll it with the arrow keys (WCAG 2.1.1; axe scrollable-region-focusable),
 * and, being focusable, it is a named region, so a screen reader says what it holds when it lands
 * there. `label` is the table's caption or heading text.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className="report-table__wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
