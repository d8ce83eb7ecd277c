/**
 * What must hold before a stream is handed out (playbackRoutes.ts): the playout's country, its address's rate, and
 * the viewer's rights to the title, each refusal as the server's error body.
 */
import { countryByIso2 } from "@/domain/countries";
import { HttpError, badRequest } from "../http/HttpError";
import type { RouteRequest } from "../http/router";
import type { ProductRow } from "../content/productRow";
import { unratedAgeRating } from "../content/toWireProduct";
import { Fault } from "../user/faults";
import type { Throttle } from "../user/throttle";
import type { PlaybackViewer, ViewerDeps } from "./playbackViewer";

/** Spec 8: these countries get the geo-restriction message. */
export const restrictedCountries = new Set(["ZA", "ZAF"]);
const playable = new Set<ProductRow["product_type"]>(["MOVIE", "EPISODE", "CLIP", "TRAILER", "LIVE_CHANNEL"]);

/** The country a playout is for (spec 7's `country` parameter); restricted and unknown codes are refused. */
export function countryOf(request: RouteRequest): string {
  const country = (request.query.get("country") ?? "JO").toUpperCase();
  if (restrictedCountries.has(country)) throw new HttpError(451, "GEO_RESTRICTED", "This service is not available in your country.");
  if (!countryByIso2(country)) throw badRequest("invalid-country", "country must be an ISO 3166-1 alpha-2 code from the list.");
  return country;
}

/** Spec 4: for shows and clips the season's stream state decides "coming soon". */
export function isComingSoon(row: ProductRow): boolean {
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

/** Everything that must hold before a stream is handed out; throws the refusal. */
export function checkRights(deps: Pick<ViewerDeps, "sessions">, viewer: PlaybackViewer, row: ProductRow | undefined, id: string): ProductRow {
  if (!row || !playable.has(row.product_type)) throw new HttpError(404, "CONTENT_UNAVAILABLE", `Nothing to play with id ${id}.`);
  if (isComingSoon(row)) throw new HttpError(403, "CONTENT_UNAVAILABLE", "This title is not out yet.");
  if (row.plus === 1 && !viewer.subscribed) throw new HttpError(403, "NOT_SUBSCRIBED", "This title is for subscribers.");
  const rating = row.age_rating ?? unratedAgeRating;
  if (viewer.ageLimit !== null && rating > viewer.ageLimit && !(viewer.token && deps.sessions.isUnlocked(viewer.token, row.id))) {
    throw new HttpError(403, "PARENTAL_PIN_REQUIRED", "This title is above the profile's age limit; the parental PIN unlocks it.");
  }
  return row;
}
