"use client";
/**
 * A partner's deal (issue 29 §2, docs/codes-and-deals.md; spec 3 "Other": the five deal types), on its landing page
 * `/hub/deal-landing/{dealParam}`: what the partner offers, the packages at the deal's price in the viewer's country,
 * and what the deal asks for (the partner's voucher code, or the viewer's customer number with the partner). A voucher
 * deal starts the package at once; the others reserve their price and go on to the card payment, which charges it.
 * One idempotency key per attempt; a refusal keeps what was typed.
 */
import { useRef, useState, type FormEvent } from "react";
import type { DealLanding } from "@/domain/subscription/codes";
import { formatMoney } from "@/domain/subscription/money";
import * as check from "@/domain/check";
import type { Locale } from "@/domain/types";
import { ActionButton } from "@/components/actions/actionStyles";
import { fillTemplate } from "@/components/i18n/fillTemplate";
import { useHydrated } from "@/components/useHydrated";
import { postChecked } from "../gatewayApi";
import { refusalText, type DealLabels } from "../paymentLabels";
import styles from "../card/card.module.css";

export interface DealOfferProps {
  locale: Locale;
  country: string;
  deal: DealLanding;
  successPath: string;
  paymentPath: string;
  labels: DealLabels;
}

const taken = check.union(
  check.object({ kind: check.literal("VOUCHER"), orderId: check.nonEmptyString }),
  check.object({ kind: check.literal("PRICED"), dealRedemptionId: check.nonEmptyString, productId: check.nonEmptyString }),
);

export default function DealOffer({ locale, country, deal, successPath, paymentPath, labels }: DealOfferProps) {
  const hydrated = useHydrated();
  const [productId, setProductId] = useState(deal.offers[0]?.productId ?? "");
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const attempt = useRef<string | undefined>(undefined);
  const { requires } = deal;

  async function take(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (requires.kind !== "none" && typed.trim() === "") return setError(requires.kind === "voucher" ? labels.codeRequired : labels.identifierRequired);
    setBusy(true);
    setError(undefined);
    attempt.current ??= crypto.randomUUID();
    const extra = requires.kind === "voucher" ? { voucherCode: typed } : requires.kind === "identifier" ? { uniqueIdentifier: typed } : {};
    const outcome = await postChecked(`/api/deals/redeem?lang=${locale}`, { dealParam: deal.dealParam, productId, idempotencyKey: attempt.current, ...extra }, taken);
    if (outcome.kind === "refused") {
      if (outcome.code !== "unavailable") attempt.current = undefined;
      setBusy(false);
      return setError(refusalText(labels.errors, outcome.code));
    }
    const done = outcome.reply;
    if (done.kind === "VOUCHER") return window.location.assign(`${successPath}?order=${encodeURIComponent(done.orderId)}`);
    window.location.assign(`${paymentPath}?package=${encodeURIComponent(done.productId)}&deal=${encodeURIComponent(done.dealRedemptionId)}`);
  }

  return (
    <form className={styles.card} onSubmit={(event) => void take(event)} noValidate aria-busy={busy || undefined}>
      <h2 className={styles.legend}>{deal.title}</h2>
      <p className={styles.note}>{fillTemplate(labels.partner, { partner: deal.partnerName })}</p>
      <p>{deal.description}</p>
      <fieldset className={styles.address}>
        <legend className={styles.legend}>{labels.packages}</legend>
        {deal.offers.map((offer) => (
          <label key={offer.productId} className={styles.choice}>
            <input type="radio" name="package" value={offer.productId} checked={productId === offer.productId} onChange={() => setProductId(offer.productId)} />
            {fillTemplate(offer.price.minor === 0 ? labels.offerFree : labels.offer, {
              name: offer.productName,
              months: offer.periods,
              price: formatMoney(offer.price, locale, country),
              regular: formatMoney(offer.regularPrice, locale, country),
            })}
          </label>
        ))}
      </fieldset>
      {requires.kind === "none" ? null : (
        <label className={styles.field}>
          {requires.kind === "voucher" ? labels.codeLabel : requires.label}
          <input
            className={styles.input}
            name={requires.kind === "voucher" ? "voucherCode" : "uniqueIdentifier"}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            inputMode={requires.kind === "identifier" ? "numeric" : "text"}
            maxLength={requires.kind === "identifier" ? requires.length + 8 : 64}
            required
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        </label>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <ActionButton variant="primary" className={styles.pay} type="submit" disabled={!hydrated || busy || !deal.active || deal.offers.length === 0}>
        {deal.active ? labels.take : labels.notStarted}
      </ActionButton>
    </form>
  );
}
