import type { Metadata } from "next";
import { ScreenPage, screenMetadata } from "@/app/_pages/screenPage";
import { segmentParams, type SegmentParams } from "@/app/_request/segmentParams";

/** Kept in the page cache for the spec's page reload interval (60 s), then revalidated in the background. */
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams(): { segment: string; lang: string }[] {
  return [];
}

export async function generateMetadata({ params }: SegmentParams): Promise<Metadata> {
  const { locale, segmentKey } = await segmentParams(params);
  return screenMetadata(locale, "home", segmentKey);
}

export default async function CachedHome({ params }: SegmentParams) {
  const { locale, segmentKey } = await segmentParams(params);
  return <ScreenPage locale={locale} screenId="home" segmentKey={segmentKey} />;
}
