/**
 * Next's server hooks (issue 18): a request that fails while rendering is logged once, with the request's id (the
 * app server's, ops/server/requestHandler.ts) and the error's digest, the reference the error page shows the viewer, so
 * support can go from what the viewer reads to the request's every log line.
 */
import type { Instrumentation } from "next";

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { errorText, log } = await import("@/ops/log");
  const digest = typeof error === "object" && error !== null && "digest" in error && typeof error.digest === "string" ? error.digest : undefined;
  const id = request.headers["x-request-id"];
  log({
    level: "error",
    code: "request-error",
    requestId: typeof id === "string" ? id : undefined,
    digest,
    path: request.path.split("?")[0],
    routeType: context.routeType,
    error: errorText(error),
  });
};
