/**
 * The simulated TV (issue 31 §3): what a TV app does to sign in with a code, on the services' public listener (the one
 * browsers reach, as a TV would reach the platform), with a page that plays the TV at `/tv` (tvPage.ts).
 * - POST /tv/device/authorize: RFC 8628 §3.1 and §3.2 (`verification_uri_complete` is the auto-pairing page with the
 *   code in its fragment, for a QR code or a link). The body may carry the spec's registration payload (`deviceId`,
 *   `deviceSerial`, `deviceType`, `label`, `physicalDeviceType`); only `label` is kept (the device's name in the
 *   account's list). Throttled per address (throttle.ts `pairingStart`).
 * - POST /tv/device/token `{ device_code }`: RFC 8628 §3.4 and §3.5: `authorization_pending`, `slow_down`,
 *   `expired_token`, `invalid_grant` (unknown or already used), or the session `{ token, sessionId, expiresAt }`.
 * - GET /tv/device/session with header `token`: who the TV watches as, or 401 once its session ended (signed out on
 *   the website's devices page, or expired).
 * The token travels in the reply body and the `token` header, never in a URL.
 */
import { z } from "zod";
import { jsonReply, type Reply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import { clientAddressOf } from "./clientAddress";
import { Fault } from "./faults";
import { tvPageReply } from "./tvPage";
import type { UserDeps } from "./userDeps";

const registration = z.object({
  deviceId: z.string().max(128).optional(),
  deviceSerial: z.string().max(128).optional(),
  deviceType: z.string().max(64).optional(),
  label: z.string().trim().min(1).max(40).optional(),
  physicalDeviceType: z.string().max(64).optional(),
});
const tokenBody = z.object({ device_code: z.string().min(1).max(128) });

/** RFC 6749 §5.2's error shape, which RFC 8628 uses. */
const oauthError = (error: string, status = 400, extra: Record<string, unknown> = {}): Reply => jsonReply({ error, ...extra }, status);

async function bodyOf<S extends z.ZodType>(request: RouteRequest, schema: S): Promise<z.output<S> | undefined> {
  const text = await request.readBody(8 * 1024);
  let value: unknown;
  try {
    value = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function isTvPath(url: string | undefined): boolean {
  return /^\/tv(\/|\?|$)/.test(url ?? "");
}

export function tvRoutes(deps: UserDeps): Route[] {
  const verificationUri = `${deps.appPublicUrl}/hub/pairing-device`;
  const autoPairingUri = `${deps.appPublicUrl}/hub/auto-pairing`;
  return [
    { method: "GET", pattern: "/tv", handler: (request) => tvPageReply(request) },
    {
      method: "POST",
      pattern: "/tv/device/authorize",
      handler: async (request) => {
        const body = await bodyOf(request, registration);
        if (body === undefined) return oauthError("invalid_request");
        try {
          // The TV reaches this listener itself: its address is the TCP peer, never a header it could write.
          deps.throttle.pairingStart(clientAddressOf({}, request.peer), "device");
        } catch (error) {
          if (!(error instanceof Fault)) throw error;
          return oauthError("too_many_requests", 429, { retry_after: error.options.retryAfterSeconds });
        }
        const started = deps.pairings.start({ label: body.label ?? "TV", type: "TV" });
        return jsonReply({
          device_code: started.deviceCode,
          user_code: started.userCode,
          verification_uri: verificationUri,
          // RFC 8628 §3.3.1, for a QR code: the code rides in the fragment, which no server, log or referrer sees.
          verification_uri_complete: `${autoPairingUri}#${new URLSearchParams({ pairCode: started.userCode, type: "pairing" }).toString()}`,
          expires_in: started.expiresInSeconds,
          interval: started.intervalSeconds,
        });
      },
    },
    {
      method: "POST",
      pattern: "/tv/device/token",
      handler: async (request) => {
        const body = await bodyOf(request, tokenBody);
        if (body === undefined) return oauthError("invalid_request");
        const outcome = deps.pairings.poll(body.device_code);
        if (outcome.kind === "pending") return oauthError("authorization_pending");
        if (outcome.kind === "slow-down") return oauthError("slow_down", 400, { interval: outcome.intervalSeconds });
        if (outcome.kind === "expired") return oauthError("expired_token");
        if (outcome.kind === "invalid" || deps.users.byId(outcome.userId) === undefined) return oauthError("invalid_grant");
        return jsonReply(deps.sessions.issue(outcome.userId, outcome.device));
      },
    },
    {
      method: "GET",
      pattern: "/tv/device/session",
      handler: (request) => {
        try {
          const { userId, token } = deps.sessions.require(request.headers);
          const profile = deps.profiles.find(userId, deps.sessions.selectedProfileId(token) ?? "");
          return jsonReply({ signedIn: true, firstName: deps.users.byId(userId)?.first_name ?? "", profile: profile?.name ?? null });
        } catch (error) {
          if (error instanceof Fault) return oauthError("signed_out", 401);
          throw error;
        }
      },
    },
  ];
}
