/**
 * What a page's route gives its layout (the contract's `RouteParam`, issue 9): the ids of a content path and
 * the grid's sort and page from the URL. Data sources name a value (`{ "fromRoute": "titleId" }`); the route
 * fills it, so one layout serves every title of a page kind and no screen is special-cased in code.
 */
import type { SortOption } from "@/adapters/content/contentClient";
import type { GuideFilterChoice } from "@/domain/guide";
import type { Reservation } from "@/domain/subscription/codes";
import type { FlowEntry } from "@/domain/subscription/flows";
import type { PartnerSignInError } from "@/domain/subscription/partners";
import type { SearchQuery } from "@/domain/searchQuery";
import type { SportQuery } from "@/domain/sports/sportQuery";
import type { ContentRef, RouteParam } from "@/screens-schema/types";

export type RouteValueName = RouteParam["fromRoute"];

export interface RouteData {
  values: Partial<Record<RouteValueName, string>>;
  /**
   * `?sort=` and `?page=` of the URL, already checked (components/grid/gridQuery.ts); the package and payment pages'
   * flow entry (`?source=upsell`), chosen package (`?package=`), payment method (`?method=`), order (`?order=`) and
   * the coupon, deal or offer price the payment page charges (`?coupon=`, `?deal=`, `?offer=`): renderer/data/plans.ts;
   * the programme guide's filter (`?eventType=`, `?genre=`): domain/guide.ts; the sport pages' tournament, matchday
   * and day (`?tournament=`, `?matchday=`, `?date=`): domain/sports/sportQuery.ts.
   */
  query: {
    sort?: SortOption;
    page?: number;
    entry?: FlowEntry;
    packageId?: string;
    method?: string;
    orderId?: string;
    reservation?: Reservation;
    guide?: GuideFilterChoice;
    partnerError?: PartnerSignInError;
    sport?: SportQuery;
    /** A channel's player page: `?programme=`, the programme started over or caught up (domain/catchup.ts). */
    programmeId?: string;
    /** A channel page: `?day=`, the schedule's day from today (-7 to 6; domain/catchup.ts). */
    scheduleDay?: number;
    /** The search page: `?q=`, `?type=` and `?genre=` (domain/searchQuery.ts). */
    search?: SearchQuery;
  };
  /** /hub/profile-update/{id}: the profile a form with `prefill: "profile"` edits. */
  profileId?: string;
  /** /hub/deal-landing/{dealParam}: the partner's deal the page shows. */
  dealParam?: string;
  /** /hub/offer/{offerParam}, /hub/offerValidation/{offerParam}: the special offer the page shows. */
  offerParam?: string;
  /** /hub/partner-list/{partnerName}: the partner the page shows. */
  partnerName?: string;
}

export const noRoute: RouteData = { values: {}, query: {} };

/** A route value a block needs and this page does not have: the block's data fails and its fallback shows. */
export class MissingRouteValue extends Error {
  constructor(readonly valueName: RouteValueName) {
    super(`the page's route has no "${valueName}" for this block`);
    this.name = "MissingRouteValue";
  }
}

export function routeValue(route: RouteData, name: RouteValueName): string {
  const value = route.values[name];
  if (value === undefined) throw new MissingRouteValue(name);
  return value;
}

export function resolveRef(ref: ContentRef, route: RouteData): string {
  return typeof ref === "string" ? ref : routeValue(route, ref.fromRoute);
}

/** A filter field written in the layout or bound to the route. */
export function resolveOptional<T extends string>(value: T | RouteParam | undefined, route: RouteData): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === "string" ? value : routeValue(route, value.fromRoute);
}
