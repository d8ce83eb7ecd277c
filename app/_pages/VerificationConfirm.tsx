"use client";
/**
 * The email-confirmation page's question (issue 27): opening the link confirms nothing, since mail scanners and link
 * previewers open links too; pressing the button posts the link's code (same-origin JSON, in the body) to
 * /api/verification and shows what happened in place. When the proof requires a new password (the account had one
 * before the proof; docs/user-service.md "Accounts nobody verified"), the way on is the reset page, where this
 * browser's grant cookie stands in for a reset link's code (resetGrant.ts).
 */
import { useEffect, useRef, useState } from "react";
import { requestJson } from "@/components/api/appApi";
import panel from "@/components/error-state/statePanel.module.css";
import { cx } from "@/components/theme/cx";
import { useHydrated } from "@/components/useHydrated";
import { isSitePath } from "@/domain/sitePath";
import type { Locale } from "@/domain/types";
import { verificationReply, type VerificationOutcome } from "@/app/_api/verificationReply";
import styles from "./VerificationConfirm.module.css";
import { VerificationResult } from "./VerificationResult";

export interface VerificationTexts {
  title: string;
  prompt: string;
  confirm: string;
  confirming: string;
  outcomes: Record<VerificationOutcome, string>;
  continueLabel: string;
  choosePasswordLabel: string;
}

interface Result {
  outcome: VerificationOutcome;
  /** Where the way on leads: the reset page after a proof that requires a new password, else home. */
  next?: string | undefined;
}

/** Posts the code; any failure to reach the app or an unexpected reply is "unavailable" (try again later). */
export async function postVerification(locale: Locale, code: string): Promise<Result> {
  try {
    // The user service bot-checks the proof (spec 4 /verify-email): a token first, from the app or the page.
    const { botCheckToken } = await import("@/components/botCheck/botCheckToken");
    const { token } = await botCheckToken("verify-email");
    if (token === undefined) return { outcome: "unavailable" };
    const reply = await requestJson(`/api/verification?lang=${locale}`, { body: { code, botCheck: token } });
    const parsed = verificationReply.parse(reply.body);
    if (!parsed.ok) return { outcome: "unavailable" };
    const data = parsed.value;
    if (data.outcome !== "new-password") return { outcome: data.outcome };
    return isSitePath(data.redirectTo) ? { outcome: data.outcome, next: data.redirectTo } : { outcome: "unavailable" };
  } catch {
    return { outcome: "unavailable" };
  }
}

export function VerificationConfirm({ locale, code, texts, homeHref }: { locale: Locale; code: string; texts: VerificationTexts; homeHref: string }) {
  // Disabled until hydrated: a press before that would do nothing (there is no native form to fall back on).
  const ready = useHydrated();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | undefined>(undefined);
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result !== undefined) messageRef.current?.focus();
  }, [result]);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setResult(await postVerification(locale, code));
    setBusy(false);
  };

  if (result !== undefined) {
    return (
      <VerificationResult
        outcome={result.outcome}
        title={texts.title}
        message={texts.outcomes[result.outcome]}
        continueLabel={result.next === undefined ? texts.continueLabel : texts.choosePasswordLabel}
        continueHref={result.next ?? homeHref}
        messageRef={messageRef}
      />
    );
  }
  return (
    <section className={panel.section} data-verification="ask">
      <h1 className={panel.title}>{texts.title}</h1>
      <p className={panel.text}>{texts.prompt}</p>
      <button type="button" className={cx(panel.action, styles.confirm)} onClick={() => void confirm()} disabled={!ready} aria-disabled={busy || undefined}>
        {busy ? texts.confirming : texts.confirm}
      </button>
    </section>
  );
}
