// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { TimeDisplay } from "@/domain/guideTime";
import { sportsLabelsFor } from "../sportsLabels";
import { sampleAt, sampleFixtures, sampleLinks, sampleLiveClock, sampleTimeZone } from "../testing/sampleSports";
import { FixtureList, type FixtureListProps } from "./FixtureList";

// The browser is in the zone the server guessed, so the server's text stays.
vi.mock("@/components/guide/browserTimeZone", () => ({ browserTimeZone: () => "Asia/Amman" }));

afterEach(cleanup);

const plain = (text: string | null | undefined) =>
  (text ?? "")
    .replace(/[\u2009\u202f\u00a0]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const display: TimeDisplay = { locale: "en", timeZone: sampleTimeZone };
const labels = sportsLabelsFor("en");

function renderList(extra: Partial<FixtureListProps> = {}) {
  return render(
    <FixtureList
      fixtures={sampleFixtures("en")}
      labels={labels}
      display={display}
      at={sampleAt}
      liveClock={sampleLiveClock}
      {...sampleLinks("en")}
      {...extra}
    />,
  );
}

const row = (container: HTMLElement, id: string) => container.querySelector<HTMLElement>(`[data-fixture='${id}']`) ?? document.body;

describe("FixtureList", () => {
  test("on the web, kick-offs within 240 minutes form one group: 17:00 and 19:00 in Amman, then 22:00 on its own", () => {
    renderList();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => plain(heading.textContent));
    expect(headings).toEqual(["Today, 5:00 – 7:00 PM", "Today, 10:00 PM"]);
    const groups = screen.getAllByRole("list").map((list) =>
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.dataset.fixture),
    );
    expect(groups).toEqual([["md3-fai-weh", "md3-hus-ram"], ["md3-sha-sal"]]);
  });

  test("on a phone (300 minutes) the three kick-offs are one group", () => {
    renderList({ device: "mobile", headingLevel: 3 });
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => plain(heading.textContent))).toEqual(["Today, 5:00 – 10:00 PM"]);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  test("a finished fixture shows its score and FT; its match link reads each team with its goals, and the teams link to their pages", () => {
    const { container } = renderList();
    const finished = row(container, "md3-fai-weh");
    expect(finished.dataset.status).toBe("finished");
    expect(finished.querySelector("[data-score]")?.getAttribute("data-score")).toBe("3-2");
    expect(plain(finished.querySelector("[data-score]")?.textContent)).toBe("3–2");
    const links = within(finished).getAllByRole("link");
    expect(links.map((link) => [plain(link.textContent), link.getAttribute("href")])).toEqual([
      ["Al-Faisaly", "/en/sports/teams/fai"],
      ["3–2Al-Faisaly 3, Al-Wehdat 2 FTFull time", "/en/sports/matches/md3-fai-weh"],
      ["Al-Wehdat", "/en/sports/teams/weh"],
    ]);
    expect(within(finished).getByRole("link", { name: "Al-Faisaly 3, Al-Wehdat 2 Full time" })).toBeTruthy();
    // No link inside another.
    expect(finished.querySelector("a a")).toBeNull();
  });

  test("a live fixture shows a Live badge with the minute, read out as words", () => {
    const { container } = renderList();
    const live = row(container, "md3-hus-ram");
    expect(live.dataset.status).toBe("live");
    expect(within(live).getByText("Live").className).toBe("badge");
    expect(live.querySelector("[data-minute]")?.textContent).toBe("67'");
    expect(within(live).getByRole("link", { name: "Al-Hussein 1, Al-Ramtha 0 Live minute 67" })).toBeTruthy();
  });

  test("without a minute for it, a live fixture still says Live", () => {
    const { container } = renderList({ liveClock: undefined });
    const live = row(container, "md3-hus-ram");
    expect(within(live).getByText("Live")).toBeTruthy();
    expect(live.querySelector("[data-minute]")).toBeNull();
  });

  test("a scheduled fixture shows its kick-off in the viewer's zone, and its link names both teams", () => {
    const { container } = renderList();
    const scheduled = row(container, "md3-sha-sal");
    expect(scheduled.dataset.status).toBe("scheduled");
    expect(scheduled.querySelector("[data-score]")).toBeNull();
    expect(plain(scheduled.querySelector("time")?.textContent)).toBe("10:00 PM");
    expect(scheduled.querySelector("time")?.getAttribute("datetime")).toBe("2026-03-13T19:00:00Z");
    expect(within(scheduled).getByRole("link", { name: /^10:00\sPM Shabab Al-Ordon v Al-Salt$/ })).toBeTruthy();
  });

  test("an empty list says so in words", () => {
    renderList({ fixtures: [] });
    expect(screen.getByText("No matches to show.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  test("in Arabic for a viewer in Jordan, the words and digits are Arabic and the score reads home first", () => {
    const { container } = render(
      <FixtureList
        fixtures={sampleFixtures("ar")}
        labels={sportsLabelsFor("ar")}
        display={{ locale: "ar", timeZone: sampleTimeZone, country: "JO" }}
        at={sampleAt}
        liveClock={sampleLiveClock}
        {...sampleLinks("ar")}
      />,
    );
    expect(plain(screen.getAllByRole("heading")[0]?.textContent)).toMatch(/^اليوم، /);
    expect(within(row(container, "md3-fai-weh")).getByRole("link", { name: "الفيصلي ٣، الوحدات ٢ انتهت المباراة" })).toBeTruthy();
    expect(within(row(container, "md3-hus-ram")).getByText("مباشر")).toBeTruthy();
  });
});
