import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { readGrant } from "@/domain/previewGrant";
import { manage, testManageToken } from "../testing/manageClient";
import { startTestServices, type TestServices } from "../testing/startTestServices";

let services: TestServices;
const previewSecret = "preview-secret-for-tests";
beforeAll(async () => {
  services = await startTestServices({ manageToken: testManageToken, previewSecret, appPublicUrl: "https://app.example" });
  // The test token is one letter; the grant is checked below not to be signed with it.
});
afterAll(() => services.close());

const linkReply = z.object({ screenId: z.string(), path: z.string(), url: z.string(), expiresAt: z.string() });

describe("preview links", () => {
  test("carry a five-minute grant for that screen, signed with the preview secret, and never a token", async () => {
    const reply = await manage(services, "/ramadan/preview-link", { method: "POST", body: { lang: "fr" } });
    expect(reply.status).toBe(201);
    const link = linkReply.parse(reply.body);
    expect(link.url).toBe(`https://app.example${link.path}`);
    const url = new URL(link.url);
    expect(url.pathname).toBe("/fr/preview");
    expect([...url.searchParams.keys()]).toEqual(["grant"]);
    expect(readGrant(url.searchParams.get("grant"), previewSecret)?.screen).toBe("ramadan");
    expect(readGrant(url.searchParams.get("grant"), testManageToken)).toBeUndefined();
  });

  test("need the bearer token and a screen that exists", async () => {
    expect((await manage(services, "/ramadan/preview-link", { method: "POST", token: null })).status).toBe(401);
    expect((await manage(services, "/no-such-screen/preview-link", { method: "POST", body: {} })).status).toBe(404);
    expect((await manage(services, `/${encodeURIComponent("/user/login-form")}/preview-link`, { method: "POST", body: {} })).status).toBe(400);
  });
});
