import { styled } from "styled-components";
import { slidesPerBreakpointCss } from "../rail/slides";

/** A standalone tile is as wide as one tile of a rail of its style, which is what its `sizes` announces. */
export const StandaloneTile = styled.div`
  ${slidesPerBreakpointCss}
  inline-size: calc(100vw / var(--slides));
  max-inline-size: 100%;
`;
