/**
 * For component tests: a `fetch` that answers the page's bot-check challenge (GET /api/bot-check) as the provider
 * would, with a challenge solved in a few hashes, and passes every other request to the test's own mock.
 */
import { vi } from "vitest";
import { sha256Hex, type BotChallenge } from "@/domain/botCheck";

type Fetch = typeof globalThis.fetch;

export async function testChallenge(): Promise<BotChallenge> {
  const salt = "test-salt";
  return { algorithm: "SHA-256", challenge: await sha256Hex(`${salt}7`), salt, maxNumber: 10, signature: "0".repeat(64) };
}

export function withBotCheck(inner: Fetch): Fetch {
  return async (input, init) => (String(input).startsWith("/api/bot-check") ? Response.json(await testChallenge()) : inner(input, init));
}

/** `vi.stubGlobal("fetch", …)` for a form test: the bot check answered, the rest to `inner`. */
export function stubFormFetch(inner: Fetch): void {
  vi.stubGlobal("fetch", withBotCheck(inner));
}
