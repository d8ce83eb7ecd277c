/**
 * Requests another site cannot forge (issue 8): a state-changing request (anything but GET, HEAD, OPTIONS)
 * is accepted only when it is JSON and comes from this origin. A cross-site `<form>` can only send
 * `text/plain`, `multipart/form-data` or urlencoded bodies and carries a foreign `Origin` / `Sec-Fetch-Site`,
 * so login CSRF and its kin are refused before any route runs. Browsers send `Sec-Fetch-Site` on every
 * request and `Origin` on every POST; a request with neither (not a browser) must name the origin itself.
 */
export interface ForgeryFacts {
  method: string;
  header(name: string): string | null;
  /** The app's own origins: the request's host and, when configured, `APP_PUBLIC_URL`'s. */
  ownOrigins: readonly string[];
  /** The request's path: the error reporter's tunnel takes its SDK's own envelope type. */
  pathname?: string;
}

/** `POST /api/errors` (app/api/errors) takes the Sentry SDK's envelopes as they are; same origin all the same. */
const envelopePath = "/api/errors";
const envelopeType = "application/x-sentry-envelope";

export type ForgeryRefusal = "cross-site" | "not-json" | undefined;

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export function isSafeMethod(method: string): boolean {
  return safeMethods.has(method.toUpperCase());
}

function sameOrigin(facts: ForgeryFacts): boolean {
  const site = facts.header("sec-fetch-site");
  const origin = facts.header("origin");
  if (site !== null && site !== "same-origin") return false;
  if (origin !== null) return facts.ownOrigins.includes(origin);
  return site === "same-origin";
}

function mediaTypeOf(contentType: string | null): string | undefined {
  return contentType?.split(";")[0]?.trim().toLowerCase();
}

/** Why a request must be refused (403), or undefined when it may go on. */
export function forgeryRefusal(facts: ForgeryFacts): ForgeryRefusal {
  if (isSafeMethod(facts.method)) return undefined;
  if (!sameOrigin(facts)) return "cross-site";
  const mediaType = mediaTypeOf(facts.header("content-type"));
  if (mediaType !== "application/json" && !(facts.pathname === envelopePath && mediaType === envelopeType)) return "not-json";
  return undefined;
}
