/**
 * My List on the content service (spec 7 "Favourites": `personalization/ids`, `add`, `remove`; issue 31 §2), per
 * profile: the session the `token` header names and the profile it selected (services/playback/playbackViewer.ts),
 * never an id the caller gives. A guest has no list (401 from the session check, 403 PROFILE_REQUIRED without a
 * profile). Only titles the catalogue lists can be added, and only those within the profile's age limit (403
 * AGE_RESTRICTED): a kids profile cannot keep what it may not watch. Reads leave out whatever is above the limit now.
 */
import { z } from "zod";
import { HttpError } from "../http/HttpError";
import { readJsonBody } from "../http/parseJsonBody";
import { jsonReply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import type { ProductStore } from "../content/productStore";
import { unratedAgeRating } from "../content/toWireProduct";
import { playbackViewer, requireProfile, type ViewerDeps } from "../playback/playbackViewer";
import { favouritesCap, type FavouritesStore } from "./favouritesStore";

export interface FavouritesDeps extends ViewerDeps {
  products: Pick<ProductStore, "byIds">;
  favourites: FavouritesStore;
}

/** What a list may hold: titles, episodes, channels and live events; not clips or trailers. */
export const listable: ReadonlySet<string> = new Set(["MOVIE", "SERIES", "SHOW", "EPISODE", "LIVE_CHANNEL", "LIVE_EVENT"]);
const body = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "a content id") });

async function idOf(request: RouteRequest): Promise<string> {
  return (await readJsonBody(request, body, 4 * 1024)).id;
}

export function createFavouritesRoutes(deps: FavouritesDeps): Route[] {
  const route = (method: Route["method"], pattern: string, handler: Route["handler"]): Route => ({ method, pattern: `/content/personalization${pattern}`, handler });
  /** The profile's ids that it may see now, newest first. */
  const visibleIds = (profileId: string, ageLimit: number | null) => {
    const ids = deps.favourites.ids(profileId);
    if (ids.length === 0) return [];
    const visible = new Set(deps.products.byIds(ids, ageLimit ?? undefined).map((row) => row.id));
    return ids.filter((id) => visible.has(id));
  };
  return [
    route("GET", "/ids", (request) => {
      const viewer = playbackViewer(deps, request.headers);
      const profile = requireProfile(viewer);
      return jsonReply({ ids: visibleIds(profile.id, viewer.ageLimit) });
    }),
    route("POST", "/add", async (request) => {
      const viewer = playbackViewer(deps, request.headers);
      const profile = requireProfile(viewer);
      const id = await idOf(request);
      const [row] = deps.products.byIds([id]);
      if (!row || !listable.has(row.product_type)) throw new HttpError(404, "CONTENT_UNAVAILABLE", `No title ${id} to add.`);
      if (viewer.ageLimit !== null && (row.age_rating ?? unratedAgeRating) > viewer.ageLimit) {
        throw new HttpError(403, "AGE_RESTRICTED", "This title is above this profile's age limit.");
      }
      if (!deps.favourites.add(profile.id, id)) throw new HttpError(409, "LIST_FULL", `My List holds at most ${favouritesCap} titles; remove one first.`);
      return jsonReply({ ids: visibleIds(profile.id, viewer.ageLimit) });
    }),
    route("POST", "/remove", async (request) => {
      const viewer = playbackViewer(deps, request.headers);
      const profile = requireProfile(viewer);
      deps.favourites.remove(profile.id, await idOf(request));
      return jsonReply({ ids: visibleIds(profile.id, viewer.ageLimit) });
    }),
  ];
}
