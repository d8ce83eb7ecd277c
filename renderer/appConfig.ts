/**
 * The app configuration's flags the web app acts on (spec 3 "App configuration", the app-grid `appConfig` metadata
 * key), read like the menu: kept for the page reload interval, refreshed in the background. The onboarding journey
 * flag (issue 31 §4): on unless the configuration turns it off; when the configuration cannot be read the journey is
 * off, so a viewer is never held at onboarding by a failing service. The maintenance windows it opens (issue 32 §1,
 * domain/maintenance.ts); a configuration that cannot be read opens none, so a failing service never takes the site down.
 * The forced-update notice's switch and the apps' versions (domain/forceUpdate.ts); unreadable, it is off.
 * Consent (issue 32 §4, domain/consent.ts): the countries whose viewers are asked (`onetrustCoveredCountries`) and the
 * consent manager's web domain script (`onetrustConfig.web`, empty for the stand-in); unreadable, every country is asked.
 */
import { z } from "zod";
import type { CallContext } from "@/adapters/http/httpClient";
import { SwrCache } from "@/adapters/http/swrCache";
import type { ForceUpdateConfig } from "@/domain/forceUpdate";
import type { CoveredCountries } from "@/domain/consent";
import { openAreas } from "@/domain/maintenance";
import { pageReloadIntervalMs } from "@/domain/pageReload";
import type { MaintenanceArea } from "@/screens-schema/types";

export interface AppConfigSource {
  metadata(keys: readonly string[], ctx: CallContext): Promise<Record<string, unknown>>;
}

export interface AppFlags {
  onboardingJourney: boolean;
  /** The areas whose maintenance window the configuration opens. */
  maintenance: ReadonlySet<MaintenanceArea>;
  /** The forced-update notice and the apps' versions it asks for (domain/forceUpdate.ts). */
  forceUpdate: ForceUpdateConfig;
  consent: { covered: CoveredCountries; webDomainScript: string | undefined };
}

const appConfig = z.looseObject({
  onboardingJourney: z.boolean().default(true),
  maintenanceWindow: z.unknown().optional(),
  webForceUpdate: z.unknown().optional(),
  iosAppVersion: z.unknown().optional(),
  androidAppVersion: z.unknown().optional(),
  onetrustCoveredCountries: z.unknown().optional(),
  onetrustConfig: z.unknown().optional(),
});

const countries = z.array(z.string().regex(/^[A-Z]{2}$/));
const webDomainScript = z.looseObject({ web: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });

const unreadable: AppFlags = { onboardingJourney: false, maintenance: new Set(), forceUpdate: { on: false }, consent: { covered: "all", webDomainScript: undefined } };

/** The consent settings; a covered list that cannot be read asks everybody (fail closed), a bad script id is the stand-in. */
function consentOf(covered: unknown, config: unknown): AppFlags["consent"] {
  const list = countries.safeParse(covered);
  const script = webDomainScript.safeParse(config);
  return { covered: list.success ? list.data : "all", webDomainScript: script.success ? script.data.web : undefined };
}

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** The flags of an `appConfig` value; one that is not an object leaves the journey off and every area up. */
export function appFlagsOf(value: unknown): AppFlags {
  const parsed = appConfig.safeParse(value ?? {});
  if (!parsed.success) return unreadable;
  const { onboardingJourney, maintenanceWindow, webForceUpdate, iosAppVersion, androidAppVersion, onetrustCoveredCountries, onetrustConfig } = parsed.data;
  return {
    onboardingJourney,
    maintenance: openAreas(maintenanceWindow),
    forceUpdate: { on: webForceUpdate === true, ios: text(iosAppVersion), android: text(androidAppVersion) },
    consent: consentOf(onetrustCoveredCountries, onetrustConfig),
  };
}

const cache = new SwrCache<AppFlags>({ freshMs: pageReloadIntervalMs, layer: "menu" });

export async function loadAppFlags(source: AppConfigSource, ctx: CallContext): Promise<AppFlags> {
  try {
    return await cache.get("appConfig", async () => appFlagsOf((await source.metadata(["appConfig"], ctx)).appConfig));
  } catch {
    return unreadable;
  }
}
