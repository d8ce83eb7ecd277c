import { styled } from "styled-components";
import { color, radius } from "../theme/vars";

export const ImageRoot = styled.div<{ $ratio: string; $width: number }>`
  inline-size: 100%;
  max-inline-size: ${({ $width }) => $width}px;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${radius.m};
  background: ${color.surfaceRaised};

  a {
    display: block;
    block-size: 100%;
  }

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;
