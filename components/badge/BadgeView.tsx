import type { BadgeBlock } from "@/screens-schema/types";
import type { BlockViewProps } from "../ui-context";
import { Badge, defaultBadgeLabel } from "./Badge";

export function BadgeView({ block, rootProps, ui }: BlockViewProps<BadgeBlock>) {
  const label = block.label ? ui.text(block.label) : defaultBadgeLabel(block.variant, ui);
  return <Badge variant={block.variant} label={label} rootProps={rootProps} />;
}
