import { expect, test } from "./fixtures";

test.describe("the viewer's app-grid session (GET /api/sessionKey)", () => {
  test("is fetched when missing, set for 6 hours, and then reused", async ({ page, context }) => {
    const first = await page.request.get("/api/sessionKey");
    expect(first.ok()).toBe(true);
    const { sessionKey, expiresAt } = await first.json();
    expect(sessionKey).toMatch(/\S{8,}/);
    expect(expiresAt - Date.now()).toBeGreaterThan(5.9 * 3600_000);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "sessionKey")?.value).toBe(sessionKey);

    const again = await (await page.request.get("/api/sessionKey")).json();
    expect(again.sessionKey).toBe(sessionKey);
  });

  for (const text of ["undefined", "null"]) {
    test(`a cookie holding the text "${text}" counts as missing`, async ({ request }) => {
      const reply = await request.get("/api/sessionKey", {
        headers: { cookie: `sessionKey=${text}; sessionKeyExpiry=${Date.now() + 3600_000}` },
      });
      const body = await reply.json();
      expect(body.sessionKey).not.toBe(text);
      expect(reply.headers()["set-cookie"]).toContain("sessionKey=");
    });
  }

  test("the api key is served as the reply's inner response value", async ({ request }) => {
    expect(await (await request.get("/api/apiKey")).json()).toEqual({ response: "shasha-web-dev" });
  });
});
