/**
 * The card-change migration rebuilds `subscription_orders` (SQLite cannot widen a CHECK in place): the orders stored
 * before it come through unchanged, and a CARD_CHANGE order can be stored after it.
 */
import Database from "better-sqlite3";
import { describe, expect, test } from "vitest";
import { migrate, migrations, writeMeta } from "../db/migrate";
import { cardChangeOrderKind } from "./cardChangeSchema";

describe("the card-change migration", () => {
  test("keeps every order and every column, and lets a CARD_CHANGE order in", () => {
    const db = new Database(":memory:");
    const before = migrations.indexOf(cardChangeOrderKind);
    expect(before).toBeGreaterThan(0);
    db.exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
    for (const sql of migrations.slice(0, before)) db.exec(sql);
    writeMeta(db, "schemaVersion", String(before));
    db.prepare(
      `INSERT INTO subscription_orders (id, user_id, idempotency_key, product_id, amount, currency, status, billing_address, created_at, paid_at, kind,
         from_product_id, payment_method, reservation_id, reservation_kind, reservation_periods, card_last4)
       VALUES ('o1', 'u1', 'k1', 'shasha-ultimate', 1100, 'JOD', 'PAID', '{"city":"Amman"}', 1, 2, 'UPGRADE', 'shasha-vip', 'coupon', 'c1', 'COUPON', 3, '1111')`,
    ).run();
    const old = db.prepare("SELECT * FROM subscription_orders").all();

    migrate(db);
    expect(db.prepare("SELECT * FROM subscription_orders").all()).toEqual(old);
    db.prepare(
      "INSERT INTO subscription_orders (id, user_id, idempotency_key, product_id, amount, currency, status, created_at, kind) VALUES ('o2', 'u1', 'k2', 'shasha-vip', 0, 'JOD', 'PENDING', 3, 'CARD_CHANGE')",
    ).run();
    expect(() => db.prepare("INSERT INTO subscription_orders (id, user_id, idempotency_key, product_id, amount, currency, status, created_at, kind) VALUES ('o3', 'u1', 'k3', 'x', 0, 'JOD', 'PENDING', 3, 'OTHER')").run()).toThrow("CHECK constraint failed");
    // The same key twice for one account is still refused, and the by-user index is back.
    expect(() => db.prepare("INSERT INTO subscription_orders (id, user_id, idempotency_key, product_id, amount, currency, status, created_at) VALUES ('o4', 'u1', 'k1', 'x', 0, 'JOD', 'PENDING', 3)").run()).toThrow("UNIQUE constraint failed");
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'subscription_orders' AND name = 'subscription_orders_by_user'").all()).toHaveLength(1);
  });
});
