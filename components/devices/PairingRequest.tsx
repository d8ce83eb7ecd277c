"use client";
/**
 * Auto-pairing in the browser (issue 31 §3, spec 3 and 4): the TV's code is read from the fragment and taken out of
 * the address at once. A guest keeps it in the tab and signs in (the pending pairing code); back here, a subscriber is
 * asked to accept (USER_SUBSCRIBED_ACCEPT_PAIR_DEVICE), an account without a subscription is told the TV needs one
 * and may go to the packages or pair anyway (USER_GO_TO_SUBSCRIPTION_INFO). Accepting posts the code to the app
 * (/api/devices, which the session's account decides); a refusal is kept as `hasFailed` with its error and told.
 */
import { useEffect, useState } from "react";
import { actionClass } from "../actions/actionStyles";
import { requestJson } from "../api/appApi";
import { pairCodeOfHash, pendingCode, pendingPairingKey } from "./pairingCode";

type Words = Record<"reading" | "none" | "guest" | "signIn" | "confirm" | "accept" | "cancel" | "cancelled" | "paired" | "subscribe" | "packages" | "anyway" | "enterCode" | "invalid" | "tooMany" | "failed", string>;

export interface PairingRequestProps {
  viewer: "guest" | "registered" | "subscribed";
  words: Words;
  signInHref: string;
  codeHref: string;
  packagesHref: string;
}

type State =
  | { kind: "reading" }
  | { kind: "none" }
  | { kind: "cancelled" }
  | { kind: "paired" }
  | { kind: "pending"; code: string }
  | { kind: "busy"; code: string }
  | { kind: "failed"; code: string; hasFailed: true; error: string };

function errorWords(error: string, words: Words): string {
  if (error === "PAIRING_CODE_INVALID") return words.invalid;
  if (error === "TOO_MANY_ATTEMPTS") return words.tooMany;
  return words.failed;
}

function errorCodeOf(body: unknown): string {
  if (typeof body !== "object" || body === null || !("error" in body)) return "FAILED";
  const error = body.error;
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : "FAILED";
}

export function PairingRequest({ viewer, words, signInHref, codeHref, packagesHref }: PairingRequestProps) {
  const [state, setState] = useState<State>({ kind: "reading" });

  useEffect(() => {
    const fromLink = pairCodeOfHash(window.location.hash);
    // The code leaves the address bar and the history entry at once.
    if (window.location.hash !== "") window.history.replaceState(null, "", `${window.location.pathname}${window.location.search}`);
    const code = fromLink ?? pendingCode(window.sessionStorage.getItem(pendingPairingKey));
    if (code !== undefined && viewer === "guest") window.sessionStorage.setItem(pendingPairingKey, code);
    // oxlint-disable-next-line react/set-state-in-effect -- the code lives outside React (the address, the tab's storage), read once after hydration; the server cannot know the fragment
    setState(code === undefined ? { kind: "none" } : { kind: "pending", code });
  }, [viewer]);

  const forget = () => window.sessionStorage.removeItem(pendingPairingKey);
  const accept = async (code: string) => {
    setState({ kind: "busy", code });
    const reply = await requestJson("/api/devices", { method: "POST", body: { action: "pair", code } }).catch(() => undefined);
    forget();
    if (reply?.ok) setState({ kind: "paired" });
    else setState({ kind: "failed", code, hasFailed: true, error: reply ? errorCodeOf(reply.body) : "FAILED" });
  };
  const decline = () => {
    forget();
    setState({ kind: "cancelled" });
  };

  if (state.kind === "reading") return <output className="pairing__status">{words.reading}</output>;
  if (state.kind === "none" || state.kind === "cancelled") {
    return (
      <output className="pairing__status">
        {state.kind === "none" ? words.none : words.cancelled} <a href={codeHref}>{words.enterCode}</a>
      </output>
    );
  }
  if (state.kind === "paired") return <output className="pairing__status">{words.paired}</output>;
  if (state.kind === "failed") {
    return (
      <p role="alert" data-has-failed="">
        {errorWords(state.error, words)} <a href={codeHref}>{words.enterCode}</a>
      </p>
    );
  }
  const { code } = state;
  const fill = (text: string) => text.replace("{{code}}", code);
  if (viewer === "guest") {
    return (
      <div className="pairing__step">
        <p>{fill(words.guest)}</p>
        <a className={actionClass("primary")} href={signInHref}>
          {words.signIn}
        </a>
      </div>
    );
  }
  const busy = state.kind === "busy";
  return (
    <div className="pairing__step">
      <p>{fill(viewer === "subscribed" ? words.confirm : words.subscribe)}</p>
      <div className="pairing__actions">
        {viewer === "subscribed" ? null : (
          <a className={actionClass("primary")} href={packagesHref}>
            {words.packages}
          </a>
        )}
        <button type="button" className={actionClass(viewer === "subscribed" ? "primary" : "secondary")} disabled={busy} onClick={() => void accept(code)}>
          {viewer === "subscribed" ? words.accept : words.anyway}
        </button>
        <button type="button" className={actionClass("secondary")} disabled={busy} onClick={decline}>
          {words.cancel}
        </button>
      </div>
    </div>
  );
}
