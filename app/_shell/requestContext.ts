/**
 * Reads the request once (React `cache`) and turns it into the render context and the service call context.
 * Who the viewer is comes from the signed viewer ticket the proxy left in the request (app/_auth/viewer.ts).
 * The call context carries the request's one deadline: every service call of this render stays within it.
 */
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { getServices, requestDeadline, requestIdHeader, type CallContext } from "@/app/_server/services";
import { clientAddressOf } from "@/app/_auth/clientAddress";
import { authCookieNames } from "@/app/_auth/authCookies";
import { viewerOfCookies } from "@/app/_auth/viewer";
import type { Locale, RenderContext } from "@/domain/types";
import type { Viewer } from "@/domain/viewer";
import { contextOf, segmentOf } from "@/request/context";
import { requestIdFrom } from "@/ops/requestId";
import type { Segment } from "@/request/segment";

export interface RequestContext {
  ctx: RenderContext;
  call: CallContext;
}

export interface LiveRequestContext extends RequestContext {
  viewer: Viewer;
  /** The session token, for profile-aware calls of a signed-in viewer's live render. */
  token: string | undefined;
}

/** One deadline per request: the layout's and the page's call contexts share it (React `cache` is per request). */
const deadlineOfRequest = cache(() => requestDeadline());

export const requestContext = cache(async (locale: Locale, screenId: string): Promise<LiveRequestContext> => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const cookie = (name: string) => cookieStore.get(name)?.value;
  const viewer = viewerOfCookies(cookie);
  const { config } = getServices();
  const segment = segmentOf({
    viewer,
    cookie,
    header: (name) => headerStore.get(name),
    defaultCountry: config.defaultCountry,
    countryHeader: config.countryHeader,
  });
  const ctx = contextOf(locale, screenId, segment);
  const call: CallContext = {
    locale,
    country: ctx.country,
    ageLimit: ctx.ageLimit,
    userAgent: headerStore.get("user-agent"),
    clientAddress: clientAddressOf(headerStore),
    deadline: deadlineOfRequest(),
    requestId: requestIdFrom(headerStore.get(requestIdHeader)),
  };
  return { ctx, call, viewer, token: viewer.userType === "anonymous" ? undefined : cookie(authCookieNames.token) };
});

/** The same for the cached tree, where the proxy put the viewer segment into the path: no cookies read. */
export function segmentContext(locale: Locale, screenId: string, segment: Segment): RequestContext {
  return { ctx: contextOf(locale, screenId, segment), call: { locale, country: segment.country, ageLimit: segment.ageLimit, deadline: deadlineOfRequest() } };
}
