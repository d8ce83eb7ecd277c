/**
 * What a form adds to its values from the page it is on, and what it does with a sign-in reply:
 * - a reset link's `?code=`, or the edited profile's id from `/hub/profile-update/{id}`, when the operation
 *   expects it and the form has no such field;
 * - the login page's remembered `?redirect=` (the server checks it and answers with redirectTo);
 * - a reply's `session` goes into the client store, and the login event is marked for the next page;
 * - an app's registration page (a sign-up form of platform android or ios) tells the app its account is made.
 */
import type { FormValues } from "@/domain/forms/fieldRules";
import { expectsValue, urlValues, type FormOperation, type UrlValue } from "@/domain/forms/operations";
import { useAppStore, type StoredUser } from "@/stores/appStore";
import { postToNative } from "../native/nativeBridge";
import { nativeUser } from "../native/nativeUser";
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

/**
 * Spec 7 native bridge, flow normal-register: the account is made and signed in (its session is in the web view's
 * HttpOnly cookies, which the app reads from its cookie store); the app takes over. The user's fields are the fixed
 * list docs/in-app-payments.md "Native bridge" names, never a token. False when the page is not in an app's web view.
 */
export function tellAppRegistered(user: StoredUser): boolean {
  return postToNative({ flow: "normal-register", event: "onSuccess", data: nativeUser(user) });
}
