// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { TimeDisplay } from "@/domain/guideTime";
import { sportsLabelsFor } from "../sportsLabels";
import { sampleLinks, sampleTimeZone, sampleTopScorers } from "../testing/sampleSports";
import { TopScorersTable } from "./TopScorersTable";

afterEach(cleanup);

const display: TimeDisplay = { locale: "en", timeZone: sampleTimeZone };
const labels = sportsLabelsFor("en");

describe("TopScorersTable", () => {
  test("rank, player, team and goals; players level on goals share a rank, fewer penalties first", () => {
    const { container } = render(
      <TopScorersTable scorers={sampleTopScorers("en")} labels={labels} display={display} teamHref={sampleLinks("en").teamHref} limit={4} />,
    );
    const table = screen.getByRole("table", { name: "Top scorers" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["#Rank", "Player", "Team", "GoalsGoals (penalties in brackets)"]);
    const rows = [...container.querySelectorAll<HTMLElement>("tbody tr")];
    expect(
      rows.map((row) => [row.querySelector("td")?.textContent, within(row).getByRole("rowheader").textContent, row.dataset.goals, row.dataset.penalties]),
    ).toEqual([
      ["1", "Ali Hamdan", "3", "0"],
      ["1", "Bahaa Faisal", "3", "1"],
      ["3", "Mamadou Diallo", "2", "0"],
      ["3", "Mohannad Zoubi", "2", "0"],
    ]);
    expect(
      within(rows[0] ?? document.body)
        .getByRole("link", { name: "Al-Faisaly" })
        .getAttribute("href"),
    ).toBe("/en/sports/teams/fai");
  });

  test("penalty goals show in brackets and are read out in words", () => {
    const { container } = render(<TopScorersTable scorers={sampleTopScorers("en")} labels={labels} display={display} teamHref={sampleLinks("en").teamHref} />);
    const bahaa = container.querySelector("tr[data-player='weh-9'] td:last-child");
    expect(bahaa?.textContent).toBe("3 (1), 1 from penalties");
    expect(bahaa?.querySelector("[aria-hidden='true']")?.textContent).toBe("(1)");
    expect(container.querySelector("tr[data-player='fai-9'] td:last-child")?.textContent).toBe("3");
  });

  test("no scorers yet is said in words", () => {
    render(<TopScorersTable scorers={[]} labels={labels} display={display} teamHref={sampleLinks("en").teamHref} />);
    expect(screen.getByText("No goals scored yet.")).toBeTruthy();
  });
});
