/**
 * The app's playback API (issue 9): the player in the browser calls these, same origin (the proxy refuses
 * cross-site writes); they call the content service with the session token from its HttpOnly cookie and the
 * country decided on the server, so the browser never holds the token, the playout secret or a country it
 * chose. What the viewer may watch is the service's decision; its refusal goes back with its status and code.
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { PlaybackRefusal, getServices, type CallContext } from "@/app/_server/services";
import { errorText, log } from "@/ops/log";
import { authCookieNames } from "@/app/_session/authCookies";
import { callContextOf } from "./formRoute";

export interface PlaybackCall {
  call: CallContext;
  token: string | undefined;
  playback: ReturnType<typeof getServices>["playback"];
}

const noStore = { "Cache-Control": "no-store" };

/** What the playback routes accept as ids; anything else is a 400 before a service is called. */
export const contentIdInput = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export const streamIdInput = z.string().min(1).max(64);

export function reply(body: unknown, status = 200): NextResponse {
  return NextResponse.json(body, { status, headers: noStore });
}

export function refusal(status: number, code: string, message: string): NextResponse {
  return reply({ error: { status, code, message } }, status);
}

export async function bodyOf<S extends z.ZodType>(request: NextRequest, schema: S): Promise<z.output<S> | undefined> {
  try {
    const parsed = schema.safeParse(await request.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Runs a playback call: the service's refusals keep their status and code, a failure is a logged 502. */
export async function playbackRoute(request: NextRequest, run: (context: PlaybackCall) => Promise<NextResponse>): Promise<NextResponse> {
  const context = {
    call: callContextOf(request, "ar"),
    token: request.cookies.get(authCookieNames.token)?.value,
    playback: getServices().playback,
  };
  try {
    return await run(context);
  } catch (error) {
    if (error instanceof PlaybackRefusal) return refusal(error.status, error.code, error.message);
    log({ level: "error", code: "playback-call-failed", path: request.nextUrl.pathname, error: errorText(error) });
    return refusal(502, "PLAYBACK_UNAVAILABLE", "The playback service did not answer.");
  }
}
