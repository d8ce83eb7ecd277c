import { notFound } from "next/navigation";
import type { Locale } from "@/domain/types";
import { decodeSegment, type Segment } from "@/request/segment";
import { localeParam } from "./localeParam";

export interface SegmentParams {
  params: Promise<{ segment: string; lang: string }>;
}

/** The locale and viewer segment of a cached-tree route; anything malformed is a 404. */
export async function segmentParams(params: Promise<{ segment: string; lang: string }>): Promise<{ locale: Locale; segmentKey: string; segment: Segment }> {
  const { segment: segmentKey } = await params;
  const segment = decodeSegment(segmentKey);
  if (!segment) notFound();
  return { locale: await localeParam(params), segmentKey, segment };
}
