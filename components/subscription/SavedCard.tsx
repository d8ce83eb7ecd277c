/**
 * The `subscription-manage` block's "card" step: the account's saved card, the one its renewals charge (brand, last
 * digits, until when it is valid), a warning when it has expired or expires this month or next (the renewal would
 * fail), and the way to change it. How valid the card is was decided on the server when the page was made.
 */
import { expiryDigits } from "@/domain/subscription/ownSubscription";
import type { SubscriptionManageBlock } from "@/screens-schema/generated/types";
import { ActionLink } from "../actions/actionStyles";
import type { UiContext } from "../ui-context";
import { issuerName, type SubscriptionView } from "./subscriptionChoice";
import styles from "./subscription.module.css";

export function SavedCard({ block, ui, view }: { block: SubscriptionManageBlock; ui: UiContext; view: SubscriptionView }) {
  const { cards } = view;
  if (!cards) return null;
  const [card] = cards;
  const link = view.refusal ? (
    <p className={styles.muted}>{ui.t("subscription.kidProfile")}</p>
  ) : (
    <div className={styles.actions}>
      <ActionLink variant={card?.validity === "valid" ? "secondary" : "primary"} href={ui.href(block.cardLink?.to ?? "/hub/bank-card-modification")}>
        {ui.t(card ? "subscription.changeCard" : "subscription.addCard")}
      </ActionLink>
    </div>
  );
  if (!card) {
    return (
      <>
        <p className={styles.line}>{ui.t("subscription.cardNone")}</p>
        {view.standing.kind === "active" && view.standing.paymentMethod === "creditCard" ? link : null}
      </>
    );
  }
  const expiry = card.expiry ? expiryDigits(card.expiry) : undefined;
  const validity = expiry && card.validity ? ui.t(card.validity === "valid" ? "subscription.cardValid" : card.validity === "expired" ? "subscription.cardExpired" : "subscription.cardExpiresSoon", expiry) : undefined;
  return (
    <div className={styles.card}>
      <h3 className={styles.name}>{ui.t("subscription.cardEnding", { issuer: issuerName(card.issuer), last4: card.last4 })}</h3>
      {validity ? (
        <p className={card.validity === "valid" ? styles.muted : styles.error} role={card.validity === "valid" ? undefined : "status"}>
          {validity}
        </p>
      ) : null}
      {link}
    </div>
  );
}
