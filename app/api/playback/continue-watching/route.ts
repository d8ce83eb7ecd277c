/**
 * GET /api/playback/continue-watching?lang=: the signed-in profile's continue-watching list from the server
 * (spec 3 `itemProgress.timeWatched`); `{ signedIn: false }` for a guest, whose list is this browser's.
 * Personal, so never in the page cache: the rail asks for it from the browser.
 */
import type { NextRequest } from "next/server";
import { playbackRoute, reply } from "@/app/_api/playbackRoute";
import { callContextOf } from "@/app/_api/formRoute";
import { isLocale } from "@/domain/types";

export async function GET(request: NextRequest) {
  return playbackRoute(request, async ({ token, playback }) => {
    if (token === undefined) return reply({ signedIn: false, items: [] });
    const lang = request.nextUrl.searchParams.get("lang");
    const call = callContextOf(request, isLocale(lang) ? lang : "ar");
    const items = await playback.continueWatching(call, token);
    return reply({ signedIn: true, items: items.map((entry) => ({ item: entry.item, timeWatched: entry.timeWatched, duration: entry.duration ?? entry.item.durationSeconds ?? 0 })) });
  });
}
