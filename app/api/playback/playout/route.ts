/**
 * POST /api/playback/playout `{ contentId, programmeId? }` → `{ playout, streamId, drm? }`: the manifest and ads of a
 * title (or of a channel's programme, started over or caught up: domain/catchup.ts)
 * the service lets this viewer watch, and for DRM titles the licence URL with the token the web tier
 * obtained by signing `playout/new/drm` (spec 7). A refusal is the service's status and code.
 */
import type { NextRequest } from "next/server";
import { z } from "zod";
import { bodyOf, contentIdInput, playbackRoute, refusal, reply } from "@/app/_api/playbackRoute";

const body = z.object({ contentId: contentIdInput, programmeId: contentIdInput.optional() });

export async function POST(request: NextRequest) {
  return playbackRoute(request, async ({ call, token, playback }) => {
    const input = await bodyOf(request, body);
    if (!input) return refusal(400, "bad-request", "contentId is required.");
    const playout = await playback.playout(input.contentId, call, token, input.programmeId);
    const drm = playout.playout.drm ? await playback.drm(input.contentId, playout.streamId, call, token) : undefined;
    return reply({ ...playout, ...(drm ? { drm } : {}) });
  });
}
