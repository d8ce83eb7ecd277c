// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { GuidePage } from "@/domain/guide";
import type { TimeDisplay } from "@/domain/guideTime";
import { createTestUi } from "../testing/createTestUi";
import { GuideGrid, type GuideGridProps } from "./GuideGrid";
import { guideLabels } from "./guideLabels";
import { sampleFilters, sampleGuidePage, sampleTimeZone } from "./sampleGuide";

vi.mock("./browserTimeZone", () => ({ browserTimeZone: () => "Asia/Amman" }));

const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u2009\u202f\u00a0]/g, " ");
const display: TimeDisplay = { locale: "en", timeZone: sampleTimeZone };
const labels = guideLabels(createTestUi("en").t);
const scrolled = vi.fn<(options?: ScrollIntoViewOptions | boolean) => void>();

beforeEach(() => {
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  cleanup();
  scrolled.mockReset();
});

function renderGrid(dir: "ltr" | "rtl" = "ltr", page: GuidePage = sampleGuidePage("en"), extra: Partial<GuideGridProps> = {}) {
  return render(
    <div dir={dir}>
      <GuideGrid page={page} display={display} labels={labels} id="guide" {...extra} />
    </div>,
  );
}

const focusedTitle = () => document.activeElement?.querySelector("span")?.textContent;
const cell = (title: string) => screen.getByText(title).closest<HTMLElement>("[role='gridcell']");
const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

