import type { Metadata } from "next";
import { roleAllows } from "@/domain/staffRoles";
import { ScreenList } from "@/studio/screens/ScreenList";
import { requireStaff } from "@/studio/session/studioSession";
import { StudioHeader } from "@/studio/shell/StudioHeader";
import { studioLocale } from "@/studio/studioPage";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await studioLocale();
  return { title: `${t("list.title")} | ${t("app.name")}` };
}

export default async function StudioScreens() {
  const staff = await requireStaff("/studio");
  const { t } = await studioLocale();
  return (
    <>
      <StudioHeader staff={staff} />
      <main id="studio-main" className="studio-main">
        <h1>{t("list.title")}</h1>
        <ScreenList canEdit={roleAllows(staff.role, "edit")} />
      </main>
    </>
  );
}
