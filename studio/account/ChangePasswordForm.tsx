"use client";
/**
 * A staff member's own password (issue 27): the current one, then the new one twice. The management service checks
 * the current password (throttled like the sign-in), the strength rule of every password, and ends the account's
 * other studio sessions; this form keeps its own session. A refusal puts the focus on the field it is about.
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { errorCodeOf, errorMessageOf, manage } from "@/studio/api/studioApi";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";

type Field = "current" | "next" | "confirm";
type Outcome = { ok: true } | { ok: false; field?: Field; message: string };

export function ChangePasswordForm() {
  const t = useStudioT();
  const ids = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const failedField = outcome?.ok === false ? outcome.field : undefined;

  /** A refusal about one field: said, and the focus goes where the fix is. */
  const refuse = (field: Field | undefined, message: string) => {
    setOutcome({ ok: false, ...(field === undefined ? {} : { field }), message });
    (field === "current" ? currentRef : field === "next" ? nextRef : field === "confirm" ? confirmRef : undefined)?.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const currentPassword = String(values.get("currentPassword") ?? "");
    const newPassword = String(values.get("newPassword") ?? "");
    if (newPassword !== String(values.get("confirmPassword") ?? "")) {
      refuse("confirm", t("account.mismatch"));
      return;
    }
    setBusy(true);
    setOutcome(undefined);
    try {
      const reply = await manage("POST", "/auth/password", { currentPassword, newPassword });
      if (reply.status === 200) {
        form.reset();
        setOutcome({ ok: true });
        return;
      }
      const code = errorCodeOf(reply);
      if (code === "wrong-password") refuse("current", t("account.wrongCurrent"));
      else if (code === "weak-password") refuse("next", t("account.weak"));
      else if (code === "too-many-attempts") refuse(undefined, t("account.throttled"));
      else refuse(undefined, t("error.generic", { message: errorMessageOf(reply) }));
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${ids}-error`;
  const described = (field: Field, help?: string) => [help, failedField === field ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <form className="studio-form studio-narrow" onSubmit={(event) => void submit(event)} aria-describedby={outcome?.ok === false && failedField === undefined ? errorId : undefined}>
      <label htmlFor={`${ids}-current`}>{t("account.current")}</label>
      <input
        ref={currentRef}
        id={`${ids}-current`}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        dir="ltr"
        required
        aria-invalid={failedField === "current"}
        aria-describedby={described("current")}
      />
      <label htmlFor={`${ids}-next`}>{t("account.new")}</label>
      <input
        ref={nextRef}
        id={`${ids}-next`}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        dir="ltr"
        required
        aria-invalid={failedField === "next"}
        aria-describedby={described("next", `${ids}-rule`)}
      />
      <span id={`${ids}-rule`} className="studio-help">
        {t("account.rule")}
      </span>
      <label htmlFor={`${ids}-confirm`}>{t("account.confirm")}</label>
      <input
        ref={confirmRef}
        id={`${ids}-confirm`}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        dir="ltr"
        required
        aria-invalid={failedField === "confirm"}
        aria-describedby={described("confirm")}
      />
      {outcome?.ok === false ? (
        <p id={errorId} role="alert" className="studio-error">
          {outcome.message}
        </p>
      ) : null}
      <output className="studio-status">{outcome?.ok === true ? t("account.changed") : ""}</output>
      <button type="submit" className="studio-button studio-primary" disabled={busy}>
        {busy ? t("account.changing") : t("account.submit")}
      </button>
    </form>
  );
}
