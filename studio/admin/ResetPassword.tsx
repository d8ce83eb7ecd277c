"use client";
/**
 * An admin sets a staff member's password (issue 27): a disclosure in the member's row, opened with its button,
 * focused on its one field, closed with Escape or Cancel (the focus goes back to the button). The management
 * service checks the admin role, the strength rule and ends that member's sessions.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { errorCodeOf, errorMessageOf, manage } from "@/studio/api/studioApi";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";

interface ResetPasswordProps {
  staffId: string;
  email: string;
  /** The reset went through: the page says so. */
  onReset(message: string): void;
}

export function ResetPassword({ staffId, email, onReset }: ResetPasswordProps) {
  const t = useStudioT();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const toggle = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setError(undefined);
    toggle.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    setBusy(true);
    try {
      const reply = await manage("PUT", `/staff/${encodeURIComponent(staffId)}/password`, { password });
      if (reply.status === 200) {
        close();
        onReset(t("admin.passwordReset", { email }));
        return;
      }
      setError(errorCodeOf(reply) === "weak-password" ? t("account.weak") : t("error.generic", { message: errorMessageOf(reply) }));
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button ref={toggle} type="button" className="studio-button" aria-expanded={open} aria-controls={`${ids}-form`} onClick={() => (open ? close() : setOpen(true))}>
        {t("admin.resetPassword")}
      </button>
      {open ? (
        <form
          id={`${ids}-form`}
          className="studio-form"
          onSubmit={(event) => void submit(event)}
        >
          <label htmlFor={`${ids}-password`}>{t("admin.newPasswordFor", { email })}</label>
          <input
            ref={field}
            id={`${ids}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            dir="ltr"
            required
            aria-invalid={error !== undefined}
            aria-describedby={error === undefined ? `${ids}-rule` : `${ids}-rule ${ids}-error`}
            onKeyDown={(event) => {
              if (event.key === "Escape") close();
            }}
          />
          <span id={`${ids}-rule`} className="studio-help">
            {t("account.rule")}
          </span>
          {error !== undefined ? (
            <p id={`${ids}-error`} role="alert" className="studio-error">
              {error}
            </p>
          ) : null}
          <div className="studio-toolbar">
            <button type="submit" className="studio-button studio-primary" disabled={busy}>
              {t("admin.setPassword")}
            </button>
            <button type="button" className="studio-button" onClick={close}>
              {t("admin.cancel")}
            </button>
          </div>
        </form>
      ) : null}
    </>
  );
}
