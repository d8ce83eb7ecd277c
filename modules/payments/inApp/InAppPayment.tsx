"use client";
/**
 * Paying through the App Store or Google Play (issue 29 §2, docs/in-app-payments.md), inside the native apps only: the
 * page starts an order for the package, sends `startMobilePayment` over the native bridge with the store's product
 * and the order, and the shell answers `mobilePaymentResult` with the store's proof once the viewer has bought it
 * (or that they canceled). The service verifies the proof with the store; the page then follows the order to the
 * congratulations. In a plain browser the method is never offered; a page that lost its shell says so.
 */
import { useEffect, useRef, useState } from "react";
import * as check from "@/domain/check";
import type { Locale } from "@/domain/types";
import { ActionButton } from "@/components/actions/actionStyles";
import { useHydrated } from "@/components/useHydrated";
import { onNativeAnswer, postToNative } from "@/components/native/nativeBridge";
import { activateInApp, initiateInApp, type InAppOrderReply } from "../gatewayApi";
import { refusalText, type InAppLabels } from "../paymentLabels";
import styles from "../card/card.module.css";

export interface InAppPaymentProps {
  locale: Locale;
  store: "apple" | "google";
  packageId: string;
  priceText: string;
  successPath: string;
  labels: InAppLabels;
}

const result = check.object({ orderId: check.string, status: check.oneOf(["purchased", "canceled", "failed"]), proof: check.optional(check.string) });

export default function InAppPayment(props: InAppPaymentProps) {
  const { labels, store } = props;
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const order = useRef<InAppOrderReply | undefined>(undefined);
  const attempt = useRef<string | undefined>(undefined);

  useEffect(
    () =>
      onNativeAnswer((answer) => {
        if (answer.event !== "mobilePaymentResult") return;
        const parsed = result.parse(answer.data);
        const current = order.current;
        if (!parsed.ok || !current || parsed.value.orderId !== current.orderId) return;
        const { status, proof } = parsed.value;
        if (status !== "purchased" || !proof) {
          order.current = undefined;
          attempt.current = undefined;
          setBusy(false);
          setNote(undefined);
          setError(status === "canceled" ? labels.canceled : refusalText(labels.errors, "generic"));
          return;
        }
        setNote(labels.activating);
        void activateInApp(current.orderId, store, proof).then((outcome) => {
          if (outcome.kind === "reply") return window.location.assign(`${props.successPath}?order=${encodeURIComponent(outcome.reply.orderId)}`);
          setBusy(false);
          setNote(undefined);
          setError(refusalText(labels.errors, outcome.code));
        });
      }),
    [labels, store, props.successPath],
  );

  async function start() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    attempt.current ??= crypto.randomUUID();
    const outcome = await initiateInApp(props.locale, { packageId: props.packageId, store, idempotencyKey: attempt.current });
    if (outcome.kind === "refused") {
      if (outcome.code !== "unavailable") attempt.current = undefined;
      setBusy(false);
      return setError(refusalText(labels.errors, outcome.code));
    }
    order.current = outcome.reply;
    const sent = postToNative({
      flow: "subscription",
      event: "startMobilePayment",
      data: { store, productId: outcome.reply.storeProductId, orderId: outcome.reply.orderId, appAccountToken: outcome.reply.appAccountToken, packageId: props.packageId },
    });
    if (!sent) {
      setBusy(false);
      return setError(labels.noShell);
    }
    setNote(labels.waiting);
  }

  return (
    <div className={styles.card}>
      {note ? <output className={styles.status}>{note}</output> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <ActionButton variant="primary" className={styles.pay} type="button" disabled={!hydrated || busy} onClick={() => void start()}>
        {`${labels.subscribe} ${props.priceText}`}
      </ActionButton>
      <p className={styles.note}>{labels.storeNote}</p>
    </div>
  );
}
