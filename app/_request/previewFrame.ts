/**
 * The studio's preview frame (issue 17, ARCHITECTURE.md §9): what a frame page needs to render a grant's document
 * for the audience the studio picked. The audience only chooses which `visibleWhen` branches show in a preview of
 * a draft; it never grants anything, and the content calls carry its country and age limit like a viewer's would.
 */
import { cache } from "react";
import { kidDefaultAgeRestriction } from "@/domain/ageLimit";
import type { ProfileKind } from "@/domain/types";
import { knownCountry } from "@/domain/viewer";
import { userTypes, type Segment } from "@/request/segment";

export interface PreviewFrame {
  grant: string;
  segment: Segment;
  /** ISO time for the time machine; undefined: now. */
  at: string | undefined;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `?audience=subscribed&profile=kid&country=MA`; anything unknown falls back to a guest in the default country. */
export function frameSegment(query: Record<string, string | string[] | undefined>, defaultCountry: string): Segment {
  const userType = userTypes.find((type) => type === first(query.audience)) ?? "anonymous";
  const profileKind: ProfileKind = userType !== "anonymous" && first(query.profile) === "kid" ? "kid" : "adult";
  return {
    userType,
    profileKind,
    platform: "WEB",
    webView: false,
    country: knownCountry(first(query.country)) ?? defaultCountry,
    ageLimit: profileKind === "kid" ? kidDefaultAgeRestriction : null,
  };
}

/** A valid ISO time, or undefined (now). */
export function frameTime(value: string | string[] | undefined): string | undefined {
  const text = first(value);
  if (text === undefined || text === "") return undefined;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

/** One frame object per request, so `generateMetadata` and the page share one load (React `cache` compares by identity). */
export const previewFrameOf = cache((grant: string, segmentKey: string, at: string | undefined, defaultCountry: string): PreviewFrame => {
  const [audience, profile, country] = segmentKey.split("|");
  return { grant, segment: frameSegment({ audience, profile, country }, defaultCountry), at };
});
