import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { notificationRequestSchema, verifyNotificationItem } from "./notificationSignature";
import { kitHmacKey, paymentRequest, startProviderKit, testCard, type ProviderKit } from "./providerTestKit";

let kit: ProviderKit;
beforeAll(async () => {
  kit = await startProviderKit();
});
afterAll(() => kit.close());

const challengeReply = z.object({ pspReference: z.string(), resultCode: z.literal("RedirectShopper"), action: z.object({ type: z.literal("redirect"), url: z.string() }) });
const detailsReply = z.object({
  pspReference: z.string(),
  resultCode: z.enum(["Authorised", "Refused"]),
  refusalReason: z.string().optional(),
  merchantReference: z.string(),
});

let keys = 0;

/** A payment with the challenge card; its pspReference and challenge ref. */
async function challenge(reference: string): Promise<{ pspReference: string; ref: string; path: string }> {
  const token = z.object({ token: z.string() }).parse((await kit.tokenize(testCard("4000 0027 6000 3184"))).body).token;
  const reply = challengeReply.parse((await kit.pay(paymentRequest(token, reference), `threeds-${(keys += 1)}`)).body);
  const url = new URL(reply.action.url);
  return { pspReference: reply.pspReference, ref: url.searchParams.get("ref") ?? "", path: `${url.pathname}${url.search}` };
}

function answer(fields: Record<string, string>, origin: string | null = kit.ownOrigin): Promise<Response> {
  return fetch(`${kit.provider.url}/checkoutshopper/threeds`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(origin === null ? {} : { Origin: origin }) },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** The redirect result a 303 to the return URL carries. */
function redirectResultOf(response: Response): string {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get("location") ?? "");
  expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/ar/checkout/return");
  // The return URL's own query is kept.
  expect(location.searchParams.get("order")).toBe("42");
  return location.searchParams.get("redirectResult") ?? "";
}

describe("3-D Secure", () => {
  test("the page: localized, accessible, its own nonce, never framed", async () => {
    const { path } = await challenge("order-page");
    const page = await kit.get(`${path}&lang=ar`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="ar" dir="rtl">');
    expect(page.text).toContain("أدخل الرمز الذي أرسله إليك مصرفك.");
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
    expect(nonce.length).toBeGreaterThanOrEqual(22);
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(csp).toContain("form-action 'self' http://localhost:3000");
    expect(page.text).toContain(`<style nonce="${nonce}">`);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.text).toMatch(/<label for="code">رمز التحقق<\/label>/);
    expect(page.text).toContain('autocomplete="one-time-code"');
    const english = await kit.get(`${path}&lang=en`);
    expect(english.text).toContain("Enter the code your bank sent you.");
    expect(english.text).toContain('<html lang="en" dir="ltr">');
    expect(english.headers.get("content-security-policy")).not.toContain(nonce);
    expect(english.text).toMatch(/Amount: JOD\s5\.000/);
    // Without lang (the redirect as the provider gives it), the browser's language.
    const browser = await kit.get(path, { "Accept-Language": "fr-FR,fr;q=0.9,en;q=0.8" });
    expect(browser.text).toContain('<html lang="fr" dir="ltr">');
    expect(browser.text).toContain('<input type="hidden" name="lang" value="fr">');
  });

  test("a wrong answer shows the page again with the error; the right one returns with a redirectResult: Authorised", async () => {
    const { pspReference, ref } = await challenge("order-3ds-ok");
    const wrong = await answer({ ref, lang: "en", code: "0000", action: "confirm" });
    expect(wrong.status).toBe(200);
    const text = await wrong.text();
    expect(text).toContain("That code is not right. Try again.");
    expect(text).toContain('aria-invalid="true"');
    expect(text).toContain('aria-describedby="instruction code-error"');
    const right = await answer({ ref, lang: "en", code: "1234", action: "confirm" });
    const redirectResult = redirectResultOf(right);
    expect(redirectResult.length).toBeGreaterThanOrEqual(40);
    const details = await kit.details(redirectResult);
    expect(details.status).toBe(200);
    expect(detailsReply.parse(details.body)).toEqual({ pspReference, resultCode: "Authorised", merchantReference: "order-3ds-ok" });
    // Asked again: the same answer.
    expect((await kit.details(redirectResult)).body).toEqual(details.body);
    // The challenge is over: its page and its form are gone.
    expect((await kit.get(`/checkoutshopper/threeds?ref=${ref}&lang=en`)).status).toBe(404);
    expect((await answer({ ref, code: "1234" })).status).toBe(404);
    // Its notification is signed and says Authorised.
    const received = await kit.receiver.waitFor(1);
    const item = received
      .map((body) => notificationRequestSchema.parse(body).notificationItems[0]?.NotificationRequestItem)
      .find((candidate) => candidate?.pspReference === pspReference);
    expect(item).toMatchObject({ success: "true", merchantReference: "order-3ds-ok", additionalData: { cardSummary: "3184", issuerCountry: "GB" } });
    expect(item !== undefined && verifyNotificationItem(item, kitHmacKey)).toBe(true);
  });

  test("Cancel returns refused: 3D Not Authenticated", async () => {
    const { ref } = await challenge("order-3ds-cancel");
    const redirectResult = redirectResultOf(await answer({ ref, action: "cancel" }));
    expect(detailsReply.parse((await kit.details(redirectResult)).body)).toMatchObject({ resultCode: "Refused", refusalReason: "3D Not Authenticated" });
  });

  test("the third wrong answer returns refused", async () => {
    const { ref } = await challenge("order-3ds-wrong");
    expect((await answer({ ref, code: "1111" })).status).toBe(200);
    expect((await answer({ ref, code: "2222" })).status).toBe(200);
    const redirectResult = redirectResultOf(await answer({ ref, code: "3333" }));
    expect(detailsReply.parse((await kit.details(redirectResult)).body)).toMatchObject({ resultCode: "Refused", refusalReason: "3D Not Authenticated" });
  });

  test("answers only from the provider's own page", async () => {
    const { ref } = await challenge("order-3ds-origin");
    expect((await answer({ ref, code: "1234" }, "http://localhost:3000")).status).toBe(403);
    expect((await answer({ ref, code: "1234" }, null)).status).toBe(403);
    // The challenge is still open.
    expect((await kit.get(`/checkoutshopper/threeds?ref=${ref}`)).status).toBe(200);
  });

  test("an unknown challenge: the localized 'no longer available' page", async () => {
    const page = await kit.get("/checkoutshopper/threeds?ref=nope&lang=fr");
    expect(page.status).toBe(404);
    expect(page.text).toContain("Cette vérification n’est plus disponible.");
  });
});
