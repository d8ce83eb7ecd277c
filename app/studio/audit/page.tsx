import type { Metadata } from "next";
import { AuditLog } from "@/studio/audit/AuditLog";
import { requireStaff } from "@/studio/session/studioSession";
import { StudioHeader } from "@/studio/shell/StudioHeader";
import { studioLocale } from "@/studio/studioPage";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await studioLocale();
  return { title: `${t("audit.title")} | ${t("app.name")}` };
}

export default async function StudioAudit() {
  const staff = await requireStaff("/studio/audit");
  const { t } = await studioLocale();
  return (
    <>
      <StudioHeader staff={staff} />
      <main id="studio-main" className="studio-main">
        <h1>{t("audit.title")}</h1>
        <AuditLog />
      </main>
    </>
  );
}
