/**
 * The live channels as the guide calls read them: a page of them, by event type or genre when asked, in channel
 * number order (as `live` always listed them), one by id, and what each is (event type, genres) for the filters.
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import { parseProductRows, type ProductRow, productSelect } from "./productRow";

export interface ChannelFilter {
  eventType?: "sport" | "news" | "entertainment";
  genre?: string;
}

export interface ChannelKind {
  id: string;
  eventType: "sport" | "news" | "entertainment" | null;
  genres: string[];
}

export interface GuideChannels {
  page(filter: ChannelFilter, page: number, size: number): { rows: ProductRow[]; total: number };
  /** A live channel by id; undefined for anything else. */
  byId(id: string): ProductRow | undefined;
  kinds(): ChannelKind[];
}

const countSchema = z.object({ total: z.number().int() });
const kindRowSchema = z.object({
  id: z.string(),
  event_type: z.enum(["sport", "news", "entertainment"]).nullable(),
  genres: z.string().transform((text): string[] => {
    try {
      const parsed = z.array(z.string()).safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  }),
});

const live = "p.product_type = 'LIVE_CHANNEL'";

function whereFor(filter: ChannelFilter): { sql: string; params: string[] } {
  const clauses = [live];
  const params: string[] = [];
  if (filter.eventType !== undefined) {
    clauses.push("p.event_type = ?");
    params.push(filter.eventType);
  }
  if (filter.genre !== undefined) {
    clauses.push("p.id IN (SELECT product_id FROM product_genres WHERE genre_id = ?)");
    params.push(filter.genre);
  }
  return { sql: clauses.join(" AND "), params };
}

export function createGuideChannels(db: Database.Database): GuideChannels {
  return {
    page(filter, page, size) {
      const where = whereFor(filter);
      const sql = `${productSelect} WHERE ${where.sql} ORDER BY CAST(p.id AS INTEGER) LIMIT ? OFFSET ?`;
      const rows = parseProductRows(db.prepare(sql).all(...where.params, size, page * size));
      const { total } = countSchema.parse(db.prepare(`SELECT COUNT(*) AS total FROM products p WHERE ${where.sql}`).get(...where.params));
      return { rows, total };
    },
    byId(id) {
      const [row] = parseProductRows(db.prepare(`${productSelect} WHERE p.id = ? AND ${live}`).all(id));
      return row;
    },
    kinds() {
      const rows = db.prepare(`SELECT p.id, p.event_type, p.genres FROM products p WHERE ${live} ORDER BY CAST(p.id AS INTEGER)`).all();
      return rows.map((row) => {
        const parsed = kindRowSchema.parse(row);
        return { id: parsed.id, eventType: parsed.event_type, genres: parsed.genres };
      });
    },
  };
}
