import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { createPairingStore, newUserCode, normalUserCode, pairingAlphabet, pairingLifeMs } from "./pairingStore";
import { fakeClock } from "./testClient";

describe("pairing codes (RFC 8628 §6.1)", () => {
  test("are 8 consonants of an alphabet without vowels, 0/O or 1/I, shown in two groups", () => {
    expect(pairingAlphabet).toHaveLength(20);
    expect(pairingAlphabet).not.toMatch(/[AEIOUY01]/);
    let next = 0;
    expect(newUserCode(() => next++)).toBe("BCDF-GHJK");
    for (let i = 0; i < 50; i += 1) expect(newUserCode()).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
  });

  test("are read whatever their case, dashes and spaces; anything else is no code", () => {
    expect(normalUserCode("bcdf-ghjk")).toBe("BCDFGHJK");
    expect(normalUserCode(" BCDF GHJK ")).toBe("BCDFGHJK");
    expect(normalUserCode("BCDFGHJK")).toBe("BCDFGHJK");
    expect(normalUserCode("BCDF-GHJ0")).toBeUndefined();
    expect(normalUserCode("BCDF-GHJA")).toBeUndefined();
    expect(normalUserCode("BCDF-GHJ")).toBeUndefined();
    expect(normalUserCode("BCDF-GHJKL")).toBeUndefined();
  });
});

describe("a TV's pairing", () => {
  const setUp = () => {
    const db = openDatabase(mkdtempSync(path.join(tmpdir(), "shasha-pairing-")));
    migrate(db);
    const clock = fakeClock();
    return { clock, store: createPairingStore(db, clock.now, 5000) };
  };
  const tv = { label: "Smart TV", type: "TV" as const };

  test("waits for its code, is slowed down when it polls too fast, and takes its session once", () => {
    const { clock, store } = setUp();
    const started = store.start(tv);
    expect(started).toMatchObject({ expiresInSeconds: 600, intervalSeconds: 5 });
    expect(store.poll(started.deviceCode)).toEqual({ kind: "pending" });
    clock.advance(1000);
    expect(store.poll(started.deviceCode)).toEqual({ kind: "slow-down", intervalSeconds: 10 });
    clock.advance(6000);
    // The interval is 10 s now (RFC 8628 §3.5: for this and every later poll).
    expect(store.poll(started.deviceCode)).toEqual({ kind: "slow-down", intervalSeconds: 15 });
    expect(store.approve("user-1", "BCDF-BCDF")).toBeUndefined();
    expect(store.approve("user-1", started.userCode.toLowerCase().replace("-", " "))).toEqual(tv);
    // Single use: the same code again is no code, for anyone.
    expect(store.approve("user-1", started.userCode)).toBeUndefined();
    expect(store.approve("user-2", started.userCode)).toBeUndefined();
    clock.advance(15_000);
    expect(store.poll(started.deviceCode)).toEqual({ kind: "approved", userId: "user-1", device: tv });
    clock.advance(15_000);
    expect(store.poll(started.deviceCode)).toEqual({ kind: "invalid" });
    expect(store.poll("not-a-device-code")).toEqual({ kind: "invalid" });
  });

  test("expires after 10 minutes: its code is refused and its poll told so", () => {
    const { clock, store } = setUp();
    const started = store.start(tv);
    clock.advance(pairingLifeMs);
    expect(store.approve("user-1", started.userCode)).toBeUndefined();
    expect(store.poll(started.deviceCode)).toEqual({ kind: "expired" });
  });
});
