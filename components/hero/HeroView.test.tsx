// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { HeroBlock } from "@/screens-schema/types";
import { heroBlock } from "../testing/blockFixtures";
import { contentItems } from "../testing/contentItems";
import { createTestUi } from "../testing/createTestUi";
import { HeroView } from "./HeroView";

const rootProps = { "data-block": "hero", "data-block-id": "home-hero" } as const;

/** jsdom has no matchMedia; answer "wide screen" and the given reduced-motion preference. */
function mockMatchMedia(reducedMotion: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("prefers-reduced-motion") ? reducedMotion : true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderHero(locale: "ar" | "en", block: HeroBlock = heroBlock) {
  return render(<HeroView block={block} rootProps={rootProps} ui={createTestUi(locale)} items={contentItems(locale)} />);
}

function visibleSlide(): string | null {
  const visible = screen.getAllByRole("group", { hidden: true }).filter((slide) => slide.getAttribute("aria-hidden") !== "true");
  return visible.map((slide) => slide.getAttribute("aria-label")).join("|");
}

beforeEach(() => mockMatchMedia(false));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("HeroView", () => {
  test("is a labelled carousel whose first slide is visible and whose slides are all in the markup", () => {
    renderHero("en");
    const carousel = screen.getByRole("region", { name: "Featured" });
    expect(carousel.getAttribute("aria-roledescription")).toBe("carousel");
    expect(screen.getAllByRole("group", { hidden: true })).toHaveLength(5);
    expect(visibleSlide()).toBe("1 of 5");
    expect(screen.getByRole("link", { name: "Watch now: The Long Road" }).getAttribute("href")).toBe("/en/series/the-long-road/series-12");
  });

  test("limit caps the slides and the first image loads eagerly", () => {
    const { container } = renderHero("en", { ...heroBlock, limit: 2 });
    expect(screen.getAllByRole("group", { hidden: true })).toHaveLength(2);
    const images = container.querySelectorAll("img");
    expect(images[0]?.getAttribute("loading")).toBe("eager");
    expect(images[1]?.getAttribute("loading")).toBe("lazy");
  });

  test("next, previous and dot buttons move between slides, wrapping at the ends", () => {
    renderHero("en");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(visibleSlide()).toBe("2 of 5");
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 4" }));
    expect(visibleSlide()).toBe("4 of 5");
    expect(screen.getByRole("button", { name: "Go to slide 4" }).getAttribute("aria-current")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(visibleSlide()).toBe("3 of 5");
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(visibleSlide()).toBe("5 of 5");
  });

  test("in LTR the right arrow key goes to the next slide", () => {
    renderHero("en");
    fireEvent.keyDown(screen.getByRole("button", { name: "Next slide" }), { key: "ArrowRight" });
    expect(visibleSlide()).toBe("2 of 5");
  });

  test("in RTL the left arrow key goes to the next slide (toward inline-end) and the right arrow goes back", () => {
    renderHero("ar");
    const next = screen.getByRole("button", { name: "الشريحة التالية" });
    fireEvent.keyDown(next, { key: "ArrowLeft" });
    expect(visibleSlide()).toBe("2 من 5");
    fireEvent.keyDown(next, { key: "ArrowRight" });
    expect(visibleSlide()).toBe("1 من 5");
  });

  test("autoplay advances every intervalMs and pauses while hovered", () => {
    vi.useFakeTimers();
    renderHero("en", { ...heroBlock, intervalMs: 1000 });
    act(() => vi.advanceTimersByTime(1000));
    expect(visibleSlide()).toBe("2 of 5");
    fireEvent.mouseEnter(screen.getByRole("button", { name: "Next slide" }).parentElement ?? document.body);
    act(() => vi.advanceTimersByTime(3000));
    expect(visibleSlide()).toBe("2 of 5");
  });

  test("the pause button stops autoplay for good, beyond hover and focus, and the play button starts it again", () => {
    vi.useFakeTimers();
    renderHero("en", { ...heroBlock, intervalMs: 1000 });
    const pause = screen.getByRole("button", { name: "Pause the slide show" });
    fireEvent.click(pause);
    // Clicking moved focus into the carousel; once it leaves, the viewer's choice still holds.
    fireEvent.blur(pause, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(3000));
    expect(visibleSlide()).toBe("1 of 5");
    fireEvent.click(screen.getByRole("button", { name: "Play the slide show" }));
    fireEvent.blur(screen.getByRole("button", { name: "Pause the slide show" }), { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(1000));
    expect(visibleSlide()).toBe("2 of 5");
  });

  test("autoplay is off when the user prefers reduced motion, and there is nothing to pause", () => {
    mockMatchMedia(true);
    vi.useFakeTimers();
    renderHero("en", { ...heroBlock, intervalMs: 1000 });
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide()).toBe("1 of 5");
    expect(screen.queryByRole("button", { name: "Pause the slide show" })).toBeNull();
  });

  test("the rotation button is named in Arabic and French too", () => {
    renderHero("ar");
    expect(screen.getByRole("button", { name: "إيقاف العرض التلقائي مؤقتًا" })).toBeTruthy();
    cleanup();
    render(<HeroView block={heroBlock} rootProps={rootProps} ui={createTestUi("fr")} items={contentItems("fr")} />);
    expect(screen.getByRole("button", { name: "Mettre le diaporama en pause" })).toBeTruthy();
  });

  test("the landing-hero preset shows three slides at once", () => {
    renderHero("en", { ...heroBlock, preset: "landing-hero" });
    expect(visibleSlide()).toBe("1 of 5|2 of 5|3 of 5");
    expect(screen.getAllByRole("button", { name: /Go to slide/ })).toHaveLength(3);
  });
});
