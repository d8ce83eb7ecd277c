/**
 * The subscription service's partner sign-in rows (partnerSchema.ts, docs/partner-login.md): the sign-in flows under
 * way (the state stored as its SHA-256 only, single use), the links between a provider's customer and a Shasha account
 * with the `user_subscriptions` row the provider pays, the notifications already handled, and the writes a partner
 * makes to that row (its package, end date and status).
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import { sha256 } from "../user/secrets";

/** How long a flow waits for its callback. */
export const flowLifetimeMs = 10 * 60_000;

export interface NewFlow {
  state: string;
  userId: string;
  partner: string;
  verifier: string;
  redirectUri: string;
  at: Date;
}

const flowSchema = z.object({ user_id: z.string(), partner: z.string(), verifier: z.string(), redirect_uri: z.string(), created_at: z.number().int(), used_at: z.number().int().nullable() });
export type FlowRow = z.output<typeof flowSchema>;

const linkSchema = z.object({ partner: z.string(), customer_id: z.string(), user_id: z.string(), position: z.number().int(), last_event_at: z.number().int() });
export type LinkRow = z.output<typeof linkSchema>;

const heldRowSchema = z.object({ sku: z.string(), status: z.string(), payment_method_type: z.string(), payment_method_name: z.string() });
export type HeldRow = z.output<typeof heldRowSchema>;

export type PartnerRowStatus = "ACTIVE" | "ACTIVE_CANCELED" | "REMOVED";

export type PartnerStore = ReturnType<typeof createPartnerStore>;

export function createPartnerStore(db: Database.Database) {
  const linkOf = (raw: unknown): LinkRow | undefined => (raw === undefined ? undefined : linkSchema.parse(raw));
  return {
    /** A new flow; flows a day old are cleared on the way. */
    addFlow(flow: NewFlow): void {
      db.prepare("DELETE FROM subscription_partner_flows WHERE created_at < ?").run(flow.at.getTime() - 24 * 3600_000);
      db.prepare("INSERT INTO subscription_partner_flows (state_hash, user_id, partner, verifier, redirect_uri, created_at) VALUES (?, ?, ?, ?, ?, ?)").run(
        sha256(flow.state),
        flow.userId,
        flow.partner,
        flow.verifier,
        flow.redirectUri,
        flow.at.getTime(),
      );
    },
    /**
     * The flow of `state`, used up now, when it is this account's and this partner's, unused and unexpired; undefined
     * otherwise (another account's flow stays as it was, so nobody can spend someone else's).
     */
    takeFlow(state: string, userId: string, partner: string, now: Date): FlowRow | undefined {
      const stateHash = sha256(state);
      const raw: unknown = db.prepare("SELECT user_id, partner, verifier, redirect_uri, created_at, used_at FROM subscription_partner_flows WHERE state_hash = ?").get(stateHash);
      if (raw === undefined) return undefined;
      const flow = flowSchema.parse(raw);
      if (flow.user_id !== userId || flow.partner !== partner) return undefined;
      const taken = db.prepare("UPDATE subscription_partner_flows SET used_at = ? WHERE state_hash = ? AND used_at IS NULL").run(now.getTime(), stateHash).changes === 1;
      return taken && flow.created_at + flowLifetimeMs > now.getTime() ? flow : undefined;
    },
    linkOfCustomer: (partner: string, customerId: string): LinkRow | undefined =>
      linkOf(db.prepare("SELECT * FROM subscription_partner_links WHERE partner = ? AND customer_id = ?").get(partner, customerId)),
    /** The account's link at the partner (one customer per partner and account): the new one replaces any other. */
    link(partner: string, customerId: string, userId: string, position: number, at: Date): void {
      db.prepare("DELETE FROM subscription_partner_links WHERE (partner = ? AND user_id = ?) OR (partner = ? AND customer_id = ?)").run(partner, userId, partner, customerId);
      db.prepare("INSERT INTO subscription_partner_links (partner, customer_id, user_id, position, linked_at) VALUES (?, ?, ?, ?, ?)").run(partner, customerId, userId, position, at.getTime());
    },
    /** Records the provider's event time for the link (older events are then stale). */
    touchLink(partner: string, customerId: string, at: number): void {
      db.prepare("UPDATE subscription_partner_links SET last_event_at = ? WHERE partner = ? AND customer_id = ?").run(at, partner, customerId);
    },
    /** Records a notification's event id; false when it was handled before. */
    recordEvent(partner: string, eventId: string, at: Date): boolean {
      return db.prepare("INSERT OR IGNORE INTO subscription_partner_events (partner, event_id, received_at) VALUES (?, ?, ?)").run(partner, eventId, at.getTime()).changes === 1;
    },
    /** The account's subscription row at `position`, as far as a partner's notification needs it. */
    rowAt(userId: string, position: number): HeldRow | undefined {
      const raw: unknown = db.prepare("SELECT sku, status, payment_method_type, payment_method_name FROM user_subscriptions WHERE user_id = ? AND position = ?").get(userId, position);
      return raw === undefined ? undefined : heldRowSchema.parse(raw);
    },
    /** The partner's subscription row now: its package, end date and status; no package stays scheduled. */
    setRow(userId: string, position: number, row: { sku: string; endDate: Date; status: PartnerRowStatus }): void {
      db.prepare("UPDATE user_subscriptions SET sku = ?, end_date = ?, status = ?, next_sku = NULL WHERE user_id = ? AND position = ?").run(
        row.sku,
        row.endDate.toISOString(),
        row.status,
        userId,
        position,
      );
    },
  };
}
