import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { kitParent, startProviderKit, testCard, type ProviderKit } from "./providerTestKit";

let kit: ProviderKit;
beforeAll(async () => {
  kit = await startProviderKit();
});
afterAll(() => kit.close());

const tokenReply = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
  expiryMonth: z.string(),
  expiryYear: z.string(),
  bin: z.string(),
  issuerCountry: z.string(),
});
const errorCode = (body: unknown): string => z.object({ errorCode: z.string() }).parse(body).errorCode;

/** Every value of every row of every table, as text. */
function everyStoredValue(): string[] {
  const tables = z.array(z.object({ name: z.string() })).parse(kit.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all());
  return tables.flatMap(({ name }) =>
    kit.db
      .prepare(`SELECT * FROM "${name}"`)
      .all()
      .flatMap((row) => Object.values(z.record(z.string(), z.unknown()).parse(row)).map((value) => String(value))),
  );
}

describe("POST /checkoutshopper/tokenize", () => {
  test("a card becomes a random token with what may be kept of it", async () => {
    const reply = await kit.tokenize(testCard("4111 1111 1111 1111"));
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    const body = tokenReply.parse(reply.body);
    expect(body).toMatchObject({ brand: "visa", last4: "1111", expiryMonth: "03", expiryYear: "2030", bin: "411111", issuerCountry: "JO" });
    // 192 random bits, base64url.
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const again = tokenReply.parse((await kit.tokenize(testCard("4111111111111111"))).body);
    expect(again.token).not.toBe(body.token);
    expect(tokenReply.parse((await kit.tokenize(testCard("5555341244441115"))).body)).toMatchObject({ brand: "mastercard", issuerCountry: "GB", bin: "555534" });
    expect(tokenReply.parse((await kit.tokenize(testCard("3700 0000 0000 002"))).body)).toMatchObject({ brand: "amex", last4: "0002" });
    expect(tokenReply.parse((await kit.tokenize({ ...testCard("6011000990139424") })).body)).toMatchObject({ brand: "card" });
  });

  test("never stores the number nor the security code, in any column of any table", async () => {
    const numbers = ["4000002760003184", "4000000000009995", "370000000000002"];
    for (const number of numbers) expect((await kit.tokenize({ ...testCard(number), cvc: number.startsWith("37") ? "9184" : "918" })).status).toBe(200);
    const stored = everyStoredValue();
    expect(stored.length).toBeGreaterThan(0);
    for (const number of numbers) expect(stored.some((value) => value.includes(number))).toBe(false);
    expect(stored.filter((value) => value === "918" || value === "9184")).toEqual([]);
    const columns = z.array(z.object({ name: z.string() })).parse(kit.db.prepare("SELECT name FROM pragma_table_info('card_provider_tokens')").all());
    expect(columns.map((column) => column.name)).not.toContain("number");
    expect(columns.map((column) => column.name).some((name) => /cvc|cvv|security/.test(name))).toBe(false);
  });

  test("only from the provider's own origin: the app's, another or none is 403", async () => {
    for (const origin of [kitParent, "http://evil.test", null]) {
      const reply = await kit.tokenize(testCard("4111111111111111"), origin);
      expect([reply.status, errorCode(reply.body)]).toEqual([403, "forbidden-origin"]);
    }
  });

  test("checks everything again, with a code", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...testCard("4111111111111112") }, "invalid-number"],
      [{ ...testCard("411111111111111") }, "invalid-number"],
      [{ ...testCard("4111 1111 1111 111x") }, "invalid-number"],
      [{ ...testCard("4111111111111111"), expiryMonth: "13" }, "invalid-expiry"],
      [{ ...testCard("4111111111111111"), expiryMonth: "1/" }, "invalid-expiry"],
      [{ ...testCard("4111111111111111"), expiryMonth: "10", expiryYear: "2026" }, "expired-card"],
      [{ ...testCard("4111111111111111"), cvc: "7373" }, "invalid-cvc"],
      [{ ...testCard("370000000000002"), cvc: "737" }, "invalid-cvc"],
      [{ number: "4111111111111111" }, "invalid-request"],
    ];
    for (const [card, code] of cases) {
      const reply = await kit.post("/checkoutshopper/tokenize", card, { Origin: kit.ownOrigin });
      expect([card, reply.status, errorCode(reply.body)]).toEqual([card, 400, code]);
      // The reply never repeats what was sent.
      expect(reply.text).not.toContain("411111111111111");
    }
    const reply = await fetch(`${kit.provider.url}/checkoutshopper/tokenize`, { method: "POST", headers: { Origin: kit.ownOrigin }, body: "4111111111111111" });
    expect(reply.status).toBe(400);
    expect(await reply.text()).not.toContain("4111111111111111");
  });

  test("this month's expiry is still good; numbers are accepted for month and year", async () => {
    expect((await kit.tokenize({ ...testCard("4111111111111111"), expiryMonth: "11", expiryYear: "26" })).status).toBe(200);
    const reply = await kit.post("/checkoutshopper/tokenize", { number: "4111111111111111", expiryMonth: 3, expiryYear: 2030, cvc: "737" }, { Origin: kit.ownOrigin });
    expect(tokenReply.parse(reply.body)).toMatchObject({ expiryMonth: "03", expiryYear: "2030" });
  });
});
