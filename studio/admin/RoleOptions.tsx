"use client";
/** Every staff role as the options of a select, named in the studio's language. */
import { staffRoles } from "@/domain/staffRoles";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";

export function RoleOptions() {
  const t = useStudioT();
  return staffRoles.map((role) => (
    <option key={role} value={role}>
      {t(`role.${role}`)}
    </option>
  ));
}
