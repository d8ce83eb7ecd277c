import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { eventDetails, matchEventTypes, type EventDetail, type MatchEventType } from "@/domain/sports/matchEvents";
import type { MatchEvent } from "@/domain/sports/types";
import { locales } from "@/domain/types";
import { sportsLabelsFor } from "../sportsLabels";
import { sampleMatchPost } from "../testing/sampleSports";
import { clockSpoken, clockText, clockValue, eventText, scoreSpoken, scoreText, scoreValue, statusText } from "./matchText";

const fixture = sampleMatchPost("en").fixture;
const teams = { home: fixture.home, away: fixture.away };
const player = { id: "p1", name: "Ali Hamdan", shirtNumber: 9, position: "FW" } as const;
const other = { id: "p2", name: "Yousef Barakat", shirtNumber: 19, position: "FW" } as const;

/** The detail an event of the type can carry (the first), for types that have them. */
function detailOf(type: MatchEventType): EventDetail | undefined {
  return type === "noGoal" || type === "var" || type === "penaltyMissed" ? eventDetails[type][0] : undefined;
}

function event(type: MatchEventType, extra: Partial<MatchEvent> = {}): MatchEvent {
  const detail = detailOf(type);
  return {
    id: `e-${type}`,
    type,
    period: 2,
    minute: 67,
    addedTime: 0,
    teamId: "fai",
    player,
    ...(type === "substitution" ? { secondPlayer: other } : {}),
    ...(detail ? { detail } : {}),
    ...extra,
  };
}

describe("eventText: one sentence per event", () => {
  test.each(locales)("every event type gets distinct, non-empty words with the player and the team in %s", (locale) => {
    const labels = sportsLabelsFor(locale);
    const localTeams = { home: { ...teams.home, name: `H-${locale}` }, away: teams.away };
    const texts = matchEventTypes.map((type) => eventText(event(type), labels, localTeams));
    expect(new Set(texts).size).toBe(matchEventTypes.length);
    for (const text of texts) {
      expect(text).not.toMatch(/\{\{|views\./);
      expect(text).toContain(`H-${locale}`);
    }
    // Every type but a VAR review (about a decision, not a player) names the player.
    expect(texts.filter((text) => !text.includes("Ali Hamdan"))).toEqual([eventText(event("var"), labels, localTeams)]);
  });

  test.each(locales)("each detail of a no goal, a VAR review and a missed penalty reads differently in %s", (locale) => {
    const labels = sportsLabelsFor(locale);
    const withDetails = (["noGoal", "var", "penaltyMissed"] as const).flatMap((type) =>
      eventDetails[type].map((detail) => eventText(event(type, { detail }), labels, teams)),
    );
    expect(new Set(withDetails).size).toBe(Object.values(eventDetails).flat().length);
  });

  test("English sentences name who came on and who went off, the assist, and who scored an own goal for whom", () => {
    const labels = sportsLabelsFor("en");
    expect(eventText(event("substitution"), labels, teams)).toBe("Substitution, Al-Faisaly: on Ali Hamdan, off Yousef Barakat");
    expect(eventText(event("goal", { secondPlayer: other }), labels, teams)).toBe("Goal for Al-Faisaly: Ali Hamdan, assisted by Yousef Barakat");
    expect(eventText(event("ownGoal", { teamId: "weh" }), labels, teams)).toBe("Own goal by Ali Hamdan, counted for Al-Wehdat");
    expect(eventText(event("var", { detail: "goalDisallowed" }), labels, teams)).toBe("VAR review for Al-Faisaly: goal disallowed");
    expect(eventText(event("penaltyMissed", { detail: "wide" }), labels, teams)).toBe("Penalty missed by Ali Hamdan (Al-Faisaly): wide");
  });

  test("a player or a detail the provider left out does not leave a hole in the sentence", () => {
    const labels = sportsLabelsFor("en");
    const { player: _player, detail: _detail, ...bare } = event("noGoal");
    expect(eventText(bare, labels, teams)).toBe("No goal for Al-Faisaly: an unnamed player");
    const { detail: _none, ...review } = event("var");
    expect(eventText(review, labels, teams)).toBe("VAR review for Al-Faisaly");
  });
});

describe("the score, the clock and the status", () => {
  test("the score shows home first with an en dash, and reads out each team with its goals", () => {
    const labels = sportsLabelsFor("en");
    expect(scoreText({ home: 2, away: 1 })).toBe("2–1");
    expect(scoreValue({ home: 2, away: 1 })).toBe("2-1");
    expect(scoreSpoken({ home: 2, away: 1 }, teams, labels)).toBe("Al-Faisaly 2, Al-Wehdat 1");
  });

  test("for a viewer in Jordan, Arabic takes Jordan's digits; in Morocco, Western digits", () => {
    expect(scoreText({ home: 2, away: 1 }, { locale: "ar", country: "JO" })).toBe("٢–١");
    expect(scoreText({ home: 2, away: 1 }, { locale: "ar", country: "MA" })).toBe("2–1");
  });

  test.each([
    [{ minute: 67, addedTime: 0 }, "67'", "minute 67", "67"],
    [{ minute: 90, addedTime: 3 }, "90+3'", "minute 90 plus 3", "90+3"],
    [{ minute: 45, addedTime: 2 }, "45+2'", "minute 45 plus 2", "45+2"],
  ])("the clock %o shows %s and reads %s", (clock, shown, spoken, value) => {
    const labels = sportsLabelsFor("en");
    expect(clockText(clock, labels)).toBe(shown);
    expect(clockSpoken(clock, labels)).toBe(spoken);
    expect(clockValue(clock)).toBe(value);
  });

  test("the status says not started, live, half time or full time", () => {
    const labels = sportsLabelsFor("en");
    expect([
      statusText("scheduled", undefined, labels),
      statusText("live", "secondHalf", labels),
      statusText("live", "halfTime", labels),
      statusText("finished", undefined, labels),
    ]).toEqual(["Not started", "Live", "Half time", "Full time"]);
  });
});

describe("what a client component may import", () => {
  // The live match (modules/sports/live/) renders MatchHeader and MatchTimeline in the browser: nothing they load may
  // be server-only (i18next and the locale files, node's modules).
  const clientSafe = ["matchText.ts", "labelsType.ts", "numbers.ts", "links.ts", "MatchHeader.tsx", "MatchTimeline.tsx", "EventIcon.tsx"];
  const importsOf = (file: string) =>
    [...readFileSync(fileURLToPath(new URL(file, import.meta.url)), "utf8").matchAll(/^import[^;]*?from "([^"]+)";/gms)].map((match) => match[1] ?? "");

  test.each(clientSafe)("%s imports nothing server-only, and of its own folder only client-safe files", (file) => {
    const imports = importsOf(file);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((specifier) => /serverI18n|i18next|@\/locales|^node:|sportsLabels|@\/adapters|@\/services/.test(specifier))).toEqual([]);
    const local = imports.filter((specifier) => specifier.startsWith("./") && !specifier.endsWith(".css"));
    expect(local.filter((specifier) => !clientSafe.some((safe) => safe.replace(/\.tsx?$/, "") === specifier.slice(2)))).toEqual([]);
  });
});
