/**
 * What must hold before a stream is handed out (playbackRoutes.ts): the playout's country, its address's rate, and
 * the viewer's rights to the title, each refusal as the server's error body. A live event plays only while it is live
 * or once it has a replay (domain/liveEvents.ts): before its start no viewer gets it (403 COMING_SOON, whatever their
 * rights), and once over without a replay it is gone (410 EVENT_ENDED).
 */
import { countryByIso2 } from "@/domain/countries";
import { HttpError, badRequest } from "../http/HttpError";
import type { RouteRequest } from "../http/router";
import { type LiveEventTiming, liveEventOfRow } from "../content/liveEventTiming";
import type { ProductRow } from "../content/productRow";
import type { ProductStore } from "../content/productStore";
import { unratedAgeRating } from "../content/toWireProduct";
import { Fault } from "../user/faults";
import type { Throttle } from "../user/throttle";
import type { PlaybackViewer, ViewerDeps } from "./playbackViewer";

import { restrictedCountries } from "@/domain/restrictedCountries";

export { restrictedCountries };
const playable = new Set<ProductRow["product_type"]>(["MOVIE", "EPISODE", "CLIP", "TRAILER", "LIVE_CHANNEL", "LIVE_EVENT"]);

/** What the rights checks read: the parental unlocks, and the clock and anchor live events are placed with. */
export type RightsDeps = Pick<ViewerDeps, "sessions"> & { products: Pick<ProductStore, "liveEventAnchorMs">; now: () => Date };

/** The country a playout is for (spec 7's `country` parameter); restricted and unknown codes are refused. */
export function countryOf(request: RouteRequest): string {
  const country = (request.query.get("country") ?? "JO").toUpperCase();
  // Spec 8: these countries get the geo-restriction message.
  if (restrictedCountries.has(country)) throw new HttpError(451, "GEO_RESTRICTED", "This service is not available in your country.");
  if (!countryByIso2(country)) throw badRequest("invalid-country", "country must be an ISO 3166-1 alpha-2 code from the list.");
  return country;
}

/** Spec 4: for shows and clips the season's stream state decides "coming soon". */
export function isComingSoon(row: ProductRow): boolean {
  // A live event's start decides instead, at the request's time (playableEvent).
  if (row.product_type === "LIVE_EVENT") return false;
  const seasonDecides = row.product_type === "CLIP" || (row.product_type === "EPISODE" && row.show_product_type === "SHOW");
  return (seasonDecides ? (row.season_stream_state ?? row.stream_state) : row.stream_state) === "COMING_SOON";
}

/** Counts the playout against its address's rate; past it, 429 with the wait in Retry-After and in the message. */
export function countPlayout(deps: { throttle: Throttle; playoutRateLimit: number }, address: string): void {
  try {
    deps.throttle.playout(address, deps.playoutRateLimit, "playout");
  } catch (error) {
    if (!(error instanceof Fault) || error.options.retryAfterSeconds === undefined) throw error;
    const wait = error.options.retryAfterSeconds;
    throw new HttpError(429, "TOO_MANY_ATTEMPTS", `Too many playouts from this address; try again in ${wait} seconds.`, { "Retry-After": String(wait) });
  }
}

/** A live event at this moment, when it plays something: live, or over with a replay; otherwise the refusal. */
export function playableEvent(deps: Pick<RightsDeps, "products" | "now">, row: ProductRow): LiveEventTiming {
  const event = liveEventOfRow(row, { anchorMs: deps.products.liveEventAnchorMs, atMs: deps.now().getTime() });
  if (event?.state === "coming-soon") throw new HttpError(403, "COMING_SOON", `This live event has not started yet; it starts at ${event.startTime}.`);
  if (event === undefined || event.state === "ended") throw new HttpError(410, "EVENT_ENDED", "This live event is over and has no replay.");
  return event;
}

/**
 * The viewer's rights to something paid for with `plus` and rated `rating`: a subscription, and the profile's age
 * limit unless the parental PIN unlocked `unlockId` (the product the viewer asked to play) for this session.
 */
export function checkEntitlement(deps: Pick<ViewerDeps, "sessions">, viewer: PlaybackViewer, paid: { plus: boolean; rating: number; unlockId: string }): void {
  if (paid.plus && !viewer.subscribed) throw new HttpError(403, "NOT_SUBSCRIBED", "This title is for subscribers.");
  if (viewer.ageLimit !== null && paid.rating > viewer.ageLimit && !(viewer.token && deps.sessions.isUnlocked(viewer.token, paid.unlockId))) {
    throw new HttpError(403, "PARENTAL_PIN_REQUIRED", "This title is above the profile's age limit; the parental PIN unlocks it.");
  }
}

/** Everything that must hold before a stream is handed out; throws the refusal. */
export function checkRights(deps: RightsDeps, viewer: PlaybackViewer, row: ProductRow | undefined, id: string): ProductRow {
  if (!row || !playable.has(row.product_type)) throw new HttpError(404, "CONTENT_UNAVAILABLE", `Nothing to play with id ${id}.`);
  if (isComingSoon(row)) throw new HttpError(403, "CONTENT_UNAVAILABLE", "This title is not out yet.");
  if (row.product_type === "LIVE_EVENT") playableEvent(deps, row);
  checkEntitlement(deps, viewer, { plus: row.plus === 1, rating: row.age_rating ?? unratedAgeRating, unlockId: row.id });
  return row;
}
