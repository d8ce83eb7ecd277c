import { expect, test } from "vitest";
import { fillTemplate } from "./fillTemplate";

test("each {{name}} becomes its value; unknown placeholders stay as they are", () => {
  expect(fillTemplate("Digit {{index}} of {{count}}", { index: 2, count: 6 })).toBe("Digit 2 of 6");
  expect(fillTemplate("الحلقة التالية خلال {{seconds}} ث: {{title}}", { seconds: 9, title: "ليالي" })).toBe("الحلقة التالية خلال 9 ث: ليالي");
  expect(fillTemplate("{{time}} behind live, {{other}}", { time: "1:05" })).toBe("1:05 behind live, {{other}}");
});
