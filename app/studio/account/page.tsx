import type { Metadata } from "next";
import { ChangePasswordForm } from "@/studio/account/ChangePasswordForm";
import { requireStaff } from "@/studio/session/studioSession";
import { StudioHeader } from "@/studio/shell/StudioHeader";
import { studioLocale } from "@/studio/studioPage";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await studioLocale();
  return { title: `${t("account.title")} | ${t("app.name")}` };
}

/** A staff member's own account: their password (the header links here). */
export default async function StudioAccount() {
  const staff = await requireStaff("/studio/account");
  const { t } = await studioLocale();
  return (
    <>
      <StudioHeader staff={staff} />
      <main id="studio-main" className="studio-main">
        <h1>{t("account.title")}</h1>
        <p>{t("account.intro", { email: staff.email ?? staff.name })}</p>
        <ChangePasswordForm />
      </main>
    </>
  );
}
