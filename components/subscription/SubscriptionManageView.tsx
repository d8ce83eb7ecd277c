/**
 * The `subscription-manage` block (issue 29 §3): the account's own subscription ("summary"), why the viewer leaves
 * ("reasons"), the confirmation that stops the renewal ("confirm"), a change of package ("change": up now, prorated, or
 * down at the renewal), the account's payments ("history") and its saved card ("card"), each resolved on the server for
 * the account's owner.
 * Only the actions the subscription allows are offered (domain/subscription/ownSubscription.ts); the buttons and the
 * reasons' form are client parts loaded only by the pages that show them. A suspended subscription on the phone bill
 * is offered to be charged again on it (seamless reactivation), beside the packages.
 */
import { formatMoney } from "@/domain/subscription/money";
import { expiryDigits, renewalActions, renewalPrice, type SubscriptionStanding } from "@/domain/subscription/ownSubscription";
import type { SubscriptionManageBlock } from "@/screens-schema/generated/types";
import { ActionLink } from "../actions/actionStyles";
import { CancelReasons, ChangePackageButton, RenewalButton } from "../clientParts";
import type { BlockViewProps, UiContext } from "../ui-context";
import { PaymentHistory } from "./PaymentHistory";
import { SavedCard } from "./SavedCard";
import { dayText, issuerName, type SubscriptionView } from "./subscriptionChoice";
import styles from "./subscription.module.css";

type Active = Extract<SubscriptionStanding, { kind: "active" }>;

const defaults = { change: "/hub/change-package", cancel: "/hub/cancel-reason-before", subscribe: "/promo", reasons: "/hub/before-you-go", confirm: "/hub/thank-you", changed: "/hub/manage-subscriptions" };

function renewalLine(standing: Active, ui: UiContext): string {
  const date = dayText(standing.endDate, ui.locale, standing.country);
  if (standing.status === "ACTIVE_CANCELED") return ui.t("subscription.ends", { date });
  if (standing.status === "ACTIVE_FREEZE") return ui.t("subscription.paused", { date });
  // Paid in cash for one period at a time: nothing renews by itself.
  if (standing.paymentMethod === "fawry") return ui.t("subscription.prepaid", { date });
  // A partner TV provider's customer: the provider bills the package Shasha comes with, and says when it renews.
  if (standing.paymentMethod === "dish" || standing.paymentMethod === "sling") return ui.t("subscription.partnerIncluded", { date, method: ui.t(`payments.methods.names.${standing.paymentMethod}`) });
  const price = renewalPrice(standing);
  const priceText = price ? formatMoney(price, ui.locale, standing.country) : undefined;
  if (standing.next && priceText) return ui.t("subscription.changesTo", { date, name: standing.next.name, price: priceText });
  return priceText ? ui.t("subscription.renews", { date, price: priceText }) : ui.t("subscription.renewsNoPrice", { date });
}

function paymentLine(standing: Active, ui: UiContext): string | undefined {
  const { card, paymentMethod } = standing;
  if (card) {
    const paid = ui.t("subscription.paidByCard", { issuer: issuerName(card.issuer), last4: card.last4 });
    return card.expiry ? `${paid}, ${ui.t("subscription.cardExpires", expiryDigits(card.expiry))}` : paid;
  }
  return paymentMethod ? ui.t("subscription.paidWith", { method: ui.t(`payments.methods.names.${paymentMethod}`) }) : undefined;
}

const reactivationCodes = ["not-suspended", "not-carrier", "insufficient-balance", "not-confirmed"] as const;

