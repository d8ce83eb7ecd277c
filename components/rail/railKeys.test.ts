// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { installRailKeys, targetIndex } from "./railKeys";

function rail(id: string, tiles: number, direction: "ltr" | "rtl" = "ltr"): string {
  const items = Array.from({ length: tiles }, (_, i) => `<li><a class="tile" href="/t/${id}-${i + 1}">${id} ${i + 1}</a></li>`).join("");
  return `<section class="rail"><ul class="rail__list" id="${id}" style="direction: ${direction}">${items}</ul></section>`;
}

const focused = () => document.activeElement?.textContent ?? "";
const tabStops = (id: string) => [...document.querySelectorAll<HTMLElement>(`#${id} a`)].filter((tile) => tile.tabIndex === 0).map((tile) => tile.textContent);

function press(key: string) {
  const target = document.activeElement ?? document.body;
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

let uninstall: () => void = () => undefined;
beforeEach(() => {
  document.body.innerHTML = `<a href="/before">before</a>${rail("a", 5)}${rail("b", 3, "rtl")}<a href="/after">after</a>`;
  uninstall = installRailKeys(document);
});
afterEach(() => uninstall());

describe("targetIndex", () => {
  test("arrows follow the reading direction, Home and End go to the ends, and nothing wraps", () => {
    expect(targetIndex("ArrowRight", 1, 5, "ltr")).toBe(2);
    expect(targetIndex("ArrowLeft", 1, 5, "ltr")).toBe(0);
    expect(targetIndex("ArrowLeft", 1, 5, "rtl")).toBe(2);
    expect(targetIndex("ArrowRight", 1, 5, "rtl")).toBe(0);
    expect(targetIndex("ArrowRight", 4, 5, "ltr")).toBe(4);
    expect(targetIndex("ArrowLeft", 0, 5, "ltr")).toBe(0);
    expect(targetIndex("Home", 3, 5, "ltr")).toBe(0);
    expect(targetIndex("End", 0, 5, "rtl")).toBe(4);
    expect(targetIndex("Enter", 0, 5, "ltr")).toBeUndefined();
    expect(targetIndex("ArrowDown", 0, 5, "ltr")).toBeUndefined();
  });
});

describe("installRailKeys", () => {
  test("each rail is one Tab stop, its first tile, until focus moves in it", () => {
    expect(tabStops("a")).toEqual(["a 1"]);
    expect(tabStops("b")).toEqual(["b 1"]);
  });

  test("arrow keys move focus along the rail and the Tab stop follows it", () => {
    document.querySelector<HTMLElement>("#a a")?.focus();
    expect(press("ArrowRight")).toBe(true);
    press("ArrowRight");
    expect(focused()).toBe("a 3");
    expect(tabStops("a")).toEqual(["a 3"]);
    press("End");
    expect(focused()).toBe("a 5");
    press("Home");
    expect(focused()).toBe("a 1");
  });

  test("in a right-to-left rail the left arrow goes forward", () => {
    document.querySelector<HTMLElement>("#b a")?.focus();
    press("ArrowLeft");
    expect(focused()).toBe("b 2");
    press("ArrowRight");
    expect(focused()).toBe("b 1");
  });

  test("focus arriving another way (a click, a link) becomes the Tab stop; other keys are left alone", () => {
    document.querySelectorAll<HTMLElement>("#a a")[3]?.focus();
    expect(tabStops("a")).toEqual(["a 4"]);
    expect(press("Enter")).toBe(false);
    expect(press("Tab")).toBe(false);
  });

  test("tiles that arrive later join their rail's single Tab stop", async () => {
    document.querySelector("#a")?.insertAdjacentHTML("beforeend", '<li><a class="tile" href="/t/late">late</a></li>');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(tabStops("a")).toEqual(["a 1"]);
  });

  test("a tile's companion (its My List toggle) is a Tab stop with its tile only, and arrows skip it", async () => {
    const frame = (i: number) =>
      `<li><div class="tile-frame"><a class="tile" href="/t/c-${i}">c ${i}</a><button type="button" data-rail-companion="">toggle ${i}</button></div></li>`;
    document.body.insertAdjacentHTML("beforeend", `<ul class="rail__list" id="c">${frame(1)}${frame(2)}${frame(3)}</ul>`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const companions = () => [...document.querySelectorAll<HTMLElement>("#c button")].filter((button) => button.tabIndex === 0).map((button) => button.textContent);
    expect(tabStops("c")).toEqual(["c 1"]);
    expect(companions()).toEqual(["toggle 1"]);
    document.querySelector<HTMLElement>("#c a")?.focus();
    press("ArrowRight");
    expect(focused()).toBe("c 2");
    expect(companions()).toEqual(["toggle 2"]);
    document.querySelector<HTMLElement>("#c li:nth-child(2) button")?.focus();
    expect(press("ArrowRight")).toBe(false);
    expect(tabStops("c")).toEqual(["c 2"]);
  });

  test("uninstalled, the keys do nothing", () => {
    uninstall();
    document.querySelector<HTMLElement>("#a a")?.focus();
    expect(press("ArrowRight")).toBe(false);
    expect(focused()).toBe("a 1");
  });
});
