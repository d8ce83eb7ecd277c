"use client";
/**
 * The change-package step's action (issue 29 §3). Down: the package the subscription renews into, from its end date.
 * Up: the saved card is charged the prorated amount the page showed (the server refuses any other, `price-changed`),
 * with one idempotency key per attempt so a double click or a retry charges once; a payment awaiting the provider's
 * signed notification waits on the checkout page, which then goes on. Disabled until hydrated.
 */
import { useRef, useState } from "react";
import { requestJson } from "../api/appApi";
import { postForOrder, type PayOutcome } from "../api/orderReply";
import { ActionButton } from "../actions/actionStyles";
import { useHydrated } from "../useHydrated";

export interface ChangePackageButtonProps {
  change: { kind: "downgrade"; productId: string } | { kind: "upgrade"; productId: string; amount: { value: number; currency: string } };
  label: string;
  busyLabel: string;
  /** The page's words for the refusals it knows (`price-changed`, `refused`...), and `failed` for the rest. */
  messages: Record<string, string>;
  /** Localized pages: where a done change goes, and where a payment waits for its confirmation (`?order=` is added). */
  next: string;
  pendingPath: string;
  lang: string;
}

function whereTo(outcome: PayOutcome, props: ChangePackageButtonProps): { go: string } | { say: string } {
  if (outcome.kind === "refused") return { say: props.messages[outcome.code] ?? props.messages.failed ?? "" };
  const { status, orderId } = outcome.reply;
  if (status === "PAID") return { go: props.next };
  if (status === "PENDING") return { go: `${props.pendingPath}?order=${encodeURIComponent(orderId)}` };
  return { say: props.messages.refused ?? "" };
}

export function ChangePackageButton(props: ChangePackageButtonProps) {
  const { change, lang } = props;
  const hydrated = useHydrated();
  const attempt = useRef<string | undefined>(undefined);
  const [state, setState] = useState<{ busy: boolean; message?: string }>({ busy: false });
  const run = async () => {
    setState({ busy: true });
    if (change.kind === "downgrade") {
      const reply = await requestJson(`/api/subscription/downgrade?lang=${lang}`, { body: { productId: change.productId } }).catch(() => undefined);
      if (reply?.ok) return window.location.assign(props.next);
      return setState({ busy: false, message: props.messages.failed });
    }
    attempt.current ??= crypto.randomUUID();
    const outcome = await postForOrder(`/api/subscription/upgrade?lang=${lang}`, { productId: change.productId, amount: change.amount, idempotencyKey: attempt.current });
    const next = whereTo(outcome, props);
    if ("say" in next) {
      // A refused attempt is over: the next press is a new payment. Without an answer it may have gone through, so a
      // retry keeps the key and the provider charges at most once.
      if (!(outcome.kind === "refused" && outcome.code === "unavailable")) attempt.current = undefined;
      return setState({ busy: false, message: next.say });
    }
    window.location.assign(next.go);
  };
  return (
    <>
      <ActionButton type="button" variant="primary" onClick={() => void run()} disabled={!hydrated || state.busy} data-change={change.kind}>
        {state.busy ? props.busyLabel : props.label}
      </ActionButton>
      {state.message ? <p role="alert">{state.message}</p> : null}
    </>
  );
}
