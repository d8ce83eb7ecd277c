/**
 * POST /api/playback/pin `{ contentId, pin }`: the master profile's PIN unlocks one title above this session's
 * age limit (the profiles service keeps the unlock with the session; playout reads it there). Wrong PINs are
 * throttled by the service like every secret.
 */
import type { NextRequest } from "next/server";
import { z } from "zod";
import { bodyOf, contentIdInput, playbackRoute, refusal, reply } from "@/app/_api/playbackRoute";
import { getServices, UserServiceError } from "@/app/_server/services";

const body = z.object({ contentId: contentIdInput, pin: z.string().regex(/^\d{4}$/) });

export async function POST(request: NextRequest) {
  return playbackRoute(request, async ({ call, token }) => {
    const input = await bodyOf(request, body);
    if (!input) return refusal(400, "bad-request", "contentId and a 4-digit pin are required.");
    if (token === undefined) return refusal(401, "SESSION_REQUIRED", "Sign in first.");
    try {
      await getServices().profiles.unlockTitle(call, { token }, input.contentId, input.pin);
      return reply({ ok: true });
    } catch (error) {
      if (error instanceof UserServiceError) return refusal(error.code === "TOO_MANY_ATTEMPTS" ? 429 : 403, error.code, "The PIN was not accepted.");
      throw error;
    }
  });
}
