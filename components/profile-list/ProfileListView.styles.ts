import { styled } from "styled-components";
import { color, font, radius, space } from "../theme/vars";

export const ListRoot = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.l};
  padding-inline: ${space.gutter};
  padding-block: ${space.m};
`;

export const Cards = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.l};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.s};
  inline-size: 8rem;
  padding: ${space.s};
  border: 2px solid transparent;
  border-radius: ${radius.m};
  background: none;
  color: ${color.text};
  font: inherit;
  font-size: ${font.body};
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &[aria-pressed="true"] {
    border-color: ${color.accent};
  }

  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

export const Avatar = styled.img`
  inline-size: 6rem;
  block-size: 6rem;
  border-radius: ${radius.m};
  background: ${color.surfaceRaised};
`;

export const Marks = styled.span`
  display: flex;
  gap: ${space.xs};
  font-size: ${font.caption};
  color: ${color.textMuted};
`;

export const KidBadge = styled.span`
  padding-inline: ${space.xs};
  /* As .badge: with a smaller line height the glyphs' box pokes out of the background. */
  line-height: normal;
  border-radius: ${radius.pill};
  background: ${color.accent};
  color: ${color.accentContrast};
`;

export const PinForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.s};
  inline-size: 100%;
  max-inline-size: 20rem;
`;

export const PinInput = styled.input`
  padding-block: ${space.s};
  padding-inline: ${space.m};
  border: 1px solid ${color.border};
  border-radius: ${radius.s};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${font.title};
  letter-spacing: 0.5em;
  text-align: center;

  &[aria-invalid="true"] {
    border-color: ${color.warningBorder};
  }
`;

export const Row = styled.div`
  display: flex;
  gap: ${space.s};
`;

export const Action = styled.button`
  flex: 1;
  padding-block: ${space.s};
  border: 1px solid ${color.accent};
  border-radius: ${radius.s};
  background: ${color.accent};
  color: ${color.accentContrast};
  font: inherit;
  cursor: pointer;

  &[data-variant="quiet"] {
    background: none;
    color: ${color.text};
  }
`;

export const Message = styled.p`
  margin: 0;
  color: ${color.text};
  font-size: ${font.body};
`;
