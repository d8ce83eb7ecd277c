/**
 * The bot-check provider (issue 31 §5, domain/botCheck.ts): the challenge a browser solves before a call the user
 * service bot-checks. Locally the services' stand-in (`BOT_CHECK_BASE_URL`, services/botCheck); a real provider's
 * challenge endpoint sits behind this client.
 */
import { z } from "zod";
import type { BotChallenge } from "@/domain/botCheck";
import { createHttpClient, type CallContext, type HttpClient } from "../http/httpClient";

const challengeReply = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  salt: z.string().min(1).max(256),
  maxNumber: z.number().int().positive().max(10_000_000),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export class BotCheckClient {
  private readonly http: HttpClient;

  constructor(options: { baseURL: string; fetchImpl?: typeof fetch }) {
    this.http = createHttpClient({ service: "bot-check", baseURL: options.baseURL, fetchImpl: options.fetchImpl });
  }

  /** A fresh challenge for `action` (a form operation such as `sign-up`); each solves into one token. */
  async challenge(ctx: CallContext, action: string): Promise<BotChallenge> {
    return this.http.get(`/challenge?action=${encodeURIComponent(action)}`, ctx, { schema: challengeReply });
  }
}
