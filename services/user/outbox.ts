import type Database from "better-sqlite3";
import { z } from "zod";

export const outboxKinds = ["verify-email", "reset-password", "otp", "account-deleted"] as const;
export type OutboxKind = (typeof outboxKinds)[number];

export interface OutboxMessage {
  to: string;
  kind: OutboxKind;
  subject: string;
  text: string;
  link?: string;
  code?: string;
}

const outboxRowSchema = z.object({
  id: z.number(),
  recipient: z.string(),
  kind: z.enum(outboxKinds),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  code: z.string().nullable(),
  sent_at: z.string(),
});

export type Outbox = ReturnType<typeof createOutbox>;

/** Nothing leaves the machine: emails and SMS are rows that the development route shows. */
export function createOutbox(db: Database.Database, now: () => Date) {
  return {
    send(message: OutboxMessage): void {
      db.prepare("INSERT INTO outbox (recipient, kind, subject, text, link, code, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?)").run(
        message.to,
        message.kind,
        message.subject,
        message.text,
        message.link ?? null,
        message.code ?? null,
        now().toISOString(),
      );
    },
    /** Newest first. */
    list(to: string) {
      return db
        .prepare("SELECT * FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 100")
        .all(to)
        .map((value) => {
          const row = outboxRowSchema.parse(value);
          return {
            id: row.id,
            to: row.recipient,
            kind: row.kind,
            subject: row.subject,
            text: row.text,
            ...(row.link === null ? {} : { link: row.link }),
            ...(row.code === null ? {} : { code: row.code }),
            sentAt: row.sent_at,
          };
        });
    },
  };
}
