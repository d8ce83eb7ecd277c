import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/studio/login/LoginForm";
import { currentStaff, safeReturnPath } from "@/studio/session/studioSession";
import { StudioHeader } from "@/studio/shell/StudioHeader";
import { studioLocale } from "@/studio/studioPage";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await studioLocale();
  return { title: `${t("login.title")} | ${t("app.name")}` };
}

export default async function StudioLogin({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const next = safeReturnPath(typeof query.next === "string" ? query.next : undefined);
  if ((await currentStaff()) !== undefined) redirect(next);
  const { t } = await studioLocale();
  return (
    <>
      <StudioHeader />
      <main id="studio-main" className="studio-main studio-narrow">
        <h1>{t("login.title")}</h1>
        <p>{t("login.intro")}</p>
        <LoginForm next={next} />
      </main>
    </>
  );
}
