/**
 * The `payment-method-list` block: the ways this viewer may pay for the chosen package, resolved on the server
 * (their country's processors, their shell, the gateways this build has), in the layout's order with the CRM team's
 * names. Each is a link that keeps the package and selects the method; the page's `payments` module shows the
 * selected one's form. Links, not radio buttons: the choice works without JavaScript and survives a reload.
 */
import type { PaymentMethodListBlock } from "@/screens-schema/generated/types";
import type { BlockViewProps } from "../ui-context";
import { methodHref, pickMethods } from "./paymentMethodChoice";
import styles from "./payments.module.css";

export function PaymentMethodListView({ block, rootProps, ui, paymentMethods }: BlockViewProps<PaymentMethodListBlock>) {
  if (!paymentMethods) return null;
  const headingId = `${block.id}-title`;
  const shown = pickMethods(paymentMethods.methods, block.methods);
  return (
    <section {...rootProps} className={styles.methods} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        {block.heading ? ui.text(block.heading) : ui.t("payments.methods.heading")}
      </h2>
      {shown.length === 0 ? (
        <p className={styles.none}>{ui.t("payments.methods.none")}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map(({ offer, entry }) => {
            const selected = offer.name === paymentMethods.selected;
            return (
              <li key={offer.name}>
                <a className={styles.method} href={methodHref(paymentMethods, offer.name)} aria-current={selected ? "true" : undefined}>
                  <span className={styles.name}>{entry?.label ? ui.text(entry.label) : ui.t(`payments.methods.names.${offer.name}`)}</span>
                  {entry?.description ? <span className={styles.line}>{ui.text(entry.description)}</span> : null}
                  {selected ? <span className={styles.selected}>{ui.t("payments.methods.selected")}</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
