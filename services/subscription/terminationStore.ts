/** The `subscription_termination_reasons` table (services/db/migrate.ts): why subscribers leave. */
import type Database from "better-sqlite3";
import { z } from "zod";

const rowSchema = z.object({
  id: z.number(),
  user_id: z.string(),
  reason_id: z.string(),
  comment: z.string().nullable(),
  product_id: z.string().nullable(),
  created_at: z.number(),
});
export type TerminationRow = z.output<typeof rowSchema>;

export interface NewTermination {
  userId: string;
  reasonId: string;
  comment: string | undefined;
  productId: string | undefined;
  at: Date;
}

export type TerminationStore = ReturnType<typeof createTerminationStore>;

export function createTerminationStore(db: Database.Database) {
  return {
    /** Stores one answer; returns its id. */
    add(entry: NewTermination): number {
      const result = db
        .prepare("INSERT INTO subscription_termination_reasons (user_id, reason_id, comment, product_id, created_at) VALUES (?, ?, ?, ?, ?)")
        .run(entry.userId, entry.reasonId, entry.comment ?? null, entry.productId ?? null, entry.at.getTime());
      return Number(result.lastInsertRowid);
    },
    /** An account's answers, newest first. */
    ofUser(userId: string): TerminationRow[] {
      return db
        .prepare("SELECT * FROM subscription_termination_reasons WHERE user_id = ? ORDER BY created_at DESC, id DESC")
        .all(userId)
        .map((row) => rowSchema.parse(row));
    },
  };
}
