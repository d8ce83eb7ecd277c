// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { TimeDisplay } from "@/domain/guideTime";
import { createTestUi } from "../testing/createTestUi";
import { guideLabels } from "./guideLabels";
import { NowNextView } from "./NowNextView";
import { sampleAt, sampleNowNext, sampleTimeZone } from "./sampleGuide";

// The browser is in the zone the server guessed, so the server's text stays (LocalTime.test.tsx covers the other case).
vi.mock("./browserTimeZone", () => ({ browserTimeZone: () => "Asia/Amman" }));

afterEach(cleanup);

const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u2009\u202f\u00a0]/g, " ");
const display: TimeDisplay = { locale: "en", timeZone: sampleTimeZone };
const labels = guideLabels(createTestUi("en").t);

describe("NowNextView", () => {
  test.each([
    ["2026-03-10T18:00:00Z", 0],
    ["2026-03-10T19:00:00Z", 50],
    ["2026-03-10T20:00:00Z", 100],
  ])("at %s the bar reads %d, clamped to 0..100", (at, percent) => {
    render(<NowNextView nowNext={sampleNowNext("en")} at={at} display={display} labels={labels} />);
    const bar = screen.getByRole("progressbar");
    expect(bar instanceof HTMLProgressElement ? bar.value : undefined).toBe(percent);
    expect(bar.getAttribute("aria-valuetext")).toBe(`${percent}% elapsed`);
    cleanup();
  });

  test("given a programme on now, it names it with its times in the viewer's zone and says what comes next and when", () => {
    const { container } = render(<NowNextView nowNext={sampleNowNext("en")} at={sampleAt} display={display} labels={labels} />);
    expect(screen.getByText("Kitchen Stories")).toBeTruthy();
    expect(screen.getByText("On now")).toBeTruthy();
    // 18:30–19:30 UTC is 21:30–22:30 in Amman (UTC+3).
    const times = [...container.querySelectorAll("time")].map((time) => plain(time.textContent));
    expect(times).toEqual(["9:30 – 10:30 PM", "10:30 PM"]);
    expect(plain(container.querySelector("[data-guide='now-next'] > p:last-child")?.textContent)).toBe("Next: Quiz Night at 10:30 PM");
  });

  test("the progress bar says how far the programme has got at the page's moment, as a percent of 0 to 100", () => {
    render(<NowNextView nowNext={sampleNowNext("en")} at={sampleAt} display={display} labels={labels} />);
    const bar = screen.getByRole("progressbar", { name: "How far Kitchen Stories has got" });
    // A native <progress>: its value and maximum are what browsers expose as aria-valuenow and aria-valuemax (its minimum is 0).
    if (!(bar instanceof HTMLProgressElement)) throw new Error("the progress bar is not a <progress>");
    // 19:12 is 42 minutes into 18:30–19:30.
    expect(bar.value).toBe(70);
    expect(bar.max).toBe(100);
    expect(bar.getAttribute("aria-valuetext")).toBe("70% elapsed");
  });

  test("given a gap in the guide now, it says so in words and shows no progress bar, and still says what comes next", () => {
    const { container } = render(<NowNextView nowNext={sampleNowNext("en", "gap")} at={sampleAt} display={display} labels={labels} />);
    expect(screen.getByText("No programme information for now")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(plain(container.querySelector("[data-guide='now-next']")?.textContent)).toContain("Next: World Report at 10:30 PM");
  });

  test("given nothing after the programme on now, it says nothing is scheduled next", () => {
    render(<NowNextView nowNext={sampleNowNext("en", "end")} at={sampleAt} display={display} labels={labels} />);
    expect(screen.getByText("The Hidden Sea")).toBeTruthy();
    expect(screen.getByText("Nothing scheduled next")).toBeTruthy();
  });

  test("given neither now nor next, both gaps are said", () => {
    render(<NowNextView nowNext={{}} at={sampleAt} display={display} labels={labels} />);
    expect(screen.getByText("No programme information for now")).toBeTruthy();
    expect(screen.getByText("Nothing scheduled next")).toBeTruthy();
  });

  test("in Arabic for a viewer in Jordan, the words are Arabic and the times take Jordan's digits", () => {
    const arabic = guideLabels(createTestUi("ar").t);
    const { container } = render(<NowNextView nowNext={sampleNowNext("ar")} at={sampleAt} display={{ locale: "ar", timeZone: sampleTimeZone, country: "JO" }} labels={arabic} />);
    expect(screen.getByRole("progressbar", { name: "مدى تقدّم حكايات المطبخ" }).getAttribute("aria-valuetext")).toBe("مضى 70٪");
    expect(plain(container.querySelector("time")?.textContent)).toBe("٩:٣٠–١٠:٣٠ م");
    expect(container.textContent).toContain("التالي: ليلة المسابقات في");
  });
});
