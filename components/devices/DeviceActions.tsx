"use client";
/**
 * One device's actions on the devices page (issue 31 §3): rename it in place, or sign it out after a confirmation (its
 * session ends at once; a TV shows it signed out at its next check). The device in use can be renamed, not signed
 * out here (that is signing out). Same-origin JSON calls to the app (/api/devices), whose session cookie is HttpOnly;
 * the list is then loaded anew from the server. Focus moves into what opens and back to the button that opened it.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { actionClass } from "../actions/actionStyles";
import { requestJson } from "../api/appApi";

export interface DeviceActionsProps {
  id: string;
  name: string;
  current: boolean;
  labels: {
    rename: string;
    renameLabel: string;
    name: string;
    save: string;
    cancel: string;
    remove: string;
    removeLabel: string;
    confirm: string;
    confirmText: string;
    failed: string;
  };
}

type Step = "idle" | "renaming" | "confirming" | "busy";

export function DeviceActions({ id, name, current, labels }: DeviceActionsProps) {
  const [step, setStep] = useState<Step>("idle");
  const [failed, setFailed] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  // Where focus goes back to when what opened closes: the button that opened it.
  const [returnTo, setReturnTo] = useState<"rename" | "remove" | undefined>(undefined);
  useEffect(() => {
    if (step === "renaming") field.current?.focus();
    else if (step === "confirming") confirm.current?.focus();
    else if (step === "idle" && returnTo !== undefined) (returnTo === "rename" ? renameButton : removeButton).current?.focus();
  }, [step, returnTo]);

  const open = (next: "renaming" | "confirming") => {
    setReturnTo(next === "renaming" ? "rename" : "remove");
    setStep(next);
  };
  const close = () => setStep("idle");
  const send = async (body: { action: "rename"; label: string } | { action: "remove" }) => {
    setStep("busy");
    setFailed(false);
    const reply = await requestJson("/api/devices", { method: "POST", body: { id, ...body } }).catch(() => undefined);
    if (reply?.ok) {
      window.location.reload();
      return;
    }
    setFailed(true);
    setStep("idle");
  };
  const rename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const label = new FormData(event.currentTarget).get("label");
    if (typeof label === "string" && label.trim() !== "") void send({ action: "rename", label: label.trim() });
  };

  return (
    <div className="device__actions">
      {step === "renaming" ? (
        <form className="device__form" onSubmit={rename}>
          <label>
            {labels.name}
            <input ref={field} className="device__input" name="label" defaultValue={name} maxLength={40} required autoComplete="off" />
          </label>
          <button type="submit" className={actionClass("primary")}>
            {labels.save}
          </button>
          <button type="button" className={actionClass("secondary")} onClick={close}>
            {labels.cancel}
          </button>
        </form>
      ) : step === "confirming" ? (
        <>
          <p className="device__confirm">{labels.confirmText}</p>
          <button ref={confirm} type="button" className={actionClass("primary")} onClick={() => void send({ action: "remove" })}>
            {labels.confirm}
          </button>
          <button type="button" className={actionClass("secondary")} onClick={close}>
            {labels.cancel}
          </button>
        </>
      ) : (
        <>
          <button ref={renameButton} type="button" className={actionClass("secondary")} aria-label={labels.renameLabel} disabled={step === "busy"} onClick={() => open("renaming")}>
            {labels.rename}
          </button>
          {current ? null : (
            <button ref={removeButton} type="button" className={actionClass("secondary")} aria-label={labels.removeLabel} disabled={step === "busy"} onClick={() => open("confirming")} data-device-remove="">
              {labels.remove}
            </button>
          )}
        </>
      )}
      {failed ? (
        <p role="alert" className="device__failed">
          {labels.failed}
        </p>
      ) : null}
    </div>
  );
}
