// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { progressTextKeys, textsFor } from "../i18n/serverTexts";
import { paintPageProgress, paintProgress, tilesWithoutProgress } from "./tileProgressOverlay";

const tile = (id: string, withBar = false) =>
  `<a class="tile" href="/x/${id}" data-content-id="${id}"><span class="tile__media"><img alt="" />${withBar ? '<progress class="tile__progress" value="50" max="100"></progress>' : ""}</span></a>`;

beforeEach(() => {
  document.body.innerHTML = `<main>${tile("1001")}${tile("1002")}${tile("1001")}${tile("1003", true)}${tile("101")}</main>`;
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const bars = () => [...document.querySelectorAll<HTMLProgressElement>("a.tile progress.tile__progress")].map((bar) => [bar.closest("a")?.dataset.contentId, bar.value, bar.getAttribute("aria-label")]);

describe("progress bars on the tiles of cached pages", () => {
  test("asks only for tiles without a bar, each id once, in page order", () => {
    expect(tilesWithoutProgress(document)).toEqual(["1001", "1002", "101"]);
  });

  test("draws a labelled bar on every tile of a started title; not on unstarted or barely started ones", () => {
    const painted = paintProgress(document, new Map([["1001", 0.4], ["101", 0.03], ["1003", 0.9]]), (percent) => `${percent}% watched`);
    expect(painted).toBe(2);
    expect(bars()).toEqual([
      ["1001", 40, "40% watched"],
      ["1001", 40, "40% watched"],
      ["1003", 50, null],
    ]);
    // Painting again adds nothing.
    expect(paintProgress(document, new Map([["1001", 0.4]]), () => "")).toBe(0);
  });

  test("a signed-in profile's progress comes from the server, in the viewer's language", async () => {
    const fetchMock = vi.fn<(input: string) => Promise<Response>>(async () => Response.json({ items: [{ contentId: "1002", timeWatched: 30, duration: 60, percent: 50, finished: false, updatedAt: "2026-11-23T00:00:00Z" }] }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await paintPageProgress("en", textsFor("en", progressTextKeys), true, new AbortController().signal)).toBe(1);
    expect(String(fetchMock.mock.calls[0]?.at(0))).toBe("/api/playback/progress?ids=1001,1002,101");
    expect(bars()).toContainEqual(["1002", 50, "50% watched"]);
  });

  test("a guest's comes from this browser, finished titles included; a refusal draws nothing and says so", async () => {
    window.localStorage.setItem("continueWatching", JSON.stringify([{ id: "101", timeWatched: 60, duration: 60, updatedAt: 1 }, "junk"]));
    expect(await paintPageProgress("ar", textsFor("ar", progressTextKeys), false, new AbortController().signal)).toBe(1);
    expect(bars().find(([id]) => id === "101")).toEqual(["101", 100, "تمت مشاهدة 100٪"]);
    vi.stubGlobal("fetch", vi.fn<() => Promise<Response>>(async () => new Response("{}", { status: 500 })));
    await expect(paintPageProgress("en", textsFor("en", progressTextKeys), true, new AbortController().signal)).rejects.toThrow("HTTP 500");
  });

  test("a reply of the wrong shape draws nothing and says where it failed", async () => {
    vi.stubGlobal("fetch", vi.fn<() => Promise<Response>>(async () => Response.json({ items: [{ contentId: "1002", timeWatched: 30, duration: 0 }] })));
    await expect(paintPageProgress("en", textsFor("en", progressTextKeys), true, new AbortController().signal)).rejects.toThrow("items.0.duration: expected a positive number");
    expect(bars()).toEqual([["1003", 50, null]]);
  });
});
