import type Database from "better-sqlite3";
import { z } from "zod";

export const outboxKinds = ["verify-email", "reset-password", "otp", "add-email", "account-deleted", "crm"] as const;
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

/** What stands for a link or code the outbox does not keep. */
export const notKept = "[not kept]";

/**
 * Nothing leaves the machine: emails and SMS are rows that the development route shows. With that route off
 * (`keepSecrets` false: production without the development defaults) a row keeps who was sent what kind of message
 * and when, never the link or code itself, so the database holds no usable reset link or one-time code.
 */
export function createOutbox(db: Database.Database, now: () => Date, keepSecrets: boolean) {
  const withoutSecrets = (message: OutboxMessage): OutboxMessage => {
    const secrets = [message.link, message.code].filter((secret): secret is string => secret !== undefined && secret !== "");
    const text = secrets.reduce((kept, secret) => kept.split(secret).join(notKept), message.text);
    return { to: message.to, kind: message.kind, subject: message.subject, text };
  };
  return {
    send(sent: OutboxMessage): void {
      const message = keepSecrets ? sent : withoutSecrets(sent);
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
