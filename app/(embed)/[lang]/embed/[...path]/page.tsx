/** `/{lang}/embed/...`: a content page without header and footer (app/_pages/contentPage.tsx). */
import type { Metadata } from "next";
import { ContentPage, contentMetadata, type ContentPageParams } from "@/app/_pages/contentPage";
import { localeParam } from "@/app/_request/localeParam";

export const dynamicParams = true;

interface EmbedParams {
  params: Promise<{ lang: string; path: string[] }>;
  searchParams: ContentPageParams["searchParams"];
}

function contentProps({ params, searchParams }: EmbedParams): ContentPageParams {
  return { params: params.then(({ lang, path }) => ({ lang, path: ["embed", ...path] })), searchParams };
}

export async function generateMetadata(props: EmbedParams): Promise<Metadata> {
  return contentMetadata(contentProps(props), await localeParam(props.params));
}

export default async function EmbedPage(props: EmbedParams) {
  return <ContentPage props={contentProps(props)} locale={await localeParam(props.params)} embed />;
}
