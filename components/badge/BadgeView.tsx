import { styled } from "styled-components";
import type { BadgeBlock } from "@/screens-schema/types";
import type { BlockViewProps } from "../ui-context";
import { defaultBadgeLabel } from "./Badge";
import { badgeRules } from "./Badge.styles";

/** The badge block: a single badge, so it is its own styled root. */
const BadgeBlockRoot = styled.span`
  ${badgeRules}
`;

export function BadgeView({ block, rootProps, ui }: BlockViewProps<BadgeBlock>) {
  const label = block.label ? ui.text(block.label) : defaultBadgeLabel(block.variant, ui);
  return (
    <BadgeBlockRoot {...rootProps} className="badge" data-variant={block.variant}>
      {label}
    </BadgeBlockRoot>
  );
}
