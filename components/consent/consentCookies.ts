/**
 * The consent manager's decision as the vendor keeps it, in its cookies (`OptanonConsent` with the groups,
 * `OptanonAlertBoxClosed` once the viewer chose), read by the stand-in and by the tracker before any manager loads.
 */
import { consentCookieValue, groupsOfConsentCookie, type ConsentGroup } from "@/domain/consent";
import { cookieValue } from "../session/cookieValue";

const consentCookie = "OptanonConsent";
const closedCookie = "OptanonAlertBoxClosed";
const yearSeconds = 365 * 24 * 60 * 60;

/** The viewer's stored choice, or undefined when they have not chosen. */
export function storedConsent(): ReadonlySet<ConsentGroup> | undefined {
  if (cookieValue(document.cookie, closedCookie) === undefined) return undefined;
  return groupsOfConsentCookie(cookieValue(document.cookie, consentCookie));
}

/** The values are cookie-safe as they are (form-encoded, or an ISO date), as the vendor writes them. */
function writeCookie(name: string, value: string): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${value}; Path=/; Max-Age=${yearSeconds}; SameSite=Lax${secure}`;
}

export function storeConsent(groups: ReadonlySet<ConsentGroup>, now: Date): void {
  writeCookie(consentCookie, consentCookieValue(groups, now));
  writeCookie(closedCookie, now.toISOString());
}
