/**
 * `GET /sitemaps/{movies,series,shows,channels}.xml`: one kind's titles (domain/sitemap.ts), from the content service's
 * listing as the viewer's edge country sees it, page by page; a content service that fails is a 503, never a partial map.
 */
import type { NextRequest } from "next/server";
import { listingCall } from "@/app/_api/listingCall";
import { getServices, readServiceConfig } from "@/app/_server/services";
import { isSitemapKind, sitemapKinds, sitemapLimit, urlSet } from "@/domain/sitemap";
import { defaultLocale } from "@/domain/types";
import { errorText, log } from "@/ops/log";

const pageSize = 50;

export async function GET(request: NextRequest, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const kind = file.replace(/\.xml$/, "");
  if (!file.endsWith(".xml") || !isSitemapKind(kind)) return new Response("Not found", { status: 404 });
  const call = listingCall(request, defaultLocale);
  const hrefs: string[] = [];
  try {
    for (let page = 0; hrefs.length < sitemapLimit; page += 1) {
      const listed = await getServices().content.filterPage({ productType: sitemapKinds[kind], sort: "a-z", page, size: pageSize }, call);
      hrefs.push(...listed.items.map((item) => item.href));
      if (listed.items.length < pageSize || hrefs.length >= listed.total) break;
    }
  } catch (error) {
    log({ level: "error", code: "sitemap-failed", kind, error: errorText(error) });
    return new Response("The catalogue is unavailable", { status: 503, headers: { "Retry-After": "60", "Cache-Control": "no-store" } });
  }
  return new Response(urlSet(new URL(readServiceConfig().appPublicURL).origin, hrefs, defaultLocale), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
