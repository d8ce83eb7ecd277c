// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import type { Locale } from "@/domain/types";
import { revokedNoticeEvent, revokedNoticeSeenKey, SessionChecks } from "./SessionChecks";

// The tiles' progress bars are another check of SessionChecks: nothing to draw here.
vi.mock("../tile/tileProgressOverlay", () => ({ paintPageProgress: vi.fn<() => Promise<number>>(async () => 0) }));

/** The server's templates (serverTexts.ts sessionChecksTextKeys), as props. */
const texts = {
  "continueWatching.progress": "{{percent}}% watched",
  "session.revoked.title": "Your subscription has ended",
  "session.revoked.body": "Your subscription ended because the payment did not go through. Join again to keep watching.",
  "session.revoked.joinNow": "Join now",
  "session.revoked.joinLater": "Join later",
  "session.revoked.close": "Close",
};

// The dialog's chunk (and Radix) loaded once, so each test waits on the dialog rather than on the module graph.
beforeAll(() => import("./RevokedNotice"));
beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/en/home");
});
afterEach(cleanup);

/** The shell's checks on a page with a button focused outside them, as a viewer would have. */
function page(locale: Locale = "en") {
  render(
    <>
      <button type="button">Outside</button>
      <SessionChecks locale={locale} texts={texts} />
    </>,
  );
  const outside = screen.getByRole("button", { name: "Outside" });
  outside.focus();
  return outside;
}

const announce = () => act(() => void window.dispatchEvent(new Event(revokedNoticeEvent)));
const dialog = () => screen.findByRole("dialog", { name: "Your subscription has ended" }, { timeout: 5_000 });

describe("the revoked subscription's popup", () => {
  test("comes only when the refetch announces it: a labelled, described modal dialog, focus inside, the page behind inert", async () => {
    const outside = page();
    expect(screen.queryByRole("dialog")).toBeNull();
    await announce();
    const shown = await dialog();
    expect(shown.getAttribute("aria-modal")).toBe("true");
    expect(shown.getAttribute("aria-describedby")).toBe(screen.getByText(texts["session.revoked.body"]).id);
    expect(shown.getAttribute("dir")).toBe("ltr");
    // Radix starts on the first control that is not a link: "Join later", the choice that leaves the page as it is.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Join later" })));
    expect(screen.getByRole("link", { name: "Join now" }).getAttribute("href")).toBe("/en/promo");
    expect(outside.closest("[inert]")).not.toBeNull();
  });

  test("keeps focus inside: Tab from the last control goes back to the first", async () => {
    page();
    await announce();
    await dialog();
    const close = screen.getByRole("button", { name: "Close" });
    close.focus();
    fireEvent.keyDown(close, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Join now" }));
  });

  test("Join later closes it, gives focus back and the page its keyboard; this tab's session remembers it", async () => {
    const outside = page();
    await announce();
    await dialog();
    fireEvent.click(screen.getByRole("button", { name: "Join later" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(outside));
    expect(outside.closest("[inert]")).toBeNull();
    expect(window.sessionStorage.getItem(revokedNoticeSeenKey)).toBe("1");
    // The next page's refetch says the same: nothing is loaded, nothing shown.
    await announce();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test.each([
    ["Escape", () => fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" })],
    ["the close button", () => fireEvent.click(screen.getByRole("button", { name: "Close" }))],
  ])("%s does what Join later does", async (_, dismiss) => {
    const outside = page();
    await announce();
    await dialog();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Join later" })));
    dismiss();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(outside));
    expect(window.sessionStorage.getItem(revokedNoticeSeenKey)).toBe("1");
  });

  test("in Arabic it reads right to left and leads to the Arabic promo page", async () => {
    page("ar");
    await announce();
    const shown = await dialog();
    expect([shown.getAttribute("dir"), shown.getAttribute("lang")]).toEqual(["rtl", "ar"]);
    expect(screen.getByRole("link", { name: "Join now" }).getAttribute("href")).toBe("/ar/promo");
  });

  test("not again in a tab that has seen it, nor on the promo page itself", async () => {
    window.sessionStorage.setItem(revokedNoticeSeenKey, "1");
    page();
    await announce();
    window.sessionStorage.clear();
    window.history.replaceState(null, "", "/en/promo");
    await announce();
    // Neither announcement loads the dialog: a later one on another page still does.
    expect(screen.queryByRole("dialog")).toBeNull();
    window.history.replaceState(null, "", "/en/movies");
    await announce();
    expect(await dialog()).toBeTruthy();
  });
});
