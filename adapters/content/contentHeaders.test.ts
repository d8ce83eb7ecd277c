import { describe, expect, test } from "vitest";
import { contentHeaders } from "./contentClient";

describe("the profile-key header of content calls", () => {
  test("carries the profile's age limit, and is left out without one", () => {
    expect(contentHeaders({ locale: "ar", country: "JO", ageLimit: 12 })).toEqual({ "profile-key": '{"ageRestriction":12}' });
    expect(contentHeaders({ locale: "ar", country: "JO", ageLimit: null })).toEqual({});
    expect(contentHeaders({ locale: "ar", country: "JO" })).toEqual({});
  });
});
