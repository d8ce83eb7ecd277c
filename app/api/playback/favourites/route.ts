/**
 * GET /api/playback/favourites: the signed-in profile's My List, latest added first (`{ ids }`).
 * POST /api/playback/favourites `{ "id": "..", "change": "add" | "remove" }`: changes it and answers the list.
 * Whose list is the session's selected profile, decided by the services from the token in its HttpOnly cookie, never
 * by anything the browser sends; a kid profile cannot list a title above its age (403 AGE_RESTRICTED), a list holds at
 * most 500 (409 LIST_FULL). A guest gets 401 SESSION_REQUIRED.
 */
import type { NextRequest } from "next/server";
import { z } from "zod";
import { bodyOf, contentIdInput, playbackRoute, refusal, reply } from "@/app/_api/playbackRoute";

const change = z.object({ id: contentIdInput, change: z.enum(["add", "remove"]) });

export async function GET(request: NextRequest) {
  return playbackRoute(request, async ({ call, token, playback }) => {
    if (token === undefined) return refusal(401, "SESSION_REQUIRED", "Sign in first.");
    return reply({ ids: await playback.favouriteIds(call, token) });
  });
}

export async function POST(request: NextRequest) {
  return playbackRoute(request, async ({ call, token, playback }) => {
    if (token === undefined) return refusal(401, "SESSION_REQUIRED", "Sign in first.");
    const body = await bodyOf(request, change);
    if (!body) return refusal(400, "bad-request", 'The body must be { "id": a content id, "change": "add" or "remove" }.');
    return reply({ ids: await playback.changeFavourite(body.change, body.id, call, token) });
  });
}
