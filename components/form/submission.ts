/**
 * What a form adds to its values from the page it is on, and what it does with a sign-in reply:
 * - a reset link's `?code=`, or the edited profile's id from `/hub/profile-update/{id}`, when the operation
 *   expects it and the form has no such field;
 * - the login page's remembered `?redirect=` (the server checks it and answers with redirectTo);
 * - a reply's `session` goes into the client store, and the login event is marked for the next page.
 */
import type { FormValues } from "@/domain/forms/fieldRules";
import { expectsValue, urlValues, type FormOperation, type UrlValue } from "@/domain/forms/operations";
import { useAppStore } from "@/stores/appStore";
import { markLoginPending } from "../session/loginEvent";
import type { SessionReply } from "@/stores/sessionReply";
import type { FormSubmission } from "./submitForm";

export interface FormIdentity {
  screenId: string;
  formId: string;
}

/** The profile id of an edit page, `/{lang}/hub/profile-update/{id}`. */
export function profileIdOfPath(pathname: string): string | null {
  const match = /\/hub\/profile-update\/([^/?#]+)/.exec(pathname);
  return match?.[1] === undefined ? null : decodeURIComponent(match[1]);
}

export function buildSubmission(
  identity: FormIdentity,
  operation: FormOperation,
  values: FormValues,
  fieldNames: readonly string[],
  query: URLSearchParams,
  pathname = "",
): FormSubmission {
  const fromUrl: Record<UrlValue, string | null> = { code: query.get("code"), profileId: profileIdOfPath(pathname) };
  const withUrl = { ...values };
  for (const name of urlValues) {
    const value = fromUrl[name];
    if (value !== null && expectsValue(operation, name) && !fieldNames.includes(name)) withUrl[name] = value;
  }
  const redirect = query.get("redirect");
  return { ...identity, values: withUrl, ...(redirect === null ? {} : { redirect }) };
}

export function currentPath(): string {
  return typeof window === "undefined" ? "" : window.location.pathname;
}

export function currentQuery(): URLSearchParams {
  return typeof window === "undefined" ? new URLSearchParams() : new URLSearchParams(window.location.search);
}

export function applySession(session: SessionReply | undefined): void {
  if (!session) return;
  useAppStore.getState().signIn(session.user, session.profiles);
  markLoginPending();
}
