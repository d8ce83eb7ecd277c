"use client";

/**
 * The client half of a form block: holds values and messages, validates with the layout's rules before
 * anything leaves the browser, posts to the app's own route and maps its reply onto fields or the form.
 * The route validates again: nothing here is trusted by the server.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useHydrated } from "../useHydrated";
import { validateForm, type FieldSpec, type FormValue, type FormValues } from "@/domain/forms/fieldRules";
import type { FormOperation } from "@/domain/forms/operations";
import { tellOtherTabs } from "../session/tabSync";
import type { Locale } from "@/domain/types";
import type { Texts } from "../i18n/texts";
import { localizedHref, type BlockRootProps } from "../ui-context";
import { FormContext, type FormRuntimeApi } from "./formContext";
import { issueMessages, type MessageOverrides } from "./formMessages";
import styles from "./FormRuntime.module.css";
import { navigateTo } from "./navigate";
import { isSitePath } from "@/domain/sitePath";
import type { FormReply } from "./submitForm";
import { showToast } from "../toast/toastQueue";

export interface FormRuntimeProps {
  rootProps: BlockRootProps;
  operation: FormOperation;
  /** The screen and form this is, so the server validates against its own copy of the layout. */
  screenId: string;
  formId: string;
  locale: Locale;
  dir: "rtl" | "ltr";
  fields: FieldSpec[];
  initialValues: FormValues;
  overrides: MessageOverrides;
  labels: Record<string, string>;
  /** "The service cannot be reached", translated by the server: said when the submit's code cannot load. */
  unavailableMessage: string;
  /** The rule and error templates in `locale`, from the server (serverTexts.ts formTextKeys). */
  texts: Texts;
  /** Locale-less path to go to on success when the reply names none. */
  successPath?: string;
  /**
   * An app's registration form (a sign-up of FormBlock `platform` android or ios): success is told to the app's shell,
   * which takes over, and this notice, translated by the server, stays on the page meanwhile.
   */
  appRegisteredNotice?: string;
  children?: ReactNode;
}

interface Feedback {
  errors: Record<string, string>;
  formError?: string;
  /** A success the form stays on the page for ("the code is on its way"). */
  notice?: string;
}

/** Server field errors for names this form does not have are still shown, at form level. */
function feedbackOfReply(reply: Extract<FormReply, { ok: false }>, fields: readonly FieldSpec[], generic: string): Feedback {
  const known = new Set(fields.map((field) => field.name));
  const entries = Object.entries(reply.fieldErrors ?? {});
  const errors = Object.fromEntries(entries.filter(([name]) => known.has(name)));
  const stray = entries.filter(([name]) => !known.has(name)).map(([, message]) => message);
  const joined = [reply.formError, ...stray].filter((message) => message !== undefined).join(" ");
  if (joined !== "") return { errors, formError: joined };
  // A refusal without any message still has to tell the user something.
  return { errors, formError: Object.keys(errors).length === 0 ? generic : undefined };
}

function useFocusFirstInvalid(fields: readonly FieldSpec[], errors: Record<string, string>) {
  const elements = useRef(new Map<string, HTMLElement>());
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    // Fields are in document order, so this is the first invalid field on screen.
    const first = fields.find((field) => errors[field.name] !== undefined);
    if (first) elements.current.get(first.name)?.focus();
  }, [errors, fields]);
  const register = useCallback((name: string, element: HTMLElement | null) => {
    if (element) elements.current.set(name, element);
    else elements.current.delete(name);
  }, []);
  const requestFocus = useCallback(() => {
    pending.current = true;
  }, []);
  return { register, requestFocus };
}

function destination(reply: Extract<FormReply, { ok: true }>, successPath: string | undefined): string | undefined {
  return reply.redirectTo !== undefined && isSitePath(reply.redirectTo) ? reply.redirectTo : successPath;
}

/**
 * The values in the server-rendered form's own controls, by field name: what the viewer typed, ticked or
 * chose before the form's code had loaded. Fields spread over several controls (OTP digits) are left alone.
 */
export function typedBeforeHydration(form: HTMLFormElement, names: readonly string[]): FormValues {
  const typed: FormValues = {};
  for (const name of names) {
    const element = form.elements.namedItem(name);
    if (element instanceof HTMLInputElement && element.type === "checkbox") typed[name] = element.checked;
    else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) typed[name] = element.value;
  }
  return typed;
}

