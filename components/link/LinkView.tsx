import { styled } from "styled-components";
import type { LinkBlock } from "@/screens-schema/generated/types";
import { color, font, space } from "../theme/vars";
import type { BlockViewProps } from "../ui-context";

const Anchor = styled.a`
  align-self: flex-start;
  margin-inline: ${space.gutter};
  color: ${color.accent};
  font-size: ${font.body};
  text-decoration: underline;
  text-underline-offset: 0.2em;

  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

/** A plain text link to a page of this site (the schema only admits same-site paths). */
export function LinkView({ block, rootProps, ui }: BlockViewProps<LinkBlock>) {
  return (
    <Anchor {...rootProps} href={ui.href(block.to)}>
      {ui.text(block.label)}
    </Anchor>
  );
}
