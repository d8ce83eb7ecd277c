/** POST /api/playback/end `{ streamId, contentId }`: the viewer left; the stream's place in the account's limit frees at once. */
import type { NextRequest } from "next/server";
import { z } from "zod";
import { bodyOf, contentIdInput, playbackRoute, refusal, reply, streamIdInput } from "@/app/_api/playbackRoute";

const body = z.object({ streamId: streamIdInput, contentId: contentIdInput });

export async function POST(request: NextRequest) {
  return playbackRoute(request, async ({ call, token, playback }) => {
    const input = await bodyOf(request, body);
    if (!input) return refusal(400, "bad-request", "streamId and contentId are required.");
    await playback.endStream(input, call, token);
    return reply({ ok: true });
  });
}
