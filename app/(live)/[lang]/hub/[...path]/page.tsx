/**
 * Every page of the account area (spec 2, `/{lang}/hub/...`) is a row of the route table (issue 28): the row the path
 * matches names the screen it shows, so the CRM team adds an account page, or gives a step of a flow another screen,
 * by publishing the table and a screen, with no deploy. The proxy has applied the row's guard before this page runs.
 * A path no row matches, or whose row names no screen, is not found; so is a screen the app-grid does not hold.
 * The hand-written pages beside this folder (verification, profile) take precedence over it. A row that guards the
 * subscription (`subscriptionPin`) asks for the account's PIN before its screen, once per session.
 */
import type { Metadata } from "next";
import { forbidden, notFound, redirect } from "next/navigation";
import { pageChrome, widgetTarget } from "@/app/_pages/promoWidget";
import { localeParam } from "@/app/_request/localeParam";
import { liveRouteTable } from "@/app/_pages/routeTable";
import { ScreenPage, screenMetadata } from "@/app/_pages/screenPage";
import { isPartnerSignInError } from "@/domain/subscription/partners";
import type { Locale } from "@/domain/types";
import type { RouteLayout } from "@/screens-schema/types";
import { packageQuery, type RouteData } from "@/renderer";
import { screenAt } from "@/routing/routeTable";
import { requestContext } from "@/app/_request/requestContext";
import { subscriptionPinRequired } from "@/app/_server/subscriptionPin";
import { SubscriptionPinGate, subscriptionPinTexts } from "@/components/subscription/SubscriptionPinGate";

interface HubParams {
  params: Promise<{ lang: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

interface HubScreen {
  locale: Locale;
  screenId: string;
  /** The row asks for the account's PIN first (its `subscriptionPin`, on a personal page). */
  pinGuarded: boolean;
  /** The row is the main profile's (`master-required`): another profile gets the 403 page. */
  masterOnly: boolean;
  /** `/hub/profile-update/{profileId}`: the profile a `prefill: "profile"` form edits; `/hub/deal-landing/{dealParam}`: the deal; `/hub/partner-list/{partnerName}`: the partner and why its sign-in failed; `/hub/offer/{offerParam}`: the offer; `?source=upsell` on the package pages. */
  route: RouteData;
  /** The row's chrome, or a widget's. */
  chrome: RouteLayout | undefined;
  /** The row is exempt from the shell's no-internet message (every /hub/ row is). */
  exempt: boolean;
}

async function hubScreen(params: HubParams["params"], searchParams?: HubParams["searchParams"]): Promise<HubScreen> {
  const locale = await localeParam(params);
  const { path } = await params;
  const table = await liveRouteTable(locale);
  const hubPath = `/hub/${path.map(encodeURIComponent).join("/")}`;
  const found = screenAt(table, hubPath);
  if (found === undefined) notFound();
  const row = table.routeFor(hubPath)?.row;
  const { screenId, params: { profileId, dealParam, partnerName, offerParam } } = found;
  const search = (await searchParams) ?? {};
  const query = packageQuery((name) => search[name]);
  const target = widgetTarget(screenId, locale, search.widget, query.packageId);
  if (target !== undefined) redirect(target);
  const named = {
    ...(typeof profileId === "string" ? { profileId } : {}),
    ...(typeof dealParam === "string" ? { dealParam } : {}),
    ...(typeof partnerName === "string" ? { partnerName } : {}),
    ...(typeof offerParam === "string" ? { offerParam } : {}),
  };
  const partnerError = isPartnerSignInError(search.partnerError) ? { partnerError: search.partnerError } : {};
  const pinGuarded = row?.subscriptionPin === true && row.personal === true;
  return { locale, screenId, pinGuarded, masterOnly: row?.access === "master-required", route: { values: {}, query: { ...query, ...partnerError }, ...named }, chrome: pageChrome(row?.layout, search.widget), exempt: row?.exempt === true };
}

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  const { locale, screenId } = await hubScreen(params);
  return screenMetadata(locale, screenId);
}

/**
 * A signed-in adult whose account has a PIN, on a page that asks for it, gives it first (spec 3
 * `isPassedPinCodeOnSubscription`): the profiles service says whether this session has; when it cannot say, the page
 * asks (fail closed). A kids profile is not asked: the page itself tells it it may not change the subscription.
 */
async function pinGate(locale: Locale, screenId: string) {
  const request = await requestContext(locale, screenId);
  if (request.token === undefined || request.viewer.profile?.kind === "kid") return null;
  if (!(await subscriptionPinRequired({ token: request.token, call: request.call }))) return null;
  return <SubscriptionPinGate locale={locale} texts={subscriptionPinTexts(locale)} />;
}

/** The viewer's selected profile is the account's main one, by the session's signed ticket (never a cookie's word). */
async function isMasterViewer(locale: Locale, screenId: string): Promise<boolean> {
  return (await requestContext(locale, screenId)).viewer.profile?.master === true;
}

export default async function HubPage({ params, searchParams }: HubParams) {
  const { pinGuarded, masterOnly, ...screen } = await hubScreen(params, searchParams);
  if (masterOnly && !(await isMasterViewer(screen.locale, screen.screenId))) forbidden();
  const gate = pinGuarded ? await pinGate(screen.locale, screen.screenId) : null;
  return gate ?? <ScreenPage {...screen} />;
}
