/**
 * The studio's preview frame (issue 17): the viewer app's own render of a draft, or of a screen at a moment of the
 * time machine, for the audience in the query. Only a valid frame cookie for this path opens it (route.ts beside
 * this folder sets it); the proxy lets the studio's origin frame it then, and no one otherwise.
 */
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { readServiceConfig } from "@/app/_server/services";
import { previewFrameOf, frameTime } from "@/app/_request/previewFrame";
import { FrameBridge } from "@/app/_shell/FrameBridge";
import { localeParam } from "@/app/_request/localeParam";
import { ScreenPage, screenMetadata } from "@/app/_pages/screenPage";
import { frameCookieName, frameGrantOf } from "@/request/preview";
import { studioOrigin } from "@/domain/origins";

interface FrameParams {
  params: Promise<{ lang: string; key: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

async function frameOf({ params, searchParams }: FrameParams) {
  const [{ key }, query, cookieStore, locale] = await Promise.all([params, searchParams, cookies(), localeParam(params)]);
  const grant = frameGrantOf(`/${locale}/preview/frame/${key}`, (name) => cookieStore.get(name)?.value);
  if (grant === undefined) notFound();
  const segmentKey = [first(query.audience), first(query.profile), first(query.country)].join("|");
  const cookieValue = cookieStore.get(frameCookieName)?.value ?? "";
  return { locale, screenId: grant.screen, frame: previewFrameOf(cookieValue, segmentKey, frameTime(query.at), readServiceConfig().defaultCountry) };
}

export async function generateMetadata(props: FrameParams): Promise<Metadata> {
  const { locale, screenId, frame } = await frameOf(props);
  return screenMetadata(locale, screenId, undefined, frame);
}

export default async function PreviewFrame(props: FrameParams) {
  const { locale, screenId, frame } = await frameOf(props);
  return (
    <>
      <FrameBridge studioOrigin={studioOrigin()} />
      <ScreenPage locale={locale} screenId={screenId} frame={frame} />
    </>
  );
}
