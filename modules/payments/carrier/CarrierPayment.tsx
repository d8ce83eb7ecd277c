"use client";
/**
 * Paying on the phone bill (issue 29 §2, docs/carrier-billing.md): the viewer picks their operator and types their
 * number, the operator texts a 4-digit PIN, the viewer types it, and the operator charges. The order is paid only on
 * the operator's signed notification, so a confirmed PIN goes on to the page that follows the order. The number is
 * read in E.164 whatever digits were typed, its operator checked against its prefix before anything is sent; a
 * refusal keeps everything typed. One idempotency key per number, so a double click texts once and charges once.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { operatorOf, toE164, type CarrierOperator } from "@/domain/subscription/carrierBilling";
import type { Locale } from "@/domain/types";
import { ActionButton } from "@/components/actions/actionStyles";
import { fillTemplate } from "@/components/i18n/fillTemplate";
import { useHydrated } from "@/components/useHydrated";
import { refusalMessage, refusalText, type CarrierLabels } from "../paymentLabels";
import { startCarrierPurchase, type PinSentReply } from "../gatewayApi";
import { PinStep } from "./PinStep";
import styles from "../card/card.module.css";

export interface CarrierPaymentProps {
  locale: Locale;
  packageId: string;
  country: string;
  operators: CarrierOperator[];
  /** The operators' price as the page shows it ("JOD 4"). */
  priceText: string;
  /** Where a confirmed PIN goes to wait for the operator's notification (`/ar/hub/checkout-success`). */
  successPath: string;
  labels: CarrierLabels;
}

export default function CarrierPayment(props: CarrierPaymentProps) {
  const { labels, operators } = props;
  const hydrated = useHydrated();
  const [operator, setOperator] = useState(operators.length === 1 ? (operators[0]?.code ?? "") : "");
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<PinSentReply | undefined>();
  const attempt = useRef<{ msisdn: string; key: string } | undefined>(undefined);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const msisdn = toE164(typed, props.country);
    const owner = msisdn === undefined ? undefined : operatorOf(msisdn, operators);
    if (msisdn === undefined || owner === undefined) return setError(refusalText(labels.errors, "invalid-number"));
    if (operator !== "" && owner.code !== operator) return setError(fillTemplate(labels.otherOperator, { operator: owner.name }));
    setOperator(owner.code);
    setBusy(true);
    setError(undefined);
    // The same number keeps its key: a retry after no answer texts once.
    if (attempt.current?.msisdn !== msisdn) attempt.current = { msisdn, key: crypto.randomUUID() };
    const outcome = await startCarrierPurchase(props.locale, { packageId: props.packageId, operatorCode: owner.code, msisdn, idempotencyKey: attempt.current.key });
    setBusy(false);
    if (outcome.kind === "reply") return setSent(outcome.reply);
    if (outcome.code !== "unavailable") attempt.current = undefined;
    setError(refusalMessage(labels, outcome));
  }

  if (sent) {
    return (
      <PinStep
        sent={sent}
        priceText={props.priceText}
        successPath={props.successPath}
        labels={labels}
        onChangeNumber={(message) => {
          attempt.current = undefined;
          setSent(undefined);
          setError(message);
        }}
      />
    );
  }

  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy || undefined}>
      <fieldset className={styles.address}>
        <legend className={styles.legend}>{labels.operatorLegend}</legend>
        {operators.map((item) => (
          <label key={item.code} className={styles.choice}>
            <input type="radio" name="operator" value={item.code} checked={operator === item.code} onChange={() => setOperator(item.code)} />
            {item.name}
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        {labels.numberLabel}
        <span className={styles.hint}>{labels.numberHint}</span>
        <input
          className={styles.input}
          type="tel"
          name="msisdn"
          dir="ltr"
          autoComplete="tel"
          inputMode="tel"
          required
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
      </label>
      {error ? (
        <p className={styles.error} role="alert" tabIndex={-1} ref={errorRef}>
          {error}
        </p>
      ) : null}
      <ActionButton variant="primary" className={styles.pay} type="submit" disabled={!hydrated || busy}>
        {busy ? labels.sending : labels.sendCode}
      </ActionButton>
      <p className={styles.note}>{fillTemplate(labels.chargeNote, { price: props.priceText })}</p>
    </form>
  );
}
