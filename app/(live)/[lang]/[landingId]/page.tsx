import type { Metadata } from "next";
import { guideFilterOf } from "@/domain/guide";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { pageChrome, widgetTarget } from "@/app/_pages/promoWidget";
import { readGridQuery } from "@/components/grid/gridQuery";
import { localizedHref } from "@/components/ui-context";
import { ScreenPage, screenMetadata } from "@/app/_pages/screenPage";
import { localeParam } from "@/app/_request/localeParam";
import { landingScreen, landingShell, liveRouteTable } from "@/app/_pages/routeTable";
import type { Locale } from "@/domain/types";
import { landingIdPattern } from "@/domain/screenPath";
import { safeDecode } from "@/domain/safeDecode";
import { packageQuery } from "@/renderer";
import { sportQueryOf } from "@/domain/sports/sportQuery";
import { searchQueryOf } from "@/domain/searchQuery";
import { shownForParam } from "@/domain/maintenance";
import { setShownFor } from "@/components/button/shownFor";

/** Any landing id may be published at any time; the [lang] layout's static params must not limit it. */
export const dynamicParams = true;

interface LandingParams {
  params: Promise<{ lang: string; landingId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Spec 2 names the history both `/history` and `watching-history`: the second is the first's old address. */
const landingAliases: Readonly<Record<string, string>> = { "watching-history": "history" };

function landingIdOf(value: string): string {
  const id = safeDecode(value);
  if (id === undefined || !landingIdPattern.test(id)) notFound();
  return id;
}

/** The screen the route table's row for this landing names (issue 28). */
async function screenOf(locale: Locale, id: string): Promise<string> {
  return landingScreen(await liveRouteTable(locale), id);
}

export async function generateMetadata({ params }: LandingParams): Promise<Metadata> {
  const { landingId } = await params;
  const locale = await localeParam(params);
  return screenMetadata(locale, await screenOf(locale, landingIdOf(landingId)));
}

export default async function Landing({ params, searchParams }: LandingParams) {
  const [{ landingId }, query, locale] = await Promise.all([params, searchParams, localeParam(params)]);
  const id = landingIdOf(landingId);
  const alias = landingAliases[id];
  if (alias !== undefined) permanentRedirect(localizedHref(locale, `/${alias}`));
  // Live landings read the URL's `page` and `sort` (grids, the watching history), `source` (the package flow's
  // entry), the programme guide's filter and the sport pages' choices; cached ones cannot (routing/landingQuery.ts).
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (typeof value === "string") search.set(name, value);
  const param = (name: string) => search.get(name);
  const guide = guideFilterOf(param);
  const route = {
    values: {},
    query: { ...readGridQuery(search), ...packageQuery(param), ...(guide ? { guide } : {}), sport: sportQueryOf(param), search: searchQueryOf(param) },
  };
  const screenId = await screenOf(locale, id);
  // The maintenance screen in place of a page that is down (proxy.ts): the address it stands in for.
  const shownFor = param(shownForParam);
  if (shownFor?.startsWith("/") === true) setShownFor(shownFor);
  const target = widgetTarget(screenId, locale, search.get("widget"), route.query.packageId);
  if (target !== undefined) redirect(target);
  const shell = landingShell(await liveRouteTable(locale), id);
  return <ScreenPage locale={locale} screenId={screenId} route={route} chrome={pageChrome(shell.chrome, search.get("widget"))} exempt={shell.exempt} />;
}
