import { styled, keyframes } from "styled-components";
import { color, font, misc, motion, radius, space } from "../theme/vars";

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${misc.zDialog};
  background: ${color.overlay};

  &[data-state="open"] {
    animation: ${fadeIn} ${motion.fast} ease-out;
  }
  &[data-state="closed"] {
    animation: ${fadeOut} ${motion.fast} ease-in;
  }
`;

export const Content = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${misc.zDialog};
  margin: auto;
  inline-size: min(92vw, 480px);
  block-size: fit-content;
  max-block-size: 85vh;
  overflow-y: auto;
  padding: ${space.l};
  border: 1px solid ${color.border};
  border-radius: ${radius.l};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${misc.shadowRaised};
  font-family: ${font.sans};
  text-align: start;

  &[data-state="open"] {
    animation: ${fadeIn} ${motion.fast} ease-out;
  }
  &[data-state="closed"] {
    animation: ${fadeOut} ${motion.fast} ease-in;
  }
`;

export const Title = styled.h2`
  margin: 0;
  margin-block-end: ${space.s};
  font-size: ${font.title};
`;

export const Body = styled.p`
  margin: 0;
  margin-block-end: ${space.l};
  color: ${color.textMuted};
`;

export const LanguageList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin: 0;
  margin-block-end: ${space.l};
  padding: 0;
  list-style: none;
`;

export const LanguageLink = styled.a`
  display: block;
  padding-block: ${space.s};
  padding-inline: ${space.m};
  border-radius: ${radius.m};
  background: ${color.surfaceRaised};
  color: ${color.text};
  text-decoration: none;

  &[aria-current="true"] {
    outline: 2px solid ${color.accent};
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
