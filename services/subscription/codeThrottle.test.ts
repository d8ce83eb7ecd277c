import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { codeGuessLimit } from "./codeThrottle";
import { freshKey, startCodeKit, type CodeKit } from "./codeTestKit";
import { errorCodeOf } from "./testKit";

let kit: CodeKit;
beforeEach(() => {
  kit = startCodeKit();
});
afterEach(() => kit.close());

const retrySchema = z.object({ error: z.object({ code: z.literal("TOO_MANY_ATTEMPTS"), retryAfterSeconds: z.number().int() }) });
const redeem = (code: string, token: string, address: string) => kit.post("/codes/redeem", { code, idempotencyKey: freshKey() }, token, {}, address);

async function guessWrong(token: string, address: string, times: number): Promise<void> {
  for (let index = 0; index < times; index += 1) {
    const reply = await redeem(`NOPE${index}X${address.replaceAll(".", "")}`, token, address);
    expect(errorCodeOf(reply)).toBe("CODE_UNKNOWN");
  }
}

describe("guessing codes", () => {
  test("the 6th unknown code in 10 minutes is a 429 with retryAfterSeconds, and so is another account's from the address", async () => {
    const { token } = kit.newAccount();
    await guessWrong(token, "203.0.113.10", codeGuessLimit.max);
    const sixth = await redeem("NOPE-SIX", token, "203.0.113.10");
    expect(sixth.status).toBe(429);
    expect(retrySchema.parse(sixth.body).error.retryAfterSeconds).toBe(600);
    expect(sixth.headers["Retry-After"]).toBe("600");
    const neighbour = await redeem("NOPE-NEIGHBOUR", kit.newAccount().token, "203.0.113.10");
    expect(neighbour.status).toBe(429);
  });

  test("the account is held too from another address; a real code then learns nothing either", async () => {
    const { token } = kit.newAccount();
    await guessWrong(token, "203.0.113.20", codeGuessLimit.max);
    const elsewhere = await redeem("VIP1-MONTH-0001", token, "203.0.113.21");
    expect(elsewhere.status).toBe(429);
    const details = await kit.post("/codes/details", { code: "VIP1-MONTH-0001" }, token, {}, "203.0.113.21");
    expect(details.status).toBe(429);
    // Another account at another address is not held.
    expect((await redeem("VIP1-MONTH-0001", kit.newAccount().token, "203.0.113.22")).status).toBe(200);
  });

  test("known codes cost nothing, and the window slides: ten minutes after the first guesses there is room again", async () => {
    const { token } = kit.newAccount();
    for (let index = 0; index < 8; index += 1) expect((await kit.post("/codes/details", { code: "WELCOME50" }, token, {}, "203.0.113.30")).status).toBe(200);
    await guessWrong(token, "203.0.113.30", codeGuessLimit.max);
    expect((await redeem("NOPE-MORE", token, "203.0.113.30")).status).toBe(429);
    kit.setNow("2026-11-26T12:09:00.000Z");
    const stillHeld = await redeem("NOPE-MORE", token, "203.0.113.30");
    expect(retrySchema.parse(stillHeld.body).error.retryAfterSeconds).toBe(60);
    kit.setNow("2026-11-26T12:10:00.000Z");
    expect(errorCodeOf(await redeem("NOPE-AGAIN", token, "203.0.113.30"))).toBe("CODE_UNKNOWN");
  });

  test("guests' guesses at details count against their address", async () => {
    for (let index = 0; index < codeGuessLimit.max; index += 1) {
      expect(errorCodeOf(await kit.post("/codes/details", { code: `GUEST${index}` }, undefined, {}, "203.0.113.40"))).toBe("CODE_UNKNOWN");
    }
    expect((await kit.post("/codes/details", { code: "WELCOME50" }, undefined, {}, "203.0.113.40")).status).toBe(429);
    expect((await kit.post("/codes/details", { code: "WELCOME50" }, undefined, {}, "203.0.113.41")).status).toBe(200);
  });

  test("the viewer's address is the app's x-client-address when the listener kept it, else the TCP peer", async () => {
    const { token } = kit.newAccount();
    const headers = { "x-client-address": "203.0.113.50" };
    for (let index = 0; index < codeGuessLimit.max; index += 1) {
      const reply = await kit.post("/codes/redeem", { code: `VIA${index}`, idempotencyKey: freshKey() }, kit.newAccount().token, headers, "10.0.0.1");
      expect(errorCodeOf(reply)).toBe("CODE_UNKNOWN");
    }
    expect((await kit.post("/codes/redeem", { code: "VIA-LAST", idempotencyKey: freshKey() }, token, headers, "10.0.0.1")).status).toBe(429);
    expect(errorCodeOf(await kit.post("/codes/redeem", { code: "VIA-LAST", idempotencyKey: freshKey() }, token, {}, "10.0.0.1"))).toBe("CODE_UNKNOWN");
  });
});
