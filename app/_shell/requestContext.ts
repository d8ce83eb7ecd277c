/**
 * Reads the request's cookies and headers once per request (React `cache`) and turns them into the
 * render context and the service call context.
 */
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { getServices } from "@/adapters";
import { clientAddressOf } from "@/app/_auth/clientAddress";
import type { CallContext } from "@/adapters/http/httpClient";
import type { Locale, RenderContext } from "@/domain/types";
import { contextOf, renderContext } from "@/renderer/context";
import type { Segment } from "@/renderer/segment";

export interface RequestContext {
  ctx: RenderContext;
  call: CallContext;
}

export const requestContext = cache(async (locale: Locale, screenId: string): Promise<RequestContext> => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const ctx = renderContext({
    locale,
    screenId,
    cookie: (name) => cookieStore.get(name)?.value,
    header: (name) => headerStore.get(name),
    defaultCountry: getServices().config.defaultCountry,
  });
  const call = { locale, country: ctx.country, ageLimit: ctx.ageLimit, userAgent: headerStore.get("user-agent"), clientAddress: clientAddressOf(headerStore) };
  return { ctx, call };
});

/** The same for the cached tree, where the proxy put the viewer segment into the path: no cookies read. */
export function segmentContext(locale: Locale, screenId: string, segment: Segment): RequestContext {
  return { ctx: contextOf(locale, screenId, segment), call: { locale, country: segment.country, ageLimit: segment.ageLimit } };
}