describe("GuideGrid: an ARIA grid of channels by half hours", () => {
  test("row headers name the channels and column headers the half hours, in the viewer's zone", () => {
    renderGrid();
    const grid = screen.getByRole("grid", { name: "Programme guide" });
    expect(grid.getAttribute("aria-rowcount")).toBe("5");
    expect(grid.getAttribute("aria-colcount")).toBe("7");
    expect(within(grid).getAllByRole("row")).toHaveLength(5);
    expect(within(grid).getAllByRole("rowheader").map((header) => header.textContent)).toEqual(["Shasha 1", "Shasha Sports", "Shasha News", "Shasha Drama"]);
    // 18:00–21:00 UTC is 21:00–24:00 in Amman.
    expect(within(grid).getAllByRole("columnheader").map((header) => plain(header.textContent))).toEqual(["Channel", "9:00 PM", "9:30 PM", "10:00 PM", "10:30 PM", "11:00 PM", "11:30 PM"]);
  });

  test("each programme's cell starts at its half hour's column and spans up to the next programme's", () => {
    renderGrid();
    const place = (title: string) => [cell(title)?.getAttribute("aria-colindex"), cell(title)?.getAttribute("aria-colspan")];
    expect(place("Kitchen Stories")).toEqual(["3", "2"]);
    // 18:15–19:05 touches three half hours, but the next programme's column starts in the third.
    expect(place("Nights of Riyadh")).toEqual(["2", "2"]);
    expect(place("The Hidden Sea")).toEqual(["4", "4"]);
    expect(cell("The Hidden Sea")?.style.getPropertyValue("--offset")).toBe("65");
    expect(cell("The Hidden Sea")?.style.getPropertyValue("--length")).toBe("95");
  });

  test("the programmes on now, and only those, are marked current; ended ones are marked past", () => {
    renderGrid();
    const current = screen.getAllByRole("gridcell").filter((item) => item.getAttribute("aria-current") === "time");
    expect(current.map((item) => item.querySelector("span")?.textContent)).toEqual(["Kitchen Stories", "Al-Faisaly v Al-Wehdat", "The Hidden Sea"]);
    expect(current.every((item) => /current/.test(item.className))).toBe(true);
    expect(cell("Evening News")?.className).toMatch(/past/);
    expect(cell("World Report")?.className).not.toMatch(/past/);
  });

  test("the grid is one Tab stop: the first programme on now", () => {
    renderGrid();
    const stops = screen.getAllByRole("gridcell").filter((item) => item.tabIndex === 0);
    expect(stops).toEqual([cell("Kitchen Stories")]);
  });

  test("the now line sits at the page's moment, hidden from assistive technology, and Jump to now scrolls to it", () => {
    const { container } = renderGrid();
    const line = container.querySelector<HTMLElement>("#guide-now");
    expect(line?.getAttribute("aria-hidden")).toBe("true");
    expect(line?.style.getPropertyValue("--now")).toBe("72");
    fireEvent.click(screen.getByRole("button", { name: "Jump to now" }));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(line);
    expect(scrolled.mock.calls[0]?.[0]).toMatchObject({ inline: "center", block: "nearest" });
  });

  test("given a moment outside the window, there is no now line and no jump button", () => {
    renderGrid("ltr", { ...sampleGuidePage("en"), at: "2026-03-10T23:00:00Z" });
    expect(document.querySelector("#guide-now")).toBeNull();
    expect(screen.queryByRole("button", { name: "Jump to now" })).toBeNull();
  });

  test("a channel without programmes in the window says so in a cell across the row", () => {
    const page = sampleGuidePage("en");
    renderGrid("ltr", { ...page, channels: page.channels.map((channel, index) => (index === 1 ? { ...channel, programmes: [] } : channel)) });
    const empty = screen.getByText("No programme information").closest("[role='gridcell']");
    expect(empty?.getAttribute("aria-colspan")).toBe("6");
    expect(empty?.getAttribute("tabindex")).toBeNull();
  });

  test("axe finds no violation of the ARIA rules in the grid's markup", async () => {
    const { container } = renderGrid();
    const results = await axe.run(container, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"] }, rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

describe("GuideGrid by keyboard", () => {
  test("left to right: the arrows move along a channel, Home and End go to its first and last programme", () => {
    renderGrid("ltr");
    cell("Kitchen Stories")?.focus();
    press("ArrowRight");
    expect(focusedTitle()).toBe("Quiz Night");
    press("ArrowLeft");
    expect(focusedTitle()).toBe("Kitchen Stories");
    press("End");
    expect(focusedTitle()).toBe("The Long Road");
    press("Home");
    expect(focusedTitle()).toBe("The Family Hour");
    expect(screen.getAllByRole("gridcell").filter((item) => item.tabIndex === 0)).toEqual([cell("The Family Hour")]);
  });

  test("right to left: the left arrow goes forward in time, as the programmes are laid out", () => {
    renderGrid("rtl");
    cell("Kitchen Stories")?.focus();
    press("ArrowLeft");
    expect(focusedTitle()).toBe("Quiz Night");
    press("ArrowRight");
    press("ArrowRight");
    expect(focusedTitle()).toBe("The Family Hour");
  });

  test("up and down move to the programme of the channel above or below at the same time, keeping that time", () => {
    renderGrid();
    cell("Quiz Night")?.focus();
    press("ArrowDown");
    expect(focusedTitle()).toBe("Al-Faisaly v Al-Wehdat");
    // Still 19:30: World Report (19:30–20:00), not Evening News, which ended at 19:00 (the match began then).
    press("ArrowDown");
    expect(focusedTitle()).toBe("World Report");
    press("ArrowDown");
    expect(focusedTitle()).toBe("The Hidden Sea");
    press("ArrowUp");
    press("ArrowUp");
    press("ArrowUp");
    expect(focusedTitle()).toBe("Quiz Night");
  });

  test("each channel's name links to its page: reached from its row by Home or the arrow back, not a Tab stop of its own", () => {
    renderGrid("ltr", sampleGuidePage("en"), { channelHref: (channel) => `/en/channel/${channel.id}` });
    const link = screen.getByRole("link", { name: "Shasha 1" });
    expect(link.getAttribute("href")).toBe("/en/channel/ch-1");
    expect(link.closest("[role='rowheader']")).toBeTruthy();
    expect(link.tabIndex).toBe(-1);
    cell("Quiz Night")?.focus();
    press("Home");
    expect(document.activeElement).toBe(link);
    press("ArrowRight");
    expect(focusedTitle()).toBe("The Family Hour");
    press("ArrowLeft");
    press("ArrowDown");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Shasha Sports" }));
    expect([...document.querySelectorAll<HTMLElement>("[tabindex='0']")]).toEqual([screen.getByRole("link", { name: "Shasha Sports" })]);
  });

  test("keys with a modifier are left to the browser", () => {
    renderGrid();
    cell("Kitchen Stories")?.focus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "ArrowRight", shiftKey: true });
    expect(focusedTitle()).toBe("Kitchen Stories");
  });
});

describe("GuideGrid's filters", () => {
  test("each event type and genre is a link the page built, the chosen one current, with a link back to every channel", () => {
    renderGrid("ltr", sampleGuidePage("en"), {
      filters: { filters: sampleFilters("en"), active: { genre: "drama" }, filterHref: (id, kind) => `/en/guide?${kind}=${id}`, allHref: "/en/guide" },
    });
    const nav = screen.getByRole("navigation", { name: "Filter the guide" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["All channels", "/en/guide"],
      ["Sport (1)", "/en/guide?eventType=sport"],
      ["News (1)", "/en/guide?eventType=news"],
      ["Entertainment (2)", "/en/guide?eventType=entertainment"],
      ["Drama (1)", "/en/guide?genre=drama"],
      ["Kids (1)", "/en/guide?genre=kids"],
    ]);
    expect(links.filter((link) => link.getAttribute("aria-current") === "true").map((link) => link.textContent)).toEqual(["Drama (1)"]);
    expect(within(nav).getByRole("list", { name: "Genre" })).toBeTruthy();
  });
});
