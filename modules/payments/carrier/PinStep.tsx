"use client";
/**
 * The PIN the operator texted (CarrierPayment.tsx): one field for the whole code (the phone's keyboard offers it from
 * the SMS, `autocomplete="one-time-code"`), how long it stays valid (120 s, spec 4's OTP), a new PIN once the operator
 * allows one, and a way back to the number. A confirmed PIN goes on to the page that follows the order. A PIN texted
 * to the account's own number (OwnNumberOffer.tsx) is confirmed by `frictionless/activate`; resending is the same.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ActionButton } from "@/components/actions/actionStyles";
import { fillTemplate } from "@/components/i18n/fillTemplate";
import { refusalMessage, type CarrierLabels } from "../paymentLabels";
import { confirmPin, resendPin, type PinSentReply } from "../gatewayApi";
import { confirmOwnNumberPin } from "./ownNumberApi";
import styles from "../card/card.module.css";

export interface PinStepProps {
  sent: PinSentReply;
  /** The PIN went to the account's own number (tpay/frictionless/sendPinCode). */
  frictionless?: boolean;
  priceText: string;
  successPath: string;
  labels: CarrierLabels;
  /** Back to the number, with what to tell the viewer there (a dead PIN's reason) or nothing. */
  onChangeNumber(message: string | undefined): void;
}

/** Seconds left until `until` (ms), never below 0. */
const left = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / 1000));

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export function PinStep({ sent: first, frictionless = false, priceText, successPath, labels, onChangeNumber }: PinStepProps) {
  const [sent, setSent] = useState(first);
  const [times, setTimes] = useState(() => ({ expires: Date.now() + first.expiresIn * 1000, resend: Date.now() + first.resendIn * 1000 }));
  const [now, setNow] = useState(() => Date.now());
  const [pin, setPin] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const pinRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    pinRef.current?.focus();
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const expiresIn = left(times.expires, now);
  const resendIn = left(times.resend, now);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!new RegExp(`^\\d{${sent.pinLength}}$`).test(pin)) return setError(fillTemplate(labels.pinFormat, { digits: sent.pinLength }));
    setBusy(true);
    setError(undefined);
    const outcome = await (frictionless ? confirmOwnNumberPin : confirmPin)(sent.orderId, pin);
    if (outcome.kind === "reply") return window.location.assign(`${successPath}?order=${encodeURIComponent(outcome.reply.orderId)}`);
    setBusy(false);
    // A dead PIN cannot be tried again: back to the number, saying why.
    if (outcome.code === "too-many-attempts") return onChangeNumber(refusalMessage(labels, outcome));
    setPin("");
    setError(refusalMessage(labels, outcome));
    pinRef.current?.focus();
  }

  async function resend() {
    setError(undefined);
    const outcome = await resendPin(sent.orderId);
    if (outcome.kind === "refused") return setError(refusalMessage(labels, outcome));
    setSent(outcome.reply);
    setTimes({ expires: Date.now() + outcome.reply.expiresIn * 1000, resend: Date.now() + outcome.reply.resendIn * 1000 });
    setPin("");
    setNotice(fillTemplate(labels.pinResent, { number: outcome.reply.maskedNumber }));
  }

  return (
    <form className={styles.card} onSubmit={(event) => void confirm(event)} noValidate aria-busy={busy || undefined}>
      <output className={styles.status}>{notice ?? fillTemplate(labels.pinSent, { number: sent.maskedNumber, digits: sent.pinLength })}</output>
      <label className={styles.field}>
        {labels.pinLabel}
        <span className={styles.hint}>{expiresIn > 0 ? fillTemplate(labels.expiresIn, { time: clock(expiresIn) }) : labels.expired}</span>
        <input
          ref={pinRef}
          className={styles.input}
          name="pin"
          dir="ltr"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={sent.pinLength}
          required
          value={pin}
          onChange={(event) => setPin(event.currentTarget.value.replace(/\D/g, ""))}
        />
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <ActionButton variant="primary" className={styles.pay} type="submit" disabled={busy || expiresIn === 0}>
        {busy ? labels.confirming : `${labels.confirm} ${priceText}`}
      </ActionButton>
      <ActionButton variant="secondary" type="button" disabled={busy || resendIn > 0} onClick={() => void resend()}>
        {resendIn > 0 ? fillTemplate(labels.resendIn, { seconds: resendIn }) : labels.resend}
      </ActionButton>
      <ActionButton variant="secondary" type="button" disabled={busy} onClick={() => onChangeNumber(undefined)}>
        {labels.changeNumber}
      </ActionButton>
    </form>
  );
}
