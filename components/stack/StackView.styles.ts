import { styled } from "styled-components";
import { space } from "../theme/vars";

export type StackGap = "none" | "small" | "medium" | "large";
export type StackAlign = "start" | "center" | "end" | "stretch";

const gaps: Record<StackGap, string> = { none: "0", small: space.xs, medium: space.m, large: space.xl };

export const StackRoot = styled.div<{ $direction: "vertical" | "horizontal"; $gap: StackGap; $align: StackAlign }>`
  display: flex;
  flex-direction: ${({ $direction }) => ($direction === "horizontal" ? "row" : "column")};
  flex-wrap: ${({ $direction }) => ($direction === "horizontal" ? "wrap" : "nowrap")};
  gap: ${({ $gap }) => gaps[$gap]};
  align-items: ${({ $align }) => $align};
  min-inline-size: 0;

  & > * {
    min-inline-size: 0;
  }
`;
