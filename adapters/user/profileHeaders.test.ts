import { describe, expect, test } from "vitest";
import { profileHeaders } from "./profileHeaders";

describe("profile-aware headers (spec 7)", () => {
  test("the adult default profile is sent as master, with its language upper and lower case", () => {
    const headers = profileHeaders("tok", { id: 7, type: "ADULT", default: true, language: "fr" });
    expect(headers.token).toBe("tok");
    expect(JSON.parse(headers.profile ?? "")).toEqual({ id: 7, master: true });
    expect(JSON.parse(headers["profile-key"] ?? "")).toEqual({ isAdult: true });
    expect(headers.language).toBe("FR");
    expect(headers["accept-language"]).toBe("fr");
  });

  test("another adult profile is not master", () => {
    expect(JSON.parse(profileHeaders("t", { id: 8, type: "ADULT", default: false }).profile ?? "").master).toBe(false);
  });

  test("a kid profile without an age counts as 12, and carries its age restriction", () => {
    const headers = profileHeaders("t", { id: 9, type: "KID", default: false, ageRestriction: 7 });
    expect(JSON.parse(headers.profile ?? "")).toEqual({ age: 12, ageRestriction: 7, id: 9, master: false });
    expect(JSON.parse(headers["profile-key"] ?? "")).toEqual({ age: 12, ageRestriction: 7, isAdult: false });
  });

  test("an unsupported profile language adds no language headers; no profile sends only the token", () => {
    expect(profileHeaders("t", { id: 1, type: "ADULT", default: true, language: "de" }).language).toBeUndefined();
    expect(profileHeaders("t", undefined)).toEqual({ token: "t" });
    expect(profileHeaders(undefined, undefined)).toEqual({});
  });
});
