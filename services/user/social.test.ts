import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, type CallReply, faultOf, userSchema } from "./testClient";

let services: TestServices;
const secret = "test-social-secret";

beforeAll(async () => {
  services = await startTestServices({ socialSecret: secret, devOutbox: false });
});
afterAll(() => services.close());

const socialResultSchema = z.object({
  UID: z.string(),
  UIDSignature: z.string(),
  signatureTimestamp: z.string(),
  profile: z.looseObject({ provider: z.string(), email: z.string() }),
  user: userSchema,
  isAppLogin: z.boolean(),
  newUser: z.boolean(),
  token: z.string(),
  sessionId: z.string(),
  expiresAt: z.string(),
});

const redirectUri = "http://localhost:3000/en/hub/social-callback";

function consent(provider: string, decision: string, state: string): Promise<CallReply> {
  const form = new URLSearchParams({ provider, redirectUri, state, decision, lang: "en" }).toString();
  return call(services, "/user/social/consent", {
    body: form,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

describe("the stand-in identity provider", () => {
  test("shows a consent page in the asked language with the state escaped", async () => {
    const state = `"><script>alert(1)</script>`;
    const query = new URLSearchParams({ provider: "facebook", redirectUri, state, lang: "fr" });
    const page = await call(services, `/user/social/authorize?${query}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.text).toContain("Autoriser");
    expect(page.text).not.toContain("<script>");
    expect(page.text).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  test.each(["https://evil.example/cb", "javascript:alert(1)", "http://user:pw@localhost/cb"])(
    "refuses the redirect URI %s (no open redirect)",
    async (uri) => {
      const query = new URLSearchParams({ provider: "apple", redirectUri: uri, state: "s" });
      const reply = await call(services, `/user/social/authorize?${query}`);
      expect(faultOf(reply).fault.error).toMatchObject({ code: "INVALID_INPUT", field: "redirectUri" });
    },
  );

  test("redirects a cancel with error=access_denied and the state", async () => {
    const reply = await consent("apple", "cancel", "s-1");
    expect(reply.status).toBe(303);
    const location = new URL(reply.headers.get("location") ?? "");
    expect(location.searchParams.get("error")).toBe("access_denied");
    expect(location.searchParams.get("state")).toBe("s-1");
  });

  test("redirects an allow with a code and the state, and the code gives the social-login result once", async () => {
    const reply = await consent("googleplus", "allow", "xyz & more");
    expect(reply.status).toBe(303);
    const location = new URL(reply.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get("state")).toBe("xyz & more");
    const code = location.searchParams.get("code") ?? "";

    const first = socialResultSchema.parse((await call(services, "/user/social/token", { body: { code } })).body);
    expect(first).toMatchObject({ newUser: true, isAppLogin: false, UID: first.user.id });
    expect(first.user).toMatchObject({ loginProvider: "googleplus", newUser: true, emailVerified: true });
    const expected = createHmac("sha256", secret).update(`${first.UID}:${first.signatureTimestamp}`).digest("base64");
    expect(first.UIDSignature).toBe(expected);
    expect((await call(services, "/user/userStatus", { token: first.token })).status).toBe(200);

    const reused = await call(services, "/user/social/token", { body: { code } });
    expect(faultOf(reused).fault.error.code).toBe("INVALID_INPUT");

    const again = await consent("googleplus", "allow", "second");
    const secondCode = new URL(again.headers.get("location") ?? "").searchParams.get("code") ?? "";
    const second = socialResultSchema.parse((await call(services, "/user/social/token", { body: { code: secondCode } })).body);
    expect(second).toMatchObject({ newUser: false, UID: first.UID });
  });
});

describe("the development outbox, when switched off (production without DEV_OUTBOX=1)", () => {
  test("is not found", async () => {
    const reply = await call(services, "/user/dev/outbox?to=registered%40shasha.test");
    expect(reply.status).toBe(404);
    expect(faultOf(reply).fault.error.code).toBe("NOT_FOUND");
  });
});
