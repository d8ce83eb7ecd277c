/**
 * POST /api/playback/onboarding (issue 31 §4): the onboarding page's steps. `{ "step": "genres", "genres": [..] }`
 * keeps the genres the profile picked; `{ "step": "finish", "titles": [..] }` puts the titles on its My List and ends
 * its journey (no titles: skipped). Whose journey is the session's selected profile, decided by the services from the
 * token in its HttpOnly cookie; a kid profile cannot pick a title above its age (403 AGE_RESTRICTED). A guest gets 401.
 */
import type { NextRequest } from "next/server";
import { z } from "zod";
import { bodyOf, contentIdInput, playbackRoute, refusal, reply } from "@/app/_api/playbackRoute";
import { onboardingLimits } from "@/domain/onboarding";

const genreId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);
const step = z.discriminatedUnion("step", [
  z.object({ step: z.literal("genres"), genres: z.array(genreId).min(1).max(onboardingLimits.genres) }),
  z.object({ step: z.literal("finish"), titles: z.array(contentIdInput).max(onboardingLimits.titles) }),
]);

export async function POST(request: NextRequest) {
  return playbackRoute(request, async ({ call, token, playback }) => {
    if (token === undefined) return refusal(401, "SESSION_REQUIRED", "Sign in first.");
    const body = await bodyOf(request, step);
    if (!body) return refusal(400, "bad-request", 'The body must be { "step": "genres", "genres": [genre ids] } or { "step": "finish", "titles": [content ids] }.');
    if (body.step === "genres") await playback.pickGenres(body.genres, call, token);
    else await playback.finishOnboarding(body.titles, call, token);
    return reply({ ok: true });
  });
}
