import { describe, expect, test } from "vitest";
import { selectBody, selectionRedirect } from "./selectProfile";

describe("selecting a profile", () => {
  test("takes a PIN of four digits only", () => {
    expect(selectBody.safeParse({ profileId: "locked", pin: "12a4" }).success).toBe(false);
    expect(selectBody.safeParse({ profileId: "locked", pin: "4321" }).success).toBe(true);
  });

  test("sends a kid profile to /kids in its own language, else the current one", () => {
    expect(selectionRedirect({ type: "KID", language: "fr", requiresOnboarding: false }, "ar", true)).toBe("/fr/kids");
    expect(selectionRedirect({ type: "KID", language: "de", requiresOnboarding: false }, "en", true)).toBe("/en/kids");
    expect(selectionRedirect({ type: "ADULT", language: "fr", requiresOnboarding: false }, "ar", true)).toBe("/ar");
  });

  test("a profile with onboarding ahead goes there first while the journey is on (issue 31 §4)", () => {
    expect(selectionRedirect({ type: "ADULT", language: "fr", requiresOnboarding: true }, "ar", true)).toBe("/ar/hub/onboarding");
    expect(selectionRedirect({ type: "KID", language: "fr", requiresOnboarding: true }, "ar", true)).toBe("/fr/hub/onboarding");
    expect(selectionRedirect({ type: "ADULT", language: "fr", requiresOnboarding: true }, "ar", false)).toBe("/ar");
  });
});
