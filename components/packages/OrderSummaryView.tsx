/**
 * The `order-summary` block: the package chosen on the way to paying, priced for the viewer's country by the
 * pricing service (resolved on the server), or first at the price of the coupon or deal the viewer reserved, with
 * what it includes and a link to change it. A page without a
 * package, or with one this viewer cannot buy, says so and links back to the packages.
 */
import type { OrderSummaryBlock } from "@/screens-schema/generated/types";
import { formatMoney } from "@/domain/subscription/money";
import { ActionLink } from "../actions/actionStyles";
import type { BlockViewProps } from "../ui-context";
import { includedFeatures } from "./packageChoice";
import styles from "./packages.module.css";

const defaultChangePath = "/promo";

export function OrderSummaryView({ block, rootProps, ui, order }: BlockViewProps<OrderSummaryBlock>) {
  if (!order) return null;
  const change = ui.href(block.changeLink?.to ?? defaultChangePath);
  const headingId = `${block.id}-title`;
  if (order.kind !== "package") {
    return (
      <section {...rootProps} className={styles.summary} aria-labelledby={headingId}>
        <h2 className={styles.name} id={headingId}>
          {ui.t(order.kind === "none" ? "packages.order.none" : "packages.order.unavailable")}
        </h2>
        <ActionLink variant="primary" href={change}>
          {ui.t("packages.order.seePackages")}
        </ActionLink>
      </section>
    );
  }
  const { item } = order;
  const included = includedFeatures(item, order.featureRows);
  return (
    <section {...rootProps} className={styles.summary} aria-labelledby={headingId}>
      <p className={styles.period}>{ui.t("packages.order.title")}</p>
      <h2 className={styles.name} id={headingId}>
        {item.name}
      </h2>
      {order.reserved ? (
        <p className={styles.price}>
          <span className={styles.amount}>{formatMoney(order.reserved.price, ui.locale, order.country)}</span>{" "}
          <span className={styles.period}>
            {ui.t(order.reserved.kind === "offer" ? "packages.order.offer" : "packages.order.reserved", {
              months: ui.t("payments.code.months", { count: order.reserved.periods }),
              regular: formatMoney(item.price, ui.locale, order.country),
              period: ui.t(`packages.period.${item.period}`),
            })}
          </span>
        </p>
      ) : (
        <p className={styles.price}>
          <span className={styles.amount}>{formatMoney(item.price, ui.locale, order.country)}</span>{" "}
          <span className={styles.period}>{ui.t(`packages.period.${item.period}`)}</span>
        </p>
      )}
      {item.mobileOnly ? <p className={styles.note}>{ui.t("packages.mobileOnly")}</p> : null}
      <ul className={styles.features}>
        {included.map((feature) => (
          <li key={feature.id}>{feature.text}</li>
        ))}
      </ul>
      <a className={styles.change} href={change}>
        {ui.t("packages.order.change")}
      </a>
    </section>
  );
}
