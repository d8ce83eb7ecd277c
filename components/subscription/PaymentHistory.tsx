/**
 * The `subscription-manage` block's "history" step: the account's payments, newest first, each with its date, package,
 * amount, card and outcome. A list rather than a table, so it reads on a 320 px phone without scrolling sideways;
 * each payment is one item a screen reader announces whole.
 */
import { formatMoney } from "@/domain/subscription/money";
import type { UiContext } from "../ui-context";
import { dayText, issuerName, type SubscriptionView } from "./subscriptionChoice";
import styles from "./subscription.module.css";

export function PaymentHistory({ ui, view }: { ui: UiContext; view: SubscriptionView }) {
  const payments = view.payments;
  if (!payments) return null;
  if (payments.entries.length === 0) return <p className={styles.line}>{ui.t("subscription.noPayments")}</p>;
  const country = view.standing.kind === "active" ? view.standing.country : "JO";
  return (
    <ul className={styles.payments}>
      {payments.entries.map((payment) => (
        <li key={payment.orderId} className={styles.card}>
          <p className={styles.line}>
            <strong>{payments.names[payment.productId] ?? payment.productId}</strong> · {formatMoney(payment.amount, ui.locale, country)}
          </p>
          <p className={styles.muted}>
            {dayText(payment.at, ui.locale, country)}
            {payment.card ? ` · ${ui.t("subscription.cardEnding", { issuer: issuerName(payment.card.issuer), last4: payment.card.last4 })}` : ""}
          </p>
          <p className={styles.status}>{ui.t(`subscription.paymentStatus.${payment.status}`)}</p>
        </li>
      ))}
    </ul>
  );
}
