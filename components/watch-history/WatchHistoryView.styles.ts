import { styled } from "styled-components";
import { color, font, radius, space } from "../theme/vars";
import { minWidth } from "../tokens";

export const HistorySection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.m};
  padding-block: ${space.m};
  padding-inline: ${space.gutter};

  .history__header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space.s};
  }

  .history__remove,
  .history__sign-in {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-block-size: 44px;
    padding-inline: ${space.m};
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    background: ${color.surface};
    color: ${color.text};
    font: inherit;
    font-weight: ${font.bold};
    text-decoration: none;
    cursor: pointer;
  }

  .history__failed {
    color: ${color.text};
    font-size: ${font.caption};
  }
`;

export const HistoryTitle = styled.h2`
  margin: 0;
  font-size: ${font.title};
  font-weight: ${font.bold};
`;

export const HistoryList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.m};
  margin: 0;
  padding: 0;
  list-style: none;

  ${minWidth("small")} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${minWidth("medium")} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  li {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    align-items: start;
  }
`;
