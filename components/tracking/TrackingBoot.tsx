"use client";
/**
 * Tracking's start on every page (issue 32 §4), kept out of the first load: the page view joins the queue at once;
 * once the page is in, the tracker (tracker.ts) starts, then, in a covered country, the consent manager: the vendor's
 * script when the configuration names a domain script (`onetrustConfig.web`), the stand-in otherwise.
 */
import { useEffect, useState, type ComponentType } from "react";
import { track } from "../actions/track";
import type { ConsentTexts } from "../consent/consentTexts";
import { errorMessage, log } from "@/ops/browserLog";

export interface TrackingBootProps {
  locale: string;
  covered: boolean;
  /** The vendor's domain script id; absent, the stand-in. */
  consentDomainScript: string | undefined;
  tagManagerId: string | undefined;
  /** The stand-in's words; given in covered countries only. */
  consentTexts: ConsentTexts | undefined;
}

const warn = (code: string) => (error: unknown) => log({ level: "warn", code, message: errorMessage(error) });

export function TrackingBoot({ locale, covered, consentDomainScript, tagManagerId, consentTexts }: TrackingBootProps) {
  const [StandIn, setStandIn] = useState<{ View: ComponentType<{ texts: ConsentTexts }> } | undefined>(undefined);

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
      if (!stopped) setStandIn({ View: ConsentStandIn });
    };
    // After the page's own work: tracking is never in the way of the first paint.
    const idle = window.setTimeout(() => void start().catch(warn("tracking-failed")), 0);
    return () => {
      stopped = true;
      window.clearTimeout(idle);
      stop();
    };
  }, [locale, covered, consentDomainScript, tagManagerId]);

  return StandIn === undefined || consentTexts === undefined ? null : <StandIn.View texts={consentTexts} />;
}
