// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { sportsLabelsFor } from "../sportsLabels";
import { sampleMatchPost, sampleTimeZone } from "../testing/sampleSports";
import { homeShare, MatchStats } from "./MatchStats";

afterEach(cleanup);

const post = sampleMatchPost("en");
const teams = { home: post.fixture.home, away: post.fixture.away };

describe("MatchStats", () => {
  test("a table of each statistic, home against away, with the statistic as the row header", () => {
    render(<MatchStats stats={post.stats} teams={teams} labels={sportsLabelsFor("en")} display={{ locale: "en", timeZone: sampleTimeZone }} />);
    const table = screen.getByRole("table", { name: "Match statistics" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Al-Faisaly", "Statistic", "Al-Wehdat"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) => [
        within(row).getByRole("rowheader").textContent,
        ...within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ]),
    ).toEqual([
      ["Possession", "54%", "46%"],
      ["Shots", "14", "11"],
      ["Shots on target", "6", "5"],
      ["Corners", "7", "4"],
      ["Fouls", "12", "15"],
      ["Offsides", "2", "3"],
      ["Yellow cards", "1", "1"],
      ["Red cards", "1", "1"],
    ]);
  });

  test("the bars are decoration: hidden from assistive technology, sized by home's share", () => {
    const { container } = render(
      <MatchStats stats={post.stats} teams={teams} labels={sportsLabelsFor("en")} display={{ locale: "en", timeZone: sampleTimeZone }} />,
    );
    const bar = container.querySelector<HTMLElement>("tr[data-stat='shots'] [aria-hidden='true']");
    expect(bar?.style.getPropertyValue("--home-share")).toBe("56%");
    expect(homeShare(0, 0)).toBe(50);
    expect(homeShare(3, 1)).toBe(75);
  });

  test("in Arabic, possession is a percentage with Jordan's digits", () => {
    render(<MatchStats stats={post.stats} teams={teams} labels={sportsLabelsFor("ar")} display={{ locale: "ar", timeZone: sampleTimeZone, country: "JO" }} />);
    expect(within(screen.getByRole("row", { name: /الاستحواذ/ })).getAllByRole("cell")[0]?.textContent).toBe("٥٤٪؜");
  });
});
