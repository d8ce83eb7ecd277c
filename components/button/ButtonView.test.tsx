// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { ButtonBlock } from "@/screens-schema/types";
import { buttonBlock, infoButtonBlock, languageButtonBlock, playButtonBlock, trackButtonBlock } from "../testing/blockFixtures";
import { createTestUi } from "../testing/createTestUi";
import { consentPreferencesEvent } from "../consent/openPreferences";
import { peekQueued } from "../tracking/trackingQueue";
import { ButtonView } from "./ButtonView";

const en = createTestUi("en");

function renderButton(block: ButtonBlock, ui = en) {
  return render(<ButtonView block={block} rootProps={{ "data-block": "button", "data-block-id": block.id }} ui={ui} />);
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(cleanup);

describe("ButtonView", () => {
  test("navigate is a link to the locale-prefixed path", () => {
    renderButton(buttonBlock, createTestUi("fr"));
    expect(screen.getByRole("link", { name: "Parcourir les séries" }).getAttribute("href")).toBe("/fr/series");
  });

  test("play is a link to the player route", () => {
    renderButton(playButtonBlock);
    expect(screen.getByRole("link", { name: "Play the film" }).getAttribute("href")).toBe("/en/player/movies/watch/id-movie-7");
  });

  test("track reports the block's click event and the action's event through the tracking queue, in order", () => {
    renderButton(trackButtonBlock);
    fireEvent.click(screen.getByRole("button", { name: "Remind me" }));
    expect(peekQueued().map(({ event, params }) => ({ event, ...params }))).toEqual([
      { event: "button_click", blockId: "notify-me" },
      { event: "remind_me", contentId: "show-3" },
    ]);
  });

  test("cookie-preferences opens the consent manager's preferences, or asks the page to load it", () => {
    const block: ButtonBlock = { id: "cookies", type: "button", label: { ar: "ملفات الارتباط", en: "Cookie settings", fr: "Cookies" }, action: { type: "cookie-preferences" } };
    renderButton(block);
    const asked = vi.fn<() => void>();
    window.addEventListener(consentPreferencesEvent, asked);
    fireEvent.click(screen.getByRole("button", { name: "Cookie settings" }));
    expect(asked).toHaveBeenCalledTimes(1);
    const toggle = vi.fn<() => void>();
    window.OneTrust = { ToggleInfoDisplay: toggle, AllowAll: () => {}, RejectAll: () => {}, IsAlertBoxClosed: () => true };
    fireEvent.click(screen.getByRole("button", { name: "Cookie settings" }));
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(asked).toHaveBeenCalledTimes(1);
    window.removeEventListener(consentPreferencesEvent, asked);
    delete window.OneTrust;
  });

  test("open-dialog info opens a dialog with the layout's title and body, and closes again", () => {
    renderButton(infoButtonBlock);
    const trigger = screen.getByRole("button", { name: "What is Plus?" });
    expect(trigger.getAttribute("aria-haspopup")).toBe("dialog");
    fireEvent.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Subscribe to Plus" });
    expect(within(dialog).getByText("Watch 120 exclusive titles")).toBeTruthy();
    expect(dialog.getAttribute("data-state")).toBe("open");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("open-dialog language lists the page in every locale, in each language's own name", () => {
    renderButton(languageButtonBlock, createTestUi("ar"));
    fireEvent.click(screen.getByRole("button", { name: "اللغة" }));
    const dialog = screen.getByRole("dialog", { name: "اختر اللغة" });
    expect(dialog.getAttribute("dir")).toBe("rtl");
    const links = within(dialog).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["العربية", "/ar"],
      ["English", "/en"],
      ["Français", "/fr"],
    ]);
    expect(within(dialog).getByRole("link", { name: "العربية" }).getAttribute("aria-current")).toBe("true");
  });
});
