"use client";
/** The studio's sign-in: staff accounts of the management service, never viewer accounts. */
import { useId, useState, type FormEvent } from "react";
import { z } from "zod";
import { errorMessageOf, failureOf, studioCall } from "@/studio/api/studioApi";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";

const throttled = z.object({ error: z.object({ code: z.literal("too-many-attempts") }) });

export function LoginForm({ next }: { next: string }) {
  const t = useStudioT();
  const ids = useId();
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const reply = await studioCall("POST", "/studio/api/session", { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") });
      if (reply.status === 200) {
        window.location.assign(next);
        return;
      }
      if (reply.status === 429 && throttled.safeParse(reply.body).success) setError(t("login.throttled", { seconds: 60 }));
      else if (failureOf(reply) !== undefined) setError(errorMessageOf(reply));
      else setError(reply.status === 401 ? t("login.wrong") : t("login.failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="studio-form" onSubmit={(event) => void submit(event)} noValidate aria-describedby={error ? `${ids}-error` : undefined}>
      <label htmlFor={`${ids}-email`}>{t("login.email")}</label>
      <input id={`${ids}-email`} name="email" type="email" autoComplete="username" required dir="ltr" aria-invalid={error !== undefined} />
      <label htmlFor={`${ids}-password`}>{t("login.password")}</label>
      <input id={`${ids}-password`} name="password" type="password" autoComplete="current-password" required dir="ltr" aria-invalid={error !== undefined} />
      {error ? (
        <p id={`${ids}-error`} role="alert" className="studio-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="studio-button studio-primary" disabled={busy}>
        {t("login.submit")}
      </button>
    </form>
  );
}
