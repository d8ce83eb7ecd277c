/**
 * The header the proxy puts on a cached page's reply to ask the app server to add the SHA-256 of the page's inline
 * scripts to its CSP, which it then removes (ops/server/inlineScriptHashes.ts, issue 27).
 */
export const scriptHashMarker = "x-shasha-script-hashes";
