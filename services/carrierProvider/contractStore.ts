/**
 * The stand-in's subscription contracts (`carrier_provider_contracts`) and their charges (`carrier_provider_charges`).
 * A contract is keyed by the merchant's idempotency key, with the hash of the request that made it (a repeat of the
 * same request is the same contract; another request under the key is refused). Times are the provider clock's
 * milliseconds. Rows are checked with zod as they are read.
 */
import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";
import type { ChargeType } from "./notificationSignature";

export const contractStatuses = ["PENDING_PIN", "ACTIVE", "CANCELED", "SUSPENDED", "FAILED", "EXPIRED"] as const;
export type ContractStatus = (typeof contractStatuses)[number];
export const contractFlows = ["PIN", "HEADER_ENRICHMENT"] as const;
export type ContractFlow = (typeof contractFlows)[number];

const contractRowSchema = z.object({
  contract_id: z.string(),
  idempotency_key: z.string(),
  request_hash: z.string(),
  merchant_reference: z.string(),
  customer_reference: z.string(),
  product_id: z.string(),
  next_product_id: z.string().nullable(),
  msisdn: z.string(),
  operator_code: z.string(),
  language: z.enum(["ar", "en", "fr"]),
  flow: z.enum(contractFlows),
  amount_value: z.number().int(),
  next_amount_value: z.number().int().nullable(),
  currency: z.string(),
  status: z.enum(contractStatuses),
  period_start: z.number().nullable(),
  period_end: z.number().nullable(),
  sequence: z.number().int(),
  created_at: z.number(),
  updated_at: z.number(),
});
export type ContractRow = z.output<typeof contractRowSchema>;

export interface NewContract {
  idempotencyKey: string;
  requestHash: string;
  merchantReference: string;
  customerReference: string;
  productId: string;
  msisdn: string;
  operatorCode: string;
  language: "ar" | "en" | "fr";
  flow: ContractFlow;
  amount: { value: number; currency: string };
}

export interface NewCharge {
  contractId: string;
  chargeType: ChargeType;
  productId: string;
  amountValue: number;
  currency: string;
  status: "CHARGED" | "FAILED";
  reason: string | undefined;
}

/** The contract's state after a charge or an event. */
export interface ContractChange {
  status: ContractStatus;
  periodStart?: number;
  periodEnd?: number;
  /** The renewal billed the scheduled tier: it is the contract's price from now on. */
  tierApplied?: boolean;
}

/** A random id with a readable kind: `ctr_…`, `txn_…`, `evt_…`, `ntf_…`. */
export function newCarrierId(kind: "ctr" | "txn" | "evt" | "ntf"): string {
  return `${kind}_${randomBytes(12).toString("base64url")}`;
}

export type ContractStore = ReturnType<typeof createContractStore>;

export function createContractStore(db: Database.Database) {
  const one = (sql: string, value: string | number): ContractRow | undefined => {
    const raw: unknown = db.prepare(`SELECT * FROM carrier_provider_contracts WHERE ${sql}`).get(value);
    return raw === undefined ? undefined : contractRowSchema.parse(raw);
  };
  const byId = (contractId: string) => one("contract_id = ?", contractId);
  return {
    byId,
    byIdempotencyKey: (key: string) => one("idempotency_key = ?", key),
    byMerchantReference: (reference: string): ContractRow[] =>
      db
        .prepare("SELECT * FROM carrier_provider_contracts WHERE merchant_reference = ? ORDER BY created_at")
        .all(reference)
        .map((row) => contractRowSchema.parse(row)),
    insert(contract: NewContract, now: number): ContractRow {
      const contractId = newCarrierId("ctr");
      db.prepare(
        `INSERT INTO carrier_provider_contracts (contract_id, idempotency_key, request_hash, merchant_reference, customer_reference, product_id, msisdn,
           operator_code, language, flow, amount_value, currency, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PENDING_PIN', ?, ?)`,
      ).run(
        contractId,
        contract.idempotencyKey,
        contract.requestHash,
        contract.merchantReference,
        contract.customerReference,
        contract.productId,
        contract.msisdn,
        contract.operatorCode,
        contract.language,
        contract.flow,
        contract.amount.value,
        contract.amount.currency,
        now,
        now,
      );
      const row = byId(contractId);
      if (row === undefined) throw new Error("The contract just stored is not there.");
      return row;
    },
    /** The contract's new state; with `tierApplied` the scheduled tier becomes its product and price. */
    change(contractId: string, change: ContractChange, now: number): void {
      const tier = change.tierApplied === true;
      db.prepare(
        `UPDATE carrier_provider_contracts SET status = ?, period_start = coalesce(?, period_start), period_end = coalesce(?, period_end),
           product_id = CASE WHEN ? THEN coalesce(next_product_id, product_id) ELSE product_id END,
           amount_value = CASE WHEN ? THEN coalesce(next_amount_value, amount_value) ELSE amount_value END,
           next_product_id = CASE WHEN ? THEN NULL ELSE next_product_id END,
           next_amount_value = CASE WHEN ? THEN NULL ELSE next_amount_value END, updated_at = ? WHERE contract_id = ?`,
      ).run(change.status, change.periodStart ?? null, change.periodEnd ?? null, tier ? 1 : 0, tier ? 1 : 0, tier ? 1 : 0, tier ? 1 : 0, now, contractId);
    },
    /** The tier the next renewal bills; null clears a scheduled change. */
    scheduleTier(contractId: string, tier: { productId: string; amountValue: number } | null, now: number): void {
      db.prepare("UPDATE carrier_provider_contracts SET next_product_id = ?, next_amount_value = ?, updated_at = ? WHERE contract_id = ?").run(
        tier?.productId ?? null,
        tier?.amountValue ?? null,
        now,
        contractId,
      );
    },
    /** The next number of the contract's events (its notifications carry it), counted up and returned. */
    nextSequence(contractId: string): number {
      db.prepare("UPDATE carrier_provider_contracts SET sequence = sequence + 1 WHERE contract_id = ?").run(contractId);
      return byId(contractId)?.sequence ?? 0;
    },
    /** Records a charge tried; returns its transaction id. */
    addCharge(charge: NewCharge, now: number): string {
      const transactionId = newCarrierId("txn");
      db.prepare(
        `INSERT INTO carrier_provider_charges (transaction_id, contract_id, charge_type, product_id, amount_value, currency, status, reason, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(transactionId, charge.contractId, charge.chargeType, charge.productId, charge.amountValue, charge.currency, charge.status, charge.reason ?? null, now);
      return transactionId;
    },
    /** How many PIN contracts were made for the number after `since`. */
    pinContractsSince: (msisdn: string, since: number): number =>
      z.number().parse(db.prepare("SELECT count(*) FROM carrier_provider_contracts WHERE msisdn = ? AND flow = 'PIN' AND created_at > ?").pluck().get(msisdn, since)),
    /** ACTIVE contracts whose period has ended (to renew) and CANCELED ones whose period has ended (to expire). */
    due(now: number): ContractRow[] {
      return db
        .prepare("SELECT * FROM carrier_provider_contracts WHERE status IN ('ACTIVE', 'CANCELED') AND period_end IS NOT NULL AND period_end <= ? ORDER BY period_end LIMIT 100")
        .all(now)
        .map((row) => contractRowSchema.parse(row));
    },
  };
}
