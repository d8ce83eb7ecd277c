/**
 * Onboarding (issue 31 §4) on the content service, beside My List and like it per profile: the session the `token`
 * header names and the profile it selected (playbackViewer), never an id the caller gives. A profile picks genres,
 * then titles from them, which join its My List; finishing or skipping ends its journey (`requiresOnboarding`
 * false), once per profile. The local contract's own calls (spec 7 shows none for onboarding):
 *
 * - `GET  /content/personalization/onboarding`: `{ requiresOnboarding, genres }`, the genres it picked;
 * - `POST /content/personalization/onboarding/genres` `{ genres }`: 1 to 20 of the catalogue's genre ids;
 * - `POST /content/personalization/onboarding/finish` `{ titles }`: 0 to 48 titles for My List (none: skipped).
 *
 * A title the profile may not keep (unknown, not listable, above its age limit) refuses the whole finish, so nothing
 * half-done is kept; the page offers only titles the profile may keep.
 */
import { z } from "zod";
import { HttpError, badRequest } from "../http/HttpError";
import { readJsonBody } from "../http/parseJsonBody";
import { jsonReply } from "../http/reply";
import type { Route } from "../http/router";
import type { ProductStore } from "../content/productStore";
import { unratedAgeRating } from "../content/toWireProduct";
import { playbackViewer, requireProfile, type ViewerDeps } from "../playback/playbackViewer";
import { listable } from "./favouritesRoutes";
import { favouritesCap, type FavouritesStore } from "./favouritesStore";
import type { OnboardingStore } from "./onboardingStore";
import { onboardingLimits } from "@/domain/onboarding";

export interface OnboardingDeps extends ViewerDeps {
  products: Pick<ProductStore, "byIds" | "genreTitles">;
  favourites: FavouritesStore;
  onboarding: OnboardingStore;
}

const contentId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "a content id");
const genresBody = z.object({ genres: z.array(z.string().min(1).max(64)).min(1, "pick a genre").max(onboardingLimits.genres) });
const finishBody = z.object({ titles: z.array(contentId).max(onboardingLimits.titles).default([]) });

export function createOnboardingRoutes(deps: OnboardingDeps): Route[] {
  const route = (method: Route["method"], pattern: string, handler: Route["handler"]): Route => ({
    method,
    pattern: `/content/personalization/onboarding${pattern}`,
    handler,
  });
  return [
    route("GET", "", (request) => {
      const profile = requireProfile(playbackViewer(deps, request.headers));
      return jsonReply({ requiresOnboarding: profile.requires_onboarding, genres: deps.onboarding.genres(profile.id) });
    }),
    route("POST", "/genres", async (request) => {
      const profile = requireProfile(playbackViewer(deps, request.headers));
      const genres = [...new Set((await readJsonBody(request, genresBody)).genres)];
      const unknown = genres.filter((id) => !deps.products.genreTitles.has(id));
      if (unknown.length > 0) throw badRequest("invalid-request", `No genre ${unknown.join(", ")} in the catalogue.`);
      deps.onboarding.saveGenres(profile.id, genres);
      return jsonReply({ genres });
    }),
    route("POST", "/finish", async (request) => {
      const viewer = playbackViewer(deps, request.headers);
      const profile = requireProfile(viewer);
      const titles = [...new Set((await readJsonBody(request, finishBody)).titles)];
      const rows = new Map(deps.products.byIds(titles).map((row) => [row.id, row]));
      for (const id of titles) {
        const row = rows.get(id);
        if (!row || !listable.has(row.product_type)) throw new HttpError(404, "CONTENT_UNAVAILABLE", `No title ${id} to add.`);
        if (viewer.ageLimit !== null && (row.age_rating ?? unratedAgeRating) > viewer.ageLimit) {
          throw new HttpError(403, "AGE_RESTRICTED", `Title ${id} is above this profile's age limit.`);
        }
      }
      for (const id of titles) {
        if (!deps.favourites.add(profile.id, id)) throw new HttpError(409, "LIST_FULL", `My List holds at most ${favouritesCap} titles; remove one first.`);
      }
      deps.onboarding.finish(profile.id);
      return jsonReply({ requiresOnboarding: false, added: titles });
    }),
  ];
}
