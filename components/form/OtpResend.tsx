"use client";

/**
 * The code's countdown (spec section 9: 120 s by default) and, once it runs out, the button that asks the
 * app's send-otp route for a new code for the phone number of the same form, which restarts the countdown.
 */
import { useEffect, useMemo, useState } from "react";
import type { FormValues } from "@/domain/forms/fieldRules";
import type { Locale } from "@/domain/types";
import { textTranslator, type Texts, type Translate } from "../i18n/texts";
import { SmallButton } from "./Field";
import { useFormRuntime, type FormRuntimeApi } from "./formContext";
import styles from "./OtpResend.module.css";
import { postForm } from "./submitForm";

export interface OtpResendProps {
  locale: Locale;
  /** The countdown, resend and error templates in `locale`, from the server (serverTexts.ts otpResendTextKeys). */
  texts: Texts;
  timeoutSeconds: number;
  resend: boolean;
  phoneName: string;
}

function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(seconds);
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return { remaining, restart: () => setRemaining(seconds) };
}

/** Asks for a new code; returns the message to show in the form's alert region, or undefined on success. */
async function requestCode(form: FormRuntimeApi, phoneName: string, t: Translate): Promise<string | undefined> {
  const phone = form.values[phoneName];
  const country = form.values["country"];
  if (typeof phone !== "string" || phone === "") return t("form.otp.needPhone");
  const values: FormValues = typeof country === "string" ? { phone, country } : { phone };
  const reply = await postForm("send-otp", form.locale, { screenId: form.screenId, formId: form.formId, values });
  if (!reply) return t("form.error.unavailable");
  if (reply.ok) return undefined;
  const messages = [reply.formError, ...Object.values(reply.fieldErrors ?? {})].filter((message) => message !== undefined);
  return messages.length > 0 ? messages.join(" ") : t("form.error.generic");
}

export function OtpResend({ locale, texts, timeoutSeconds, resend, phoneName }: OtpResendProps) {
  const form = useFormRuntime();
  const { remaining, restart } = useCountdown(timeoutSeconds);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useMemo(() => textTranslator(locale, texts), [locale, texts]);

  const onResend = async () => {
    if (!form || busy) return;
    setBusy(true);
    const problem = await requestCode(form, phoneName, t);
    setBusy(false);
    form.setFormError(problem);
    setSent(problem === undefined);
    if (problem === undefined) restart();
  };

  return (
    <>
      {/* role=timer is not announced every second; the status below is, once, after a resend. */}
      {remaining > 0 ? (
        <p className={styles.status} role="timer">
          {t("form.otp.countdown", { count: remaining })}
        </p>
      ) : null}
      {remaining <= 0 && resend ? (
        <SmallButton type="button" aria-disabled={busy || undefined} onClick={() => void onResend()}>
          {t("form.otp.resend")}
        </SmallButton>
      ) : null}
      <output className={styles.status}>{sent && remaining > 0 ? t("form.otp.resent") : ""}</output>
    </>
  );
}
