import { describe, expect, test } from "vitest";
import { socialReturnTo } from "./SocialLoginLinks";

describe("where the social flow comes back to", () => {
  test("the login page's remembered page, in the page's language", () => {
    expect(socialReturnTo("/ar/hub/login", "/hub/settings", "ar")).toBe("/ar/hub/settings");
  });

  test("the page itself without a remembered one; never the page cache's internal path", () => {
    expect(socialReturnTo("/en/hub/registration", null, "en")).toBe("/en/hub/registration");
    expect(socialReturnTo("/seg/anonymous.ADULT.WEB.0.JO/fr/home", null, "fr")).toBe("/fr/home");
  });

  test("a remembered page on another site is ignored", () => {
    expect(socialReturnTo("/en/hub/login", "//evil.example/x", "en")).toBe("/en/hub/login");
    expect(socialReturnTo("/en/hub/login", "https://evil.example", "en")).toBe("/en/hub/login");
  });
});
