/** `GET /sitemap.xml`: the sitemap index by type (domain/sitemap.ts), on the app's public address. */
import { readServiceConfig } from "@/app/_server/services";
import { sitemapIndex } from "@/domain/sitemap";

export function GET(): Response {
  return new Response(sitemapIndex(new URL(readServiceConfig().appPublicURL).origin), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
