"use client";
/**
 * Admins' page (issue 17): staff accounts (create, change role, disable, reset a password) and API tokens for
 * automation (create with a role, shown once; revoke). The management service enforces the admin role on every one
 * of these calls.
 */
import { useId } from "react";
import { StaffSection } from "./StaffSection";
import { TokenSection } from "./TokenSection";
import { useAdmin } from "./useAdmin";

export function AdminPage({ me }: { me: string }) {
  const ids = useId();
  const admin = useAdmin();
  return (
    <>
      <output className="studio-status">{admin.message}</output>
      <StaffSection ids={ids} me={me} admin={admin} />
      <TokenSection ids={ids} admin={admin} />
    </>
  );
}
