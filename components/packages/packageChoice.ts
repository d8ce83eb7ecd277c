/**
 * What the package blocks (package-list, feature-table) are given: the packages this viewer may choose, in the
 * layout's order, with the feature rows to compare. Resolved on the server from the subscription-config and pricing
 * services (renderer/data/resolvers.ts); the blocks only lay it out.
 */
import type { Reservation } from "@/domain/subscription/codes";
import type { Money } from "@/domain/subscription/money";
import type { FlowKind } from "@/domain/subscription/flows";
import type { FeatureRow, SubscriptionPackage } from "@/domain/subscription/packages";

export interface PackageChoice {
  /** The country the prices are for, which also picks the digits Arabic writes them with. */
  country: string;
  flow: FlowKind;
  packages: SubscriptionPackage[];
  featureRows: FeatureRow[];
  /** The viewer's own package (upgrade and downgrade flows): marked, and not offered again. */
  currentPackageId?: string | undefined;
}

/** order-summary: the package of the page's `?package=`, or why there is none to pay for. */
export type OrderChoice =
  | {
      kind: "package";
      country: string;
      item: SubscriptionPackage;
      featureRows: FeatureRow[];
      /** The first payment at a coupon's or deal's price the viewer reserved, or an offer's (`?coupon=`, `?deal=`, `?offer=`). */
      reserved?: { price: Money; periods: number; kind: Reservation["kind"] };
    }
  /** The page names no package: the viewer came without choosing one. */
  | { kind: "none" }
  /** The package is not offered to this viewer (unknown, not sold in their country, not in their flow). */
  | { kind: "unavailable" };

/** What a package includes, in the feature table's row order: each feature's special text, else the row's label. */
export function includedFeatures(item: SubscriptionPackage, rows: readonly FeatureRow[]): { id: string; text: string }[] {
  return rows.flatMap((row) => {
    const feature = item.features.find((candidate) => candidate.id === row.id && candidate.included);
    return feature ? [{ id: row.id, text: feature.specialText ?? row.label }] : [];
  });
}

/** The packages a block shows: those it names, in its order; absent, all of them in the service's. */
export function pickPackages(all: readonly SubscriptionPackage[], ids: readonly string[] | undefined): SubscriptionPackage[] {
  if (ids === undefined) return [...all];
  return ids.flatMap((id) => all.filter((item) => item.id === id));
}

/** A navigate target with the chosen package added to its query (`/hub/payment-methods?package=shasha-vip`). */
export function withPackage(path: string, packageId: string): string {
  const [base = path, query = ""] = path.split("?", 2);
  const search = new URLSearchParams(query);
  search.set("package", packageId);
  return `${base}?${search.toString()}`;
}
