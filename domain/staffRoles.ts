/**
 * Studio staff roles (issue 17), from least to most: each role may do everything the one before it may.
 * The management service checks them on every call; the studio only hides what a role cannot do.
 */
export const staffRoles = ["qa", "editor", "publisher", "admin"] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * - read: screens, versions, drafts, schedules, the audit log; validate; preview.
 * - edit: create and change (own) drafts, new screens as drafts.
 * - publish: publish, roll back, schedule and cancel schedules, overwrite on a conflict.
 * - admin: staff accounts and API tokens.
 */
export type StaffPermission = "read" | "edit" | "publish" | "admin";

const leastRole: Readonly<Record<StaffPermission, StaffRole>> = { read: "qa", edit: "editor", publish: "publisher", admin: "admin" };

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}

export function roleAllows(role: StaffRole, permission: StaffPermission): boolean {
  return staffRoles.indexOf(role) >= staffRoles.indexOf(leastRole[permission]);
}
