import type { BadgeBlock } from "@/screens-schema/types";
import type { BlockViewProps } from "../ui-context";
import { defaultBadgeLabel } from "./Badge";

/** The badge block: a single badge, styled by the `badge` class like the badges in tiles (theme/global.css). */
export function BadgeView({ block, rootProps, ui }: BlockViewProps<BadgeBlock>) {
  const label = block.label ? ui.text(block.label) : defaultBadgeLabel(block.variant, ui);
  return (
    <span {...rootProps} className="badge" data-variant={block.variant}>
      {label}
    </span>
  );
}
