"use client";
/**
 * Paying by card (issue 29 §2), or changing the saved card (`purpose.kind: "change"`, spec 2 bank-card-modification):
 * the provider's hosted fields in a frame, the billing address where spec 5 asks for one, and the button. The page never sees the card: the frame gives it a token, which the app's API sends to
 * the subscription service with the package and the price the page showed (a different price is refused there).
 * One idempotency key per attempt, so a double click or a retry charges once; after a refusal the card fields are
 * emptied and everything else stays as typed.
 */
import { reservationFields, type Reservation } from "@/domain/subscription/codes";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Locale } from "@/domain/types";
import { ActionButton } from "@/components/actions/actionStyles";
import { track } from "@/components/actions/track";
import { useHydrated } from "@/components/useHydrated";
import { changeCard, payByCard, type PayOutcome } from "../paymentApi";
import { refusalText, type CardLabels } from "../paymentLabels";
import { BillingAddress, emptyAddress, type AddressValues } from "./BillingAddress";
import { useHostedFields, type CardToken } from "./useHostedFields";
import styles from "./card.module.css";

/** Buying a package at the price the page showed, or (`change`) making another card the saved one, charging nothing. */
export type CardPurpose =
  | {
      kind: "purchase";
      packageId: string;
      amount: { value: number; currency: string };
      /** The price as the page shows it ("JOD 4"), for the button. */
      priceText: string;
      /** A coupon, deal or offer price the viewer has: sent with the payment, so the service charges its price; what it gives. */
      reservation?: Reservation & { note: string };
    }
  | { kind: "change" };

export interface CardPaymentProps {
  locale: Locale;
  purpose: CardPurpose;
  country: string;
  addressRequired: boolean;
  providerUrl: string;
  /** Where an accepted card goes to wait for the provider's notification (`/ar/hub/checkout-success`, `/ar/hub/card-maintain`). */
  successPath: string;
  labels: CardLabels;
}

function newKey(): string {
  return crypto.randomUUID();
}

export default function CardPayment(props: CardPaymentProps) {
  const { labels } = props;
  const hydrated = useHydrated();
  const [askAddress, setAskAddress] = useState(props.addressRequired);
  const [address, setAddress] = useState<AddressValues>(emptyAddress);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const attempt = useRef<string | undefined>(undefined);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const frame = useHostedFields(frameRef, props.providerUrl, props.locale);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  function settle(outcome: PayOutcome, card: CardToken) {
    if (outcome.kind === "reply" && outcome.reply.status === "CHALLENGE" && outcome.reply.redirectUrl) {
      window.location.assign(outcome.reply.redirectUrl);
      return;
    }
    if (outcome.kind === "reply" && outcome.reply.status !== "REFUSED") {
      // Sent on by the tracker from the next page if this one is gone first (the queue is in local storage).
      track("card_payment", { purpose: props.purpose.kind, brand: card.brand, ...(card.expiry ? { cardExpiry: card.expiry } : {}) });
      window.location.assign(`${props.successPath}?order=${encodeURIComponent(outcome.reply.orderId)}`);
      return;
    }
    const code = outcome.kind === "reply" ? outcome.reply.refusalReason : outcome.code;
    if (code === "address-required") setAskAddress(true);
    // A refused card is tried again as a new attempt; a request that got no answer keeps its key, so a retry charges once.
    if (outcome.kind === "reply" || code !== "unavailable") attempt.current = undefined;
    if (outcome.kind === "reply") frame.clear();
    setError(refusalText(labels.errors, code));
    setBusy(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    const token = await frame.tokenize();
    if (!token) {
      setBusy(false);
      return;
    }
    attempt.current ??= newKey();
    const { state, ...lines } = address;
    const billingAddress = askAddress ? { ...lines, country: props.country, ...(state.trim() ? { state } : {}) } : undefined;
    const card = { paymentToken: token.token, idempotencyKey: attempt.current, ...(billingAddress ? { billingAddress } : {}) };
    const { purpose } = props;
    if (purpose.kind === "change") {
      settle(await changeCard(props.locale, card), token);
      return;
    }
    const reserved = reservationFields(purpose.reservation);
    settle(await payByCard(props.locale, { packageId: purpose.packageId, amount: purpose.amount, ...card, ...reserved }), token);
  }

  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy || undefined}>
      {frame.src ? (
        // The provider's page, on the provider's origin: it keeps that origin (its requests to itself, its messages'
        // origin, which this page checks) and runs its scripts; nothing else (no top navigation, no popups).
        <iframe
          ref={frameRef}
          className={styles.frame}
          src={frame.src}
          title={labels.frameTitle}
          // oxlint-disable-next-line react/iframe-missing-sandbox -- the rule guards same-origin frames; this one is another site's
          sandbox="allow-scripts allow-same-origin allow-forms"
          style={{ blockSize: `${frame.height}px` }}
        />
      ) : (
        <p className={styles.note}>{labels.loading}</p>
      )}
      {props.purpose.kind === "purchase" && props.purpose.reservation ? <p className={styles.status}>{props.purpose.reservation.note}</p> : null}
      {props.purpose.kind === "change" ? <p className={styles.status}>{labels.changeNote}</p> : null}
      {askAddress ? <BillingAddress labels={labels} values={address} onChange={setAddress} /> : null}
      {error ? (
        <p className={styles.error} role="alert" tabIndex={-1} ref={errorRef}>
          {error}
        </p>
      ) : null}
      <ActionButton variant="primary" className={styles.pay} type="submit" disabled={!hydrated || !frame.ready || busy}>
        {props.purpose.kind === "change" ? (busy ? labels.saving : labels.saveCard) : busy ? labels.paying : `${labels.pay} ${props.purpose.priceText}`}
      </ActionButton>
      <p className={styles.note}>{labels.secureNote}</p>
    </form>
  );
}
