/** POST /api/playback/heartbeat `{ streamId, contentId, position }`: keeps the stream alive (spec 7); 404 once it is over. */
import type { NextRequest } from "next/server";
import { z } from "zod";
import { bodyOf, contentIdInput, playbackRoute, refusal, reply, streamIdInput } from "@/app/_api/playbackRoute";

const body = z.object({ streamId: streamIdInput, contentId: contentIdInput, position: z.number().min(0) });

export async function POST(request: NextRequest) {
  return playbackRoute(request, async ({ call, token, playback }) => {
    const input = await bodyOf(request, body);
    if (!input) return refusal(400, "bad-request", "streamId, contentId and position are required.");
    return (await playback.heartbeat(input, call, token)) ? reply({ ok: true }) : refusal(404, "STREAM_ENDED", "This stream is over.");
  });
}
