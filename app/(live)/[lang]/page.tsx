import type { Metadata } from "next";
import { ScreenPage, screenMetadata } from "@/app/_pages/screenPage";
import { localeParam, type LangParams } from "@/app/_request/localeParam";

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  return screenMetadata(await localeParam(params), "home");
}

export default async function HomeRoot({ params }: LangParams) {
  return <ScreenPage locale={await localeParam(params)} screenId="home" />;
}
