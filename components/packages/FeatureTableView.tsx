/**
 * The `feature-table` block: the packages compared feature by feature, a real table (caption, column and row
 * headers) that scrolls sideways inside its own focusable box on narrow screens, the feature column kept in view.
 */
import type { FeatureTableBlock } from "@/screens-schema/generated/types";
import { formatMoney } from "@/domain/subscription/money";
import type { FeatureRow, SubscriptionPackage } from "@/domain/subscription/packages";
import { VisuallyHidden } from "../a11y/VisuallyHidden";
import type { BlockViewProps, UiContext } from "../ui-context";
import { pickPackages } from "./packageChoice";
import styles from "./packages.module.css";

/** The rows the layout names, in its order and with its labels; absent, the service's rows. */
function rowsOf(block: FeatureTableBlock, serviceRows: readonly FeatureRow[], ui: UiContext): FeatureRow[] {
  if (!block.rows) return [...serviceRows];
  return block.rows.flatMap((choice) => {
    const row = serviceRows.find((candidate) => candidate.id === choice.feature);
    return row ? [{ id: row.id, label: choice.label ? ui.text(choice.label) : row.label }] : [];
  });
}

function Cell({ item, rowId, ui }: { item: SubscriptionPackage; rowId: string; ui: UiContext }) {
  const feature = item.features.find((candidate) => candidate.id === rowId);
  if (!feature?.included) {
    return (
      <td className={styles.no}>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{ui.t("packages.notIncluded")}</VisuallyHidden>
      </td>
    );
  }
  if (feature.specialText) return <td>{feature.specialText}</td>;
  return (
    <td className={styles.yes}>
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
        <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <VisuallyHidden>{ui.t("packages.included")}</VisuallyHidden>
    </td>
  );
}

export function FeatureTableView({ block, rootProps, ui, packages: choice }: BlockViewProps<FeatureTableBlock>) {
  if (!choice) return null;
  const columns = pickPackages(choice.packages, block.packageIds);
  const rows = rowsOf(block, choice.featureRows, ui);
  const captionId = `${block.id}-caption`;
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must be reachable by keyboard to be scrolled (WCAG 2.1.1, axe scrollable-region-focusable)
    <section {...rootProps} className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {ui.text(block.caption)}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              <VisuallyHidden>{ui.t("packages.feature")}</VisuallyHidden>
            </th>
            {columns.map((item) => (
              <th key={item.id} scope="col">
                <span className={styles.columnName}>{item.name}</span>
                <span className={styles.columnPrice}>
                  {formatMoney(item.price, ui.locale, choice.country)} {ui.t(`packages.period.${item.period}`)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              {columns.map((item) => (
                <Cell key={item.id} item={item} rowId={row.id} ui={ui} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
