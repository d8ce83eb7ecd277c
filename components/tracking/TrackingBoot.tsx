"use client";
/**
 * Tracking's start on every page (issue 32 §4), kept out of the first load: the page view joins the queue at once;
 * once the page is in, the tracker (tracker.ts) starts, then, in a covered country, the consent manager: the vendor's
 * script when the configuration names a domain script (`onetrustConfig.web`), the stand-in otherwise. Elsewhere the
 * stand-in is loaded when the viewer asks for the cookie preferences (consent/openPreferences.ts).
 */
import { useEffect, useState, type ComponentType } from "react";
import { track } from "../actions/track";
import type { ConsentStandInProps } from "../consent/ConsentStandIn";
import type { ConsentTexts } from "../consent/consentTexts";
import { consentPreferencesEvent } from "../consent/openPreferences";
import { errorMessage, log } from "@/ops/browserLog";

export interface TrackingBootProps {
  locale: string;
  covered: boolean;
  /** The vendor's domain script id; absent, the stand-in. */
  consentDomainScript: string | undefined;
  tagManagerId: string | undefined;
  /** The stand-in's words. */
  consentTexts: ConsentTexts;
}

/** The stand-in once loaded, and whether it was loaded to open the preferences. */
interface StandInState {
  View: ComponentType<ConsentStandInProps>;
  openOnStart: boolean;
}

const warn = (code: string) => (error: unknown) => log({ level: "warn", code, message: errorMessage(error) });

export function TrackingBoot({ locale, covered, consentDomainScript, tagManagerId, consentTexts }: TrackingBootProps) {
  const [standIn, setStandIn] = useState<StandInState | undefined>(undefined);

  useEffect(() => {
    track("page_view", { page_path: location.pathname, language: locale });
    let stop = () => {};
    let stopped = false;
    const start = async () => {
      const { startTracking } = await import("./tracker");
      if (stopped) return;
      stop = startTracking({ locale, covered, tagManagerId, onError: warn("tag-manager-failed") });
      if (!covered) return;
      if (consentDomainScript !== undefined) {
        const { loadOneTrust } = await import("../consent/oneTrust");
        loadOneTrust(consentDomainScript, locale);
        return;
      }
      const { ConsentStandIn } = await import("../consent/ConsentStandIn");
      if (!stopped) setStandIn((current) => current ?? { View: ConsentStandIn, openOnStart: false });
    };
    // After the page's own work: tracking is never in the way of the first paint.
    const idle = window.setTimeout(() => void start().catch(warn("tracking-failed")), 0);
    return () => {
      stopped = true;
      window.clearTimeout(idle);
      stop();
    };
  }, [locale, covered, consentDomainScript, tagManagerId]);

  // Asked for the preferences before any manager is loaded (outside the covered countries): the stand-in, open.
  useEffect(() => {
    if (consentDomainScript !== undefined) return undefined;
    const controller = new AbortController();
    const load = () =>
      void import("../consent/ConsentStandIn")
        .then(({ ConsentStandIn }) => {
          if (!controller.signal.aborted) setStandIn({ View: ConsentStandIn, openOnStart: true });
        })
        .catch(warn("consent-preferences-failed"));
    window.addEventListener(consentPreferencesEvent, load, { signal: controller.signal });
    return () => controller.abort();
  }, [consentDomainScript]);

  return standIn === undefined ? null : <standIn.View texts={consentTexts} covered={covered} openOnStart={standIn.openOnStart} />;
}
