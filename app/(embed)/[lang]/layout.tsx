/**
 * The embed tree (issue 9): content pages for partner sites, `/{lang}/embed/...`, the same content without the
 * header and footer. A root layout of its own, rendered per request like the live tree; the proxy lets only
 * the partner origins of `EMBED_ORIGINS` frame these pages (app/_request/securityHeaders.ts).
 */
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { documentMetadata, documentViewport, EmbedDocument } from "@/app/_shell/AppDocument";
import { localeParam, type LangParams } from "@/app/_request/localeParam";
import { locales } from "@/domain/types";

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((lang) => ({ lang }));
}

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  return documentMetadata(await localeParam(params));
}

export const viewport: Viewport = documentViewport;

export default async function EmbedLayout({ children, params }: LangParams & { children: ReactNode }) {
  return <EmbedDocument locale={await localeParam(params)}>{children}</EmbedDocument>;
}
