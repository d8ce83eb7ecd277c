import { describe, expect, test } from "vitest";
import { eventDetails, matchEventTypes } from "@/domain/sports/matchEvents";
import { locales } from "@/domain/types";
import { sportsLabels, sportsLabelsFor } from "./sportsLabels";

/** Every label with its path, which is also its key under `views.` in locales/{lng}/sports.json. */
function leaves(value: unknown, path = ""): [string, unknown][] {
  if (typeof value !== "object" || value === null) return [[path, value]];
  return Object.entries(value).flatMap(([name, inner]) => leaves(inner, path === "" ? name : `${path}.${name}`));
}

describe("sportsLabels", () => {
  test.each(locales)("every label is a non-empty string translated in %s (none falls back to its key)", (locale) => {
    const all = leaves(sportsLabelsFor(locale));
    expect(all.length).toBeGreaterThan(100);
    const untranslated = all.filter(
      ([path, value]) => typeof value !== "string" || value.trim() === "" || value === `views.${path}` || value.startsWith("views."),
    );
    expect(untranslated).toEqual([]);
  });

  test("a translator without the keys gives the keys back, which is what the test above catches", () => {
    const labels = sportsLabels((key) => key);
    expect(labels.events.types.var).toBe("views.events.types.var");
    expect(labels.standings.columns.goalDifference.full).toBe("views.standings.columns.goalDifference.full");
  });

  test.each(locales)("templates keep their placeholders for the views to fill, in %s", (locale) => {
    const labels = sportsLabelsFor(locale);
    expect(labels.scoreSpoken).toMatch(/\{\{home\}\}.*\{\{homeScore\}\}.*\{\{away\}\}.*\{\{awayScore\}\}/);
    expect(labels.versus).toMatch(/\{\{home\}\}.*\{\{away\}\}/);
    expect(labels.clock.addedTime).toMatch(/\{\{minute\}\}.*\{\{added\}\}/);
    expect(labels.standings.region).toContain("{{tournament}}");
    expect(labels.match.venue).toMatch(/\{\{venue\}\}.*\{\{city\}\}/);
    expect(labels.events.sentences.substitution).toMatch(/\{\{player\}\}.*\{\{secondPlayer\}\}|\{\{secondPlayer\}\}.*\{\{player\}\}/);
    expect(labels.events.goalAssisted).toContain("{{assist}}");
  });

  test.each(locales)("every event type and every detail has its own words in %s", (locale) => {
    const labels = sportsLabelsFor(locale);
    const types = matchEventTypes.map((type) => labels.events.types[type]);
    const sentences = matchEventTypes.map((type) => labels.events.sentences[type]);
    const details = Object.values(eventDetails)
      .flat()
      .map((detail) => labels.events.details[detail]);
    expect(new Set(types).size).toBe(matchEventTypes.length);
    expect(new Set(sentences).size).toBe(matchEventTypes.length);
    expect(new Set(details).size).toBe(details.length);
  });

  test("the three languages differ where they should: Arabic and French are not English", () => {
    const [ar, en, fr] = [sportsLabelsFor("ar"), sportsLabelsFor("en"), sportsLabelsFor("fr")];
    expect(en.standings.columns.played.short).toBe("P");
    expect(ar.standings.columns.played.short).toBe("لعب");
    expect(fr.standings.columns.played.short).toBe("J");
    expect(new Set([ar.events.types.goal, en.events.types.goal, fr.events.types.goal]).size).toBe(3);
  });
});
