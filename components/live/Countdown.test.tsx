// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Countdown } from "./Countdown";

const refresh = vi.fn<() => void>();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const labels = { startsIn: "Starts in {{time}}", started: "Live now" };

describe("Countdown", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-27T17:59:57.000Z"));
    refresh.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  test("ticks in the browser, says the event is live at its start and refreshes the page once", () => {
    render(<Countdown startsAt="2026-11-27T18:00:00.000Z" display={{ locale: "en" }} text="Starts in 0 min 3 sec" labels={labels} refreshAtStart />);
    const time = screen.getByText(/Starts in/);
    expect(time.getAttribute("datetime")).toBe("2026-11-27T18:00:00.000Z");
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(time.textContent).toBe("Starts in 0 min 2 sec");
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(time.textContent).toBe("Live now");
    expect(refresh).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  test("a rail's countdown does not refresh the page", () => {
    render(<Countdown startsAt="2026-11-27T18:00:00.000Z" display={{ locale: "en" }} text="Starts in 0 min 3 sec" labels={labels} />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText("Live now")).toBeTruthy();
    expect(refresh).not.toHaveBeenCalled();
  });
});
