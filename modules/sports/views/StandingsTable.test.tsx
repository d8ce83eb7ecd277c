// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { TimeDisplay } from "@/domain/guideTime";
import { sportsLabelsFor } from "../sportsLabels";
import { sampleLinks, sampleStandings, sampleTimeZone, sampleTournament } from "../testing/sampleSports";
import { StandingsTable, type StandingsTableProps } from "./StandingsTable";

afterEach(cleanup);

const display: TimeDisplay = { locale: "en", timeZone: sampleTimeZone };
const labels = sportsLabelsFor("en");
const { teamHref } = sampleLinks("en");

function renderTable(extra: Partial<StandingsTableProps> = {}) {
  return render(
    <StandingsTable standings={sampleStandings("en")} tournament={sampleTournament("en")} labels={labels} display={display} teamHref={teamHref} {...extra} />,
  );
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("StandingsTable", () => {
  test("a table captioned with the tournament, its columns named in full for assistive technology and abbreviated on screen", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Jordanian Pro League" });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual([
      "#Position",
      "Team",
      "PPlayed",
      "WWon",
      "DDrawn",
      "LLost",
      "GFGoals for",
      "GAGoals against",
      "GDGoal difference",
      "PtsPoints",
      "FormLast five results",
    ]);
    expect(headers.every((header) => header.getAttribute("scope") === "col")).toBe(true);
    // The visible abbreviation is hidden from assistive technology, which reads the full name instead.
    const played = headers[2]?.querySelector("abbr");
    expect(played?.getAttribute("aria-hidden")).toBe("true");
    expect(played?.getAttribute("title")).toBe("Played");
    expect(within(table).getByRole("columnheader", { name: "Goal difference" })).toBeTruthy();
  });

  test("rows follow the computed table: points, goal difference, goals, and each team is a row header linking to its page", () => {
    const { container } = renderTable();
    const rows = [...container.querySelectorAll<HTMLElement>("tbody tr")];
    expect(rows.map((row) => [row.dataset.team, row.dataset.points, row.dataset.won, row.dataset.drawn, row.dataset.lost])).toEqual([
      ["fai", "6", "2", "0", "1"],
      ["weh", "4", "1", "1", "1"],
      ["hus", "4", "1", "1", "0"],
      ["sha", "4", "1", "1", "0"],
      ["ram", "1", "0", "1", "1"],
      ["sal", "0", "0", "0", "2"],
    ]);
    const first = rows[0] ?? document.body;
    expect(within(first).getByRole("rowheader").textContent).toBe("Al-Faisaly");
    expect(within(first).getByRole("link", { name: "Al-Faisaly" }).getAttribute("href")).toBe("/en/sports/teams/fai");
    expect(cellsOf(first).slice(0, 9)).toEqual(["1", "3", "2", "0", "1", "6", "4", "+2", "6"]);
  });

  test("the form is letters on screen and words for assistive technology, oldest first", () => {
    const { container } = renderTable();
    const faisaly = container.querySelector<HTMLElement>("tr[data-team='fai']") ?? document.body;
    const form = cellsOf(faisaly).at(-1);
    // W L W: 2-0 win, 1-2 loss, 3-2 win.
    expect(form).toBe("WLWWon, Lost, Won");
    expect([...faisaly.querySelectorAll("[data-outcome]")].map((letter) => letter.getAttribute("data-outcome"))).toEqual(["W", "L", "W"]);
  });

  test("compact shows only rank, team, played, goal difference and points, and limit keeps the first rows", () => {
    const { container } = renderTable({ compact: true, limit: 3 });
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["#Position", "Team", "PPlayed", "GDGoal difference", "PtsPoints"]);
    expect([...container.querySelectorAll<HTMLElement>("tbody tr")].map((row) => row.dataset.team)).toEqual(["fai", "weh", "hus"]);
  });

  test("it scrolls sideways in its own focusable region named after the table", () => {
    renderTable();
    const region = screen.getByRole("region", { name: "Jordanian Pro League table" });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole("table")).toBeTruthy();
  });

  test("without standings it says so in words", () => {
    renderTable({ standings: [] });
    expect(screen.getByText("No standings yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  test("in Arabic for a viewer in Jordan, the headers and digits are Arabic", () => {
    render(
      <StandingsTable
        standings={sampleStandings("ar")}
        tournament={sampleTournament("ar")}
        labels={sportsLabelsFor("ar")}
        display={{ locale: "ar", timeZone: sampleTimeZone, country: "JO" }}
        teamHref={sampleLinks("ar").teamHref}
        compact
      />,
    );
    expect(screen.getByRole("table", { name: "دوري المحترفين الأردني" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "النقاط" })).toBeTruthy();
    expect(screen.getByRole("rowheader", { name: "الفيصلي" }).closest("tr")?.textContent).toContain("٦");
  });
});