/** "Pay again with my phone bill", or why a kids profile may not. */
function Reactivation({ ui, refused }: { ui: UiContext; refused: boolean }) {
  if (refused) return <p className={styles.muted}>{ui.t("subscription.kidProfile")}</p>;
  const messages = { ...Object.fromEntries(reactivationCodes.map((code) => [code, ui.t(`subscription.reactivateErrors.${code}`)])), "kid-profile": ui.t("subscription.kidProfile"), failed: ui.t("subscription.failed") };
  const reactivation = { label: ui.t("subscription.reactivate"), busy: ui.t("subscription.reactivating"), charging: ui.t("subscription.reactivateCharging"), active: ui.t("subscription.reactivated"), messages };
  return (
    <div className={styles.actions}>
      <RenewalButton action="reactivate" variant="primary" label={reactivation.label} busyLabel={reactivation.busy} failed={messages.failed} lang={ui.locale} reactivation={reactivation} />
    </div>
  );
}

function Summary({ block, ui, view }: { block: SubscriptionManageBlock; ui: UiContext; view: SubscriptionView }) {
  const { standing } = view;
  const actions = renewalActions(standing);
  if (standing.kind !== "active") {
    return (
      <>
        <p className={styles.line}>{ui.t(`subscription.${standing.kind}`)}</p>
        {actions.reactivate ? <Reactivation ui={ui} refused={view.refusal !== undefined} /> : null}
        {actions.subscribe ? (
          <div className={styles.actions}>
            <ActionLink variant="primary" href={ui.href(block.subscribeLink?.to ?? defaults.subscribe)}>
              {ui.t("subscription.subscribe")}
            </ActionLink>
          </div>
        ) : null}
      </>
    );
  }
  const payment = paymentLine(standing, ui);
  return (
    <div className={styles.card}>
      <p className={styles.status}>{ui.t(`subscription.status.${standing.status}`)}</p>
      <h3 className={styles.name}>{standing.current.name}</h3>
      <p className={styles.line}>{renewalLine(standing, ui)}</p>
      {payment ? <p className={styles.muted}>{payment}</p> : null}
      {actions.billedElsewhere && standing.paymentMethod && standing.paymentMethod !== "fawry" ? (
        <p className={styles.muted}>{ui.t("subscription.billedElsewhere", { method: ui.t(`payments.methods.names.${standing.paymentMethod}`) })}</p>
      ) : null}
      {view.refusal ? (
        <p className={styles.muted}>{ui.t("subscription.kidProfile")}</p>
      ) : (
        <div className={styles.actions}>
          {actions.change ? (
            <ActionLink variant="secondary" href={ui.href(block.changeLink?.to ?? defaults.change)}>
              {ui.t("subscription.change")}
            </ActionLink>
          ) : null}
          {actions.cancel ? (
            <ActionLink variant="ghost" href={ui.href(block.cancelLink?.to ?? defaults.cancel)}>
              {ui.t("subscription.cancel")}
            </ActionLink>
          ) : null}
          {actions.resume ? <RenewalButton action="resume" variant="primary" label={ui.t("subscription.resume")} busyLabel={ui.t("subscription.busy")} failed={ui.t("subscription.failed")} lang={ui.locale} /> : null}
        </div>
      )}
    </div>
  );
}

/** Why the cancel steps cannot go on for this viewer, or undefined when they can. */
function cannotCancel(view: SubscriptionView, ui: UiContext): string | undefined {
  const { standing } = view;
  if (view.refusal) return ui.t("subscription.kidProfile");
  if (standing.kind !== "active") return ui.t("subscription.nothingToCancel");
  if (standing.status === "ACTIVE_CANCELED") return ui.t("subscription.alreadyCanceled", { date: dayText(standing.endDate, ui.locale, standing.country) });
  return renewalActions(standing).cancel ? undefined : ui.t("subscription.nothingToCancel");
}

