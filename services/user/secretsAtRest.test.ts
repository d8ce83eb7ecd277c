/**
 * Reset links and one-time codes at rest (issue 27): what a copy of the database gives an attacker.
 */
import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { createCodeStore } from "./codeStore";
import { createOutbox, notKept } from "./outbox";

let db: Database.Database;
const now = () => new Date("2026-11-24T12:00:00Z");

beforeEach(() => {
  db = openDatabase(mkdtempSync(path.join(tmpdir(), "shasha-secrets-")));
  migrate(db);
});
afterEach(() => db.close());

const storedHashes = () => z.array(z.object({ code_hash: z.string() })).parse(db.prepare("SELECT code_hash FROM user_codes").all()).map((row) => row.code_hash);

describe("one-time codes", () => {
  test("are stored under the server's key: neither the code nor a bare hash of the phone and code is in the database", () => {
    const codes = createCodeStore(db, now, "server-key-1");
    const code = codes.issue("otp", "+962790000001");
    const [stored] = storedHashes();
    expect(stored).not.toContain(code);
    expect(stored).not.toBe(createHash("sha256").update(`+962790000001:${code}`).digest("hex"));
    expect(codes.find("otp", code, "+962790000001")).toBeDefined();
  });

  test("do not verify under another key (a copied database is not enough)", () => {
    const link = createCodeStore(db, now, "server-key-1").issue("reset-password", "user-1");
    expect(createCodeStore(db, now, "another-key").find("reset-password", link)).toBeUndefined();
  });
});

describe("the outbox", () => {
  const message = { to: "someone@example.com", kind: "reset-password" as const, subject: "Reset", text: "Open https://app/reset?code=abc123 within an hour.", link: "https://app/reset?code=abc123", code: "abc123" };
  const rows = () => z.array(z.object({ text: z.string(), link: z.string().nullable(), code: z.string().nullable() })).parse(db.prepare("SELECT text, link, code FROM outbox").all());

  test("keeps no link or code when the development outbox is off", () => {
    createOutbox(db, now, false).send(message);
    expect(rows()).toEqual([{ text: `Open ${notKept} within an hour.`, link: null, code: null }]);
  });

  test("keeps them for the development route when it is on", () => {
    createOutbox(db, now, true).send(message);
    expect(rows()).toEqual([{ text: message.text, link: message.link, code: message.code }]);
  });
});
