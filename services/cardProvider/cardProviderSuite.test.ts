import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { setLogSink } from "@/ops/log";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { devCardProviderApiKey } from "./cardProviderSettings";
import { paymentRequest, testCard } from "./providerTestKit";

let services: TestServices;
beforeAll(async () => {
  // The receiver's answers are the subscription service's business; its retries' lines are not this test's.
  setLogSink(() => undefined);
  services = await startTestServices({ appPublicUrl: "http://localhost:3000" });
});
afterAll(async () => {
  await services.close();
  setLogSink(undefined);
});

describe("the card provider in the suite", () => {
  test("listens on its own port, apart from the API and the images", () => {
    const ports = [services.url, services.imagesUrl, services.cardProviderUrl].map((url) => new URL(url).port);
    expect(new Set(ports).size).toBe(3);
    expect(services.cardProviderUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  test("the app's origin may frame the hosted fields; the API listener serves none of it", async () => {
    const page = await fetch(`${services.cardProviderUrl}/checkoutshopper/hosted-fields?parent=${encodeURIComponent("http://localhost:3000")}&lang=en`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors http://localhost:3000;");
    expect((await fetch(`${services.url}/checkoutshopper/hosted-fields?parent=http%3A%2F%2Flocalhost%3A3000`)).status).toBe(404);
    expect((await fetch(`${services.url}/v1/payments`, { method: "POST" })).status).toBe(404);
  });

  test("the payments API takes the development key, and refuses another", async () => {
    const origin = `http://localhost:${new URL(services.cardProviderUrl).port}`;
    const tokenized = await fetch(`${services.cardProviderUrl}/checkoutshopper/tokenize`, {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/json" },
      body: JSON.stringify(testCard("4111111111111111")),
    });
    const { token } = z.object({ token: z.string() }).parse(await tokenized.json());
    const pay = (apiKey: string) =>
      fetch(`${services.cardProviderUrl}/v1/payments`, {
        method: "POST",
        headers: { "x-api-key": apiKey, "Idempotency-Key": "suite-1", "Content-Type": "application/json" },
        body: JSON.stringify(paymentRequest(token, "order-suite")),
      });
    expect((await pay("wrong")).status).toBe(401);
    const reply = await pay(devCardProviderApiKey);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ resultCode: "Authorised" });
  });
});
