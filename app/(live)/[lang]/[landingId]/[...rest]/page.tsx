/**
 * Every deeper path: the content routes of spec 2 (title, season, genre and player pages; app/_shell/
 * contentPage.tsx), else the localized 404 page inside the app's layout.
 */
import type { Metadata } from "next";
import { ContentPage, contentMetadata, type ContentPageParams } from "@/app/_pages/contentPage";
import { localeParam } from "@/app/_request/localeParam";

export const dynamicParams = true;

interface DeepParams {
  params: Promise<{ lang: string; landingId: string; rest: string[] }>;
  searchParams: ContentPageParams["searchParams"];
}

function contentProps({ params, searchParams }: DeepParams): ContentPageParams {
  return { params: params.then(({ lang, landingId, rest }) => ({ lang, path: [landingId, ...rest] })), searchParams };
}

export async function generateMetadata(props: DeepParams): Promise<Metadata> {
  return contentMetadata(contentProps(props), await localeParam(props.params));
}

export default async function DeepPath(props: DeepParams) {
  return <ContentPage props={contentProps(props)} locale={await localeParam(props.params)} embed={false} />;
}
