// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { TimeDisplay } from "@/domain/guideTime";
import { sportsLabelsFor } from "../sportsLabels";
import { sampleAt, sampleLinks, sampleMatchLive, sampleMatchPost, sampleMatchPre, sampleTimeZone } from "../testing/sampleSports";
import { MatchHeader, type MatchHeaderProps } from "./MatchHeader";

vi.mock("@/components/guide/browserTimeZone", () => ({ browserTimeZone: () => "Asia/Amman" }));

afterEach(cleanup);

const plain = (text: string | null | undefined) =>
  (text ?? "")
    .replace(/[\u2009\u202f\u00a0]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const display: TimeDisplay = { locale: "en", timeZone: sampleTimeZone };
const labels = sportsLabelsFor("en");
const { teamHref } = sampleLinks("en");

function renderHeader(props: Pick<MatchHeaderProps, "fixture"> & Partial<MatchHeaderProps>) {
  return render(<MatchHeader labels={labels} display={display} teamHref={teamHref} {...props} />);
}

const scoreElement = (container: HTMLElement) => container.querySelector<HTMLElement>("[data-sports='match-header'] p") ?? document.body;

describe("MatchHeader", () => {
  test("a live match: both teams link to their pages, the score with data-score, the minute with data-minute, Live", () => {
    const live = sampleMatchLive("en");
    const { container } = renderHeader({ fixture: live.fixture, clock: live.clock, phase: live.phase });
    const board = screen.getByRole("region", { name: "Al-Hussein v Al-Ramtha" });
    expect(
      within(board)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Al-Hussein", "/en/sports/teams/hus"],
      ["Al-Ramtha", "/en/sports/teams/ram"],
    ]);
    const score = scoreElement(container);
    expect(score.dataset.score).toBe("1-0");
    expect(score.dataset.minute).toBe("67");
    expect(score.textContent).toBe("1–0Al-Hussein 1, Al-Ramtha 0");
    expect(within(board).getByText("Live").className).toBe("badge");
    expect(within(board).getByText("67'").getAttribute("aria-hidden")).toBe("true");
    expect(within(board).getByText("minute 67")).toBeTruthy();
    expect(within(board).getByText("Venue: Al-Hassan Stadium, Irbid")).toBeTruthy();
  });

  test("in added time the minute reads 90+3'", () => {
    const live = sampleMatchLive("en");
    const { container } = renderHeader({ fixture: live.fixture, clock: { minute: 90, addedTime: 3 }, phase: "secondHalf" });
    expect(scoreElement(container).dataset.minute).toBe("90+3");
    expect(screen.getByText("90+3'")).toBeTruthy();
    expect(screen.getByText("minute 90 plus 3")).toBeTruthy();
  });

  test("at half time it says so, with no running minute", () => {
    const live = sampleMatchLive("en");
    renderHeader({ fixture: live.fixture, clock: { minute: 45, addedTime: 0 }, phase: "halfTime" });
    expect(screen.getByText("Half time")).toBeTruthy();
    expect(screen.queryByText("45'")).toBeNull();
  });

  test("a finished match shows its final score and Full time", () => {
    const { container } = renderHeader({ fixture: sampleMatchPost("en").fixture });
    expect(scoreElement(container).dataset.score).toBe("3-2");
    expect(scoreElement(container).dataset.minute).toBeUndefined();
    expect(screen.getByText("Full time")).toBeTruthy();
  });

  test("a match to come shows its kick-off in the viewer's zone, with its day when the page's moment is given", () => {
    const { container } = renderHeader({ fixture: sampleMatchPre("en").fixture, at: sampleAt });
    expect(scoreElement(container).dataset.score).toBeUndefined();
    expect(plain(scoreElement(container).textContent)).toBe("Kick-off Today, 10:00 PM");
    expect(screen.getByText("Not started")).toBeTruthy();
  });

  test("in Arabic the words and digits are Arabic", () => {
    const live = sampleMatchLive("ar");
    const { container } = render(
      <MatchHeader
        fixture={live.fixture}
        clock={live.clock}
        phase={live.phase}
        labels={sportsLabelsFor("ar")}
        display={{ locale: "ar", timeZone: sampleTimeZone, country: "JO" }}
        teamHref={sampleLinks("ar").teamHref}
      />,
    );
    expect(screen.getByRole("region", { name: "الحسين ضد الرمثا" })).toBeTruthy();
    expect(scoreElement(container).textContent).toBe("١–٠الحسين ١، الرمثا ٠");
    expect(screen.getByText("الدقيقة ٦٧")).toBeTruthy();
  });
});
