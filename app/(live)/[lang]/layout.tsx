/**
 * The live tree: rendered per request from the viewer's cookies. It serves preview mode and anything the
 * proxy does not send to the cached tree (app/(cached)/seg/...).
 */
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { AppDocument, documentMetadata, documentViewport } from "@/app/_shell/AppDocument";
import { localeParam, type LangParams } from "@/app/_request/localeParam";
import { requestContext } from "@/app/_request/requestContext";
import { locales } from "@/domain/types";

/** Only ar, en and fr exist; any other first segment (favicon.ico included) is a 404, not a locale. */
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((lang) => ({ lang }));
}

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  return documentMetadata(await localeParam(params));
}

export const viewport: Viewport = documentViewport;

export default async function LiveLayout({ children, params }: LangParams & { children: ReactNode }) {
  const locale = await localeParam(params);
  const { ctx, call } = await requestContext(locale, "shell");
  return (
    <AppDocument locale={locale} ctx={ctx} call={call}>
      {children}
    </AppDocument>
  );
}
