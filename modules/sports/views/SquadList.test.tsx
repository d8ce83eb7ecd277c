// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { TimeDisplay } from "@/domain/guideTime";
import { sportsLabelsFor } from "../sportsLabels";
import { sampleAt, sampleSquad, sampleTimeZone } from "../testing/sampleSports";
import { ageAt, countryName, SquadList } from "./SquadList";

afterEach(cleanup);

const display: TimeDisplay = { locale: "en", timeZone: sampleTimeZone };

describe("ageAt", () => {
  test.each([
    ["2000-03-13", "2026-03-13T00:00:00Z", 26],
    ["2000-03-14", "2026-03-13T23:59:00Z", 25],
    ["2000-02-29", "2026-02-28T12:00:00Z", 25],
    ["2000-02-29", "2026-03-01T00:00:00Z", 26],
    ["not a date", "2026-03-13T00:00:00Z", undefined],
  ])("born %s, on %s: %s", (birthDate, at, age) => {
    expect(ageAt(birthDate, at)).toBe(age);
  });
});

describe("countryName", () => {
  test("names the country in the viewer's language, and keeps a code it cannot name", () => {
    expect(countryName("JO", { locale: "en" })).toBe("Jordan");
    expect(countryName("JO", { locale: "ar", country: "JO" })).toBe("الأردن");
    expect(countryName("BR", { locale: "fr" })).toBe("Brésil");
    expect(countryName("??", { locale: "en" })).toBe("??");
  });
});

describe("SquadList", () => {
  test("groups the players by position under headings, goalkeepers first, each group by shirt number", () => {
    render(<SquadList players={sampleSquad("en")} labels={sportsLabelsFor("en")} display={display} at={sampleAt} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Goalkeepers", "Defenders", "Midfielders", "Forwards"]);
    const goalkeepers = screen.getByRole("region", { name: "Goalkeepers" });
    expect(
      within(goalkeepers)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["1Number 1 Moataz HaddadJordanAge 26", "22Number 22 Abdallah FakhouryJordanAge 26"]);
    const forwards = within(screen.getByRole("region", { name: "Forwards" })).getAllByRole("listitem");
    expect(forwards.map((item) => item.dataset.player)).toEqual(["fai-7", "fai-9", "fai-11", "fai-19"]);
    expect(forwards[2]?.textContent).toContain("Brazil");
  });

  test("in Arabic, headings, countries and digits are Arabic", () => {
    render(
      <SquadList
        players={sampleSquad("ar")}
        labels={sportsLabelsFor("ar")}
        display={{ locale: "ar", timeZone: sampleTimeZone, country: "JO" }}
        at={sampleAt}
        headingLevel={3}
        idPrefix="ar"
      />,
    );
    expect(screen.getAllByRole("heading", { level: 3 })[0]?.textContent).toBe("حراس المرمى");
    expect(screen.getByRole("region", { name: "حراس المرمى" }).textContent).toContain("الأردنالعمر ٢٦");
  });

  test("an empty squad is said in words", () => {
    render(<SquadList players={[]} labels={sportsLabelsFor("en")} display={display} at={sampleAt} />);
    expect(screen.getByText("No squad published yet.")).toBeTruthy();
  });
});
