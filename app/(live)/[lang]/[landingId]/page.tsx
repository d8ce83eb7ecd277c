import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ScreenPage, screenMetadata } from "@/app/_shell/screenPage";
import { localeParam } from "@/app/_shell/localeParam";
import { landingIdPattern } from "@/domain/screenPath";
import { safeDecode } from "@/domain/safeDecode";

/** Any landing id may be published at any time; the [lang] layout's static params must not limit it. */
export const dynamicParams = true;

interface LandingParams {
  params: Promise<{ lang: string; landingId: string }>;
}

function landingIdOf(value: string): string {
  const id = safeDecode(value);
  if (id === undefined || !landingIdPattern.test(id)) notFound();
  return id;
}

export async function generateMetadata({ params }: LandingParams): Promise<Metadata> {
  const { landingId } = await params;
  return screenMetadata(await localeParam(params), landingIdOf(landingId));
}

export default async function Landing({ params }: LandingParams) {
  const { landingId } = await params;
  return <ScreenPage locale={await localeParam(params)} screenId={landingIdOf(landingId)} />;
}
