/**
 * The markup every rail shares (server-rendered rails and the client continue-watching rail): a titled
 * section with an optional "see all" link and a scroll-snapping list whose tile count follows `--slides`.
 */
import type { ReactNode } from "react";
import type { BlockRootProps } from "../ui-context";
import type { SlidesPerBreakpoint } from "../tokens";
import { RailHeader, RailList, RailSection, RailTitle, SeeAllLink } from "./RailView.styles";
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
    <RailSection {...rootProps} style={slidesStyle(slides)} aria-labelledby={hasTitle ? headingId : undefined}>
      {hasTitle || seeAll ? (
        <RailHeader>
          {hasTitle ? <RailTitle id={headingId}>{title}</RailTitle> : <span />}
          {seeAll ? (
            <SeeAllLink href={seeAll.href} aria-label={seeAll.ariaLabel}>
              {seeAll.label}
            </SeeAllLink>
          ) : null}
        </RailHeader>
      ) : null}
      <RailList>{children}</RailList>
    </RailSection>
  );
}
