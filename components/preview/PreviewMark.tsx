/**
 * Preview mode only: where a block was dropped or replaced by its fallback, an outlined box says which block
 * and why, so content teams see the problem on the page itself. Viewers never get these.
 */
import { styled } from "styled-components";
import { color, font, radius, space } from "../theme/vars";

const Mark = styled.aside`
  margin-block: ${space.s};
  margin-inline: var(--page-gutter);
  padding-block: ${space.s};
  padding-inline: ${space.m};
  outline: 3px dashed ${color.live};
  outline-offset: 2px;
  border-radius: ${radius.m};
  background: color-mix(in srgb, ${color.live} 12%, transparent);
  font-size: ${font.caption};

  strong {
    display: block;
    font-size: ${font.body};
  }

  code {
    font-family: ui-monospace, monospace;
  }
`;

export interface PreviewMarkProps {
  heading: string;
  message: string;
  pointer: string;
  kind: "dropped" | "replaced" | "data-failed" | "render-failed";
}

export function PreviewMark({ heading, message, pointer, kind }: PreviewMarkProps) {
  return (
    <Mark data-preview-mark={kind} data-pointer={pointer}>
      <strong>{heading}</strong>
      <code>{pointer}</code> {message}
    </Mark>
  );
}
