// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { TimeDisplay } from "@/domain/guideTime";
import { createTestUi } from "../testing/createTestUi";
import { ChannelDayView } from "./ChannelDayView";
import { guideLabels } from "./guideLabels";
import { sampleAt, sampleSchedule, sampleTimeZone } from "./sampleGuide";

vi.mock("./browserTimeZone", () => ({ browserTimeZone: () => "Asia/Amman" }));

afterEach(cleanup);

const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u2009\u202f\u00a0]/g, " ").replace(/\s+/g, " ").trim();
const display: TimeDisplay = { locale: "en", timeZone: sampleTimeZone };
const labels = guideLabels(createTestUi("en").t);

function renderDay(at = sampleAt, schedule = sampleSchedule("en")) {
  return render(<ChannelDayView schedule={schedule} at={at} display={display} labels={labels} headingId="day-ch-1" />);
}

describe("ChannelDayView", () => {
  test("a section named by its heading lists the channel's programmes in order, with a gap said in words", () => {
    renderDay();
    const section = screen.getByRole("region", { name: "Schedule: Shasha 1" });
    expect(within(section).getByRole("heading", { level: 2 })).toBeTruthy();
    const items = within(section).getAllByRole("listitem").map((item) => plain(item.textContent));
    expect(items).toEqual([
      "8:30 – 9:30 PMThe Family Hour",
      "9:30 – 10:30 PMKitchen StoriesOn nowS1 E4",
      "10:30 – 11:15 PMQuiz Night",
      "11:15 – 11:30 PMNo programme information",
      "11:30 PM – 12:30 AMThe Long RoadS2 E14 · Drama",
    ]);
  });

  test("the programme on now is the current one for assistive technology and carries a visible On now badge", () => {
    renderDay();
    const current = screen.getAllByRole("listitem").filter((item) => item.getAttribute("aria-current") !== null);
    expect(current).toHaveLength(1);
    expect(current[0]?.getAttribute("aria-current")).toBe("time");
    expect(current[0]?.textContent).toContain("Kitchen Stories");
    expect(within(current[0] ?? document.body).getByText("On now").className).toBe("badge");
  });

  test("programmes that have ended are muted but keep their text; those to come are not muted", () => {
    const { container } = renderDay();
    const ended = container.querySelector("[data-programme='ch-1-p1']");
    const later = container.querySelector("[data-programme='ch-1-p3']");
    expect(ended?.className).toMatch(/past/);
    expect(ended?.textContent).toContain("The Family Hour");
    expect(later?.className).not.toMatch(/past/);
  });

  test("the day is named against the page's moment in the viewer's zone", () => {
    const { container, unmount } = renderDay();
    expect(container.querySelector("header time, [data-guide='channel-day'] > div > time")?.textContent).toBe("Today");
    unmount();
    const tomorrow = { ...sampleSchedule("en"), from: "2026-03-11T06:00:00Z", to: "2026-03-11T09:00:00Z", programmes: [] };
    renderDay(sampleAt, tomorrow);
    expect(screen.getByText("Tomorrow")).toBeTruthy();
  });

  test("given no programmes, it says so instead of an empty list", () => {
    renderDay(sampleAt, { ...sampleSchedule("en"), programmes: [] });
    expect(screen.getByText("No programmes listed for this day.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  test("in Arabic the heading and the badge are Arabic", () => {
    render(<ChannelDayView schedule={sampleSchedule("ar")} at={sampleAt} display={{ ...display, locale: "ar" }} labels={guideLabels(createTestUi("ar").t)} headingId="d" headingLevel={3} />);
    expect(screen.getByRole("heading", { level: 3, name: "جدول البرامج: شاشا 1" })).toBeTruthy();
    expect(screen.getByText("يُعرض الآن")).toBeTruthy();
  });

  test("where the channel allows, the programme on now starts over and the ones that aired play again; later ones do not", () => {
    const schedule = sampleSchedule("en");
    render(<ChannelDayView schedule={schedule} at={sampleAt} display={display} labels={labels} headingId="day-ch-1" programmeHref={(programme) => `/en/play?programme=${programme.id}`} />);
    const links = screen.getAllByRole("link").map((link) => [plain(link.textContent), link.getAttribute("href")]);
    expect(links).toEqual([
      ["Watch again: The Family Hour", "/en/play?programme=ch-1-p1"],
      ["Start over: Kitchen Stories", "/en/play?programme=ch-1-p2"],
    ]);
    cleanup();
    const noRights = { ...schedule, channel: { ...schedule.channel, replay: { startoverEnabled: false, catchupDays: 0 } } };
    render(<ChannelDayView schedule={noRights} at={sampleAt} display={display} labels={labels} headingId="day-ch-1" programmeHref={() => "/x"} />);
    expect(screen.queryAllByRole("link")).toEqual([]);
  });
});
