/**
 * The error-reporting service's stand-in (issue 32 §2): it takes what the Sentry SDK sends, its envelope format
 * (a header line, then an item header and a payload per item, newline-delimited JSON), at the address a DSN names
 * (`{scheme}://{publicKey}@{host}/errors/{project}`, the key of word characters only, as the SDK requires → `POST /errors/api/{project}/envelope/`), keeps the last 1000
 * events in memory, and lists them for the management API's callers (`GET /errors/events`, staff or token with
 * read rights). A real deployment points `ERROR_REPORTER_DSN` at the service itself and this is not used.
 */
import { z } from "zod";
import { badRequest, HttpError } from "../http/HttpError";
import { jsonReply } from "../http/reply";
import type { Route } from "../http/router";
import { authenticate, requirePermission } from "../manage/manageAuth";
import type { StaffStore } from "../manage/staffStore";

/** The sink's public key (a DSN's user part): sent by the SDK as `sentry_key`; not a secret, it only says which project. */
export const errorSinkKey = "shashaweb";

const keptEvents = 1000;
const maxEnvelopeBytes = 1024 * 1024;

const eventPayload = z.looseObject({
  event_id: z.string().optional(),
  level: z.string().optional(),
  message: z.unknown().optional(),
  exception: z.unknown().optional(),
  breadcrumbs: z.unknown().optional(),
});

export interface SunkEvent {
  project: string;
  receivedAt: string;
  event: z.infer<typeof eventPayload>;
}

function jsonLine(line: string | undefined): unknown {
  if (line === undefined || line.trim() === "") return undefined;
  try {
    return JSON.parse(line);
  } catch {
    throw badRequest("bad-envelope", "An envelope line is not JSON.");
  }
}

/** The event items of an envelope; other items (sessions, client reports) are accepted and not kept. */
export function envelopeEvents(text: string): z.infer<typeof eventPayload>[] {
  const lines = text.split("\n");
  while (lines.length > 0 && lines.at(-1)?.trim() === "") lines.pop();
  if (jsonLine(lines[0]) === undefined) throw badRequest("bad-envelope", "The envelope has no header.");
  const events: z.infer<typeof eventPayload>[] = [];
  for (let index = 1; index < lines.length; index += 2) {
    const header = z.looseObject({ type: z.string() }).safeParse(jsonLine(lines[index]));
    if (!header.success) throw badRequest("bad-envelope", "An item has no type.");
    if (header.data.type !== "event") continue;
    const payload = eventPayload.safeParse(jsonLine(lines[index + 1]));
    if (!payload.success) throw badRequest("bad-envelope", "An event item is not an event.");
    events.push(payload.data);
  }
  return events;
}

function sentKey(query: URLSearchParams, authHeader: string | string[] | undefined): string | undefined {
  const fromHeader = /sentry_key=([^,\s]+)/.exec(typeof authHeader === "string" ? authHeader : "")?.[1];
  return query.get("sentry_key") ?? fromHeader;
}

export function createErrorSinkRoutes(deps: { staff: StaffStore; manageToken: string | undefined; now: () => Date }): Route[] {
  const events: SunkEvent[] = [];
  return [
    {
      method: "POST",
      pattern: "/errors/api/:project/envelope",
      handler: async ({ params, query, headers, readBody }) => {
        if (sentKey(query, headers["x-sentry-auth"]) !== errorSinkKey) throw new HttpError(401, "unknown-key", "The envelope names no key of this sink.");
        const received = envelopeEvents(await readBody(maxEnvelopeBytes));
        const receivedAt = deps.now().toISOString();
        for (const event of received) events.push({ project: params.project ?? "", receivedAt, event });
        events.splice(0, Math.max(0, events.length - keptEvents));
        return jsonReply({ id: received[0]?.event_id ?? null });
      },
    },
    {
      method: "GET",
      pattern: "/errors/events",
      handler: ({ headers }) => {
        requirePermission(authenticate(headers, deps.staff, deps.manageToken), "read");
        return jsonReply({ events });
      },
    },
  ];
}
