/**
 * Reads the request once (React `cache`) and turns it into the render context and the service call context.
 * Who the viewer is comes from the signed viewer ticket the proxy left in the request (app/_session/viewer.ts).
 * The call context carries the request's one deadline: every service call of this render stays within it.
 */
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { getServices, requestDeadline, requestIdHeader, type CallContext } from "@/app/_server/services";
import { clientAddressOf, type HeaderSource } from "./clientAddress";
import { authCookieNames } from "@/app/_session/authCookies";
import { viewerOfCookies } from "@/app/_session/viewer";
import type { Locale, RenderContext } from "@/domain/types";
import type { Viewer } from "@/domain/viewer";
import { callContextOf, type CallFacts } from "@/request/callContext";
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

/** What a request says about itself, read from what the server trusts: the viewer ticket, the proxy's headers. */
export function callFactsOf(cookie: (name: string) => string | undefined, headerStore: HeaderSource, deadline: number): CallFacts {
  const { config } = getServices();
  return {
    viewer: viewerOfCookies(cookie),
    header: (name) => headerStore.get(name),
    defaultCountry: config.defaultCountry,
    countryHeader: config.countryHeader,
    clientAddress: clientAddressOf(headerStore),
    deadline,
    requestId: requestIdFrom(headerStore.get(requestIdHeader)),
  };
}

export const requestContext = cache(async (locale: Locale, screenId: string): Promise<LiveRequestContext> => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const cookie = (name: string) => cookieStore.get(name)?.value;
  const facts = callFactsOf(cookie, headerStore, deadlineOfRequest());
  const { viewer } = facts;
  const ctx = contextOf(locale, screenId, segmentOf({ ...facts, cookie }));
  const call: CallContext = { ...callContextOf(locale, facts), ageLimit: ctx.ageLimit };
  return { ctx, call, viewer, token: viewer.userType === "anonymous" ? undefined : cookie(authCookieNames.token) };
});

/** The same for the cached tree, where the proxy put the viewer segment into the path: no cookies read. */
export function segmentContext(locale: Locale, screenId: string, segment: Segment): RequestContext {
  return { ctx: contextOf(locale, screenId, segment), call: { locale, country: segment.country, ageLimit: segment.ageLimit, deadline: deadlineOfRequest() } };
}
