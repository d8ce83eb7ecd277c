import { z } from "zod";
import { localizedTextSchema } from "../db/localizedText";
import { productTypes } from "./contentRequests";

/** A JSON text column, parsed and checked. */
function jsonColumn<S extends z.ZodType>(schema: S) {
  return z.string().transform((text, context): z.output<S> => {
    try {
      const result = schema.safeParse(JSON.parse(text));
      if (result.success) return result.data;
      context.addIssue({ code: "custom", message: "JSON column does not match its schema" });
    } catch {
      context.addIssue({ code: "custom", message: "JSON column is not JSON" });
    }
    return z.NEVER;
  });
}

export const personSchema = z.object({ ar: z.string(), latin: z.string() });

/** One row of the product query (products joined with their season and parent), parsed from SQLite. */
export const productRowSchema = z.object({
  id: z.string(),
  product_type: z.enum(productTypes),
  show_type: z.enum(["series", "program"]).nullable(),
  title: jsonColumn(localizedTextSchema),
  description: jsonColumn(localizedTextSchema),
  release_date: z.string(),
  duration: z.number().int().nullable(),
  genres: jsonColumn(z.array(z.string())),
  persons: jsonColumn(z.array(personSchema)),
  plus: z.number().int(),
  stream_state: z.enum(["VOD", "COMING_SOON", "LIVE"]),
  season_id: z.string().nullable(),
  season_number: z.number().int().nullable(),
  season_stream_state: z.enum(["VOD", "COMING_SOON", "LIVE"]).nullable(),
  show_id: z.string().nullable(),
  show_title: jsonColumn(localizedTextSchema).nullable(),
  show_product_type: z.enum(productTypes).nullable(),
  episode_number: z.number().int().nullable(),
  event_type: z.enum(["sport", "news", "entertainment"]).nullable(),
  image_name: z.string(),
  /** Null only for a title stored before ratings existed and not yet backfilled: treated as 18. */
  age_rating: z.number().int().nullable(),
  /** A live event's record (content/liveEventMigration.ts); null for every other product. */
  event_start_offset: z.number().int().nullable(),
  event_channel_id: z.string().nullable(),
  event_replay_id: z.string().nullable(),
  /** A live channel's start-over and catch-up (content/channelReplayMigration.ts); null for a product without a row. */
  startover_enabled: z.number().int().nullable(),
  catchup_days: z.number().int().nullable(),
});
export type ProductRow = z.output<typeof productRowSchema>;

export function parseProductRows(rows: readonly unknown[]): ProductRow[] {
  return rows.map((row) => productRowSchema.parse(row));
}

export const productSelect = `SELECT p.id, p.product_type, p.show_type, p.title, p.description, p.release_date,
  p.duration, p.genres, p.persons, p.plus, p.stream_state, p.season_id, s.season_number,
  s.stream_state AS season_stream_state, p.show_id, parent.title AS show_title, parent.product_type AS show_product_type, p.episode_number, p.event_type, p.image_name, p.age_rating,
  le.start_offset_minutes AS event_start_offset, le.channel_id AS event_channel_id, le.replay_id AS event_replay_id,
  cr.startover_enabled, cr.catchup_days
  FROM products p
  LEFT JOIN seasons s ON s.id = p.season_id
  LEFT JOIN products parent ON parent.id = p.show_id
  LEFT JOIN live_events le ON le.product_id = p.id
  LEFT JOIN channel_replay cr ON cr.channel_id = p.id`;
