import type { ReactNode } from "react";

/**
 * Text for assistive technology only. The `visually-hidden` class lives in theme/global.css rather than in a
 * styled component, because tiles repeat it hundreds of times per page.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
