import type { TileUi } from "../ui-context";
export type BadgeVariant = "plus" | "coming-soon" | "live";

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
}

/**
 * A small label (Plus, Coming soon, Live) inside tiles and hero slides: a plain element with the `badge`
 * class, styled once by theme/global.css (badges repeat on every tile).
 */
export function Badge({ variant, label }: BadgeProps) {
  return (
    <span className="badge" data-variant={variant}>
      {label}
    </span>
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
