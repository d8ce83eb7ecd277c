"use client";
/**
 * Paying on the account's own phone number, above the carrier number form (CarrierPayment.tsx,
 * docs/carrier-billing.md "frictionless"): the server says what it may offer (the number masked, "•••567"): one tap
 * where the operator identifies its subscribers by header enrichment (charged at once, then the page that follows the
 * order, as after a PIN), a PIN texted to it on another operator of the country (then the PIN step). No phone, or an
 * operator that does not bill here: nothing shows. One idempotency key per attempt, so a double click makes one order;
 * a refusal that means the own number cannot be used hands over to the number form with its sentence.
 */
import { useEffect, useRef, useState } from "react";
import { ActionButton } from "@/components/actions/actionStyles";
import { fillTemplate } from "@/components/i18n/fillTemplate";
import { refusalMessage, type CarrierLabels } from "../paymentLabels";
import type { PinSentReply } from "../gatewayApi";
import { fallbackCodes, payWithOwnNumber, readOwnNumberOffer, sendOwnNumberPin, type OwnNumberOfferReply } from "./ownNumberApi";
import styles from "../card/card.module.css";

export interface OwnNumberOfferProps {
  locale: string;
  packageId: string;
  priceText: string;
  successPath: string;
  labels: CarrierLabels;
  /** A PIN was texted to the own number: the PIN step takes over. */
  onPinSent(sent: PinSentReply): void;
  /** The own number cannot be used here: the offer goes, and the number form says why. */
  onFallback(message: string): void;
}

export function OwnNumberOffer({ locale, packageId, priceText, successPath, labels, onPinSent, onFallback }: OwnNumberOfferProps) {
  const [offer, setOffer] = useState<OwnNumberOfferReply | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const attemptKey = useRef<string | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    void readOwnNumberOffer(locale, controller.signal).then((read) => {
      if (!controller.signal.aborted) setOffer(read);
    });
    return () => controller.abort();
  }, [locale]);

  if (offer === undefined) return null;

  async function start(kind: OwnNumberOfferReply["kind"]) {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    // The same attempt keeps its key: a retry after no answer, or a second click, is the same order.
    attemptKey.current ??= crypto.randomUUID();
    const body = { packageId, idempotencyKey: attemptKey.current };
    const outcome = kind === "one-tap" ? await payWithOwnNumber(locale, body) : await sendOwnNumberPin(locale, body);
    if (outcome.kind === "reply") {
      if ("pinLength" in outcome.reply) return onPinSent(outcome.reply);
      return window.location.assign(`${successPath}?order=${encodeURIComponent(outcome.reply.orderId)}`);
    }
    setBusy(false);
    if (outcome.code !== "unavailable") attemptKey.current = undefined;
    if (fallbackCodes.includes(outcome.code)) {
      setOffer(undefined);
      return onFallback(refusalMessage(labels, outcome));
    }
    setError(refusalMessage(labels, outcome));
  }

  const label = offer.kind === "one-tap" ? fillTemplate(labels.ownNumberPay, { price: priceText, number: offer.maskedNumber }) : fillTemplate(labels.ownNumberPin, { number: offer.maskedNumber });
  return (
    <div className={styles.card} aria-busy={busy || undefined} data-own-number={offer.kind}>
      <ActionButton variant="primary" className={styles.pay} type="button" disabled={busy} onClick={() => void start(offer.kind)}>
        {busy ? (offer.kind === "one-tap" ? labels.ownNumberPaying : labels.sending) : label}
      </ActionButton>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <p className={styles.note}>{labels.otherNumber}</p>
    </div>
  );
}
