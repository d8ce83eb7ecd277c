/**
 * A live match for the live push's tests (modules/sports/live/*.test.ts): the showcase's two clubs in English and
 * Arabic, a snapshot at a given moment, and the events a test adds to it. Plain data, no clock.
 */
import type { LiveEvent, LiveSnapshot } from "../liveSnapshot";

export const teams = {
  en: { home: { id: "t101", name: "Red Sea Mariners", shortName: "Mariners", code: "RSM" }, away: { id: "t102", name: "Hejaz Eagles", shortName: "Eagles", code: "HEJ" } },
  ar: { home: { id: "t101", name: "بحارة البحر الأحمر", shortName: "البحارة", code: "RSM" }, away: { id: "t102", name: "نسور الحجاز", shortName: "النسور", code: "HEJ" } },
} as const;

export const players = {
  en: { scorer: { id: "p10109", name: "Omar Haddad", shirtNumber: 9, position: "FW" }, defender: { id: "p10204", name: "Sami Nasser", shirtNumber: 4, position: "DF" } },
  ar: { scorer: { id: "p10109", name: "عمر حداد", shirtNumber: 9, position: "FW" }, defender: { id: "p10204", name: "سامي ناصر", shirtNumber: 4, position: "DF" } },
} as const;

/** The match live in the first half, 0-0 at minute 10, in `language`; `changes` override any field. */
export function snapshotAt(changes: Partial<LiveSnapshot> = {}, language: "en" | "ar" = "en"): LiveSnapshot {
  return {
    fixtureId: "g10095",
    kickOff: "2026-05-14T13:30:00.000Z",
    status: "live",
    home: { ...teams[language].home },
    away: { ...teams[language].away },
    score: { home: 0, away: 0 },
    phase: "firstHalf",
    clock: { minute: 10, addedTime: 0 },
    events: [],
    asOf: "2026-05-14T13:39:30.000Z",
    ...changes,
  };
}

/** A goal for the home side by its forward, with the score after it. */
export function homeGoal(id: string, minute: number, score: { home: number; away: number }, language: "en" | "ar" = "en", addedTime = 0): LiveEvent {
  return { id, type: "goal", period: minute > 45 ? 2 : 1, minute, addedTime, teamId: "t101", player: { ...players[language].scorer }, score };
}
