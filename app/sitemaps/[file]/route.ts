/**
 * `GET /sitemaps/{movies,series,shows,channels}.xml`: one kind's titles (domain/sitemap.ts), from the content service's
 * listing as the viewer's edge country sees it, page by page, in each language (a title's slug is its title's in that
 * language); a content service that fails is a 503, never a partial map.
 */
import type { NextRequest } from "next/server";
import { listingCall } from "@/app/_api/listingCall";
import { getServices, readServiceConfig } from "@/app/_server/services";
import { isSitemapKind, sitemapKinds, sitemapLimit, urlSet, type TitleAddresses } from "@/domain/sitemap";
import { defaultLocale, locales, type Locale } from "@/domain/types";
import { errorText, log } from "@/ops/log";

const pageSize = 50;

/** A kind's titles in one language, id to address, in the listing's order. */
async function listing(request: NextRequest, productType: string, locale: Locale): Promise<Map<string, string>> {
  const call = listingCall(request, locale);
  const hrefs = new Map<string, string>();
  for (let page = 0; hrefs.size < sitemapLimit; page += 1) {
    const listed = await getServices().content.filterPage({ productType, sort: "newest", page, size: pageSize }, call);
    for (const item of listed.items) hrefs.set(item.id, item.href);
    if (listed.items.length < pageSize || hrefs.size >= listed.total) break;
  }
  return hrefs;
}

export async function GET(request: NextRequest, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const kind = file.replace(/\.xml$/, "");
  if (!file.endsWith(".xml") || !isSitemapKind(kind)) return new Response("Not found", { status: 404 });
  let titles: TitleAddresses[];
  try {
    const [ar, en, fr] = await Promise.all(locales.map((locale) => listing(request, sitemapKinds[kind], locale)));
    titles = [...(ar ?? new Map<string, string>())].map(([id, href]) => ({ ar: href, en: en?.get(id) ?? href, fr: fr?.get(id) ?? href }));
  } catch (error) {
    log({ level: "error", code: "sitemap-failed", kind, error: errorText(error) });
    return new Response("The catalogue is unavailable", { status: 503, headers: { "Retry-After": "60", "Cache-Control": "no-store" } });
  }
  return new Response(urlSet(new URL(readServiceConfig().appPublicURL).origin, titles, defaultLocale), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
