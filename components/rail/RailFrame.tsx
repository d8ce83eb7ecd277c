/**
 * The markup every rail shares (server-rendered rails and the client continue-watching rail): a titled
 * section with an optional "see all" link and a scroll-snapping list whose tile count follows `--slides`.
 * Plain elements with `rail*` classes, styled once by theme/global.css.
 */
import type { ReactNode } from "react";
import type { BlockRootProps } from "../ui-context";
import type { SlidesPerBreakpoint } from "../tokens";
import { slidesStyle } from "./slides";

export interface SeeAll {
  href: string;
  label: string;
  /** Names the destination for screen readers ("See all: Trending now"). */
  ariaLabel: string;
}

export interface RailFrameProps {
  rootProps: BlockRootProps;
  title?: string;
  headingId: string;
  seeAll?: SeeAll;
  slides: SlidesPerBreakpoint;
  /** `<li>` elements, one per tile. */
  children: ReactNode;
}

export function RailFrame({ rootProps, title, headingId, seeAll, slides, children }: RailFrameProps) {
  const hasTitle = title !== undefined && title !== "";
  return (
    <section {...rootProps} className="rail" style={slidesStyle(slides)} aria-labelledby={hasTitle ? headingId : undefined}>
      {hasTitle || seeAll ? (
        <div className="rail__header">
          {hasTitle ? (
            <h2 className="rail__title" id={headingId}>
              {title}
            </h2>
          ) : (
            <span />
          )}
          {seeAll ? (
            <a className="see-all" href={seeAll.href} aria-label={seeAll.ariaLabel}>
              {seeAll.label}
            </a>
          ) : null}
        </div>
      ) : null}
      <ul className="rail__list">{children}</ul>
    </section>
  );
}
