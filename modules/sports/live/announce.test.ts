import { describe, expect, test } from "vitest";
import { translator } from "@/locales/serverI18n";
import { announcementFor, liveWords } from "./announce";
import type { LiveEvent } from "./liveSnapshot";
import { homeGoal, players, snapshotAt } from "./testing/sampleMatch";

const en = liveWords(translator("en", "sports"));
const ar = liveWords(translator("ar", "sports"));
const fr = liveWords(translator("fr", "sports"));

const redCard = (language: "en" | "ar", minute: number, addedTime = 0): LiveEvent => ({
  id: "g10095-9",
  type: "redCard",
  period: minute > 45 ? 2 : 1,
  minute,
  addedTime,
  teamId: "t102",
  player: { ...players[language].defender },
});

describe("the live words", () => {
  test("come from the `live` keys with their placeholders kept, in every language", () => {
    for (const words of [en, ar, fr]) {
      expect(words.goal).toContain("{{player}}");
      expect(words.score).toContain("{{homeGoals}}");
      expect(Object.values(words).filter((text) => text.startsWith("live."))).toEqual([]);
    }
    expect(new Set([en.goal, ar.goal, fr.goal]).size).toBe(3);
  });
});

describe("what the live region says, in English", () => {
  test("nothing when only the clock moved", () => {
    expect(announcementFor(snapshotAt(), snapshotAt({ clock: { minute: 11, addedTime: 0 }, asOf: "later" }), en)).toBeUndefined();
  });

  test("a goal: who scored, for whom, the minute and the new score", () => {
    const goal = homeGoal("g10095-4", 12, { home: 1, away: 0 });
    const next = snapshotAt({ score: { home: 1, away: 0 }, clock: { minute: 12, addedTime: 0 }, events: [goal] });
    expect(announcementFor(snapshotAt(), next, en)).toBe("Goal for Red Sea Mariners, scored by Omar Haddad, minute 12. Score: Red Sea Mariners 1, Hejaz Eagles 0.");
  });

  test("a penalty goal in added time, and an own goal credited to the other side", () => {
    const penalty: LiveEvent = { ...homeGoal("g10095-5", 45, { home: 1, away: 0 }, "en", 2), type: "penaltyGoal" };
    expect(announcementFor(snapshotAt(), snapshotAt({ score: { home: 1, away: 0 }, events: [penalty] }), en)).toBe(
      "Penalty goal for Red Sea Mariners, scored by Omar Haddad, minute 45 plus 2. Score: Red Sea Mariners 1, Hejaz Eagles 0.",
    );
    const ownGoal: LiveEvent = { id: "g10095-6", type: "ownGoal", period: 1, minute: 30, addedTime: 0, teamId: "t102", player: { ...players.en.scorer }, score: { home: 0, away: 1 } };
    expect(announcementFor(snapshotAt(), snapshotAt({ score: { home: 0, away: 1 }, events: [ownGoal] }), en)).toBe(
      "Own goal by Omar Haddad, counting for Hejaz Eagles, minute 30. Score: Red Sea Mariners 0, Hejaz Eagles 1.",
    );
  });

  test("a red card and a second yellow", () => {
    expect(announcementFor(snapshotAt(), snapshotAt({ events: [redCard("en", 33)] }), en)).toBe("Red card for Sami Nasser of Hejaz Eagles, minute 33.");
    const secondYellow: LiveEvent = { ...redCard("en", 70), type: "doubleYellow" };
    expect(announcementFor(snapshotAt(), snapshotAt({ events: [secondYellow] }), en)).toBe("Second yellow card for Sami Nasser of Hejaz Eagles, sent off, minute 70.");
  });

  test("nothing for a yellow card or a substitution: not worth interrupting for", () => {
    const yellow: LiveEvent = { ...redCard("en", 20), type: "yellowCard" };
    const substitution: LiveEvent = { ...redCard("en", 60), id: "g10095-10", type: "substitution" };
    expect(announcementFor(snapshotAt(), snapshotAt({ events: [yellow, substitution] }), en)).toBeUndefined();
  });

  test("kick-off, half time, the second half and full time with the final score", () => {
    const scheduled = snapshotAt({ status: "scheduled", score: undefined, phase: undefined, clock: undefined });
    expect(announcementFor(scheduled, snapshotAt({ clock: { minute: 1, addedTime: 0 } }), en)).toBe("Kick-off: Red Sea Mariners against Hejaz Eagles.");
    const oneNil = { score: { home: 1, away: 0 } };
    expect(announcementFor(snapshotAt(oneNil), snapshotAt({ ...oneNil, phase: "halfTime", clock: { minute: 45, addedTime: 2 } }), en)).toBe("Half time. Score: Red Sea Mariners 1, Hejaz Eagles 0.");
    expect(announcementFor(snapshotAt({ ...oneNil, phase: "halfTime" }), snapshotAt({ ...oneNil, phase: "secondHalf", clock: { minute: 46, addedTime: 0 } }), en)).toBe(
      "The second half is under way. Score: Red Sea Mariners 1, Hejaz Eagles 0.",
    );
    const over = snapshotAt({ status: "finished", phase: undefined, clock: undefined, score: { home: 2, away: 1 } });
    expect(announcementFor(snapshotAt({ ...oneNil, phase: "secondHalf" }), over, en)).toBe("Full time. Final score: Red Sea Mariners 2, Hejaz Eagles 1.");
  });

  test("several changes between two snapshots in match order", () => {
    const late = homeGoal("g10095-7", 47, { home: 1, away: 0 });
    const next = snapshotAt({ phase: "secondHalf", clock: { minute: 48, addedTime: 0 }, score: { home: 1, away: 0 }, events: [redCard("en", 44), late] });
    expect(announcementFor(snapshotAt({ phase: "firstHalf" }), next, en)).toBe(
      "Red card for Sami Nasser of Hejaz Eagles, minute 44. The second half is under way. Score: Red Sea Mariners 1, Hejaz Eagles 0. " +
        "Goal for Red Sea Mariners, scored by Omar Haddad, minute 47. Score: Red Sea Mariners 1, Hejaz Eagles 0.",
    );
  });

  test("a goal announced once: the events already seen are not news", () => {
    const goal = homeGoal("g10095-4", 12, { home: 1, away: 0 });
    const withGoal = snapshotAt({ score: { home: 1, away: 0 }, events: [goal] });
    expect(announcementFor(withGoal, { ...withGoal, clock: { minute: 13, addedTime: 0 } }, en)).toBeUndefined();
  });

  test("a showcase that kicks off again is a new match: its kick-off is said, not a score going down", () => {
    const before = snapshotAt({ phase: "secondHalf", clock: { minute: 90, addedTime: 4 }, score: { home: 2, away: 2 } });
    const again = snapshotAt({ kickOff: "2026-05-14T15:26:00.000Z", clock: { minute: 1, addedTime: 0 } });
    expect(announcementFor(before, again, en)).toBe("Kick-off: Red Sea Mariners against Hejaz Eagles.");
  });

  test("nothing between two different fixtures", () => {
    expect(announcementFor(snapshotAt(), snapshotAt({ fixtureId: "g10001", phase: "halfTime" }), en)).toBeUndefined();
  });
});

