import { describe, expect, test } from "vitest";
import { selectBody, selectionRedirect } from "./selectProfile";

describe("selecting a profile", () => {
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
