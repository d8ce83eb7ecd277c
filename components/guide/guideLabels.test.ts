import { describe, expect, test } from "vitest";
import { locales } from "@/domain/types";
import { createTestUi } from "../testing/createTestUi";
import { guideLabels, type GuideLabels } from "./guideLabels";

function strings(labels: GuideLabels): [string, string][] {
  const { filters, ...rest } = labels;
  return [...Object.entries(rest), ...Object.entries(filters).map(([name, value]): [string, string] => [`filters.${name}`, value])];
}

describe("guideLabels", () => {
  test.each(locales)("every label is translated in %s (none falls back to its key)", (locale) => {
    const untranslated = strings(guideLabels(createTestUi(locale).t)).filter(([name, value]) => value === `guide.${name}` || value.trim() === "");
    expect(untranslated).toEqual([]);
  });

  test.each(locales)("templates keep their placeholders for the views to fill, in %s", (locale) => {
    const labels = guideLabels(createTestUi(locale).t);
    expect(labels.next).toContain("{{title}}");
    expect(labels.next).toContain("{{time}}");
    expect(labels.progressLabel).toContain("{{title}}");
    expect(labels.progressValue).toContain("{{percent}}");
    expect(labels.scheduleTitle).toContain("{{channel}}");
    expect(labels.filters.option).toMatch(/\{\{title\}\}.*\{\{count\}\}/);
  });
});
