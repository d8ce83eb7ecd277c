import { styled, css } from "styled-components";
import { color, font, radius, space } from "../theme/vars";

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space["2xs"]};
`;

export const Label = styled.label`
  font-size: ${font.body};
  font-weight: ${font.bold};
  color: ${color.text};
`;

export const Help = styled.p`
  margin: 0;
  font-size: ${font.caption};
  color: ${color.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${font.caption};
  color: ${color.text};
  border-inline-start: 3px solid ${color.live};
  padding-inline-start: ${space.xs};
`;

export const controlCss = css`
  box-sizing: border-box;
  min-block-size: 44px;
  padding-block: ${space.xs};
  padding-inline: ${space.s};
  border: 1px solid ${color.border};
  border-radius: ${radius.s};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  font-size: ${font.body};

  &[aria-invalid="true"] {
    border-color: ${color.live};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

export const Input = styled.input`
  ${controlCss}
  inline-size: 100%;
`;

export const Select = styled.select`
  ${controlCss}
  inline-size: 100%;
`;

/** Input plus a trailing control (password toggle); the row follows the text direction. */
export const InputRow = styled.div`
  display: flex;
  gap: ${space.xs};
  align-items: stretch;
`;

export const SmallButton = styled.button`
  ${controlCss}
  cursor: pointer;
  white-space: nowrap;
  background: ${color.surfaceRaised};
`;
