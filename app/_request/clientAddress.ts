/**
 * The viewer's network address, for the services' per-address limits (docs/user-service.md "Throttling").
 *
 * 1. `CLIENT_IP_HEADER` names a header the deployment's edge (CDN, load balancer) sets to the client's address and
 *    strips from what clients send, e.g. `cf-connecting-ip` or `x-real-ip`. When set, only that header is read.
 * 2. Else the rightmost entry of `x-forwarded-for`: the one the hop nearest to this server wrote (a proxy that
 *    appends, like nginx's `$proxy_add_x_forwarded_for`). Note that Next 16's own server only fills the header when
 *    it is absent (`??=` in base-server.js), it does not append: with no proxy in front, a client can write it.
 *    Production must therefore sit behind an edge that sets CLIENT_IP_HEADER or overwrites x-forwarded-for. A
 *    forged address only moves the client between per-address buckets; the per-account limits still hold.
 * 3. Else "unknown".
 * Anything that does not look like an address is "unknown" too, so a header cannot smuggle text into the services.
 */
export const unknownAddress = "unknown";

export interface HeaderSource {
  get(name: string): string | null;
}

// IPv4, IPv6 (a zone id too); the services accept the same alphabet.
const addressPattern = /^[0-9A-Fa-f.:]{2,45}(%[0-9A-Za-z_.-]{1,16})?$/;

function rightmost(value: string | null): string | undefined {
  const entry = value?.split(",").at(-1)?.trim();
  return entry === undefined || entry === "" ? undefined : entry;
}

function normalized(entry: string | undefined): string {
  if (entry === undefined) return unknownAddress;
  // `[2001:db8::1]:443` and `203.0.113.7:443`: some edges add the port.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry)?.[1];
  const withoutPort = bracketed ?? (/^[\d.]+:\d+$/.test(entry) ? entry.slice(0, entry.lastIndexOf(":")) : entry);
  return addressPattern.test(withoutPort) ? withoutPort.toLowerCase() : unknownAddress;
}

export function clientAddressOf(headers: HeaderSource, trustedHeader: string | undefined = process.env.CLIENT_IP_HEADER): string {
  const named = trustedHeader?.trim();
  if (named !== undefined && named !== "") return normalized(rightmost(headers.get(named)));
  return normalized(rightmost(headers.get("x-forwarded-for")));
}
