"use client";
/**
 * Paying on the phone bill (issue 29 §2, docs/carrier-billing.md): the viewer picks their operator and types their
 * number, the operator texts a 4-digit PIN, the viewer types it, and the operator charges. The order is paid only on
 * the operator's signed notification, so a confirmed PIN goes on to the page that follows the order. The number is
 * read in E.164 whatever digits were typed, its operator checked against its prefix before anything is sent; a
 * refusal keeps everything typed. One idempotency key per number, so a double click texts once and charges once.
 * Above the form, the account's own number when it has one its operator bills here (OwnNumberOffer.tsx): one tap, or
 * a PIN texted to it, whose confirmation goes to `frictionless/activate`.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { operatorOf, toE164, type CarrierOperator } from "@/domain/subscription/carrierBilling";
import type { Locale } from "@/domain/types";
import { ActionButton } from "@/components/actions/actionStyles";
import { fillTemplate } from "@/components/i18n/fillTemplate";
import { useHydrated } from "@/components/useHydrated";
import { refusalMessage, refusalText, type CarrierLabels } from "../paymentLabels";
import { startCarrierPurchase, type PinSentReply } from "../gatewayApi";
import { OwnNumberOffer } from "./OwnNumberOffer";
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

interface NumberFieldsProps {
  operators: CarrierOperator[];
  operator: string;
  onOperator(code: string): void;
  typed: string;
  onTyped(typed: string): void;
  labels: CarrierLabels;
}

/** The operator and the number typed. */
function NumberFields({ operators, operator, onOperator, typed, onTyped, labels }: NumberFieldsProps) {
  return (
    <>
      <fieldset className={styles.address}>
        <legend className={styles.legend}>{labels.operatorLegend}</legend>
        {operators.map((item) => (
          <label key={item.code} className={styles.choice}>
            <input type="radio" name="operator" value={item.code} checked={operator === item.code} onChange={() => onOperator(item.code)} />
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
          onChange={(event) => onTyped(event.currentTarget.value)}
        />
      </label>
    </>
  );
}

export default function CarrierPayment(props: CarrierPaymentProps) {
  const { labels, operators } = props;
  const hydrated = useHydrated();
  const [operator, setOperator] = useState(operators.length === 1 ? (operators[0]?.code ?? "") : "");
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<PinSentReply | undefined>();
  /** The own number's offer: shown, its PIN sent (confirmed by frictionless/activate), or gone (the form says why). */
  const [ownNumber, setOwnNumber] = useState<"offered" | "pin" | "closed">("offered");
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
        frictionless={ownNumber === "pin"}
        priceText={props.priceText}
        successPath={props.successPath}
        labels={labels}
        onChangeNumber={(message) => {
          attempt.current = undefined;
          setSent(undefined);
          if (ownNumber === "pin") setOwnNumber("offered");
          setError(message);
        }}
      />
    );
  }

  return (
    <>
      {ownNumber === "offered" ? (
        <OwnNumberOffer
          locale={props.locale}
          packageId={props.packageId}
          priceText={props.priceText}
          successPath={props.successPath}
          labels={labels}
          onPinSent={(reply) => {
            setOwnNumber("pin");
            setSent(reply);
          }}
          onFallback={(message) => {
            setOwnNumber("closed");
            setError(message);
          }}
        />
      ) : null}
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy || undefined}>
        <NumberFields operators={operators} operator={operator} onOperator={setOperator} typed={typed} onTyped={setTyped} labels={labels} />
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
    </>
  );
}
