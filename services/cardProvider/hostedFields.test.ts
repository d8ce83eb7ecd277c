import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadCardProviderTexts } from "./cardProviderTexts";
import { kitParent, startProviderKit, type ProviderKit } from "./providerTestKit";

let kit: ProviderKit;
beforeAll(async () => {
  kit = await startProviderKit();
});
afterAll(() => kit.close());

const page = (query: string) => kit.get(`/checkoutshopper/hosted-fields${query}`);

describe("GET /checkoutshopper/hosted-fields", () => {
  test("an allowed parent may frame it, and only that parent", async () => {
    const reply = await page(`?parent=${encodeURIComponent(kitParent)}&lang=en`);
    expect(reply.status).toBe(200);
    const csp = reply.headers.get("content-security-policy") ?? "";
    expect(csp.startsWith(`frame-ancestors ${kitParent}; default-src 'self'; script-src 'nonce-`)).toBe(true);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    expect(reply.headers.get("referrer-policy")).toBe("no-referrer");
    expect(reply.headers.get("x-frame-options")).toBeNull();
    const other = await page(`?parent=${encodeURIComponent("https://shasha.example")}`);
    expect(other.headers.get("content-security-policy")).toContain("frame-ancestors https://shasha.example;");
  });

  test.each([
    ["a foreign origin", "?parent=http%3A%2F%2Fevil.test"],
    ["no parent", "?lang=en"],
    ["a URL, not an origin", `?parent=${encodeURIComponent(`${kitParent}/ar`)}`],
    ["a trailing slash", `?parent=${encodeURIComponent(`${kitParent}/`)}`],
    ["another port", "?parent=http%3A%2F%2Flocalhost%3A3001"],
    ["another scheme", "?parent=https%3A%2F%2Flocalhost%3A3000"],
  ])("refuses %s with a plain 400 page nobody may frame", async (_, query) => {
    const reply = await page(query);
    expect(reply.status).toBe(400);
    expect(reply.headers.get("content-type")).toContain("text/plain");
    expect(reply.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(reply.text).not.toContain("<script");
  });

  test("a fresh nonce per response, carried by the inline style and script only", async () => {
    const nonces = new Set<string>();
    for (let index = 0; index < 3; index += 1) {
      const reply = await page(`?parent=${encodeURIComponent(kitParent)}&lang=en`);
      const nonce = /script-src 'nonce-([^']+)'/.exec(reply.headers.get("content-security-policy") ?? "")?.[1] ?? "";
      expect(reply.headers.get("content-security-policy")).toContain(`style-src 'nonce-${nonce}'`);
      expect(reply.text).toContain(`<script nonce="${nonce}">`);
      expect(reply.text).toContain(`<style nonce="${nonce}">`);
      expect(reply.text.match(/<script/g)).toHaveLength(1);
      expect(reply.text.match(/<style/g)).toHaveLength(1);
      expect(reply.text).not.toMatch(/ on[a-z]+=/);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  test("three labelled fields with their autocomplete, in the page's language and direction", async () => {
    const arabic = (await page(`?parent=${encodeURIComponent(kitParent)}&lang=ar`)).text;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    for (const [id, autocomplete, label] of [
      ["number", "cc-number", "رقم البطاقة"],
      ["expiry", "cc-exp", "تاريخ انتهاء الصلاحية (MM/YY)"],
      ["cvc", "cc-csc", "رمز الأمان"],
    ]) {
      expect(arabic).toContain(`<label for="${id}">${label}</label>`);
      expect(arabic).toMatch(new RegExp(`<input id="${id}" type="text" inputmode="numeric" autocomplete="${autocomplete}"`));
      expect(arabic).toContain(`<p id="${id}-error" class="error" aria-live="polite" hidden></p>`);
    }
    const french = (await page(`?parent=${encodeURIComponent(kitParent)}&lang=fr`)).text;
    expect(french).toContain('<html lang="fr" dir="ltr">');
    expect(french).toContain("Numéro de carte");
    // The style: 16px text, 44px fields, a visible focus outline.
    expect(french).toContain("min-height:44px");
    expect(french).toContain("font-size:16px");
    expect(french).toMatch(/:focus-visible[^{]*\{outline:3px solid/);
    // Unknown languages get Arabic, the suite's default.
    expect((await page(`?parent=${encodeURIComponent(kitParent)}&lang=de`)).text).toContain('<html lang="ar" dir="rtl">');
  });

  test("the page's script messages its parent only, and never holds another origin", async () => {
    const text = (await page(`?parent=${encodeURIComponent(kitParent)}&lang=en`)).text;
    expect(text).toContain('window.parent.postMessage(message, parent)');
    expect(text).toContain("event.origin !== parent");
    expect(text).toContain(`{"parent":"${kitParent}"`);
    expect(text).not.toContain('postMessage(message, "*")');
  });
});

describe("the texts", () => {
  test("the three locale files have the same keys, in their own language", () => {
    const texts = loadCardProviderTexts();
    const keysOf = (value: object): string[] => Object.entries(value).flatMap(([key, inner]) => (typeof inner === "object" && inner !== null ? keysOf(inner).map((sub) => `${key}.${sub}`) : [key]));
    expect(keysOf(texts.ar)).toEqual(keysOf(texts.en));
    expect(keysOf(texts.fr)).toEqual(keysOf(texts.en));
    expect(texts.ar.threeds.instruction).not.toBe(texts.en.threeds.instruction);
    expect(texts.fr.threeds.instruction).not.toBe(texts.en.threeds.instruction);
    expect(texts.en.threeds.instruction).toBe("Enter the code your bank sent you.");
  });
});
