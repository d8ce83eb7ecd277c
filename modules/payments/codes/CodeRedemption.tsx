"use client";
/**
 * Redeeming a coupon or voucher code (issue 29 §2, docs/codes-and-deals.md): the viewer types the code, the page says
 * what it gives (the server's words, priced for their country) or why it cannot be used, and redeems it. A voucher
 * makes the package active at once: the page then follows the paid order, which renews the viewer's ticket. A coupon
 * reserves its lower first payment and goes on to paying by card at that price. The code is sent in a body only; a
 * refusal keeps what was typed; one idempotency key per code, so a double click redeems once.
 */
import { useRef, useState, type FormEvent } from "react";
import * as check from "@/domain/check";
import type { Locale } from "@/domain/types";
import { ActionButton } from "@/components/actions/actionStyles";
import { useHydrated } from "@/components/useHydrated";
import { postChecked } from "../gatewayApi";
import { refusalText, type CodeLabels } from "../paymentLabels";
import styles from "../card/card.module.css";

export interface CodeRedemptionProps {
  locale: Locale;
  /** Where a voucher's paid order is followed (`/ar/hub/checkout-success`). */
  successPath: string;
  /** The payment page a reserved coupon goes on to (`/ar/hub/payment-methods`). */
  paymentPath: string;
  labels: CodeLabels;
}

const details = check.object({ kind: check.oneOf(["COUPON", "VOUCHER"]), productId: check.string, redeemable: check.boolean, reason: check.optional(check.string), summary: check.string });
const redeemed = check.union(
  check.object({ kind: check.literal("VOUCHER"), orderId: check.nonEmptyString }),
  check.object({ kind: check.literal("COUPON"), couponId: check.nonEmptyString, productId: check.nonEmptyString }),
);

type Details = check.Infer<typeof details>;

export default function CodeRedemption({ locale, successPath, paymentPath, labels }: CodeRedemptionProps) {
  const hydrated = useHydrated();
  const [code, setCode] = useState("");
  const [shown, setShown] = useState<Details | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const attempt = useRef<{ code: string; key: string } | undefined>(undefined);

  async function look(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || code.trim() === "") return setError(code.trim() === "" ? labels.required : undefined);
    setBusy(true);
    setError(undefined);
    setShown(undefined);
    const outcome = await postChecked(`/api/codes/details?lang=${locale}`, { code }, details);
    setBusy(false);
    if (outcome.kind === "refused") return setError(refusalText(labels.errors, outcome.code));
    setShown(outcome.reply);
  }

  async function redeem() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    if (attempt.current?.code !== code) attempt.current = { code, key: crypto.randomUUID() };
    const outcome = await postChecked(`/api/codes/redeem?lang=${locale}`, { code, idempotencyKey: attempt.current.key }, redeemed);
    if (outcome.kind === "refused") {
      setBusy(false);
      return setError(refusalText(labels.errors, outcome.code));
    }
    const done = outcome.reply;
    if (done.kind === "VOUCHER") return window.location.assign(`${successPath}?order=${encodeURIComponent(done.orderId)}`);
    window.location.assign(`${paymentPath}?package=${encodeURIComponent(done.productId)}&coupon=${encodeURIComponent(done.couponId)}`);
  }

  return (
    <form className={styles.card} onSubmit={(event) => void look(event)} noValidate aria-busy={busy || undefined}>
      <label className={styles.field}>
        {labels.codeLabel}
        <input
          className={styles.input}
          name="code"
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          required
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setShown(undefined);
          }}
        />
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {shown ? (
        <output className={styles.status}>{shown.redeemable ? shown.summary : `${shown.summary} ${refusalText(labels.errors, shown.reason)}`}</output>
      ) : null}
      {shown?.redeemable ? (
        <ActionButton variant="primary" className={styles.pay} type="button" disabled={busy} onClick={() => void redeem()}>
          {shown.kind === "VOUCHER" ? labels.activate : labels.useCoupon}
        </ActionButton>
      ) : (
        <ActionButton variant="primary" className={styles.pay} type="submit" disabled={!hydrated || busy}>
          {labels.check}
        </ActionButton>
      )}
    </form>
  );
}
