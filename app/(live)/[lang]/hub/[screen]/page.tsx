/**
 * Account pages that are another name for a screen in app/_shell/hubScreens.ts (spec 2 lists several names
 * for the same step). Pages with their own folder beside this one take precedence; unknown names are 404s.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hubScreens, isHubSegment } from "@/app/_shell/hubScreens";
import { localeParam } from "@/app/_shell/localeParam";
import { ScreenPage, screenMetadata } from "@/app/_shell/screenPage";

interface HubParams {
  params: Promise<{ lang: string; screen: string }>;
}

async function screenOf(params: HubParams["params"]): Promise<string> {
  const { screen } = await params;
  if (!isHubSegment(screen)) notFound();
  return hubScreens[screen];
}

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  return screenMetadata(await localeParam(params), await screenOf(params));
}

export default async function HubAliasPage({ params }: HubParams) {
  return <ScreenPage locale={await localeParam(params)} screenId={await screenOf(params)} />;
}
