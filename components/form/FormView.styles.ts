import { styled } from "styled-components";
import { color, font, radius, space } from "../theme/vars";

export const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.m};
  inline-size: 100%;
  max-inline-size: 28rem;
  margin-inline: auto;
  padding-inline: ${space.gutter};
`;

/** Rendered empty when there is nothing to say (not display:none), so a message placed into it is announced. */
export const FormAlert = styled.div<{ $visible: boolean }>`
  &:empty {
    display: contents;
  }
  padding-block: ${space.s};
  padding-inline: ${space.m};
  border: 1px solid ${color.warningBorder};
  border-inline-start-width: 4px;
  border-radius: ${radius.s};
  background: ${color.warning};
  color: ${color.text};
  font-size: ${font.body};
`;

/** A success the form stays for; empty (and out of the layout) until there is one. */
export const FormNotice = styled.p`
  display: block;
  &:empty {
    display: none;
  }
  margin: 0;
  padding-block: ${space.s};
  padding-inline: ${space.m};
  border: 1px solid ${color.accent};
  border-inline-start-width: 4px;
  border-radius: ${radius.s};
  color: ${color.text};
  font-size: ${font.body};
`;
