import type { Metadata } from "next";
import { requireStaff } from "@/studio/session/studioSession";
import { StudioHeader } from "@/studio/shell/StudioHeader";
import { studioLocale } from "@/studio/studioPage";
import { ValidatePage } from "@/studio/validate/ValidatePage";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await studioLocale();
  return { title: `${t("validate.title")} | ${t("app.name")}` };
}

export default async function StudioValidate() {
  const staff = await requireStaff("/studio/validate");
  const { t } = await studioLocale();
  return (
    <>
      <StudioHeader staff={staff} />
      <main id="studio-main" className="studio-main">
        <h1>{t("validate.title")}</h1>
        <ValidatePage />
      </main>
    </>
  );
}
