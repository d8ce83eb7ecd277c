/**
 * What an app instance needs before it may listen beyond loopback (issue 27). On loopback (the default, what
 * `npm start` and the cluster use behind their own proxy) nothing is required. Reachable from other machines, the
 * instance sits behind an edge it must be told about, and refuses to start, naming the setting, without:
 *
 * - `CLIENT_IP_HEADER`: the header the edge sets to the viewer's address (and strips from what clients send). Without
 *   it the address would come from `x-forwarded-for`, which the client writes, and every per-address limit of the
 *   services (sign-in, sign-up, codes, playout) would be the client's to choose.
 * - `COUNTRY_HEADER`: the header the edge sets to the viewer's country; without it rights by country would fall back to
 *   the default country for everyone.
 * - with `REDIS_URL` (several instances): `SESSION_SECRET` and `REVALIDATE_SECRET`, which every instance must share
 *   (a session signed by one instance is checked by the next; the publish signal is signed by the management service).
 * - with a studio listener (`STUDIO_PORT` not 0): `APP_PUBLIC_URL` and `STUDIO_PUBLIC_URL`, two different origins
 *   (domain/origins.ts): the studio frames the viewer's pages for its preview and each checks the other's messages.
 * - `SERVICES_CALLER_SECRET`, shared with the services (domain/servicesCaller.ts): without it the services ignore the
 *   viewer's address the app forwards, and every viewer shares the app's per-address limits (one guesser locks all out).
 * - no development defaults (`SHASHA_DEV_DEFAULTS`): their secrets are public.
 */
import { originOf } from "@/domain/origins";

const loopback = new Set(["127.0.0.1", "::1", "localhost", "[::1]"]);

type Settings = Readonly<Record<string, string | undefined>>;

const isSet = (env: Settings, name: string) => (env[name] ?? "").trim() !== "";

export function isLoopback(host: string): boolean {
  return loopback.has(host);
}

/** Why this instance may not listen on `host` with `env`; empty when it may. */
export function deploymentProblems(env: Settings, host: string): string[] {
  if (isLoopback(host)) return [];
  const problems: string[] = [];
  const where = `HOST=${host} makes this instance reachable from other machines`;
  if (!isSet(env, "CLIENT_IP_HEADER")) problems.push(`${where}: set CLIENT_IP_HEADER to the header your edge writes with the viewer's address (x-forwarded-for is the client's to write).`);
  if (!isSet(env, "COUNTRY_HEADER")) problems.push(`${where}: set COUNTRY_HEADER to the header your edge writes with the viewer's country.`);
  if (isSet(env, "REDIS_URL")) {
    for (const name of ["SESSION_SECRET", "REVALIDATE_SECRET"]) {
      if (!isSet(env, name)) problems.push(`REDIS_URL is set (several instances): set ${name}, the same on every instance.`);
    }
  }
  if (!isSet(env, "RESPONSE_SIGNING_KEY")) problems.push(`${where}: set RESPONSE_SIGNING_KEY, the same as the services', or every call the viewer's rights are read from fails (SIGNATURE_MISMATCH).`);
  if (!isSet(env, "SERVICES_CALLER_SECRET")) problems.push(`${where}: set SERVICES_CALLER_SECRET, the same as the services', so they take the viewer's address this instance forwards.`);
  if (env.STUDIO_PORT !== "0") {
    const viewer = originOf(env.APP_PUBLIC_URL ?? "");
    const studio = originOf(env.STUDIO_PUBLIC_URL ?? "");
    if (viewer === undefined) problems.push(`${where}: set APP_PUBLIC_URL to the viewer app's public origin.`);
    if (studio === undefined) problems.push(`${where}: set STUDIO_PUBLIC_URL to the studio's own public origin (or STUDIO_PORT=0 for an instance without the studio).`);
    else if (studio === viewer) problems.push(`STUDIO_PUBLIC_URL must be an origin of its own, not APP_PUBLIC_URL's: a script on a viewer page could call the studio's API.`);
  }
  if (env.SHASHA_DEV_DEFAULTS === "1") problems.push(`${where}: SHASHA_DEV_DEFAULTS=1 uses public development secrets; unset it.`);
  return problems;
}
