import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createToastQueue, toastTiming } from "./toastQueue";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const shownKind = (queue: ReturnType<typeof createToastQueue>) => queue.current()?.kind ?? null;

describe("the toast queue (spec 4 and 9)", () => {
  test("a toast slides in after 100 ms and hides after its timeout, 2000 ms unless said", () => {
    const queue = createToastQueue();
    const heard = vi.fn<() => void>();
    queue.subscribe(heard);
    queue.show({ type: "success", message: "Saved.", kind: "saved" });
    vi.advanceTimersByTime(toastTiming.showAfterMs - 1);
    expect(queue.current()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(queue.current()).toMatchObject({ type: "success", message: "Saved.", kind: "saved" });
    vi.advanceTimersByTime(1999);
    expect(shownKind(queue)).toBe("saved");
    vi.advanceTimersByTime(1);
    expect(queue.current()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  test("one asked for while another shows waits, tried again after a growing delay, and shows once the screen is free", () => {
    const queue = createToastQueue();
    queue.show({ type: "info", message: "First", kind: "first", timeoutMs: 1000 });
    vi.advanceTimersByTime(100);
    queue.show({ type: "error", message: "Second", kind: "second" });
    // Busy at 200, 300 (100 later), 500 (200 later), 900 (400 later); free at 1100; next try at 1700 (800 later).
    vi.advanceTimersByTime(1000);
    expect(shownKind(queue)).toBeNull();
    vi.advanceTimersByTime(599);
    expect(shownKind(queue)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(shownKind(queue)).toBe("second");
  });

  test("closed early, it is gone; closing a toast no longer shown changes nothing", () => {
    const queue = createToastQueue();
    queue.show({ type: "warning", message: "Careful", kind: "careful", timeoutMs: 10_000 });
    vi.advanceTimersByTime(100);
    const shown = queue.current();
    expect(shown?.kind).toBe("careful");
    queue.dismiss(shown?.id ?? 0);
    expect(queue.current()).toBeNull();
    queue.show({ type: "info", message: "Next", kind: "next" });
    vi.advanceTimersByTime(100);
    queue.dismiss(shown?.id ?? 0);
    expect(shownKind(queue)).toBe("next");
  });
});
