"use client";
/**
 * "Pay again with my phone bill" (docs/carrier-billing.md `seamlessReactivate`): a suspended subscription on the phone
 * bill charged again on its operator contract. The charge is confirmed only by the operator's signed notification, so
 * after the call the page says it is being charged and re-reads the standing (GET /api/subscription/reactivate, which
 * renews the viewer ticket once active) until it is active, then reloads to show it. The operator never answers a
 * failed charge to the page: still suspended after a while, the page says the balance may be too low.
 */
import { useEffect, useRef, useState } from "react";
import * as check from "@/domain/check";
import { requestJson } from "../api/appApi";
import { ActionButton } from "../actions/actionStyles";
import { useHydrated } from "../useHydrated";

export interface ReactivationTexts {
  label: string;
  busy: string;
  charging: string;
  active: string;
  /** By the API's refusal code (not-suspended, not-carrier, insufficient-balance, kid-profile), `not-confirmed` and `failed`. */
  messages: Record<string, string>;
}

/** How often the standing is read again, and how many times before the page gives up waiting. */
export const reactivationPolling = { everyMs: 2000, tries: 20 };

const refusalReply = check.object({ error: check.object({ code: check.string }) });
const standingReply = check.object({ standing: check.oneOf(["active", "suspended", "pending", "none"]) });

type State = { kind: "idle" } | { kind: "busy" } | { kind: "charging" } | { kind: "active" } | { kind: "failed"; message: string };

/** The standing as the app's API reads it now; undefined when it cannot say. */
async function readStanding(lang: string, signal: AbortSignal): Promise<string | undefined> {
  const reply = await requestJson(`/api/subscription/reactivate?lang=${lang}`, { signal }).catch(() => undefined);
  const parsed = standingReply.parse(reply?.body);
  return parsed.ok ? parsed.value.standing : undefined;
}

export function ReactivateButton({ texts, lang }: { texts: ReactivationTexts; lang: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ kind: "idle" });
  const stop = useRef(new AbortController());
  const message = (code: string) => texts.messages[code] ?? texts.messages.failed ?? "";

  useEffect(() => {
    const controller = stop.current;
    return () => controller.abort();
  }, []);

  async function follow() {
    const { signal } = stop.current;
    for (let tries = 0; tries < reactivationPolling.tries && !signal.aborted; tries += 1) {
      await new Promise((resolve) => window.setTimeout(resolve, reactivationPolling.everyMs));
      if ((await readStanding(lang, signal)) === "active") {
        setState({ kind: "active" });
        return window.location.reload();
      }
    }
    if (!signal.aborted) setState({ kind: "failed", message: message("not-confirmed") });
  }

  async function run() {
    setState({ kind: "busy" });
    const reply = await requestJson(`/api/subscription/reactivate?lang=${lang}`, { body: {} }).catch(() => undefined);
    if (reply?.ok) {
      setState({ kind: "charging" });
      return follow();
    }
    const refusal = refusalReply.parse(reply?.body);
    setState({ kind: "failed", message: message(refusal.ok ? refusal.value.error.code : "failed") });
  }

  const waiting = state.kind === "busy" || state.kind === "charging" || state.kind === "active";
  return (
    <>
      <ActionButton type="button" variant="primary" onClick={() => void run()} disabled={!hydrated || waiting} data-renewal="reactivate">
        {waiting ? texts.busy : texts.label}
      </ActionButton>
      {state.kind === "charging" || state.kind === "active" ? <output>{state.kind === "active" ? texts.active : texts.charging}</output> : null}
      {state.kind === "failed" ? <p role="alert">{state.message}</p> : null}
    </>
  );
}
