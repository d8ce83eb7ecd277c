"use client";
/**
 * Paying in cash (issue 29 §2, docs/cash-payments.md): the viewer asks for a payment reference, pays it at an outlet
 * before it expires, and the provider's signed notification makes the order paid; the page follows the order and goes
 * on to the congratulations when it is. A reference still to pay for this package is shown again rather than a new
 * one, and a double click makes one (one idempotency key per attempt). Times show in the viewer's time zone.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Locale } from "@/domain/types";
import { ActionButton } from "@/components/actions/actionStyles";
import { fillTemplate } from "@/components/i18n/fillTemplate";
import { useHydrated } from "@/components/useHydrated";
import { orderState } from "@/components/api/orderReply";
import { createCashReference, type CashReferenceReply } from "../gatewayApi";
import { refusalText, type CashLabels } from "../paymentLabels";
import { Barcode } from "./Barcode";
import cardStyles from "../card/card.module.css";
import styles from "./cash.module.css";
import { viewerLocales } from "@/domain/viewerLocales";

export interface CashPaymentProps {
  locale: Locale;
  country: string;
  packageId: string;
  /** The package's price as the page shows it. */
  priceText: string;
  /** A reference of this package still to pay, from the server. */
  existing?: CashReferenceReply;
  paidPath: string;
  labels: CashLabels;
}

const pollEveryMs = 3000;

function useFollowOrder(reference: CashReferenceReply | undefined, paidPath: string, onExpired: () => void) {
  useEffect(() => {
    if (!reference || reference.status !== "UNPAID") return;
    const run = { stopped: false };
    const poll = async () => {
      while (!run.stopped) {
        const outcome = await orderState(reference.orderId);
        if (run.stopped) return;
        if (outcome.kind === "reply" && outcome.reply.status === "PAID") return window.location.assign(paidPath);
        if (outcome.kind === "reply" && outcome.reply.status === "REFUSED") return onExpired();
        await new Promise((resolve) => window.setTimeout(resolve, pollEveryMs));
      }
    };
    void poll();
    return () => {
      run.stopped = true;
    };
  }, [reference, paidPath, onExpired]);
}

export default function CashPayment(props: CashPaymentProps) {
  const { labels } = props;
  const hydrated = useHydrated();
  const [reference, setReference] = useState(props.existing);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [copied, setCopied] = useState(false);
  const attempt = useRef<string | undefined>(undefined);
  const onExpired = useCallback(() => setExpired(true), []);
  useFollowOrder(expired ? undefined : reference, props.paidPath, onExpired);

  async function create() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    attempt.current ??= crypto.randomUUID();
    const outcome = await createCashReference(props.locale, { packageId: props.packageId, idempotencyKey: attempt.current });
    setBusy(false);
    if (outcome.kind === "refused") {
      if (outcome.code !== "unavailable") attempt.current = undefined;
      return setError(refusalText(labels.errors, outcome.code));
    }
    attempt.current = undefined;
    setExpired(false);
    setReference(outcome.reply);
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  const errorLine = error ? (
    <p className={cardStyles.error} role="alert">
      {error}
    </p>
  ) : null;

  if (!reference || expired) {
    return (
      <div className={cardStyles.card}>
        <p className={cardStyles.note}>{expired ? labels.expired : labels.intro}</p>
        {errorLine}
        <ActionButton variant="primary" className={cardStyles.pay} type="button" disabled={!hydrated || busy} onClick={() => void create()}>
          {busy ? labels.creating : expired ? labels.newReference : `${labels.create} ${props.priceText}`}
        </ActionButton>
      </div>
    );
  }

  const expiry = new Intl.DateTimeFormat(viewerLocales(props), { dateStyle: "long", timeStyle: "short" }).format(new Date(reference.expiresAt));
  return (
    <div className={cardStyles.card}>
      <dl className={styles.reference}>
        <div className={styles.row}>
          <dt>{labels.referenceLabel}</dt>
          <dd className={styles.number} dir="ltr">
            {reference.referenceNumber}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{labels.amountLabel}</dt>
          <dd>{props.priceText}</dd>
        </div>
      </dl>
      {reference.encoded ? <Barcode digits={reference.encoded} label={labels.barcodeLabel} /> : null}
      <ActionButton variant="secondary" type="button" onClick={() => void copy(reference.referenceNumber)}>
        {copied ? labels.copied : labels.copy}
      </ActionButton>
      <p className={cardStyles.note}>{fillTemplate(labels.payBefore, { date: expiry })}</p>
      <ol className={styles.steps}>
        {labels.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {errorLine}
      <output className={cardStyles.status}>{labels.waiting}</output>
    </div>
  );
}
