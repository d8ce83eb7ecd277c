/**
 * The app configuration's flags the web app acts on (spec 3 "App configuration", the app-grid `appConfig` metadata
 * key), read like the menu: kept for the page reload interval, refreshed in the background. So far the onboarding
 * journey flag (issue 31 §4): on unless the configuration turns it off; when the configuration cannot be read the
 * journey is off, so a viewer is never held at onboarding by a failing service.
 */
import { z } from "zod";
import type { CallContext } from "@/adapters/http/httpClient";
import { SwrCache } from "@/adapters/http/swrCache";
import { pageReloadIntervalMs } from "@/domain/pageReload";

export interface AppConfigSource {
  metadata(keys: readonly string[], ctx: CallContext): Promise<Record<string, unknown>>;
}

export interface AppFlags {
  onboardingJourney: boolean;
}

const appConfig = z.looseObject({ onboardingJourney: z.boolean().default(true) });

/** The flags of an `appConfig` value; one that is not an object leaves the journey off. */
export function appFlagsOf(value: unknown): AppFlags {
  const parsed = appConfig.safeParse(value ?? {});
  return { onboardingJourney: parsed.success && parsed.data.onboardingJourney };
}

const cache = new SwrCache<AppFlags>({ freshMs: pageReloadIntervalMs, layer: "menu" });

export async function loadAppFlags(source: AppConfigSource, ctx: CallContext): Promise<AppFlags> {
  try {
    return await cache.get("appConfig", async () => appFlagsOf((await source.metadata(["appConfig"], ctx)).appConfig));
  } catch {
    return { onboardingJourney: false };
  }
}
