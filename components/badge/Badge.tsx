import type { TileUi } from "../ui-context";
import { BadgeRoot, type BadgeVariant } from "./Badge.styles";

export type { BadgeVariant };

const labelKeys: Record<BadgeVariant, string> = {
  plus: "badge.plus",
  "coming-soon": "badge.comingSoon",
  live: "badge.live",
};

export function defaultBadgeLabel(variant: BadgeVariant, ui: Pick<TileUi, "t">): string {
  return ui.t(labelKeys[variant]);
}

export interface BadgeProps {
  variant: BadgeVariant;
  label: string;
  rootProps?: { "data-block": string; "data-block-id": string };
}

/** A small label (Plus, Coming soon, Live) used by the badge block, tiles and the hero. */
export function Badge({ variant, label, rootProps }: BadgeProps) {
  return (
    <BadgeRoot {...rootProps} $variant={variant} data-variant={variant}>
      {label}
    </BadgeRoot>
  );
}

/** The badges an item earns, in a fixed order. */
export function itemBadges(item: { plus: boolean; comingSoon: boolean; isLive: boolean }): BadgeVariant[] {
  const list: BadgeVariant[] = [];
  if (item.isLive) list.push("live");
  if (item.plus) list.push("plus");
  if (item.comingSoon) list.push("coming-soon");
  return list;
}
