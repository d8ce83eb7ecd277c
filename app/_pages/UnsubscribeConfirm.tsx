"use client";
/**
 * The unsubscribe page's question (spec 2 "/unsubscribe"): opening a CRM email's link changes nothing, since mail
 * scanners and link previewers open links too; pressing the button posts the link's code (same-origin JSON, in the body,
 * never in another URL) to /api/crm/unsubscribe and says what happened in place. The outcome is written into live
 * regions that are on the page from the start (a region added together with its text is not always read out), and
 * focus moves to it, since the button it replaces is gone.
 */
import { useEffect, useRef, useState } from "react";
import { requestJson } from "@/components/api/appApi";
import panel from "@/components/error-state/statePanel.module.css";
import { cx } from "@/components/theme/cx";
import { useHydrated } from "@/components/useHydrated";
import * as check from "@/domain/check";
import type { Locale } from "@/domain/types";
import { UnsubscribeMessage } from "./UnsubscribeMessage";
import styles from "./VerificationConfirm.module.css";

const lists = ["promotions", "newsletter", "all"] as const;
export type UnsubscribeList = (typeof lists)[number];

/**
 * The reply of POST /api/crm/unsubscribe (app/_api/crmUnsubscribe.ts), parsed (never cast) with domain/check: no zod
 * may reach the viewer's browser. `email` is the service's masked address (`j***@example.com`).
 */
export const unsubscribeReply = check.union(
  check.object({ ok: check.literal(true), outcome: check.literal("done"), list: check.oneOf(lists), email: check.string }),
  check.object({ ok: check.literal(false), outcome: check.oneOf(["missing", "failed", "unavailable"]) }),
);
export type UnsubscribeReply = check.Infer<typeof unsubscribeReply>;

type Result = { outcome: "done"; list: UnsubscribeList; email: string } | { outcome: "failed" | "unavailable" };

export interface UnsubscribeTexts {
  title: string;
  prompt: string;
  button: string;
  busy: string;
  /** Each with the page's email slot (UnsubscribeMessage.tsx `emailSlot`) where the masked address goes. */
  done: Record<UnsubscribeList, string>;
  failed: string;
  unavailable: string;
  settingsLabel: string;
  homeLabel: string;
}

/** Posts the code; a failure to reach the app or an unexpected reply is "unavailable" (try again later). */
export async function postUnsubscribe(locale: Locale, code: string): Promise<Result> {
  try {
    const reply = await requestJson(`/api/crm/unsubscribe?lang=${locale}`, { body: { code } });
    const parsed = unsubscribeReply.parse(reply.body);
    if (!parsed.ok) return { outcome: "unavailable" };
    const data = parsed.value;
    if (data.ok) return { outcome: "done", list: data.list, email: data.email };
    return { outcome: data.outcome === "failed" ? "failed" : "unavailable" };
  } catch {
    return { outcome: "unavailable" };
  }
}

function messageOf(result: Result, texts: UnsubscribeTexts) {
  if (result.outcome === "done") return <UnsubscribeMessage text={texts.done[result.list]} email={result.email} />;
  return texts[result.outcome];
}

export function UnsubscribeConfirm(props: { locale: Locale; code: string; texts: UnsubscribeTexts; settingsHref: string; homeHref: string }) {
  const { locale, code, texts, settingsHref, homeHref } = props;
  // Disabled until hydrated: a press before that would do nothing (there is no native form to fall back on).
  const ready = useHydrated();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | undefined>(undefined);
  const messageRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (result !== undefined) messageRef.current?.focus();
  }, [result]);

  const unsubscribe = async () => {
    if (busy) return;
    setBusy(true);
    setResult(await postUnsubscribe(locale, code));
    setBusy(false);
  };

  const message = result === undefined ? undefined : (
    <span ref={messageRef} tabIndex={-1}>
      {messageOf(result, texts)}
    </span>
  );
  // A service that could not answer leaves the viewer nothing to do here but come back later: home. Otherwise the
  // way on is the settings, where these emails are turned on and off.
  const next = result?.outcome === "unavailable" ? { href: homeHref, label: texts.homeLabel } : { href: settingsHref, label: texts.settingsLabel };
  return (
    <section className={panel.section} data-unsubscribe={result?.outcome ?? "ask"}>
      <h1 className={panel.title}>{texts.title}</h1>
      <div className={panel.text}>
        {result === undefined ? <p className={panel.text}>{texts.prompt}</p> : null}
        <output>{result?.outcome === "done" ? message : null}</output>
        <div role="alert">{result !== undefined && result.outcome !== "done" ? message : null}</div>
      </div>
      {result === undefined ? (
        <button type="button" className={cx(panel.action, styles.confirm)} onClick={() => void unsubscribe()} disabled={!ready} aria-disabled={busy || undefined}>
          {busy ? texts.busy : texts.button}
        </button>
      ) : (
        <a className={panel.action} href={next.href}>
          {next.label}
        </a>
      )}
    </section>
  );
}
