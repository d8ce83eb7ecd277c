import { describe, expect, test } from "vitest";
import { isStaffRole, roleAllows, staffRoles, type StaffPermission } from "./staffRoles";

describe("staff roles", () => {
  test.each<[StaffPermission, string[]]>([
    ["read", ["qa", "editor", "publisher", "admin"]],
    ["edit", ["editor", "publisher", "admin"]],
    ["publish", ["publisher", "admin"]],
    ["admin", ["admin"]],
  ])("%s is allowed to %j and to no one else", (permission, allowed) => {
    expect(staffRoles.filter((role) => roleAllows(role, permission))).toEqual(allowed);
  });

  test("only the four role names are roles", () => {
    expect(staffRoles.every(isStaffRole)).toBe(true);
    for (const value of ["Admin", "root", "", null, 3, "admin "]) expect(isStaffRole(value)).toBe(false);
  });
});
