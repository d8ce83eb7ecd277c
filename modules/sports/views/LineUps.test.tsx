// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { sportsLabelsFor } from "../sportsLabels";
import { sampleLinks, sampleMatchPost, sampleTimeZone } from "../testing/sampleSports";
import { LineUps } from "./LineUps";

afterEach(cleanup);

const post = sampleMatchPost("en");
const teams = { home: post.fixture.home, away: post.fixture.away };
const display = { locale: "en" as const, timeZone: sampleTimeZone };

describe("LineUps", () => {
  test("each team under its own heading with its formation, starting eleven and substitutes, home first", () => {
    render(<LineUps lineups={post.lineups} teams={teams} labels={sportsLabelsFor("en")} display={display} teamHref={sampleLinks("en").teamHref} />);
    const sections = screen.getAllByRole("region");
    expect(sections.map((section) => section.dataset.side)).toEqual(["home", "away"]);
    const home = screen.getByRole("region", { name: "Al-Faisaly" });
    expect(within(home).getByText("Formation: 4-3-3")).toBeTruthy();
    expect(
      within(home)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Starting eleven", "Substitutes"]);
    const [starting, bench] = within(home).getAllByRole("list");
    expect(within(starting ?? document.body).getAllByRole("listitem")).toHaveLength(11);
    expect(
      within(bench ?? document.body)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "22Number 22 Abdallah Fakhoury",
      "15Number 15 Hadi Hourani",
      "14Number 14 Ibrahim Saadeh",
      "17Number 17 Ahmad Jaber",
      "19Number 19 Yousef Barakat",
    ]);
    expect(within(home).getByRole("link", { name: "Al-Faisaly" }).getAttribute("href")).toBe("/en/sports/teams/fai");
  });

  test("before the line-ups are published it says so", () => {
    render(<LineUps lineups={undefined} teams={teams} labels={sportsLabelsFor("en")} display={display} teamHref={sampleLinks("en").teamHref} />);
    expect(screen.getByText("Line-ups not published yet.")).toBeTruthy();
  });
});
