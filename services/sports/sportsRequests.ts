/**
 * The sports calls' query parameters (docs/sports-service.md), checked with zod: anything else is a 400 saying what
 * is wrong. Ids are short tokens (an unknown one is a 404, not a 400); numbers are whole and written as digits; times
 * are ISO 8601 with a zone (`Z` or an offset), read as instants.
 */
import { z } from "zod";

const id = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "must be an id such as c1, t101, p10101 or g10001");
const digits = (max: number) =>
  z
    .string()
    .regex(/^\d{1,4}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));
const instant = z.iso.datetime({ offset: true, message: "must be an ISO 8601 time with a zone, such as 2026-05-01T00:00:00Z" });

export const tournamentQuery = z.object({ tournamentId: id });
export const teamQuery = z.object({ teamId: id });
export const topScorersQuery = z.object({ limit: digits(100).default(20) });

export interface FixturesFilter {
  tournamentId?: string;
  matchday?: number;
  from?: string;
  to?: string;
}

function checkFilter(filter: FixturesFilter, context: z.RefinementCtx): void {
  if (filter.matchday !== undefined && filter.tournamentId === undefined) {
    context.addIssue({ code: "custom", path: ["matchday"], message: "needs a tournamentId" });
  }
  if (filter.matchday !== undefined && (filter.from !== undefined || filter.to !== undefined)) {
    context.addIssue({ code: "custom", path: ["matchday"], message: "cannot be combined with from or to" });
  }
  if (filter.from !== undefined && filter.to !== undefined && Date.parse(filter.from) > Date.parse(filter.to)) {
    context.addIssue({ code: "custom", path: ["to"], message: "must not be before from" });
  }
}

/** `GET /sports/fixtures` and `/sports/results`: query parameters. */
export const fixturesQuery = z
  .object({ tournamentId: id.optional(), matchday: digits(99).optional(), from: instant.optional(), to: instant.optional() })
  .superRefine(checkFilter);

/** `GET /content/product/fixtures` and `/product/results`: the same filter as the content calls' JSON `request`. */
export const fixturesRequest = z
  .object({ tournamentId: id.optional(), matchday: z.number().int().min(1).max(99).optional(), from: instant.optional(), to: instant.optional() })
  .superRefine(checkFilter);
