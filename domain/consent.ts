/**
 * Cookie consent (spec 3 "Location and consent", spec 6 "Cookie consent groups", spec 4 "Toast and consent", spec 9):
 * the consent manager's groups, who must be asked, and what each decision lets run. The manager itself (the vendor's
 * script, or the stand-in of components/consent with its interface) keeps the decision; these are the rules the app
 * applies to it.
 */

export const consentGroups = ["C0001", "C0002", "C0003", "C0004", "C0005"] as const;
export type ConsentGroup = (typeof consentGroups)[number];

/** C0001: strictly necessary, always on; the others are the viewer's to grant. */
export const necessaryGroup: ConsentGroup = "C0001";

/** Spec 9: a decision is applied 1 s after the manager reports it; the engagement tool's login push waits 3 s more. */
export const consentDecisionDelayMs = 1000;
export const loginPushDelayMs = 3000;

/**
 * Who is asked: viewers in the configuration's `onetrustCoveredCountries`, or everybody when the configuration cannot
 * be read (fail closed: asking too many is a banner, tracking someone unasked is a breach).
 */
export type CoveredCountries = "all" | readonly string[];

export function isCovered(country: string, covered: CoveredCountries): boolean {
  return covered === "all" || covered.includes(country.toUpperCase());
}

function isGroup(value: string): value is ConsentGroup {
  return (consentGroups as readonly string[]).includes(value);
}

/** The manager's active-groups string (`OnetrustActiveGroups`, ",C0001,C0003,"); anything else grants only C0001. */
export function activeGroupsOf(value: unknown): ReadonlySet<ConsentGroup> {
  const groups = new Set<ConsentGroup>([necessaryGroup]);
  if (typeof value !== "string") return groups;
  for (const part of value.split(",")) {
    const code = part.trim();
    if (isGroup(code)) groups.add(code);
  }
  return groups;
}

export function activeGroupsText(groups: ReadonlySet<ConsentGroup>): string {
  return `,${consentGroups.filter((group) => group === necessaryGroup || groups.has(group)).join(",")},`;
}

/** The decision as the vendor's `OptanonConsent` cookie writes it: `groups=C0001:1,C0002:0,…` among other fields. */
export function consentCookieValue(groups: ReadonlySet<ConsentGroup>, now: Date): string {
  const list = consentGroups.map((group) => `${group}:${group === necessaryGroup || groups.has(group) ? 1 : 0}`).join(",");
  return new URLSearchParams({ isGpcEnabled: "0", datestamp: now.toISOString(), version: "standin-1", groups: list }).toString();
}

/** The groups of an `OptanonConsent` cookie, or undefined when it holds no decision. */
export function groupsOfConsentCookie(value: string | undefined): ReadonlySet<ConsentGroup> | undefined {
  if (value === undefined) return undefined;
  const list = new URLSearchParams(value).get("groups");
  if (list === null) return undefined;
  const granted = list
    .split(",")
    .map((pair) => pair.split(":"))
    .filter(([group, on]) => group !== undefined && isGroup(group) && on === "1")
    .map(([group]) => group ?? "");
  return activeGroupsOf(granted.join(","));
}

/**
 * What a decision lets run (spec 4: performance and targeting are synced to analytics, the ad audience and
 * personalisation; spec 5: the engagement tool only when the country is not covered or C0002 is on). Outside the
 * covered countries everything runs.
 */
export interface ConsentSignals {
  /** Analytics: the tag manager's events and the engagement tool (C0002, performance). */
  analytics: boolean;
  /** The ad audience and ad personalisation (C0004, targeting). */
  adAudience: boolean;
  /** Personalisation by the engagement tool beyond counting: its use of the viewer's address (C0004). */
  personalisation: boolean;
}

export function consentSignals(covered: boolean, groups: ReadonlySet<ConsentGroup>): ConsentSignals {
  if (!covered) return { analytics: true, adAudience: true, personalisation: true };
  return { analytics: groups.has("C0002"), adAudience: groups.has("C0004"), personalisation: groups.has("C0004") };
}

/** The consent mode update the tag manager's analytics and ad tags follow (`gtag("consent", "update", …)`). */
export function consentModeUpdate(signals: ConsentSignals): Record<string, "granted" | "denied"> {
  const state = (on: boolean) => (on ? "granted" : "denied");
  return {
    analytics_storage: state(signals.analytics),
    ad_storage: state(signals.adAudience),
    ad_user_data: state(signals.adAudience),
    ad_personalization: state(signals.adAudience),
    personalization_storage: state(signals.personalisation),
  };
}
