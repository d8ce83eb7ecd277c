import type { IncomingHttpHeaders } from "node:http";

/**
 * The header in which the app forwards the viewer's address (app/_auth/clientAddress.ts). The services trust it
 * because only the app tier reaches them; without it (a direct call, a test) the TCP peer is the address. A caller
 * that forges it only moves itself between per-address buckets: the per-account limits do not depend on it.
 */
export const clientAddressHeader = "x-client-address";

// IPv4, IPv6 (with a zone), or the app's "unknown"; nothing that could split a throttle bucket name.
const addressPattern = /^[0-9A-Za-z.:%_-]{1,64}$/;

export function clientAddressOf(headers: IncomingHttpHeaders, peer: string | undefined): string {
  const value = headers[clientAddressHeader];
  const forwarded = (Array.isArray(value) ? value[0] : value)?.trim();
  if (forwarded !== undefined && addressPattern.test(forwarded)) return forwarded.toLowerCase();
  return peer !== undefined && addressPattern.test(peer) ? peer.toLowerCase() : "unknown";
}
