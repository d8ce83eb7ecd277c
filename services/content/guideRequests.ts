/**
 * The programme guide calls' requests (the `request` JSON parameter, as every content call: parseRequestParam.ts).
 * Instants are ISO 8601 with a zone (`2026-03-04T18:00:00Z`, `...+03:00`), read as UTC ms. A window is `from` and
 * `to` together, `to` after `from`, at most 24 h for the grid (`live`) and 7 days for a channel (`live/related`).
 */
import { z } from "zod";

export const hourMs = 3_600_000;
export const gridWindowMaxMs = 24 * hourMs;
export const scheduleWindowMaxMs = 7 * 24 * hourMs;

/** Years 2000 to 2099: anything else is a typo, not a time the guide could hold. */
const earliest = Date.UTC(2000, 0, 1);
const latest = Date.UTC(2100, 0, 1);

const instant = z.iso
  .datetime({ offset: true, message: "Expected an ISO 8601 time with a zone, like 2026-03-04T18:00:00Z" })
  .transform((value) => Date.parse(value))
  .refine((ms) => ms >= earliest && ms < latest, "Expected a time from 2000 to 2099");

const pageNumber = z.number().int().min(0).max(10_000);
const pageSize = z.number().int().min(1).max(50);

interface Window {
  from?: number;
  to?: number;
}

function windowCheck(maxMs: number, span: string) {
  return (value: Window, context: z.RefinementCtx): void => {
    const { from, to } = value;
    if (from === undefined && to === undefined) return;
    if (from === undefined || to === undefined) {
      context.addIssue({ code: "custom", path: [from === undefined ? "from" : "to"], message: "Give both `from` and `to`, or neither" });
    } else if (to <= from) {
      context.addIssue({ code: "custom", path: ["to"], message: "`to` must be after `from`" });
    } else if (to - from > maxMs) {
      context.addIssue({ code: "custom", path: ["to"], message: `The window may span at most ${span}` });
    }
  };
}

/** `live`: the channels page by page, each with now and next as of `at`, and its programmes in [from, to) when asked. */
export const liveGuideRequest = z
  .object({
    page: pageNumber.default(0),
    size: pageSize.default(25),
    at: instant.optional(),
    from: instant.optional(),
    to: instant.optional(),
    eventType: z.enum(["sport", "news", "entertainment"]).optional(),
    genre: z.string().min(1).max(64).optional(),
  })
  .superRefine(windowCheck(gridWindowMaxMs, "24 hours"));
export type LiveGuideRequest = z.output<typeof liveGuideRequest>;

/** `live/related`: one channel's schedule in [from, to); default the UTC day of the request. */
export const channelScheduleRequest = z
  .object({ channelId: z.string().min(1).max(64), from: instant.optional(), to: instant.optional() })
  .superRefine(windowCheck(scheduleWindowMaxMs, "7 days"));

/** `live/availableFilters` takes nothing; a request, when sent, must at least be a JSON object. */
export const guideFiltersRequest = z.object({});
