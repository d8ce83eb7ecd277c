import type { Metadata } from "next";
import { hubScreens } from "@/app/_shell/hubScreens";
import { localeParam } from "@/app/_shell/localeParam";
import { ScreenPage, screenMetadata } from "@/app/_shell/screenPage";

/** One profile's edit page: the forms take the profile id from this URL (components/form/submission.ts). */
const screenId = hubScreens["profile-update"];

interface ProfileUpdateParams {
  params: Promise<{ lang: string; profileId: string }>;
}

export async function generateMetadata({ params }: ProfileUpdateParams): Promise<Metadata> {
  return screenMetadata(await localeParam(params), screenId);
}

export default async function HubPage({ params }: ProfileUpdateParams) {
  const { profileId } = await params;
  return <ScreenPage locale={await localeParam(params)} screenId={screenId} editedProfileId={profileId} />;
}
