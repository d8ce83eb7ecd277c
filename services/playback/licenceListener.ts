/**
 * The DRM licence endpoint on the public listener (spec 7: `drm/license/widevine`, `drm/license/fairplay`).
 * On the local suite it answers ClearKey (the only key system this machine's Chromium has): the browser's
 * EME licence request `{ kids, type }` with the DRM call's `x-drm-signature`, `x-drm-exp` and the stream in
 * `x-stream-id`; the key comes back only for a valid, unexpired token of a live stream whose title is the
 * encrypted asset's, and only the key ids that title uses. Widevine and FairPlay licences are the
 * production service's: the FairPlay path says so (501).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { errorText, log } from "@/ops/log";
import { readBody } from "../http/readBody";
import { hexToBase64Url, readClearKey } from "../media/clearKeys";
import { mediaAssetFor } from "../media/mediaAssets";
import { checkDrmToken } from "./drmToken";
import type { PlaybackStore } from "./playbackStore";

export function isLicencePath(url: string | undefined): boolean {
  return url !== undefined && url.startsWith("/drm/license/");
}

const clearKeyRequest = z.object({ kids: z.array(z.string().regex(/^[A-Za-z0-9_-]{22}$/)).min(1).max(8), type: z.string().optional() });
const tokenHeaders = z.object({
  "x-drm-signature": z.string().regex(/^[0-9a-f]{64}$/),
  "x-drm-exp": z.coerce.number().int().positive(),
  "x-stream-id": z.string().min(1).max(64),
});

export interface LicenceDeps {
  store: PlaybackStore;
  mediaDir: string;
  drmSecret: string;
  now: () => Date;
}

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "content-type, x-drm-signature, x-drm-exp, x-stream-id",
  "Access-Control-Max-Age": "600",
};

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...cors, "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  response.end(JSON.stringify(body));
}

function refuse(response: ServerResponse, status: number, code: string, message: string): void {
  send(response, status, { error: { status, code, message } });
}

/**
 * The listener never rejects: whatever fails inside (a key file that cannot be read, a stream lookup) is a 500 for
 * this request, logged, never an unhandled rejection that ends the whole suite.
 */
export function createLicenceListener(deps: LicenceDeps) {
  const answer = licenceAnswer(deps);
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    try {
      await answer(request, response);
    } catch (error) {
      log({ level: "error", code: "licence-failed", error: errorText(error) });
      if (!response.headersSent) refuse(response, 500, "internal", "The licence could not be made.");
      else response.end();
    }
  };
}

function licenceAnswer(deps: LicenceDeps) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method === "OPTIONS") {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    const path = new URL(request.url ?? "/", "http://licence").pathname;
    if (path === "/drm/license/fairplay") return refuse(response, 501, "FAIRPLAY_NOT_AVAILABLE", "FairPlay licences come from the production DRM service; this suite serves ClearKey.");
    if (path !== "/drm/license/widevine") return refuse(response, 404, "not-found", "No such licence path.");
    if (request.method !== "POST") return refuse(response, 405, "method-not-allowed", "POST the licence request.");
    const headers = tokenHeaders.safeParse(request.headers);
    if (!headers.success) return refuse(response, 403, "DRM_LICENSE_REFUSED", "The licence request carries no valid DRM token.");
    const stream = deps.store.streamById(headers.data["x-stream-id"]);
    if (!stream) return refuse(response, 403, "DRM_LICENSE_REFUSED", "The stream is over or unknown.");
    const token = { streamId: stream.id, contentId: stream.content_id, signature: headers.data["x-drm-signature"], exp: headers.data["x-drm-exp"] };
    const verdict = checkDrmToken(deps.drmSecret, token, Math.floor(deps.now().getTime() / 1000));
    if (verdict === "tampered") return refuse(response, 403, "DRM_LICENSE_REFUSED", "The DRM token does not match.");
    if (verdict === "expired") return refuse(response, 403, "DRM_TOKEN_EXPIRED", "The DRM token has expired; ask for a new one.");
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request, 8 * 1024));
    } catch {
      return refuse(response, 400, "invalid-request", "The body is not a ClearKey licence request.");
    }
    const parsed = clearKeyRequest.safeParse(body);
    if (!parsed.success) return refuse(response, 400, "invalid-request", "The body is not a ClearKey licence request.");
    const asset = mediaAssetFor(stream.content_id);
    const key = asset.encrypted ? readClearKey(deps.mediaDir, asset.id) : undefined;
    const kid = key ? hexToBase64Url(key.keyId) : undefined;
    if (!key || kid === undefined || !parsed.data.kids.includes(kid)) return refuse(response, 403, "DRM_LICENSE_REFUSED", "No key for this title.");
    send(response, 200, { keys: [{ kty: "oct", kid, k: hexToBase64Url(key.key) }], type: "temporary" });
  };
}
