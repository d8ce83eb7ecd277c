/**
 * Every page of the account area (spec 2, `/{lang}/hub/...`) is a row of the route table (issue 28): the row the path
 * matches names the screen it shows, so the CRM team adds an account page, or gives a step of a flow another screen,
 * by publishing the table and a screen, with no deploy. The proxy has applied the row's guard before this page runs.
 * A path no row matches, or whose row names no screen, is not found; so is a screen the app-grid does not hold.
 * The hand-written pages beside this folder (verification, profile) take precedence over it.
 */
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { widgetTarget } from "@/app/_pages/promoWidget";
import { localeParam } from "@/app/_request/localeParam";
import { liveRouteTable } from "@/app/_pages/routeTable";
import { ScreenPage, screenMetadata } from "@/app/_pages/screenPage";
import { isPartnerSignInError } from "@/domain/subscription/partners";
import type { Locale } from "@/domain/types";
import { packageQuery, type RouteData } from "@/renderer";
import { screenAt } from "@/routing/routeTable";

interface HubParams {
  params: Promise<{ lang: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

interface HubScreen {
  locale: Locale;
  screenId: string;
  /** `/hub/profile-update/{profileId}`: the profile a `prefill: "profile"` form edits; `/hub/deal-landing/{dealParam}`: the deal; `/hub/partner-list/{partnerName}`: the partner and why its sign-in failed; `?source=upsell` on the package pages. */
  route: RouteData;
}

async function hubScreen(params: HubParams["params"], searchParams?: HubParams["searchParams"]): Promise<HubScreen> {
  const locale = await localeParam(params);
  const { path } = await params;
  const found = screenAt(await liveRouteTable(locale), `/hub/${path.map(encodeURIComponent).join("/")}`);
  if (found === undefined) notFound();
  const { screenId, params: { profileId, dealParam, partnerName } } = found;
  const search = (await searchParams) ?? {};
  const query = packageQuery((name) => search[name]);
  const target = widgetTarget(screenId, locale, search.widget, query.packageId);
  if (target !== undefined) redirect(target);
  const named = {
    ...(typeof profileId === "string" ? { profileId } : {}),
    ...(typeof dealParam === "string" ? { dealParam } : {}),
    ...(typeof partnerName === "string" ? { partnerName } : {}),
  };
  const partnerError = isPartnerSignInError(search.partnerError) ? { partnerError: search.partnerError } : {};
  return { locale, screenId, route: { values: {}, query: { ...query, ...partnerError }, ...named } };
}

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  const { locale, screenId } = await hubScreen(params);
  return screenMetadata(locale, screenId);
}

export default async function HubPage({ params, searchParams }: HubParams) {
  return <ScreenPage {...await hubScreen(params, searchParams)} />;
}
