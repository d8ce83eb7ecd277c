"use client";
/** The admin page's staff accounts: each with its role, enabled or disabled, and a password reset; a new account. */
import { StudioTable } from "@/studio/shell/StudioTable";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { ResetPassword } from "./ResetPassword";
import { RoleOptions } from "./RoleOptions";
import type { Admin } from "./useAdmin";

interface StaffSectionProps {
  /** The page's id prefix. */
  ids: string;
  /** The signed-in admin's email: their own role and status cannot be changed here. */
  me: string;
  admin: Admin;
}

export function StaffSection({ ids, me, admin }: StaffSectionProps) {
  const t = useStudioT();
  const { staff, setRole, toggleDisabled, setMessage, createStaff } = admin;
  return (
    <section aria-labelledby={`${ids}-staff`}>
      <h2 id={`${ids}-staff`}>{t("admin.staff")}</h2>
      <StudioTable
        label={t("admin.staff")}
        rows={staff}
        rowKey={(member) => member.id}
        rowData={(member) => ({ "data-staff": member.email })}
        columns={[
          { header: t("login.email"), rowHeader: true, ltr: true, renderCell: (member) => member.email },
          { header: t("admin.name"), renderCell: (member) => member.name },
          {
            header: t("admin.role"),
            renderCell: (member) => (
              <select aria-label={t("admin.roleOf", { email: member.email })} value={member.role} disabled={member.email === me} onChange={(event) => void setRole(member, event.target.value)}>
                <RoleOptions />
              </select>
            ),
          },
          {
            header: t("admin.status"),
            renderCell: (member) => (
              <button type="button" className="studio-button" disabled={member.email === me} onClick={() => void toggleDisabled(member)}>
                {member.disabled ? t("admin.enable") : t("admin.disable")}
              </button>
            ),
          },
          { header: t("admin.password"), renderCell: (member) => <ResetPassword staffId={member.id} email={member.email} onReset={setMessage} /> },
        ]}
      />
      <form
        className="studio-form studio-narrow"
        onSubmit={(event) => {
          event.preventDefault();
          void createStaff(new FormData(event.currentTarget));
        }}
      >
        <h3>{t("admin.newStaff")}</h3>
        <label htmlFor={`${ids}-email`}>{t("login.email")}</label>
        <input id={`${ids}-email`} name="email" type="email" dir="ltr" required />
        <label htmlFor={`${ids}-name`}>{t("admin.name")}</label>
        <input id={`${ids}-name`} name="name" required />
        <label htmlFor={`${ids}-role`}>{t("admin.role")}</label>
        <select id={`${ids}-role`} name="role" defaultValue="editor">
          <RoleOptions />
        </select>
        <label htmlFor={`${ids}-password`}>{t("login.password")}</label>
        <input id={`${ids}-password`} name="password" type="password" autoComplete="new-password" dir="ltr" required minLength={8} />
        <button type="submit" className="studio-button studio-primary">
          {t("admin.createStaff")}
        </button>
      </form>
    </section>
  );
}
