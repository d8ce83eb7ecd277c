/**
 * The error reporter's tunnel (issue 32 §2): the browser's Sentry SDK sends its envelopes to the app's own
 * `POST /api/errors` (same origin, so no CSP or ad blocker stands between), and they are passed on here to the service
 * `ERROR_REPORTER_DSN` names, with the DSN's key; the browser never picks where they go. Without a DSN they are dropped.
 */
import { z } from "zod";

export interface ErrorDsn {
  /** Where envelopes go: `{origin}{path}/api/{project}/envelope/`. */
  envelopeUrl: string;
  publicKey: string;
  /** The DSN as written, for the envelope's header. */
  dsn: string;
}

/** A Sentry DSN (`{scheme}://{publicKey}@{host}[/{path}]/{project}`), or undefined when there is none or it is malformed. */
export function parseDsn(value: string | undefined): ErrorDsn | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  const segments = url.pathname.split("/").filter((segment) => segment !== "");
  const project = segments.pop();
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username === "" || project === undefined || !/^\d+$/.test(project)) return undefined;
  const path = segments.length > 0 ? `/${segments.join("/")}` : "";
  return { envelopeUrl: `${url.origin}${path}/api/${project}/envelope/`, publicKey: url.username, dsn: value.trim() };
}

const envelopeHeader = z.looseObject({ event_id: z.string().max(64).optional(), sent_at: z.string().max(64).optional() });

/** The envelope with its header's DSN replaced by the configured one; undefined when its header is not an envelope's. */
export function readdressed(envelope: string, dsn: ErrorDsn): string | undefined {
  const newline = envelope.indexOf("\n");
  if (newline <= 0) return undefined;
  let header: unknown;
  try {
    header = JSON.parse(envelope.slice(0, newline));
  } catch {
    return undefined;
  }
  const parsed = envelopeHeader.safeParse(header);
  if (!parsed.success) return undefined;
  return `${JSON.stringify({ ...parsed.data, dsn: dsn.dsn })}${envelope.slice(newline)}`;
}

export type TunnelOutcome = "sent" | "dropped" | "malformed" | "failed";

export async function forwardEnvelope(envelope: string, dsn: ErrorDsn | undefined): Promise<TunnelOutcome> {
  if (dsn === undefined) return "dropped";
  const body = readdressed(envelope, dsn);
  if (body === undefined) return "malformed";
  try {
    const reply = await fetch(dsn.envelopeUrl, {
      method: "POST",
      headers: {
        "content-type": "application/x-sentry-envelope",
        "x-sentry-auth": `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=shasha-tunnel/1`,
      },
      body,
      signal: AbortSignal.timeout(5000),
    });
    return reply.ok ? "sent" : "failed";
  } catch {
    return "failed";
  }
}
