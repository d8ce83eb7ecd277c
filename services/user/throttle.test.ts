import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { Fault } from "./faults";
import { createThrottle, secretLimits, trustLifeMs } from "./throttle";
import { fakeClock } from "./testClient";

let db: Database.Database;
let dataDir: string;
let clock: ReturnType<typeof fakeClock>;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "shasha-throttle-"));
  db = openDatabase(dataDir);
  migrate(db);
  clock = fakeClock();
});
afterEach(() => db.close());

/** The fault a refused call throws, or undefined when it passed. */
function refusal(run: () => unknown): Fault | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof Fault) return error;
    throw error;
  }
}

describe("a guess at a secret", () => {
  test("is refused from the sixth failure of one account and address, with the seconds until the oldest leaves the window", () => {
    const throttle = createThrottle(db, clock.now);
    for (let index = 0; index < secretLimits.pair.max; index += 1) {
      throttle.guessSecret("email:a@example.com", "10.0.0.1", "password");
      clock.advance(60 * 1000);
    }
    const fault = refusal(() => throttle.guessSecret("email:a@example.com", "10.0.0.1", "password"));
    expect(fault).toMatchObject({ status: 429, code: "TOO_MANY_ATTEMPTS", options: { field: "password", retryAfterSeconds: 600 } });
    clock.advance(600 * 1000);
    expect(refusal(() => throttle.guessSecret("email:a@example.com", "10.0.0.1", "password"))).toBeUndefined();
  });

  test("that succeeded is forgiven with the pair's earlier failures", () => {
    const throttle = createThrottle(db, clock.now);
    for (let index = 0; index < 4; index += 1) throttle.guessSecret("pin:u1", "10.0.0.1", "pin");
    throttle.guessSecret("pin:u1", "10.0.0.1", "pin").succeeded();
    for (let index = 0; index < 5; index += 1) expect(refusal(() => throttle.guessSecret("pin:u1", "10.0.0.1", "pin"))).toBeUndefined();
    expect(refusal(() => throttle.guessSecret("pin:u1", "10.0.0.1", "pin"))?.code).toBe("TOO_MANY_ATTEMPTS");
  });

  test("of a victim stays refused after 11,000 junk keys from other addresses (nothing is evicted)", () => {
    const throttle = createThrottle(db, clock.now);
    for (let index = 0; index < 5; index += 1) throttle.guessSecret("email:victim@example.com", "10.0.0.9", "password");
    for (let index = 0; index < 11_000; index += 1) {
      throttle.guessSecret(`email:junk${index}@example.com`, `10.${(index >> 8) & 255}.${index & 255}.1`, "password");
    }
    expect(refusal(() => throttle.guessSecret("email:victim@example.com", "10.0.0.9", "password"))?.code).toBe("TOO_MANY_ATTEMPTS");
    // 11,000 database writes: about a second alone, several on a busy machine.
  }, 60_000);

  test("survives a restart: a throttle on the reopened database still refuses", () => {
    for (let index = 0; index < 5; index += 1) createThrottle(db, clock.now).guessSecret("phone:+962790000001", "10.0.0.1", "otp");
    db.close();
    db = openDatabase(dataDir);
    expect(refusal(() => createThrottle(db, clock.now).guessSecret("phone:+962790000001", "10.0.0.1", "otp"))?.code).toBe("TOO_MANY_ATTEMPTS");
  });

  test("past the account's limit passes only from an address trusted within 30 days", () => {
    const throttle = createThrottle(db, clock.now);
    throttle.guessSecret("email:owner@example.com", "10.9.9.9", "password").succeeded();
    for (let index = 0; index < secretLimits.account.max; index += 1) {
      throttle.guessSecret("email:owner@example.com", `10.1.0.${index}`, "password");
    }
    expect(refusal(() => throttle.guessSecret("email:owner@example.com", "10.2.0.1", "password"))?.code).toBe("TOO_MANY_ATTEMPTS");
    expect(refusal(() => throttle.guessSecret("email:owner@example.com", "10.9.9.9", "password"))).toBeUndefined();

    clock.advance(trustLifeMs - 60 * 1000);
    for (let index = 0; index < secretLimits.account.max; index += 1) {
      throttle.guessSecret("email:owner@example.com", `10.3.0.${index}`, "password");
    }
    clock.advance(60 * 1000);
    expect(refusal(() => throttle.guessSecret("email:owner@example.com", "10.9.9.9", "password"))?.code).toBe("TOO_MANY_ATTEMPTS");
  });

  test("is reserved in the database before the check: a refused one stores nothing", () => {
    const throttle = createThrottle(db, clock.now);
    const rows = () => z.number().parse(db.prepare("SELECT count(*) FROM throttle_attempts").pluck().get());
    throttle.guessSecret("pin:u2", "10.0.0.1", "pin");
    expect(rows()).toBe(3);
    for (let index = 0; index < 4; index += 1) throttle.guessSecret("pin:u2", "10.0.0.1", "pin");
    refusal(() => throttle.guessSecret("pin:u2", "10.0.0.1", "pin"));
    expect(rows()).toBe(15);
  });
});

describe("messages and lookups", () => {
  test("are counted per target and per address, never forgiven", () => {
    const throttle = createThrottle(db, clock.now);
    for (let index = 0; index < 5; index += 1) throttle.send("otp", "+962790000001", `10.0.0.${index}`, "phone");
    expect(refusal(() => throttle.send("otp", "+962790000001", "10.0.1.1", "phone"))).toMatchObject({
      options: { field: "phone", retryAfterSeconds: 3600 },
    });
    expect(refusal(() => throttle.send("otp", "+962790000002", "10.0.1.1", "phone"))).toBeUndefined();
    for (let index = 0; index < 30; index += 1) throttle.lookup("10.0.2.1", "email");
    expect(refusal(() => throttle.lookup("10.0.2.1", "email"))?.code).toBe("TOO_MANY_ATTEMPTS");
  });
});
