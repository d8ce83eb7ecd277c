/**
 * What the home, landing, account and content routes share: say which screen, for whom and in which mode, and
 * hand it to the renderer's one entry (renderer/renderScreen.tsx); answer 404 when there is no such screen.
 * - Cached tree (a `segmentKey` given): the viewer segment the proxy put in the path; no cookies read.
 * - Live tree: who the viewer is from the request (the proxy's viewer ticket); a valid preview cookie loads the
 *   latest version past every cache.
 * - The studio's preview frame: the document its grant opens.
 * One input per request (React `cache`), so the page and its metadata share one load.
 */
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getServices, previewDocument } from "@/app/_server/services";
import { viewerData } from "@/app/_server/viewerData";
import type { Locale } from "@/domain/types";
import { renderScreen, screenMetadata as metadataOf, type RenderScreenInput, type RouteData } from "@/renderer";
import { hasPreview, previewCookieName } from "@/request/preview";
import { decodeSegment } from "@/request/segment";
import type { PreviewFrame } from "@/app/_request/previewFrame";
import type { RouteLayout } from "@/screens-schema/types";
import { OfflineNotice } from "@/app/_shell/OfflineNotice";
import { JsonLd } from "@/app/_shell/JsonLd";
import { publicUrl, shareMetadata } from "./shareMetadata";
import { siteJsonLd, webPageJsonLd } from "@/domain/structuredData";
import { translator } from "@/locales/serverI18n";
import { requestContext, segmentContext } from "@/app/_request/requestContext";
import { sharedCaches } from "@/app/_server/sharedCaches";

type BaseInput = Omit<RenderScreenInput, "route">;

/**
 * What every render reads besides its content: the shared layouts, the subscription catalogue, the partners, and
 * the guide and sports data uncached (they move by the minute). Only the content differs: the shared cache, the one
 * that waits for a fresh copy (cached pages), or the service itself (previews).
 */
function sourcesWith(content: RenderScreenInput["sources"]["content"]): RenderScreenInput["sources"] {
  const services = getServices();
  return { loader: sharedCaches().loader, content, plans: services.subscription, partners: services.partners, guide: services.content, sports: services.sports, imagesBaseURL: services.config.imagesBaseURL };
}

async function liveInput(locale: Locale, screenId: string): Promise<BaseInput> {
  const [request, cookieStore] = await Promise.all([requestContext(locale, screenId), cookies()]);
  const preview = hasPreview(cookieStore.get(previewCookieName)?.value);
  const { token } = request;
  const data = token === undefined ? undefined : viewerData(request.call, { token, profileId: request.viewer.profile?.id });
  const services = getServices();
  return {
    screenId,
    locale,
    mode: { kind: "live", preview },
    viewer: { ctx: request.ctx, call: request.call, ...(data ? { data } : {}) },
    sources: sourcesWith(preview ? services.content : sharedCaches().content),
  };
}

function cachedInput(locale: Locale, screenId: string, segmentKey: string): BaseInput {
  const segment = decodeSegment(segmentKey);
  if (!segment) notFound();
  const { ctx, call } = segmentContext(locale, screenId, segment);
  return {
    screenId,
    locale,
    mode: { kind: "cached" },
    viewer: { ctx, call },
    sources: sourcesWith(sharedCaches().contentNow),
  };
}

async function frameInput(locale: Locale, screenId: string, frame: PreviewFrame): Promise<BaseInput> {
  const { ctx, call } = segmentContext(locale, screenId, frame.segment);
  const opened = await previewDocument(frame.grant, frame.at);
  return {
    screenId,
    locale,
    mode: { kind: "frame", opened },
    viewer: { ctx, call },
    sources: sourcesWith(getServices().content),
  };
}

/** One input per request and screen: the page and its metadata share its viewer, so one load. */
const inputOf = cache(
  (locale: Locale, screenId: string, segmentKey: string | undefined, frame: PreviewFrame | undefined): Promise<BaseInput> | BaseInput =>
    frame !== undefined ? frameInput(locale, screenId, frame) : segmentKey !== undefined ? cachedInput(locale, screenId, segmentKey) : liveInput(locale, screenId),
);

export async function screenMetadata(locale: Locale, screenId: string, segmentKey?: string, frame?: PreviewFrame): Promise<Metadata> {
  return shareMetadata({ ...(await metadataOf(await inputOf(locale, screenId, segmentKey, frame))), locale });
}

interface ScreenPageProps {
  locale: Locale;
  screenId: string;
  /** Cached tree: the viewer segment this page is rendered for. */
  segmentKey?: string;
  /** Content and account pages: the values the layout's data sources take from the route, and the grid's URL query. */
  route?: RouteData;
  /** The studio's preview frame (app/_request/previewFrame.ts): one object per request, so the React cache holds. */
  frame?: PreviewFrame;
  /** The chrome the route table's row asks for, or a widget's (app/_pages/promoWidget.ts). */
  chrome?: RouteLayout | undefined;
  /** The row is one of spec 2's exempt paths: no no-internet message over it. */
  exempt?: boolean;
  /** The page's JSON-LD (domain/structuredData.ts); by default the site's on home, a web page's elsewhere. */
  structuredData?: unknown;
}

/** Home's JSON-LD is the site's; any other screen page's, a web page's. */
async function defaultStructuredData(input: BaseInput): Promise<unknown> {
  const { locale } = input;
  const name = translator(locale, "common")("app.name");
  if (input.screenId === "home") return siteJsonLd(name, publicUrl(`/${locale}`), publicUrl("/icon.svg"));
  const { title, description } = await metadataOf(input);
  return webPageJsonLd(title, locale, description);
}

export async function ScreenPage({ locale, screenId, segmentKey, route, frame, chrome, exempt = false, structuredData }: ScreenPageProps) {
  const input = await inputOf(locale, screenId, segmentKey, frame);
  const rendered = await renderScreen({ ...input, ...(route ? { route } : {}), ...(chrome ? { chrome } : {}) });
  if (rendered.kind === "not-found") notFound();
  return (
    <>
      <JsonLd data={structuredData ?? (await defaultStructuredData(input))} />
      {rendered.node}
      {exempt || frame !== undefined ? null : <OfflineNotice locale={locale} />}
    </>
  );
}
