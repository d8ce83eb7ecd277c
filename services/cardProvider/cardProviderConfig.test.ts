import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { readAllowedOrigins, readRunConfig } from "../runConfig";
import { startCardProvider, type CardProviderOptions } from "./cardProviderServer";
import { cardProviderOptionsFrom, devCardProviderApiKey, devCardProviderHmacKey } from "./cardProviderSettings";
import { hmacKeyBytes } from "./notificationSignature";

describe("the card provider's settings (services/runConfig.ts)", () => {
  test("the development keys only with the development defaults", () => {
    const dev = readRunConfig({ NODE_ENV: "development" });
    expect(dev).toMatchObject({ cardProviderApiKey: devCardProviderApiKey, cardProviderHmacKey: devCardProviderHmacKey });
    expect(dev.devDefaults).toEqual(expect.arrayContaining(["CARD_PROVIDER_API_KEY", "CARD_PROVIDER_HMAC_KEY"]));
    for (const env of [{}, { CARD_PROVIDER_API_KEY: devCardProviderApiKey, CARD_PROVIDER_HMAC_KEY: devCardProviderHmacKey }]) {
      const production = readRunConfig({ NODE_ENV: "production", ...env });
      expect(production.cardProviderApiKey).not.toBe(devCardProviderApiKey);
      expect(production.cardProviderApiKey.length).toBeGreaterThan(30);
      // A random key, hex as the HMAC key must be.
      expect(production.cardProviderHmacKey).toMatch(/^[0-9a-f]{64}$/);
      expect(production.cardProviderHmacKey).not.toBe(devCardProviderHmacKey);
      expect(production.notices.join(" ")).toContain("CARD_PROVIDER_HMAC_KEY is not set");
    }
    const set = readRunConfig({ NODE_ENV: "production", CARD_PROVIDER_API_KEY: "live-key", CARD_PROVIDER_HMAC_KEY: "ab".repeat(32) });
    expect(set).toMatchObject({ cardProviderApiKey: "live-key", cardProviderHmacKey: "ab".repeat(32) });
    expect(hmacKeyBytes(devCardProviderHmacKey)).toHaveLength(32);
  });

  test("CARD_PROVIDER_ALLOWED_ORIGINS: comma-separated origins, unset when empty, anything else refused", () => {
    expect(readAllowedOrigins(undefined)).toBeUndefined();
    expect(readAllowedOrigins(" , ")).toBeUndefined();
    expect(readAllowedOrigins("http://localhost:3000, https://shasha.example/")).toEqual(["http://localhost:3000", "https://shasha.example"]);
    expect(() => readAllowedOrigins("http://localhost:3000/ar")).toThrow(/not an origin/);
    expect(() => readAllowedOrigins("localhost:3000")).toThrow(/not an origin/);
    expect(() => readAllowedOrigins("*")).toThrow(/not an origin/);
  });

  test("from the suite's options: the app's origin by default, the public host, the API's receiver", () => {
    const parts = { db: openDatabase(mkdtempSync(path.join(tmpdir(), "shasha-card-settings-"))), now: () => new Date(), apiUrl: "http://127.0.0.1:4000", appPublicUrl: "http://localhost:3000/" };
    try {
      const options = cardProviderOptionsFrom({ port: 0, host: "127.0.0.1", publicHost: "127.0.0.2", dataDir: "x", appKey: "k", devOutbox: false }, parts);
      expect(options).toMatchObject({ port: 0, host: "127.0.0.2", allowedOrigins: ["http://localhost:3000"], notificationUrl: "http://127.0.0.1:4000/subscription/csg/notifications", devRoutes: false });
      expect(options.apiKey).toBe(devCardProviderApiKey);
    } finally {
      parts.db.close();
    }
  });

  test("refuses to start with an empty API key, an HMAC key that is not hex or an allowed origin that is not one", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "shasha-card-settings-"));
    const db = openDatabase(dataDir);
    db.transaction(() => migrate(db))();
    const base: CardProviderOptions = {
      db,
      port: 0,
      host: "127.0.0.1",
      apiKey: "key",
      hmacKey: devCardProviderHmacKey,
      allowedOrigins: ["http://localhost:3000"],
      notificationUrl: "http://127.0.0.1:9/none",
      devRoutes: false,
      now: () => new Date(),
    };
    try {
      await expect(startCardProvider({ ...base, apiKey: " " })).rejects.toThrow(/API key/);
      await expect(startCardProvider({ ...base, hmacKey: "not-hex" })).rejects.toThrow(/hex/);
      await expect(startCardProvider({ ...base, allowedOrigins: ["http://localhost:3000/path"] })).rejects.toThrow(/not an origin/);
      const started = await startCardProvider(base);
      expect(started.serverApi).toEqual({ apiUrl: started.url, apiKey: "key", hmacKey: devCardProviderHmacKey });
      await started.close();
      await expect(fetch(`${started.url}/`)).rejects.toThrow("fetch failed");
    } finally {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
