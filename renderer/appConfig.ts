/**
 * The app configuration's flags the web app acts on (spec 3 "App configuration", the app-grid `appConfig` metadata
 * key), read like the menu: kept for the page reload interval, refreshed in the background. The onboarding journey
 * flag (issue 31 §4): on unless the configuration turns it off; when the configuration cannot be read the journey is
 * off, so a viewer is never held at onboarding by a failing service. The maintenance windows it opens (issue 32 §1,
 * domain/maintenance.ts); a configuration that cannot be read opens none, so a failing service never takes the site down.
 * The forced-update notice's switch and the apps' versions (domain/forceUpdate.ts); unreadable, it is off.
 */
import { z } from "zod";
import type { CallContext } from "@/adapters/http/httpClient";
import { SwrCache } from "@/adapters/http/swrCache";
import type { ForceUpdateConfig } from "@/domain/forceUpdate";
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
}

const appConfig = z.looseObject({
  onboardingJourney: z.boolean().default(true),
  maintenanceWindow: z.unknown().optional(),
  webForceUpdate: z.unknown().optional(),
  iosAppVersion: z.unknown().optional(),
  androidAppVersion: z.unknown().optional(),
});

const unreadable: AppFlags = { onboardingJourney: false, maintenance: new Set(), forceUpdate: { on: false } };

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** The flags of an `appConfig` value; one that is not an object leaves the journey off and every area up. */
export function appFlagsOf(value: unknown): AppFlags {
  const parsed = appConfig.safeParse(value ?? {});
  if (!parsed.success) return unreadable;
  const { onboardingJourney, maintenanceWindow, webForceUpdate, iosAppVersion, androidAppVersion } = parsed.data;
  return {
    onboardingJourney,
    maintenance: openAreas(maintenanceWindow),
    forceUpdate: { on: webForceUpdate === true, ios: text(iosAppVersion), android: text(androidAppVersion) },
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
