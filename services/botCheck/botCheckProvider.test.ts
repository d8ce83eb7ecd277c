import { describe, expect, test } from "vitest";
import { z } from "zod";
import { encodeSolution, solveChallenge } from "@/domain/botCheck";
import { botTokenLifetimeMs, createBotCheckProvider } from "./botCheckProvider";

function clock(start = Date.parse("2026-11-29T10:00:00Z")) {
  let time = start;
  return { now: () => new Date(time), advance: (ms: number) => void (time += ms) };
}

async function solved(provider: ReturnType<typeof createBotCheckProvider>, action = "sign-up") {
  const challenge = await provider.challenge(action);
  const token = await solveChallenge(challenge);
  if (token === undefined) throw new Error("unsolvable");
  return { challenge, token };
}

describe("the bot-check provider stand-in", () => {
  test("a solved challenge passes once, with its action; the same token again is spent", async () => {
    const provider = createBotCheckProvider({ ...clock(), maxNumber: 200 });
    const { token } = await solved(provider, "verify-otp");
    expect(await provider.verify(token)).toEqual({ success: true, action: "verify-otp", kind: "browser" });
    expect(await provider.verify(token)).toEqual({ success: false, errorCodes: ["timeout-or-duplicate"] });
  });

  test("a token past its two minutes is refused", async () => {
    const time = clock();
    const provider = createBotCheckProvider({ ...time, maxNumber: 200 });
    const { token } = await solved(provider);
    time.advance(botTokenLifetimeMs);
    expect(await provider.verify(token)).toEqual({ success: false, errorCodes: ["timeout-or-duplicate"] });
  });

  test("a wrong number, a changed salt or action, another provider's signature and garbage are refused", async () => {
    const provider = createBotCheckProvider({ ...clock(), maxNumber: 200 });
    const { challenge, token } = await solved(provider);
    const { number } = z.object({ number: z.number() }).parse(JSON.parse(Buffer.from(token, "base64url").toString("utf8")));
    const invalid = { success: false, errorCodes: ["invalid-input-response"] };
    expect(await provider.verify(encodeSolution({ ...challenge, number: number + 1 }))).toEqual(invalid);
    const otherAction = challenge.salt.replace(/\.sign-up$/, ".update-profile");
    expect(otherAction).not.toBe(challenge.salt);
    expect(await provider.verify(encodeSolution({ ...challenge, salt: otherAction, number }))).toEqual(invalid);
    // The genuine solution still passes: only the changes were refused.
    expect((await provider.verify(token)).success).toBe(true);
    // A challenge the browser made itself, signed with a key of its own choosing.
    const other = createBotCheckProvider({ ...clock(), maxNumber: 200 });
    const { token: foreign } = await solved(other);
    expect(await provider.verify(foreign)).toEqual(invalid);
    for (const garbage of ["", "not-base64!", encodeSolution({ challenge: "x", salt: "y", signature: "z", number: 1 }), "app.deadbeef"]) {
      expect(await provider.verify(garbage)).toEqual(invalid);
    }
  });

  test("an app's token serves once, with its action and platform", async () => {
    const provider = createBotCheckProvider({ ...clock() });
    const token = provider.appToken("sign-up", "android");
    expect(await provider.verify(token)).toEqual({ success: true, action: "sign-up", kind: "app", platform: "android" });
    expect((await provider.verify(token)).success).toBe(false);
  });

  test("the challenge is solvable within its bound, so a browser's work is at most maxNumber hashes", async () => {
    const provider = createBotCheckProvider({ ...clock(), maxNumber: 50 });
    for (let round = 0; round < 5; round += 1) {
      const challenge = await provider.challenge("sign-up");
      expect(challenge.maxNumber).toBe(50);
      expect(await solveChallenge(challenge)).toBeDefined();
    }
  });
});
