/**
 * A box that scrolls sideways when what it holds is wider than the screen (tables, the preview's frame): a named
 * Tab stop, so keyboard users can scroll it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
import type { ReactNode } from "react";

export function ScrollRegion({ label, className = "studio-table-wrap", dir, children }: { label: string; className?: string; dir?: "ltr" | "rtl"; children: ReactNode }) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable to be scrolled by keyboard
    <section className={className} aria-label={label} tabIndex={0} dir={dir}>
      {children}
    </section>
  );
}
