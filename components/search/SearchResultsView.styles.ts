import { styled } from "styled-components";
import { color, font, radius, space } from "../theme/vars";
import { minWidth } from "../tokens";
import { choiceFieldsCss } from "../grid/GridView.styles";

/** The type, genre and sort choices in a row that wraps, each label above its field; 44px targets. */
export const FilterForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${space.s};

  div {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    min-inline-size: 0;
  }

  ${choiceFieldsCss}

  select,
  button {
    max-inline-size: 100%;
  }
`;

/**
 * The page's own search field below the medium breakpoint, where the header's is in the menu drawer: the page opens
 * with a field to search in (spec 2, "/search opens a search bar"). From the medium breakpoint the header's shows.
 */
export const PageSearch = styled.form`
  display: flex;

  input {
    flex: 1;
    min-inline-size: 0;
    min-block-size: 44px;
    padding-inline: ${space.s};
    border: 1px solid ${color.border};
    border-start-start-radius: ${radius.m};
    border-end-start-radius: ${radius.m};
    background: ${color.surface};
    color: ${color.text};
    font: inherit;
  }

  button {
    min-block-size: 44px;
    padding-inline: ${space.s};
    border: 1px solid ${color.border};
    border-start-end-radius: ${radius.m};
    border-end-end-radius: ${radius.m};
    background: ${color.surfaceRaised};
    color: ${color.text};
    font: inherit;
    font-weight: ${font.bold};
  }

  ${minWidth("medium")} {
    display: none;
  }
`;
