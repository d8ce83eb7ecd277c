import { describe, expect, test } from "vitest";
import { finishingPath, returnAfterRefusal } from "./socialState";

describe("a refused social sign-in", () => {
  test("offered a link goes to the linking page of the flow's language, keeping only a same-site redirect", () => {
    expect(finishingPath("/fr/hub/login?redirect=%2Ffavorite", "fr", "linking-account")).toBe("/fr/hub/linking-account?redirect=%2Ffavorite");
    expect(finishingPath("/ar/hub/login", "ar", "social-registration")).toBe("/ar/hub/social-registration");
    expect(finishingPath("/en/hub/login?redirect=https%3A%2F%2Fevil.example%2F", "en", "linking-account")).toBe("/en/hub/linking-account?redirect=%2F");
  });

  test("whose email belongs to an account it may not be linked to goes back with the notice flag, keeping the query", () => {
    expect(returnAfterRefusal("/ar/hub/login?redirect=%2Far%2Fhub%2Fsettings", "ACCOUNT_EXISTS")).toBe(
      "/ar/hub/login?redirect=%2Far%2Fhub%2Fsettings&socialAccountExists=true",
    );
    expect(returnAfterRefusal("/", "ACCOUNT_EXISTS")).toBe("/?socialAccountExists=true");
  });

  test.each([["INVALID_INPUT"], [undefined]])("for %s goes back where it started, with no flag", (code) => {
    expect(returnAfterRefusal("/en/hub/login", code)).toBe("/en/hub/login");
  });
});
