/**
 * The user service's own bot check (spec 4, domain/botCheck.ts): a route of `botCheckedPaths` runs only after the
 * provider vouched for the `captcha-token` header, before its body is read. Without one it is 400 CAPTCHA_REQUIRED; a
 * token the provider refuses (forged, expired, already spent) is 403 CAPTCHA_FAILED. Each token serves one call.
 */
import { botCheckedPaths, botCheckHeader } from "@/domain/botCheck";
import type { BotCheckVerifier } from "../botCheck/botCheckProvider";
import type { FaultRoute } from "./faultRouter";
import { Fault } from "./faults";

/** The guarded patterns of the user service's routes (its paths are below `/user`). */
export const botCheckedUserPaths: ReadonlySet<string> = new Set(botCheckedPaths.map((path) => `/user${path}`));

export function withBotCheck(verifier: BotCheckVerifier, routes: readonly FaultRoute[]): FaultRoute[] {
  return routes.map((route) =>
    !botCheckedUserPaths.has(route.pattern)
      ? route
      : {
          ...route,
          handler: async (request) => {
            const token = request.headers[botCheckHeader];
            if (typeof token !== "string" || token === "") {
              throw new Fault(400, "CAPTCHA_REQUIRED", `This call needs a bot-check token in the ${botCheckHeader} header.`);
            }
            const verdict = token.length > 2048 ? undefined : await verifier.verify(token);
            if (verdict?.success !== true) throw new Fault(403, "CAPTCHA_FAILED", "The bot check failed or its token was spent; get a new one.");
            return route.handler(request);
          },
        },
  );
}
