/**
 * Content pages (spec 2 "Content routes", issue 9): the route's path says which page kind and which ids; this
 * module checks them against the content service (an unknown id is the localized 404, a slug that does not
 * match the title is a 308 to the canonical path so old links keep working) and renders the page kind's
 * screen with the route's values bound to its data sources. Shared by the app's pages and the `embed/` ones.
 */
import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { readGridQuery } from "@/components/grid/gridQuery";
import { localizedHref } from "@/components/ui-context";
import { channelRoute, genreRoute, matchRoute, parseContentPath, playerRoute, seasonRoute, teamRoute, titleRoute, type ContentPath } from "@/domain/contentPath";
import { programmeParam, scheduleDayParam } from "@/domain/catchup";
import { safeDecode } from "@/domain/safeDecode";
import type { ContentItem, Locale } from "@/domain/types";
import { translator } from "@/locales/serverI18n";
import type { RouteData } from "@/renderer";
import { contentScreenOf } from "./contentScreens";
import { requestContext } from "@/app/_request/requestContext";
import { ScreenPage, screenMetadata } from "./screenPage";
import { publicUrl, shareMetadata } from "./shareMetadata";
import { contentJsonLd, shareImageOf, shareTypeOf } from "@/domain/structuredData";
import { sharedCaches } from "@/app/_server/sharedCaches";
import { getServices } from "@/app/_server/services";

