import type { Metadata } from "next";
import { hubScreens } from "@/app/_shell/hubScreens";
import { localeParam, type LangParams } from "@/app/_shell/localeParam";
import { ScreenPage, screenMetadata } from "@/app/_shell/screenPage";

const screenId = hubScreens["profile-create"];

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  return screenMetadata(await localeParam(params), screenId);
}

export default async function HubPage({ params }: LangParams) {
  return <ScreenPage locale={await localeParam(params)} screenId={screenId} />;
}
