import { describe, expect, test } from "vitest";
import { newStaffOf, newTokenOf } from "./adminData";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("the admin page's forms", () => {
  test("send a new staff member's fields as they are", () => {
    expect(newStaffOf(formOf({ email: "a@shasha.test", name: "Aya", role: "editor", password: "long enough" }))).toEqual({
      email: "a@shasha.test",
      name: "Aya",
      role: "editor",
      password: "long enough",
    });
  });

  test("send a new token's name and role", () => {
    expect(newTokenOf(formOf({ name: "ci", role: "publisher" }))).toEqual({ name: "ci", role: "publisher" });
  });

  test("default a missing role to qa and missing texts to empty", () => {
    expect(newStaffOf(new FormData())).toEqual({ email: "", name: "", role: "qa", password: "" });
    expect(newTokenOf(new FormData())).toEqual({ name: "", role: "qa" });
  });
});
