"use client";
/**
 * The cancel flow's first step (issue 29 §3): why the viewer leaves, one of the service's reasons and an optional
 * comment, stored with the account (addTerminationReasons) before the confirmation. Radio buttons in a fieldset with
 * its legend; a missing choice is said next to it and focused. Disabled until hydrated, so an early press is not lost.
 */
import { useRef, useState, type FormEvent } from "react";
import { requestJson } from "../api/appApi";
import { ActionButton } from "../actions/actionStyles";
import { useHydrated } from "../useHydrated";
import styles from "./subscription.module.css";

export interface CancelReasonsProps {
  id: string;
  reasons: { id: string; label: string }[];
  texts: { legend: string; required: string; comment: string; submit: string; busy: string; failed: string };
  /** The localized page of the next step. */
  next: string;
  lang: string;
}

export const maxCommentLength = 500;

export function CancelReasons({ id, reasons, texts, next, lang }: CancelReasonsProps) {
  const hydrated = useHydrated();
  const [reasonId, setReasonId] = useState<string>();
  const [comment, setComment] = useState("");
  const [state, setState] = useState<"idle" | "missing" | "busy" | "failed">("idle");
  const firstRadio = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reasonId === undefined) {
      setState("missing");
      firstRadio.current?.focus();
      return;
    }
    setState("busy");
    const trimmed = comment.trim();
    const body = trimmed === "" ? { reasonId } : { reasonId, comment: trimmed };
    const reply = await requestJson(`/api/subscription/cancel-reason?lang=${lang}`, { body }).catch(() => undefined);
    if (reply?.ok) window.location.assign(next);
    else setState("failed");
  };
  const errorId = `${id}-missing`;
  return (
    <form className={styles.reasons} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.fieldset} aria-describedby={state === "missing" ? errorId : undefined}>
        <legend className={styles.legend}>{texts.legend}</legend>
        {reasons.map((reason, index) => (
          <label key={reason.id} className={styles.reason}>
            <input ref={index === 0 ? firstRadio : undefined} type="radio" name="reasonId" value={reason.id} checked={reasonId === reason.id} onChange={() => setReasonId(reason.id)} />
            <span>{reason.label}</span>
          </label>
        ))}
        {state === "missing" ? (
          <p id={errorId} className={styles.error} role="alert">
            {texts.required}
          </p>
        ) : null}
      </fieldset>
      <label className={styles.commentLabel} htmlFor={`${id}-comment`}>
        {texts.comment}
      </label>
      <textarea id={`${id}-comment`} className={styles.comment} name="comment" rows={3} maxLength={maxCommentLength} value={comment} onChange={(event) => setComment(event.target.value)} />
      <ActionButton type="submit" variant="primary" disabled={!hydrated || state === "busy"}>
        {state === "busy" ? texts.busy : texts.submit}
      </ActionButton>
      {state === "failed" ? (
        <p className={styles.error} role="alert">
          {texts.failed}
        </p>
      ) : null}
    </form>
  );
}
