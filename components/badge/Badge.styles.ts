import { css } from "styled-components";
import { color, font, radius, space } from "../theme/vars";

export type BadgeVariant = "plus" | "coming-soon" | "live";

/**
 * A badge's rules, for the element that is the badge (`&`). Badges repeat on every tile, so they are plain
 * `<span class="badge">` elements styled once by the root that holds them (`badgeCss`), not a styled
 * component each: in Server Components every styled instance emits its own `<style>` tag.
 */
export const badgeRules = css`
  display: inline-flex;
  align-items: center;
  gap: ${space["2xs"]};
  padding-block: ${space["3xs"]};
  padding-inline: ${space.xs};
  border-radius: ${radius.s};
  font-size: ${font.caption};
  font-weight: ${font.bold};
  line-height: 1.4;
  white-space: nowrap;

  &[data-variant="plus"] {
    background: ${color.plus};
    color: ${color.plusText};
  }

  &[data-variant="coming-soon"] {
    background: ${color.comingSoon};
    color: ${color.comingSoonText};
  }

  &[data-variant="live"] {
    background: ${color.live};
    color: ${color.liveText};
  }

  &[data-variant="live"]::before {
    content: "";
    inline-size: 0.5em;
    block-size: 0.5em;
    border-radius: ${radius.pill};
    background: currentColor;
  }
`;

/** For a root that contains badges: styles every `.badge` inside it. */
export const badgeCss = css`
  .badge {
    ${badgeRules}
  }
`;