function CancelStep({ block, ui, view }: { block: SubscriptionManageBlock; ui: UiContext; view: SubscriptionView }) {
  const refused = cannotCancel(view, ui);
  const { standing } = view;
  if (refused !== undefined || standing.kind !== "active") return <p className={styles.line}>{refused}</p>;
  if (block.step === "reasons") {
    const texts = {
      legend: ui.t("subscription.reasonsLegend"),
      required: ui.t("subscription.reasonRequired"),
      comment: ui.t("subscription.comment"),
      submit: ui.t("subscription.continue"),
      busy: ui.t("subscription.busy"),
      failed: ui.t("subscription.failed"),
    };
    return <CancelReasons id={block.id} reasons={view.reasons ?? []} texts={texts} next={ui.href(block.next?.to ?? defaults.reasons)} lang={ui.locale} />;
  }
  const date = dayText(standing.endDate, ui.locale, standing.country);
  return (
    <>
      <p className={styles.line}>{ui.t("subscription.confirmBody", { name: standing.current.name, date })}</p>
      <div className={styles.actions}>
        <RenewalButton action="cancel" variant="primary" label={ui.t("subscription.confirmButton")} busyLabel={ui.t("subscription.busy")} failed={ui.t("subscription.failed")} next={ui.href(block.next?.to ?? defaults.confirm)} lang={ui.locale} />
      </div>
    </>
  );
}

const changeMessages = ["price-changed", "no-saved-card", "refused", "payment-pending", "canceled", "failed"] as const;

function ChangeStep({ block, ui, view }: { block: SubscriptionManageBlock; ui: UiContext; view: SubscriptionView }) {
  const { standing, change } = view;
  if (view.refusal) return <p className={styles.line}>{ui.t("subscription.kidProfile")}</p>;
  if (standing.kind !== "active" || !change || change.kind === "none") return null;
  if (!renewalActions(standing).change) return <p className={styles.line}>{ui.t(standing.status === "ACTIVE_CANCELED" ? "subscription.changeCanceled" : "subscription.changeElsewhere")}</p>;
  const { target, country } = change;
  const price = formatMoney(target.price, ui.locale, country);
  const messages = Object.fromEntries(changeMessages.map((code) => [code, ui.t(`subscription.changeErrors.${code}`)]));
  const common = { busyLabel: ui.t("subscription.busy"), messages, next: ui.href(block.next?.to ?? defaults.changed), pendingPath: ui.href("/hub/checkout-success"), lang: ui.locale };
  if (change.kind === "downgrade") {
    const date = dayText(change.startsAt, ui.locale, standing.country);
    return (
      <div className={styles.card}>
        <h3 className={styles.name}>{target.name}</h3>
        <p className={styles.line}>{ui.t("subscription.downgradeLine", { name: target.name, date, price, current: standing.current.name })}</p>
        <div className={styles.actions}>
          <ChangePackageButton change={{ kind: "downgrade", productId: target.id }} label={ui.t("subscription.downgradeButton", { date })} {...common} />
        </div>
      </div>
    );
  }
  const { quote } = change;
  if (!quote) return <p className={styles.line}>{ui.t("subscription.upgradeUnpriced")}</p>;
  const amount = formatMoney(quote.amountDue, ui.locale, country);
  const payment = paymentLine(standing, ui);
  return (
    <div className={styles.card}>
      <h3 className={styles.name}>{target.name}</h3>
      <p className={styles.line}>{ui.t("subscription.upgradeLine", { name: target.name, amount, days: quote.remainingDays, price, date: dayText(quote.renewsAt, ui.locale, standing.country) })}</p>
      {payment ? <p className={styles.muted}>{payment}</p> : null}
      <div className={styles.actions}>
        <ChangePackageButton change={{ kind: "upgrade", productId: target.id, amount: { value: quote.amountDue.minor, currency: quote.amountDue.currency } }} label={ui.t("subscription.upgradeButton", { amount })} {...common} />
      </div>
    </div>
  );
}

const steps = { summary: Summary, reasons: CancelStep, confirm: CancelStep, change: ChangeStep, history: PaymentHistory, card: SavedCard };

export function SubscriptionManageView({ block, rootProps, ui, subscription }: BlockViewProps<SubscriptionManageBlock>) {
  if (!subscription) return null;
  const headingId = `${block.id}-title`;
  const Step = steps[block.step];
  return (
    <section {...rootProps} className={styles.manage} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        {block.heading ? ui.text(block.heading) : ui.t(`subscription.heading.${block.step}`)}
      </h2>
      <Step block={block} ui={ui} view={subscription} />
    </section>
  );
}