export function FormRuntime(props: FormRuntimeProps) {
  const { rootProps, operation, screenId, formId, locale, dir, fields, overrides, labels, successPath, children } = props;
  const [values, setValues] = useState<FormValues>(props.initialValues);
  const [feedback, setFeedback] = useState<Feedback>({ errors: {} });
  const [submitting, setSubmitting] = useState(false);
  const ready = useHydrated();
  const { register, requestFocus } = useFocusFirstInvalid(fields, feedback.errors);

  const setValue = useCallback((name: string, value: FormValue) => setValues((current) => ({ ...current, [name]: value })), []);
  const formElement = useRef<HTMLFormElement>(null);
  // What the viewer typed before the page was interactive (a slow phone) is kept, not cleared by hydration.
  useEffect(() => {
    const typed = formElement.current ? typedBeforeHydration(formElement.current, fields.map((field) => field.name)) : {};
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Once, on hydration.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The submit's code arrives in the background once the page is idle, so a submit rarely waits for it.
  useEffect(() => {
    const load = () => void import("./submitFlow").catch(() => undefined);
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 1000);
    return () => clearTimeout(timer);
  }, []);
  const setFormError = useCallback((formError: string | undefined) => setFeedback((current) => ({ ...current, formError })), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    // Loaded on the first submit (a failed load is the same as an unreachable service: the form says so).
    const flow = await import("./submitFlow").catch(() => undefined);
    if (!flow) {
      setSubmitting(false);
      return setFeedback({ errors: {}, formError: props.unavailableMessage });
    }
    const { applySession, buildSubmission, currentPath, currentQuery, postForm, tellAppRegistered, textTranslator } = flow;
    const t = textTranslator(locale, props.texts);
    const issues = validateForm(fields, values);
    if (Object.keys(issues).length > 0) {
      setSubmitting(false);
      requestFocus();
      setFeedback({ errors: issueMessages(issues, { overrides, labels, t }) });
      return;
    }
    setFeedback({ errors: {} });
    const submission = buildSubmission({ screenId, formId }, operation, values, fields.map((field) => field.name), currentQuery(), currentPath());
    // Spec 8: the app captcha's provider failure, told with its code; an error to read and report, so it stays 8 s.
    const onAppFailure = (code: string) => showToast({ type: "error", message: t("form.botCheck.appFailed", { code }), kind: "bot-check", timeoutMs: 8000 });
    const reply = await postForm(operation, locale, submission, onAppFailure);
    setSubmitting(false);
    if (!reply) return setFeedback({ errors: {}, formError: t("form.error.unavailable") });
    if (!reply.ok) {
      requestFocus();
      return setFeedback(feedbackOfReply(reply, fields, t("form.error.generic")));
    }
    applySession(reply.session);
    // Signed out from the sign-out page: the site's other tabs follow (spec 4).
    if (operation === "sign-out") tellOtherTabs("LOGOUT");
    // In the app's web view the app takes over from here; in a browser the page goes on as any sign-up.
    const { appRegisteredNotice } = props;
    if (appRegisteredNotice !== undefined && reply.session !== undefined && tellAppRegistered(reply.session.user)) {
      return setFeedback({ errors: {}, notice: appRegisteredNotice });
    }
    const next = reply.message !== undefined && reply.redirectTo === undefined ? undefined : destination(reply, successPath);
    if (next !== undefined) return navigateTo(localizedHref(locale, next));
    setFeedback({ errors: {}, notice: reply.message });
  };

  const api = useMemo<FormRuntimeApi>(
    () => ({ locale, screenId, formId, values, errors: feedback.errors, submitting, ready, setValue, register, setFormError }),
    [locale, screenId, formId, values, feedback.errors, submitting, ready, setValue, register, setFormError],
  );

  return (
    <FormContext.Provider value={api}>
      <form ref={formElement} {...rootProps} className={styles.form} dir={dir} method="post" noValidate aria-busy={submitting} onSubmit={(event) => void onSubmit(event)}>
        {/* Always in the DOM so screen readers announce a message placed into it. */}
        <div className={styles.alert} role="alert">
          {feedback.formError}
        </div>
        <output className={styles.notice}>{feedback.notice}</output>
        {children}
      </form>
    </FormContext.Provider>
  );
}
