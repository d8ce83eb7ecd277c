/**
 * The bot-check provider stand-in's HTTP face (botCheckProvider.ts), on the services' API listener:
 * - `GET /captcha/challenge?action=sign-up`: a challenge for the browser (the app fetches it for the page,
 *   app/api/bot-check);
 * - `POST /captcha/app/token { action, platform }`: the apps' SDK stand-in, which the simulated app shell of the tests
 *   calls as a real app calls its captcha SDK.
 * The user service checks tokens in process (`verify`), as a real one calls its provider's server API.
 */
import { z } from "zod";
import { badRequest } from "../http/HttpError";
import { readJsonBody } from "../http/parseJsonBody";
import { jsonReply } from "../http/reply";
import type { Route } from "../http/router";
import { isBotCheckAction, type BotCheckProvider } from "./botCheckProvider";

const appTokenBody = z.object({
  action: z.string().refine(isBotCheckAction, "an action such as sign-up"),
  platform: z.enum(["android", "ios", "huawei"]),
});

export function botCheckRoutes(provider: BotCheckProvider): Route[] {
  return [
    {
      method: "GET",
      pattern: "/captcha/challenge",
      handler: async (request) => {
        const action = request.query.get("action") ?? "";
        if (!isBotCheckAction(action)) throw badRequest("invalid-request", "action: an action such as sign-up (a to z and -, at most 40).");
        return jsonReply(await provider.challenge(action));
      },
    },
    {
      method: "POST",
      pattern: "/captcha/app/token",
      handler: async (request) => {
        const { action, platform } = await readJsonBody(request, appTokenBody);
        return jsonReply({ token: provider.appToken(action, platform) });
      },
    },
  ];
}
