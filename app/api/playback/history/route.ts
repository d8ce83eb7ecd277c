/**
 * GET /api/playback/history?page=&size=: the profile's watching history, newest first (spec 2 `/history`).
 * DELETE /api/playback/history: clears it; DELETE with `?contentId=` removes one title.
 */
import type { NextRequest } from "next/server";
import { contentIdInput, playbackRoute, refusal, reply } from "@/app/_api/playbackRoute";


export async function DELETE(request: NextRequest) {
  return playbackRoute(request, async ({ call, token, playback }) => {
    if (token === undefined) return refusal(401, "SESSION_REQUIRED", "Sign in first.");
    const one = request.nextUrl.searchParams.get("contentId");
    if (one !== null && !contentIdInput.safeParse(one).success) return refusal(400, "bad-request", "contentId is not an id.");
    await playback.removeHistory(one ?? undefined, call, token);
    return reply({ ok: true });
  });
}
