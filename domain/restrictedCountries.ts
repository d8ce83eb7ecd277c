/**
 * Spec 6 and 8: sport and the whole site are unavailable in these countries (South Africa, by its alpha-2 and
 * alpha-3 codes). The app answers a page there with the restriction screen and 451 (app/_request/restricted.ts); the
 * playback service refuses a playout for them on its own (services/playback/playoutRights.ts).
 */
export const restrictedCountries: ReadonlySet<string> = new Set(["ZA", "ZAF"]);

/** Whether `country` (any case, spaces trimmed) is restricted; an absent one is not. */
export function isRestrictedCountry(country: string | null | undefined): boolean {
  const code = country?.trim().toUpperCase();
  return code !== undefined && restrictedCountries.has(code);
}
