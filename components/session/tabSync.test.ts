import { describe, expect, test } from "vitest";
import { targetOf } from "./tabSync";

describe("following the other tabs", () => {
  test("a sign-out elsewhere ends this tab's session page with the auto-logout notice; a sign-in takes it home", () => {
    expect(targetOf("LOGOUT", "fr")).toBe("/fr/logout?autoLogout=true");
    expect(targetOf("LOGIN", "ar")).toBe("/ar");
  });

  test("anything else is ignored", () => {
    expect(targetOf("logout", "en")).toBeUndefined();
    expect(targetOf({ type: "LOGOUT" }, "en")).toBeUndefined();
  });
});