describe("what the live region says, in Arabic", () => {
  test("a goal, with the Arabic names from the snapshot", () => {
    const goal = homeGoal("g10095-4", 12, { home: 1, away: 0 }, "ar");
    const next = snapshotAt({ score: { home: 1, away: 0 }, events: [goal] }, "ar");
    expect(announcementFor(snapshotAt({}, "ar"), next, ar)).toBe("هدف لفريق بحارة البحر الأحمر سجّله عمر حداد في الدقيقة 12. النتيجة: بحارة البحر الأحمر 1، نسور الحجاز 0.");
  });

  test("a red card in added time", () => {
    expect(announcementFor(snapshotAt({}, "ar"), snapshotAt({ events: [redCard("ar", 90, 3)] }, "ar"), ar)).toBe(
      "بطاقة حمراء للاعب سامي ناصر من فريق نسور الحجاز في الدقيقة 90 و3 من الوقت بدل الضائع.",
    );
  });

  test("half time, the second half and full time", () => {
    const level = { score: { home: 1, away: 1 } };
    expect(announcementFor(snapshotAt(level, "ar"), snapshotAt({ ...level, phase: "halfTime" }, "ar"), ar)).toBe("نهاية الشوط الأول. النتيجة: بحارة البحر الأحمر 1، نسور الحجاز 1.");
    expect(announcementFor(snapshotAt({ ...level, phase: "halfTime" }, "ar"), snapshotAt({ ...level, phase: "secondHalf" }, "ar"), ar)).toBe("انطلق الشوط الثاني. النتيجة: بحارة البحر الأحمر 1، نسور الحجاز 1.");
    const over = snapshotAt({ status: "finished", phase: undefined, clock: undefined, score: { home: 1, away: 1 } }, "ar");
    expect(announcementFor(snapshotAt({ ...level, phase: "secondHalf" }, "ar"), over, ar)).toBe("نهاية المباراة. النتيجة النهائية: بحارة البحر الأحمر 1، نسور الحجاز 1.");
  });

  test("kick-off", () => {
    const scheduled = snapshotAt({ status: "scheduled", score: undefined, phase: undefined, clock: undefined }, "ar");
    expect(announcementFor(scheduled, snapshotAt({}, "ar"), ar)).toBe("انطلقت المباراة: بحارة البحر الأحمر ضد نسور الحجاز.");
  });
});
