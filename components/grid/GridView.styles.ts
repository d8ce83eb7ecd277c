import { css, styled } from "styled-components";
import { color, font, radius, space } from "../theme/vars";
import { gridColumnsCss } from "./gridColumns";

export const GridSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.m};
  padding-block: ${space.m};
  padding-inline: ${space.gutter};
`;

export const GridHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${space.s};
`;

export const GridTitle = styled.h2`
  margin: 0;
  font-size: ${font.title};
  font-weight: ${font.bold};
`;

export const Count = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.caption};
`;

/** The labels, selects and buttons of a choice form (the grid's sort, search's filters): 44px targets. */
export const choiceFieldsCss = css`
  label {
    font-size: ${font.caption};
    color: ${color.textMuted};
  }

  select,
  button {
    min-block-size: 44px;
    padding-inline: ${space.s};
    border: 1px solid ${color.border};
    border-radius: ${radius.m};
    background: ${color.surface};
    color: ${color.text};
    font: inherit;
  }

  button {
    font-weight: ${font.bold};
    cursor: pointer;
  }
`;

export const SortForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs};
  ${choiceFieldsCss}
`;

/**
 * Spec 9 "grid by size class", from the `grid` tokens (gridColumns.ts): posters take the size class's
 * columns (6 on a medium screen held upright), landscape and episode tiles its media columns, square and
 * channel tiles its square columns.
 */
export const TileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(var(--grid-columns), minmax(0, 1fr));
  gap: ${space.railGap};
  margin: 0;
  padding: 0;
  list-style: none;
  ${gridColumnsCss}
`;

export const Pager = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-inline-size: 44px;
    min-block-size: 44px;
    padding-inline: ${space.s};
    border: 1px solid ${color.border};
    border-radius: ${radius.m};
    color: ${color.text};
    text-decoration: none;
  }

  a[aria-current="page"] {
    background: ${color.accent};
    border-color: ${color.accent};
    color: ${color.accentContrast};
    font-weight: ${font.bold};
  }

  .pager__arrow {
    border: 0;
    min-inline-size: 0;
    padding: 0;
  }

  /* The arrows point the way the pages go: leftwards in right-to-left pages. */
  :dir(rtl) .pager__arrow {
    transform: scaleX(-1);
  }

  span[aria-disabled="true"] {
    color: ${color.textMuted};
  }
`;

export const Empty = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;
