"use client";
/**
 * The account PIN, typed once per session before the subscription pages (SubscriptionPinGate.tsx). It goes to the
 * app's API in the body (never a URL); the profiles service checks it and marks the session, then the page loads
 * again and shows what the PIN guarded. A refusal is said next to the field, which keeps focus.
 */
import { useRef, useState, type FormEvent } from "react";
import { requestJson } from "../api/appApi";
import { ActionButton } from "../actions/actionStyles";
import { useHydrated } from "../useHydrated";
import styles from "./subscription.module.css";

export interface SubscriptionPinTexts {
  title: string;
  body: string;
  label: string;
  hint: string;
  submit: string;
  busy: string;
  /** By the API's refusal code (`pin-invalid`, `throttled`, `not-allowed`, `signed-out`, `unavailable`). */
  refusals: Record<string, string>;
}

function refusalOf(body: unknown): string {
  if (typeof body !== "object" || body === null || !("error" in body)) return "unavailable";
  const { error } = body;
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : "unavailable";
}

export function SubscriptionPinForm({ lang, texts }: { lang: string; texts: SubscriptionPinTexts }) {
  const hydrated = useHydrated();
  const [pin, setPin] = useState("");
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!/^\d{4}$/.test(pin)) {
      setRefusal("pin-invalid");
      field.current?.focus();
      return;
    }
    setBusy(true);
    setRefusal(undefined);
    const reply = await requestJson(`/api/subscription/pin?lang=${lang}`, { body: { pin } }).catch(() => undefined);
    if (reply?.ok) {
      window.location.reload();
      return;
    }
    setRefusal(reply ? refusalOf(reply.body) : "unavailable");
    setPin("");
    setBusy(false);
    field.current?.focus();
  };
  const hintId = "subscription-pin-hint";
  const errorId = "subscription-pin-error";
  return (
    <form className={styles.reasons} onSubmit={(event) => void submit(event)} noValidate>
      <label className={styles.commentLabel} htmlFor="subscription-pin">
        {texts.label}
      </label>
      <input
        ref={field}
        id="subscription-pin"
        className={styles.pin}
        name="pin"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, "").slice(0, 4))}
        aria-invalid={refusal !== undefined || undefined}
        aria-describedby={refusal === undefined ? hintId : `${hintId} ${errorId}`}
      />
      <p id={hintId} className={styles.muted}>
        {texts.hint}
      </p>
      {refusal !== undefined ? (
        <p id={errorId} className={styles.error} role="alert">
          {texts.refusals[refusal] ?? texts.refusals.unavailable}
        </p>
      ) : null}
      <div className={styles.actions}>
        <ActionButton variant="primary" type="submit" disabled={!hydrated || busy}>
          {busy ? texts.busy : texts.submit}
        </ActionButton>
      </div>
    </form>
  );
}
