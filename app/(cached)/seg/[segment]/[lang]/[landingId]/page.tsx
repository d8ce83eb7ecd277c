import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { landingScreen, landingShell, routeTable } from "@/app/_pages/routeTable";
import { ScreenPage, screenMetadata } from "@/app/_pages/screenPage";
import { landingIdPattern } from "@/domain/screenPath";
import { segmentParams } from "@/app/_request/segmentParams";
import { safeDecode } from "@/domain/safeDecode";

/** Kept in the page cache for the spec's page reload interval (60 s), then revalidated in the background. */
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams(): { segment: string; lang: string; landingId: string }[] {
  return [];
}

interface LandingParams {
  params: Promise<{ segment: string; lang: string; landingId: string }>;
}

async function landing(params: LandingParams["params"]) {
  const { landingId } = await params;
  const id = safeDecode(landingId);
  if (id === undefined || !landingIdPattern.test(id)) notFound();
  const { locale, segmentKey, segment } = await segmentParams(params);
  // The screen and chrome the route table's row names (issue 28); a table publish revalidates every cached landing.
  const table = await routeTable({ locale, country: segment.country });
  return { locale, segmentKey, id: landingScreen(table, id), shell: landingShell(table, id) };
}

export async function generateMetadata({ params }: LandingParams): Promise<Metadata> {
  const { locale, segmentKey, id } = await landing(params);
  return screenMetadata(locale, id, segmentKey);
}

export default async function CachedLanding({ params }: LandingParams) {
  const { locale, segmentKey, id, shell } = await landing(params);
  return <ScreenPage locale={locale} screenId={id} segmentKey={segmentKey} chrome={shell.chrome} exempt={shell.exempt} />;
}
