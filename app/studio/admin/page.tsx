import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { roleAllows } from "@/domain/staffRoles";
import { AdminPage } from "@/studio/admin/AdminPage";
import { requireStaff } from "@/studio/session/studioSession";
import { StudioHeader } from "@/studio/shell/StudioHeader";
import { studioLocale } from "@/studio/studioPage";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await studioLocale();
  return { title: `${t("admin.title")} | ${t("app.name")}` };
}

export default async function StudioAdmin() {
  const staff = await requireStaff("/studio/admin");
  // The UI only hides it; the management service refuses every staff and token call to anyone but an admin.
  if (!roleAllows(staff.role, "admin")) notFound();
  const { t } = await studioLocale();
  return (
    <>
      <StudioHeader staff={staff} />
      <main id="studio-main" className="studio-main">
        <h1>{t("admin.title")}</h1>
        <AdminPage me={staff.email ?? staff.name} />
      </main>
    </>
  );
}
