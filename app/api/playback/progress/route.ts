/**
 * POST /api/playback/progress `{ contentId, position, duration }`: the signed-in profile's position (spec 4;
 * the service applies the 5 % and 85 % rules). A guest's progress stays in the browser (204).
 * GET /api/playback/progress?ids=a,b: the profile's saved positions.
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { bodyOf, contentIdInput, playbackRoute, refusal, reply } from "@/app/_api/playbackRoute";

const body = z.object({ contentId: contentIdInput, position: z.number().min(0).max(1e6), duration: z.number().positive().max(1e6) });
const ids = z.string().transform((value) => value.split(",").filter(Boolean)).pipe(z.array(contentIdInput).min(1).max(50));

export async function POST(request: NextRequest) {
  return playbackRoute(request, async ({ call, token, playback }) => {
    const input = await bodyOf(request, body);
    if (!input) return refusal(400, "bad-request", "contentId, position and duration are required.");
    if (token === undefined) return new NextResponse(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    await playback.saveProgress(input, call, token);
    return reply({ ok: true });
  });
}

export async function GET(request: NextRequest) {
  return playbackRoute(request, async ({ call, token, playback }) => {
    const parsed = ids.safeParse(request.nextUrl.searchParams.get("ids") ?? "");
    if (!parsed.success) return refusal(400, "bad-request", "ids: 1 to 50 comma-separated content ids.");
    if (token === undefined) return reply({ items: [] });
    return reply({ items: await playback.progress(parsed.data, call, token) });
  });
}
