import { describe, expect, test } from "vitest";
import type { AccountProfile } from "@/domain/account";
import { decideSelection, selectBody, selectionRedirect } from "./selectProfile";

const profile = (id: string, changes: Partial<AccountProfile> = {}): AccountProfile => ({
  id,
  name: id,
  type: "ADULT",
  avatarUrl: "",
  avatarAlias: "",
  default: false,
  language: "ar",
  hasPin: false,
  requiresOnboarding: false,
  ...changes,
});

const profiles = [profile("main", { default: true }), profile("kid", { type: "KID", language: "fr" }), profile("locked", { hasPin: true })];

describe("selecting a profile", () => {
  test("refuses a profile of another account", () => {
    expect(decideSelection(profiles, { profileId: "someone-else" })).toEqual({ kind: "unknown-profile" });
  });

  test("selects an open profile at once", () => {
    expect(decideSelection(profiles, { profileId: "kid" })).toMatchObject({ kind: "select", profile: { id: "kid" } });
  });

  test("asks for the PIN of a protected profile, then has the service check it", () => {
    expect(decideSelection(profiles, { profileId: "locked" })).toMatchObject({ kind: "needs-pin" });
    expect(decideSelection(profiles, { profileId: "locked", pin: "1234" })).toMatchObject({ kind: "check-pin", pin: "1234" });
  });

  test("takes a PIN of four digits only", () => {
    expect(selectBody.safeParse({ profileId: "locked", pin: "12a4" }).success).toBe(false);
    expect(selectBody.safeParse({ profileId: "locked", pin: "4321" }).success).toBe(true);
  });

  test("sends a kid profile to /kids in its own language, else the current one", () => {
    expect(selectionRedirect({ type: "KID", language: "fr" }, "ar")).toBe("/fr/kids");
    expect(selectionRedirect({ type: "KID", language: "de" }, "en")).toBe("/en/kids");
    expect(selectionRedirect({ type: "ADULT", language: "fr" }, "ar")).toBe("/ar");
  });
});
