/**
 * A request's id (issue 18): taken from the load balancer's `X-Request-Id` when it looks like one, otherwise made
 * here by the app server (ops/server/requestHandler.ts), which puts it on the request for the code behind. It is
 * logged with every line about the request, passed to the services, and shown in error pages' report. It is a
 * correlation id, not a right: anything may send one, so only a short plain token is accepted.
 */
import { randomUUID } from "node:crypto";

const plainId = /^[A-Za-z0-9._:-]{8,80}$/;

/** The id in a header value, when it is a plain token of 8 to 80 characters. */
export function requestIdFrom(value: string | null | undefined): string | undefined {
  return typeof value === "string" && plainId.test(value) ? value : undefined;
}

export function newRequestId(): string {
  return randomUUID();
}
