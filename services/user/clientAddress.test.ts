import type { IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { devServicesCallerSecret, servicesCallerHeader } from "@/domain/servicesCaller";
import { seedPassword } from "../seed/seedUsers";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { clientAddressOf, vouchForClientAddress } from "./clientAddress";
import { call, faultOf } from "./testClient";

const secret = "the-app-and-the-services-share-this";

/** The headers as a route sees them after the listener vouched (or not) for the address. */
function vouched(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const copy = { ...headers };
  vouchForClientAddress(copy, secret);
  return copy;
}

describe("whose address a request is counted under", () => {
  test("the app's: x-client-address with the shared secret is the viewer's, and the secret goes no further", () => {
    const headers = vouched({ "x-client-address": "203.0.113.7", [servicesCallerHeader]: secret });
    expect(clientAddressOf(headers, "10.0.0.2")).toBe("203.0.113.7");
    expect(headers[servicesCallerHeader]).toBeUndefined();
  });

  test.each([
    ["no secret", {}],
    ["a wrong secret", { [servicesCallerHeader]: "a-guessed-secret" }],
    ["the secret with one more character", { [servicesCallerHeader]: `${secret}x` }],
    ["an empty secret", { [servicesCallerHeader]: "" }],
    ["the development secret, where another is set", { [servicesCallerHeader]: devServicesCallerSecret }],
  ])("anyone else's (%s): the header is dropped and the TCP peer is the address", (_case, extra: Record<string, string>) => {
    const headers = vouched({ "x-client-address": "203.0.113.7", ...extra });
    expect(headers["x-client-address"]).toBeUndefined();
    expect(clientAddressOf(headers, "10.0.0.2")).toBe("10.0.0.2");
  });

  test("an empty shared secret vouches for nobody, even a caller that sends an empty one", () => {
    const headers = { "x-client-address": "203.0.113.7", [servicesCallerHeader]: "" };
    vouchForClientAddress(headers, "");
    expect(clientAddressOf(headers, "10.0.0.2")).toBe("10.0.0.2");
  });
});

describe("a caller that reaches the services directly and forges x-client-address", () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await startTestServices();
  });
  afterAll(() => services.close());

  const signIn = (password: string, headers: Record<string, string>) =>
    call(services, "/user/authenticate", { body: { email: "canceled@shasha.test", password }, headers });

  test("stays in its own (peer) bucket: five wrong passwords 'from' five addresses, and the sixth guess waits", async () => {
    for (let n = 1; n <= 5; n += 1) {
      const reply = await signIn("wrong-pass1", { "x-client-address": `198.51.100.${n}`, [servicesCallerHeader]: "a-guessed-secret" });
      expect(faultOf(reply).fault.error.code).toBe("INVALID_CREDENTIALS");
    }
    const sixth = await signIn(seedPassword, { "x-client-address": "198.51.100.6" });
    expect(sixth.status).toBe(429);
    expect(faultOf(sixth).fault.error.code).toBe("TOO_MANY_ATTEMPTS");
  });

  test("while the app, with the secret, still signs in the viewer at an address of its own", async () => {
    const reply = await signIn(seedPassword, { "x-client-address": "198.51.100.7", [servicesCallerHeader]: devServicesCallerSecret });
    expect(reply.status).toBe(200);
  });
});