export interface ContentPageParams {
  params: Promise<{ lang: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

interface Resolved {
  screenId: string;
  route: RouteData;
  /** The locale-less canonical path of what was asked for. */
  canonical: string;
  /** The page's own name (the title, or the genre), for the document title. */
  name: string;
  /** The title, season, channel or what the player plays: its link preview and structured data (issue 32 §5). */
  item?: ContentItem;
  season?: { number: number; name: string };
}

const productTypeOf = { series: "SERIES", show: "SHOW", movie: "MOVIE" } as const;

/** The decoded path segments, or undefined for a malformed escape. */
function decodedPath(segments: readonly string[]): string | undefined {
  const decoded = segments.map((segment) => safeDecode(segment));
  return decoded.every((segment) => segment !== undefined) ? decoded.join("/") : undefined;
}

async function productOf(id: string, locale: Locale): Promise<ContentItem | undefined> {
  const { call } = await requestContext(locale, "content");
  return (await sharedCaches().content.product(id, call))?.item;
}

async function resolvePath(path: ContentPath, locale: Locale, query: RouteData["query"]): Promise<Resolved | undefined> {
  const screenId = contentScreenOf(path);
  switch (path.page) {
    case "title": {
      const item = await productOf(path.id, locale);
      if (!item || item.kind !== path.kind) return undefined;
      return { screenId, route: { values: { titleId: item.id }, query }, canonical: titleRoute(path.kind, item.id, item.title), name: item.title, item };
    }
    case "season": {
      const item = await productOf(path.titleId, locale);
      if (!item || item.kind !== path.kind) return undefined;
      const { call } = await requestContext(locale, "content");
      const season = (await sharedCaches().content.seasons(item.id, call)).find((candidate) => candidate.id === path.seasonId);
      if (!season) return undefined;
      const canonical = seasonRoute({ id: item.id, kind: path.kind, title: item.title }, { id: season.id, number: season.number });
      return { screenId, route: { values: { titleId: item.id, seasonId: season.id }, query }, canonical, name: `${item.title} · ${season.title}`, item, season: { number: season.number, name: season.title } };
    }
    case "genre": {
      const { call } = await requestContext(locale, "content");
      const productType = productTypeOf[path.kind];
      const probe = await sharedCaches().content.filterPage({ productType, genre: path.category, sort: "newest", page: 0, size: 1 }, call);
      if (probe.genreTitle === undefined) return undefined;
      return { screenId, route: { values: { category: path.category, productType }, query }, canonical: genreRoute(path.kind, path.category), name: probe.genreTitle };
    }
    case "channel": {
      const item = await productOf(path.id, locale);
      if (!item || item.kind !== "live-channel") return undefined;
      return { screenId, route: { values: { contentId: item.id }, query }, canonical: channelRoute(item), name: item.title, item };
    }
    case "team": {
      const { call } = await requestContext(locale, "content");
      const about = await getServices().sports.about(path.id, call);
      if (!about) return undefined;
      return { screenId, route: { values: { teamId: about.team.id }, query }, canonical: teamRoute(about.team), name: about.team.name };
    }
    case "match": {
      const { call } = await requestContext(locale, "content");
      const match = await getServices().sports.matchPre(path.fixtureId, call);
      if (!match) return undefined;
      const { fixture } = match;
      const name = `${fixture.home.name} – ${fixture.away.name}`;
      return { screenId, route: { values: { fixtureId: fixture.id }, query }, canonical: matchRoute(fixture), name };
    }
    case "player": {
      const item = await productOf(path.id, locale);
      if (!item || item.kind === "series" || item.kind === "show") return undefined;
      if (path.titleId !== undefined && item.parent?.id !== path.titleId) return undefined;
      const titleId = item.parent?.id ?? item.id;
      const values = { contentId: item.id, titleId, ...(item.seasonId === undefined ? {} : { seasonId: item.seasonId }) };
      const name = item.parent && item.kind !== "trailer" ? `${item.parent.title} · ${item.title}` : item.title;
      return { screenId, route: { values, query }, canonical: playerRoute(item), name, item };
    }
  }
}

const resolveRequest = cache(async (locale: Locale, segments: readonly string[], search: string): Promise<{ embed: boolean; resolved: Resolved } | undefined> => {
  const path = decodedPath(segments);
  const parsed = path === undefined ? undefined : parseContentPath(path);
  if (!parsed) return undefined;
  const params = new URLSearchParams(search);
  const programmeId = programmeParam(params.get("programme"));
  const scheduleDay = scheduleDayParam(params.get("day"));
  const query = { ...readGridQuery(params), ...(programmeId ? { programmeId } : {}), ...(scheduleDay ? { scheduleDay } : {}) };
  const resolved = await resolvePath(parsed.path, locale, query);
  return resolved ? { embed: parsed.embed, resolved } : undefined;
});

function searchOf(params: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(name, one);
  }
  return search.toString();
}

async function requestOf({ params, searchParams }: ContentPageParams, locale: Locale) {
  const [{ path }, query] = await Promise.all([params, searchParams]);
  const search = searchOf(query);
  return { path, search, request: await resolveRequest(locale, path, search) };
}

export async function contentMetadata(props: ContentPageParams, locale: Locale): Promise<Metadata> {
  const { request } = await requestOf(props, locale);
  if (!request) return { title: translator(locale, "common")("app.name") };
  const { resolved } = request;
  const title = `${resolved.name} | ${translator(locale, "common")("app.name")}`;
  const { item } = resolved;
  if (item === undefined) return { ...(await screenMetadata(locale, resolved.screenId)), title };
  const path = localizedHref(locale, resolved.canonical);
  return shareMetadata({ title, description: item.description, locale, path, type: shareTypeOf(item.kind), image: shareImageOf(item) });
}

/** The page's JSON-LD: its item's (a genre page has none: a web page's). */
function structuredDataOf(resolved: Resolved, locale: Locale): unknown {
  if (resolved.item === undefined) return undefined;
  return contentJsonLd(resolved.item, publicUrl(localizedHref(locale, resolved.canonical)), locale, resolved.season);
}

/** The page: 404, a 308 to the canonical path, or the page kind's screen with the route's values. */
export async function ContentPage({ props, locale, embed }: { props: ContentPageParams; locale: Locale; embed: boolean }) {
  const { path, search, request } = await requestOf(props, locale);
  if (!request || request.embed !== embed) notFound();
  const { resolved } = request;
  const asked = `/${(decodedPath(path) ?? "").replace(/^embed\//, "")}`;
  if (asked !== resolved.canonical) {
    const target = localizedHref(locale, `${embed ? "/embed" : ""}${resolved.canonical}`);
    permanentRedirect(`${encodeURI(target)}${search ? `?${search}` : ""}`);
  }
  return <ScreenPage locale={locale} screenId={resolved.screenId} route={resolved.route} structuredData={structuredDataOf(resolved, locale)} />;
}
