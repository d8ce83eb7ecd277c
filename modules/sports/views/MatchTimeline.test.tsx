// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { TimeDisplay } from "@/domain/guideTime";
import { matchEventTypes } from "@/domain/sports/matchEvents";
import type { MatchEvent } from "@/domain/sports/types";
import { sportsLabelsFor } from "../sportsLabels";
import { sampleMatchPost, sampleTimeZone } from "../testing/sampleSports";
import { MatchTimeline, timelineOrder } from "./MatchTimeline";

afterEach(cleanup);

const display: TimeDisplay = { locale: "en", timeZone: sampleTimeZone };
const labels = sportsLabelsFor("en");
const post = sampleMatchPost("en");
const teams = { home: post.fixture.home, away: post.fixture.away };

function renderTimeline(events: readonly MatchEvent[] = post.events) {
  return render(<MatchTimeline events={events} teams={teams} labels={labels} display={display} />);
}

describe("timelineOrder", () => {
  test("orders by half, minute and added time, keeping the given order at the same moment", () => {
    const at = (id: string, period: 1 | 2, minute: number, addedTime = 0): MatchEvent => ({ id, type: "yellowCard", period, minute, addedTime, teamId: "fai" });
    const ordered = timelineOrder([
      at("second-half", 2, 46),
      at("added", 1, 45, 2),
      at("early", 1, 12),
      at("same-a", 2, 70),
      at("same-b", 2, 70),
      at("first-added", 1, 45, 1),
    ]);
    expect(ordered.map((event) => event.id)).toEqual(["early", "first-added", "added", "second-half", "same-a", "same-b"]);
  });
});

describe("MatchTimeline", () => {
  test("an ordered list named as the match's events, in match order even when given shuffled", () => {
    const { container } = renderTimeline([...post.events].reverse());
    const list = screen.getByRole("list", { name: "Match events" });
    expect(list.tagName).toBe("OL");
    expect([...container.querySelectorAll("li")].map((item) => item.querySelector("[aria-hidden='true']")?.textContent)).toEqual([
      "12'",
      "18'",
      "24'",
      "33'",
      "35'",
      "40'",
      "45+2'",
      "46'",
      "52'",
      "58'",
      "63'",
      "70'",
      "71'",
      "78'",
      "84'",
      "90+3'",
    ]);
  });

  test("every event type of the sample is there, each with its words, its picture hidden from assistive technology", () => {
    const { container } = renderTimeline();
    const types = [...container.querySelectorAll<HTMLElement>("li")].map((item) => item.dataset.type);
    expect(new Set(types)).toEqual(new Set(matchEventTypes));
    for (const item of container.querySelectorAll("li")) {
      expect(item.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
      expect(item.textContent?.length).toBeGreaterThan(10);
    }
  });

  test("each item reads its minute in words, the event, and after a goal the score", () => {
    renderTimeline();
    const items = screen.getAllByRole("listitem");
    expect(items[0]?.textContent).toBe("12'minute 12 Goal for Al-Faisaly: Ali Hamdan, assisted by Mahmoud Zaid 1–0Al-Faisaly 1, Al-Wehdat 0");
    expect(items[6]?.textContent).toBe("45+2'minute 45 plus 2 Own goal by Samer Awad, counted for Al-Faisaly 2–1Al-Faisaly 2, Al-Wehdat 1");
    expect(items[7]?.textContent).toBe("46'minute 46 Substitution, Al-Faisaly: on Yousef Barakat, off Anas Hijazi");
    expect(items.map((item) => item.querySelector("[data-score]")?.getAttribute("data-score")).filter(Boolean)).toEqual(["1-0", "1-1", "2-1", "2-2", "3-2"]);
  });

  test("each event is on its team's side: the home team's at the inline start, the away team's at the inline end", () => {
    const { container } = renderTimeline();
    const side = (id: string) => container.querySelector<HTMLElement>(`[data-event='${id}']`)?.dataset.side;
    expect(side("md3-fai-weh-e1")).toBe("home");
    expect(side("md3-fai-weh-e2")).toBe("away");
    // The own goal counts for Al-Faisaly, so it sits on their side though an Al-Wehdat player scored it.
    expect(side("md3-fai-weh-e7")).toBe("home");
    expect(container.querySelector("[data-event='md3-fai-weh-e2']")?.className).toMatch(/away/);
  });

  test("without events it says so", () => {
    renderTimeline([]);
    expect(screen.getByText("No events yet.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  test("in Arabic the words are Arabic", () => {
    const arabic = sampleMatchPost("ar");
    render(
      <MatchTimeline
        events={arabic.events}
        teams={{ home: arabic.fixture.home, away: arabic.fixture.away }}
        labels={sportsLabelsFor("ar")}
        display={{ locale: "ar", timeZone: sampleTimeZone, country: "JO" }}
      />,
    );
    const list = screen.getByRole("list", { name: "أحداث المباراة" });
    expect(within(list).getAllByRole("listitem")[0]?.textContent).toContain("هدف لصالح الفيصلي: علي حمدان، بتمريرة من محمود زيد");
    expect(within(list).getAllByRole("listitem")[0]?.textContent).toContain("١–٠");
  });
});
