/**
 * GET /api/sports/matches/{fixtureId}/live[?lang=ar|en|fr]: a match in progress, pushed to the page (issue 30 §3).
 * `Accept: text/event-stream` gets server-sent events (`match` with each change, `end` after the final whistle);
 * anything else the same snapshot as JSON, which the page polls when the stream is not available. Public sports
 * data: no session is read, and the reply is never cached (`no-store`). The work is in modules/sports/live/liveRoute.ts;
 * this route binds it to the request's call context (language, country, deadline: each poll gets a fresh one) and
 * to `SPORTS_LIVE_POLL_MS`.
 */
import type { NextRequest } from "next/server";
import { callContextOf } from "@/app/_api/formRoute";
import { getServices } from "@/app/_server/services";
import { liveMatchResponse, livePollMs } from "@/modules/sports/live/liveRoute";
import { log } from "@/ops/log";

export async function GET(request: NextRequest, { params }: { params: Promise<{ fixtureId: string }> }) {
  return liveMatchResponse(request, (await params).fixtureId, {
    matchLive: (fixtureId, locale) => getServices().sports.matchLive(fixtureId, callContextOf(request, locale)),
    log,
    pollMs: livePollMs(process.env.SPORTS_LIVE_POLL_MS),
  });
}
