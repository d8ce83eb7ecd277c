import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { seedPassword } from "../seed/seedUsers";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, signIn } from "../user/testClient";

let services: TestServices;
beforeAll(async () => {
  services = await startTestServices();
});
afterAll(async () => {
  await services.close();
});

describe("the subscription service on the API listener (/subscription)", () => {
  test("the catalogue answers with the `country` parameter every adapter call carries", async () => {
    const reply = await call(services, "/subscription/subscription-config/packageConfiguration?language=en&flow=ORGANIC_ACQUISITION&country=AE");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    const body = z.object({ currency: z.string(), products: z.array(z.object({ id: z.string() })) }).parse(reply.body);
    expect(body.currency).toBe("AED");
    expect(body.products.map((product) => product.id)).toContain("shasha-vip");
  });

  test("a signed-in subscriber's data, plans and termination reason, through the user service's session", async () => {
    const { token } = await signIn(services, "subscribed@shasha.test", seedPassword);
    const data = await call(services, "/subscription/subscriptionData", { token });
    expect(data.body).toMatchObject({ productId: "shasha-vip", status: "ACTIVE" });
    const plans = await call(services, "/subscription/upgradable-plans?productId=shasha-vip&paymentMethod=creditCard", { token, headers: { country: "JO" } });
    expect(plans.status).toBe(200);
    // The migration added the reasons' table.
    const reason = await call(services, "/subscription/addTerminationReasons", { token, body: { reasonId: "one-show" } });
    expect(reason.status).toBe(200);
  });

  test("errors are JSON like the other stand-ins'; a bad country parameter is refused by the listener", async () => {
    const missing = await call(services, "/subscription/no-such-call");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { status: 404 } });
    expect((await call(services, "/subscription/subscriptionData")).body).toMatchObject({ error: { status: 401, code: "SESSION_INVALID" } });
    expect((await call(services, "/subscription/subscription-config/configuration?country=J0")).status).toBe(400);
  });
});
