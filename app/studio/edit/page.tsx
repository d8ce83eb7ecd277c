import Link from "next/link";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ScreenEditor } from "@/studio/editor/ScreenEditor";
import { requireStaff } from "@/studio/session/studioSession";
import { StudioHeader } from "@/studio/shell/StudioHeader";
import { studioLocale } from "@/studio/studioPage";

interface EditProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function draftOf(searchParams: EditProps["searchParams"]): Promise<number | undefined> {
  const { draft } = await searchParams;
  return typeof draft === "string" && /^\d{1,12}$/.test(draft) ? Number(draft) : undefined;
}

async function screenIdOf(searchParams: EditProps["searchParams"]): Promise<string> {
  const { screen } = await searchParams;
  if (typeof screen !== "string" || screen.trim() === "" || screen.length > 200) notFound();
  return screen;
}

export async function generateMetadata({ searchParams }: EditProps): Promise<Metadata> {
  const [{ t }, screenId] = await Promise.all([studioLocale(), screenIdOf(searchParams)]);
  return { title: `${t("editor.title", { screen: screenId })} | ${t("app.name")}` };
}

export default async function StudioEdit({ searchParams }: EditProps) {
  const screenId = await screenIdOf(searchParams);
  const staff = await requireStaff(`/studio/edit?screen=${encodeURIComponent(screenId)}`);
  const { t } = await studioLocale();
  return (
    <>
      <StudioHeader staff={staff} />
      <main id="studio-main" className="studio-main studio-wide">
        <p>
          <Link href="/studio">{t("editor.back")}</Link>
        </p>
        <h1>{t("editor.title", { screen: screenId })}</h1>
        <ScreenEditor key={screenId} screenId={screenId} role={staff.role} me={staff.email ?? staff.name} openDraft={await draftOf(searchParams)} />
      </main>
    </>
  );
}
