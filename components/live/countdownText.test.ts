import { describe, expect, test } from "vitest";
import { countdownText, tickMs } from "./countdownText";

const start = "2026-11-27T18:00:00.000Z";
const at = (iso: string) => Date.parse(iso);

describe("a live event's countdown in words", () => {
  test("the two largest units left, in the viewer's language", () => {
    expect(countdownText(start, at("2026-11-26T15:58:30Z"), { locale: "en" })).toBe("1 day 2 hr");
    expect(countdownText(start, at("2026-11-27T15:45:00Z"), { locale: "en" })).toBe("2 hr 15 min");
    expect(countdownText(start, at("2026-11-27T17:55:55Z"), { locale: "fr" })).toMatch(/^4\s?min 5\s?s$/);
  });

  test("Arabic digits follow the viewer's country", () => {
    const jordan = countdownText(start, at("2026-11-27T15:45:00Z"), { locale: "ar", country: "JO" }) ?? "";
    const morocco = countdownText(start, at("2026-11-27T15:45:00Z"), { locale: "ar", country: "MA" }) ?? "";
    expect(jordan).toMatch(/[٠-٩]/);
    expect(morocco).toMatch(/[0-9]/);
  });

  test("nothing once the event has started; ticks every second only in the last hour", () => {
    expect(countdownText(start, at(start), { locale: "en" })).toBeUndefined();
    expect(tickMs(start, at("2026-11-27T17:30:00Z"))).toBe(1000);
    expect(tickMs(start, at("2026-11-27T12:00:00Z"))).toBe(30_000);
  });
});
