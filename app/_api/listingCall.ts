/**
 * The content call of an API route that lists titles for the browser (items by id, quick search): the viewer's
 * country and the profile's age limit from the signed viewer ticket and the edge, never from a cookie or field the
 * browser writes, with the request's deadline and id.
 */
import type { NextRequest } from "next/server";
import { getServices, requestDeadline, requestIdHeader, type CallContext } from "@/app/_server/services";
import { viewerOfCookies } from "@/app/_session/viewer";
import type { Locale } from "@/domain/types";
import { requestIdFrom } from "@/ops/requestId";
import { segmentOf } from "@/request/context";

export function listingCall(request: NextRequest, locale: Locale): CallContext {
  const { config } = getServices();
  const cookie = (name: string) => request.cookies.get(name)?.value;
  const { country, ageLimit } = segmentOf({
    viewer: viewerOfCookies(cookie),
    cookie,
    header: (name) => request.headers.get(name),
    defaultCountry: config.defaultCountry,
    countryHeader: config.countryHeader,
  });
  return {
    locale,
    country,
    ageLimit,
    userAgent: request.headers.get("user-agent"),
    deadline: requestDeadline(),
    requestId: requestIdFrom(request.headers.get(requestIdHeader)),
  };
}
