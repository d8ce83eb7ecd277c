/**
 * Browsers the pages cannot run in (spec 8's "Internet Explorer unsupported" and "unsupported browser" messages): the
 * proxy sends their page requests to /{lang}/hub/not-supported, a layout the content team words, rather than a page
 * that would stay blank. Decided from the User-Agent, like the service calls' client data (adapters/http/clientInfo.ts).
 */
import { clientInfoFromUserAgent } from "@/app/_server/services";

export const notSupportedPath = "hub/not-supported";

export function isUnsupportedBrowser(userAgent: string | null): boolean {
  return userAgent !== null && clientInfoFromUserAgent(userAgent).browserName === "IE";
}
