/**
 * The `package-list` block: one card per package this viewer may choose, priced for their country
 * (components/packages/packageChoice.ts). Server-rendered links; no script. A guest who chooses is sent to sign in
 * or register by the choose page's guard and comes back to the same package; a subscriber's switch goes to the
 * change-package page, which says what the change costs.
 */
import type { PackageListBlock } from "@/screens-schema/generated/types";
import { formatMoney } from "@/domain/subscription/money";
import type { SubscriptionPackage } from "@/domain/subscription/packages";
import { VisuallyHidden } from "../a11y/VisuallyHidden";
import { ActionLink } from "../actions/actionStyles";
import { cx } from "../theme/cx";
import type { BlockViewProps, UiContext } from "../ui-context";
import { includedFeatures, pickPackages, withPackage, type PackageChoice } from "./packageChoice";
import styles from "./packages.module.css";

const defaultChoosePath = "/hub/payment-methods";
const defaultChangePath = "/hub/change-package";

interface CardProps {
  item: SubscriptionPackage;
  choice: PackageChoice;
  block: PackageListBlock;
  ui: UiContext;
  highlighted: boolean;
}

function IncludedFeatures({ item, choice }: Pick<CardProps, "item" | "choice">) {
  const included = includedFeatures(item, choice.featureRows);
  if (included.length === 0) return null;
  return (
    <ul className={styles.features}>
      {included.map((feature) => (
        <li key={feature.id}>{feature.text}</li>
      ))}
    </ul>
  );
}

function PackageCard({ item, choice, block, ui, highlighted }: CardProps) {
  const headingId = `${block.id}-${item.id}`;
  const current = item.id === choice.currentPackageId;
  const target = choice.flow === "acquisition" ? (block.choose?.to ?? defaultChoosePath) : (block.change?.to ?? defaultChangePath);
  const tag = highlighted ? (item.tag ?? ui.t("packages.recommended")) : item.tag;
  return (
    <li className={cx(styles.card, highlighted ? styles.highlighted : undefined)} aria-labelledby={headingId}>
      {tag ? <p className={styles.tag}>{tag}</p> : null}
      <h2 className={styles.name} id={headingId}>
        {item.name}
      </h2>
      <p className={styles.price}>
        <span className={styles.amount}>{formatMoney(item.price, ui.locale, choice.country)}</span>{" "}
        <span className={styles.period}>{ui.t(`packages.period.${item.period}`)}</span>
      </p>
      <p className={styles.description}>{item.description}</p>
      {item.mobileOnly ? <p className={styles.note}>{ui.t("packages.mobileOnly")}</p> : null}
      {(block.features ?? "included") === "included" ? <IncludedFeatures item={item} choice={choice} /> : null}
      {current ? (
        <p className={styles.current}>{ui.t("packages.current")}</p>
      ) : (
        <ActionLink variant={highlighted ? "primary" : "secondary"} className={styles.choose} href={ui.href(withPackage(target, item.id))}>
          {ui.t(choice.flow === "acquisition" ? "packages.choose" : "packages.change")} <VisuallyHidden>{item.name}</VisuallyHidden>
        </ActionLink>
      )}
    </li>
  );
}

export function PackageListView({ block, rootProps, ui, packages: choice }: BlockViewProps<PackageListBlock>) {
  if (!choice) return null;
  const shown = pickPackages(choice.packages, block.packageIds);
  const highlight = block.highlight ?? shown.find((item) => item.isDefault)?.id;
  return (
    <section {...rootProps} className={styles.list} aria-label={ui.t("packages.label")}>
      <ul className={styles.cards}>
        {shown.map((item) => (
          <PackageCard key={item.id} item={item} choice={choice} block={block} ui={ui} highlighted={item.id === highlight} />
        ))}
      </ul>
    </section>
  );
}
