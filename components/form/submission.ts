/**
 * What a form adds to its values from the page it is on, and what it does with a sign-in reply:
 * - a reset link's `?code=` when the operation expects `code` and the form has no such field;
 * - the login page's remembered `?redirect=` (the server checks it and answers with redirectTo);
 * - a reply's `session` goes into the client store, and the login event is marked for the next page.
 */
import type { FormValues } from "@/domain/forms/fieldRules";
import { operations, type FormOperation } from "@/domain/forms/operations";
import { useAppStore } from "@/stores/appStore";
import { markLoginPending } from "../session/loginEvent";
import type { FormSubmission, SessionReply } from "./submitForm";

export interface FormIdentity {
  screenId: string;
  formId: string;
}

function expectsCode(operation: FormOperation): boolean {
  const { required, optional } = operations[operation];
  return required.includes("code") || optional.includes("code");
}

export function buildSubmission(
  identity: FormIdentity,
  operation: FormOperation,
  values: FormValues,
  fieldNames: readonly string[],
  query: URLSearchParams,
): FormSubmission {
  const code = query.get("code");
  const withCode = code !== null && expectsCode(operation) && !fieldNames.includes("code") ? { ...values, code } : values;
  const redirect = query.get("redirect");
  return { ...identity, values: withCode, ...(redirect === null ? {} : { redirect }) };
}

export function currentQuery(): URLSearchParams {
  return typeof window === "undefined" ? new URLSearchParams() : new URLSearchParams(window.location.search);
}

export function applySession(session: SessionReply | undefined): void {
  if (!session) return;
  useAppStore.getState().signIn(session.user, session.profiles);
  markLoginPending();
}
