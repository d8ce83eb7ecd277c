"use client";
/**
 * After paying (issue 29 §3): the order is settled by the provider's signed notification, not by this page, so the
 * page follows the order until the subscription service says it is paid or refused. Back from 3-D Secure it first
 * hands the provider's result to the app (and drops it from the address bar). Paid: the app has renewed this
 * browser's viewer ticket, and the page goes on to the congratulations. Refused: the reason, and a way to try again
 * with the same package.
 */
import { useEffect, useState } from "react";
import { ActionLink } from "@/components/actions/actionStyles";
import { finishChallenge, orderState, type PayOutcome } from "./paymentApi";
import { refusalText, type StatusLabels } from "./paymentLabels";
import styles from "./card/card.module.css";

export interface PaymentStatusProps {
  orderId: string | undefined;
  /** Where a paid order goes (`/ar/hub/subscription-congrats`). */
  paidPath: string;
  /** The payment page, to try again (`/ar/hub/payment-methods`). */
  retryPath: string;
  /** false: trying again starts afresh (a card change), not with the refused order's package. */
  retryKeepsPackage?: boolean;
  managePath: string;
  labels: StatusLabels;
}

type View = { kind: "checking" } | { kind: "confirming"; slow: boolean } | { kind: "refused"; reason: string; productId?: string | undefined };

const pollEveryMs = 1500;
const slowAfterMs = 60_000;

function takeRedirectResult(): string | undefined {
  const url = new URL(window.location.href);
  const result = url.searchParams.get("redirectResult") ?? undefined;
  if (result === undefined) return undefined;
  url.searchParams.delete("redirectResult");
  window.history.replaceState(null, "", url.toString());
  return result;
}

export default function PaymentStatus({ orderId, paidPath, retryPath, retryKeepsPackage = true, managePath, labels }: PaymentStatusProps) {
  const [view, setView] = useState<View>(orderId ? { kind: "checking" } : { kind: "refused", reason: refusalText(labels.errors, "order-unknown") });

  useEffect(() => {
    if (!orderId) return;
    const run = { stopped: false };
    const started = Date.now();
    const settle = (outcome: PayOutcome): boolean => {
      if (outcome.kind === "refused") {
        if (outcome.code === "unavailable") return false;
        setView({ kind: "refused", reason: refusalText(labels.errors, outcome.code) });
        return true;
      }
      const { reply } = outcome;
      if (reply.status === "PAID") window.location.assign(paidPath);
      else if (reply.status === "REFUSED") setView({ kind: "refused", reason: refusalText(labels.errors, reply.refusalReason), productId: reply.productId });
      else return false;
      return true;
    };
    const poll = async () => {
      const redirectResult = takeRedirectResult();
      // The challenge's result settles a refusal here; a paid order is still read below, whose reply renews the ticket.
      if (redirectResult !== undefined) {
        const outcome = await finishChallenge(orderId, redirectResult);
        if ((outcome.kind === "refused" || outcome.reply.status === "REFUSED") && settle(outcome)) return;
      }
      while (!run.stopped) {
        if (settle(await orderState(orderId))) return;
        setView({ kind: "confirming", slow: Date.now() - started > slowAfterMs });
        await new Promise((resolve) => window.setTimeout(resolve, pollEveryMs));
      }
    };
    void poll();
    return () => {
      run.stopped = true;
    };
  }, [orderId, paidPath, labels]);

  return (
    <div className={styles.card}>
      <output className={view.kind === "refused" ? styles.error : styles.status}>
        {view.kind === "checking" ? labels.checking : view.kind === "confirming" ? (view.slow ? labels.slow : labels.confirming) : `${labels.refused} ${view.reason}`}
      </output>
      {view.kind === "refused" ? (
        <ActionLink variant="primary" href={view.productId && retryKeepsPackage ? `${retryPath}?package=${encodeURIComponent(view.productId)}` : retryPath}>
          {labels.tryAgain}
        </ActionLink>
      ) : null}
      {view.kind === "confirming" && view.slow ? (
        <ActionLink variant="secondary" href={managePath}>
          {labels.manage}
        </ActionLink>
      ) : null}
    </div>
  );
}
