import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type Database from "better-sqlite3";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { startCashProvider, type CashProviderOptions } from "./cashProviderServer";
import { devCashProviderApiKey, devCashProviderHmacKey } from "./cashProviderSettings";

let dataDir: string;
let db: Database.Database;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "shasha-cash-server-"));
  db = openDatabase(dataDir);
  db.transaction(() => migrate(db))();
});
afterAll(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const options = (changes: Partial<CashProviderOptions> = {}): CashProviderOptions => ({
  db,
  now: () => new Date("2026-11-26T12:00:00.000Z"),
  port: 0,
  host: "127.0.0.1",
  apiKey: devCashProviderApiKey,
  hmacKey: devCashProviderHmacKey,
  notificationUrl: "http://127.0.0.1:9/subscription/cash/notifications",
  devRoutes: false,
  ...changes,
});

describe("starting the cash provider", () => {
  test("binds its own free port and tells the service how to call it", async () => {
    const provider = await startCashProvider(options());
    try {
      expect(provider.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(provider.serverApi).toEqual({ apiUrl: provider.url, apiKey: devCashProviderApiKey, hmacKey: devCashProviderHmacKey });
      expect(await (await fetch(`${provider.url}/`)).json()).toEqual({ provider: "shasha-cash-provider" });
      const wrong = await fetch(`${provider.url}/v1/charges`, { method: "POST", body: "{}" });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ status: 401, errorCode: "unauthorized", message: "A valid x-api-key header is required." });
    } finally {
      await provider.close();
    }
  });

  test("refuses an empty API key or an HMAC key that is not hex, before binding", async () => {
    await expect(startCashProvider(options({ apiKey: " " }))).rejects.toThrow(/API key/);
    await expect(startCashProvider(options({ hmacKey: "not-hex" }))).rejects.toThrow(/hex/);
    await expect(startCashProvider(options({ hmacKey: "abcd" }))).rejects.toThrow(/hex/);
  });
});
