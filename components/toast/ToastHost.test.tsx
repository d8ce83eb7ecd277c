// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { showToast } from "./toastQueue";
import { ToastHost } from "./ToastHost";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const sessionMessages = { isSessionExpired: "Your session has ended.", autoLogout: "Signed out.", accountDeleted: "Deleted.", socialAccountExists: "Exists." };

describe("the page's toasts", () => {
  test("an error is an alert in its colour's type; a success a polite status; each closes by its button", () => {
    render(<ToastHost dismiss="Close" sessionMessages={sessionMessages} />);
    act(() => {
      showToast({ type: "error", message: "The check failed (code X1).", kind: "bot-check", timeoutMs: 8000 });
      vi.advanceTimersByTime(100);
    });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("The check failed (code X1).");
    expect(alert.querySelector("[data-type='error'][data-toast='bot-check']")).not.toBeNull();
    expect(screen.getByRole("status").textContent).toBe("");
    act(() => fireEvent.click(screen.getByRole("button", { name: "Close" })));
    expect(screen.getByRole("alert").textContent).toBe("");

    act(() => {
      showToast({ type: "success", message: "Saved.", kind: "saved" });
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole("status").textContent).toContain("Saved.");
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  test("an address's session flag is a warning for 10 s, taken off the address", () => {
    window.history.replaceState(null, "", "/en?isSessionExpired=true&tab=2");
    render(<ToastHost dismiss="Close" sessionMessages={sessionMessages} />);
    expect(window.location.search).toBe("?tab=2");
    act(() => void vi.advanceTimersByTime(100));
    expect(screen.getByRole("status").querySelector("[data-toast='session'][data-type='warning']")?.textContent).toContain("Your session has ended.");
    act(() => void vi.advanceTimersByTime(9999));
    expect(screen.getByRole("status").textContent).toContain("Your session has ended.");
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
