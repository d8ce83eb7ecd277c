import { describe, expect, test } from "vitest";
import { returnAfterRefusal } from "./socialState";

describe("a refused social sign-in", () => {
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
