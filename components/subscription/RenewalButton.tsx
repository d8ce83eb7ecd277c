"use client";
/**
 * The subscription's renewal actions (issue 29 §3): stop it ("cancel") or renew it again ("resume"). A same-origin
 * JSON call to the app (the session stays in its HttpOnly cookie; the server decides whose subscription it is), then
 * the next page, or this one anew from the server. Disabled until hydrated, so an early press is not lost. A suspended
 * subscription on the phone bill is charged again ("reactivate"), which waits for the operator (ReactivateButton.tsx).
 */
import { useState } from "react";
import { requestJson } from "../api/appApi";
import { ActionButton, type ActionVariant } from "../actions/actionStyles";
import { useHydrated } from "../useHydrated";
import { ReactivateButton, type ReactivationTexts } from "./ReactivateButton";

export interface RenewalButtonProps {
  action: "cancel" | "resume" | "reactivate";
  label: string;
  busyLabel: string;
  failed: string;
  variant: ActionVariant;
  /** The localized page to go to once done; absent: this page, reloaded. */
  next?: string;
  lang: string;
  /** The "reactivate" action's words (charging, active, its refusals). */
  reactivation?: ReactivationTexts;
}

export function RenewalButton(props: RenewalButtonProps) {
  if (props.action === "reactivate" && props.reactivation) return <ReactivateButton texts={props.reactivation} lang={props.lang} />;
  return <PlainRenewalButton {...props} />;
}

function PlainRenewalButton({ action, label, busyLabel, failed, variant, next, lang }: RenewalButtonProps) {
  const hydrated = useHydrated();
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const run = async () => {
    setState("busy");
    const reply = await requestJson(`/api/subscription/${action}?lang=${lang}`, { body: {} }).catch(() => undefined);
    if (!reply?.ok) return setState("failed");
    if (next === undefined) window.location.reload();
    else window.location.assign(next);
  };
  return (
    <>
      <ActionButton type="button" variant={variant} onClick={() => void run()} disabled={!hydrated || state === "busy"} data-renewal={action}>
        {state === "busy" ? busyLabel : label}
      </ActionButton>
      {state === "failed" ? <p role="alert">{failed}</p> : null}
    </>
  );
}
