import type { IncomingHttpHeaders } from "node:http";
import { isServicesCaller, servicesCallerHeader } from "@/domain/servicesCaller";

/**
 * The header in which the app forwards the viewer's address (app/_request/clientAddress.ts). The services take it only
 * from the app: `vouchForClientAddress` runs on every API request before any route and drops it unless the caller
 * sent the shared `SERVICES_CALLER_SECRET` (domain/servicesCaller.ts). Without it (a direct call, an attacker who
 * reached the port, a test) the TCP peer is the address, so a caller cannot choose its own per-address bucket.
 */
export const clientAddressHeader = "x-client-address";

// IPv4, IPv6 (with a zone), or the app's "unknown"; nothing that could split a throttle bucket name.
const addressPattern = /^[0-9A-Za-z.:%_-]{1,64}$/;

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * Keeps `x-client-address` only when the caller proved it is the app (the secret in `x-services-caller`, compared in
 * constant time), and removes the secret itself, so no route, log or reply ever sees it. It edits the request's own
 * headers, the one place every listener (the shared router, the user services, the management API) reads them from.
 */
export function vouchForClientAddress(headers: IncomingHttpHeaders, callerSecret: string): void {
  const vouched = isServicesCaller(single(headers[servicesCallerHeader]), callerSecret);
  delete headers[servicesCallerHeader];
  if (!vouched) delete headers[clientAddressHeader];
}

/** The viewer's address: the app's `x-client-address` when it survived `vouchForClientAddress`, else the TCP peer. */
export function clientAddressOf(headers: IncomingHttpHeaders, peer: string | undefined): string {
  const forwarded = single(headers[clientAddressHeader])?.trim();
  if (forwarded !== undefined && addressPattern.test(forwarded)) return forwarded.toLowerCase();
  return peer !== undefined && addressPattern.test(peer) ? peer.toLowerCase() : "unknown";
}
