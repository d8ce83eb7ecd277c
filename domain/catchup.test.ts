import { describe, expect, test } from "vitest";
import { programmeReplay } from "./catchup";

const hour = 3_600_000;
const day = 24 * hour;
const now = Date.UTC(2026, 10, 28, 20, 0);
const both = { startoverEnabled: true, catchupDays: 7 };

describe("start-over and catch-up", () => {
  test("the programme on the air starts over where the channel allows it", () => {
    const onAir = { startMs: now - 40 * 60_000, stopMs: now + 20 * 60_000 };
    expect(programmeReplay(both, onAir, now)).toEqual({ kind: "startover" });
    expect(programmeReplay({ ...both, startoverEnabled: false }, onAir, now)).toEqual({ kind: "refused", reason: "startover-off" });
  });

  test("an ended programme plays as catch-up for the channel's days after its end, never more than seven", () => {
    const ended = (daysAgo: number) => ({ startMs: now - daysAgo * day - hour, stopMs: now - daysAgo * day });
    expect(programmeReplay(both, ended(0), now)).toEqual({ kind: "catchup" });
    expect(programmeReplay(both, ended(6.9), now)).toEqual({ kind: "catchup" });
    expect(programmeReplay(both, ended(7), now)).toEqual({ kind: "refused", reason: "catchup-expired" });
    expect(programmeReplay({ ...both, catchupDays: 30 }, ended(8), now)).toEqual({ kind: "refused", reason: "catchup-expired" });
    expect(programmeReplay({ ...both, catchupDays: 1 }, ended(1.5), now)).toEqual({ kind: "refused", reason: "catchup-expired" });
    expect(programmeReplay({ ...both, catchupDays: 0 }, ended(0.1), now)).toEqual({ kind: "refused", reason: "catchup-off" });
  });

  test("what has not begun does not play; the boundaries are the programme's start and end", () => {
    expect(programmeReplay(both, { startMs: now + 1, stopMs: now + hour }, now)).toEqual({ kind: "refused", reason: "not-aired" });
    expect(programmeReplay(both, { startMs: now, stopMs: now + hour }, now)).toEqual({ kind: "startover" });
    expect(programmeReplay(both, { startMs: now - hour, stopMs: now }, now)).toEqual({ kind: "catchup" });
  });
});
