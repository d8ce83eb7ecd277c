// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { ContentItem } from "@/domain/types";
import { setLogSink, type LogEntry } from "@/ops/browserLog";
import { continueWatchingTextKeys, textsFor } from "../i18n/serverTexts";
import { contentItems } from "../testing/contentItems";
import { resolveSlides } from "./slides";
import { ContinueWatchingRail } from "./ContinueWatchingRail";
import { continueWatchingStorageKey, readProgress } from "./continueWatching";

const items = contentItems("en");
const rootProps = { "data-block": "rail", "data-block-id": "continue" } as const;
const minute = 60_000;

function entry(id: string, percent: number, updatedAt: number | string) {
  return { id, timeWatched: percent * 36, duration: 3600, updatedAt };
}

/**
 * The app's two calls: the server's list (a guest by default: `{ signedIn: false }`), then the items of this
 * browser's list. Returns the mock of the second, which the guest tests count.
 */
function mockFetch(body: unknown, status = 200, serverList: unknown = { signedIn: false, items: [] }) {
  const json = (value: unknown, code = 200) => new Response(JSON.stringify(value), { status: code, headers: { "content-type": "application/json" } });
  const fetchMock = vi.fn<(url: string) => Promise<Response>>(async () => json(body, status));
  vi.stubGlobal("fetch", async (url: string) => (url.startsWith("/api/playback/continue-watching") ? json(serverList) : fetchMock(url)));
  return fetchMock;
}

function renderRail() {
  return render(
    <ContinueWatchingRail
      rootProps={rootProps}
      locale="en"
      texts={textsFor("en", continueWatchingTextKeys)}
      title="Continue watching"
      headingId="continue-title"
      tileStyle="landscape"
      slides={resolveSlides("landscape")}
      limit={20}
      showTitles
    />,
  );
}

function byId(id: string): ContentItem {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(id);
  return item;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  setLogSink(undefined);
  vi.unstubAllGlobals();
});

describe("readProgress", () => {
  test.each([
    [5, false],
    [5.1, true],
    [50, true],
    [84.9, true],
    [85, false],
    [100, false],
  ])("an entry %s%% watched is kept: %s", (percent, kept) => {
    expect(readProgress(JSON.stringify([entry("a", percent, 1)])).length).toBe(kept ? 1 : 0);
  });

  test("newest first, one per id, ISO and epoch timestamps both accepted", () => {
    const raw = JSON.stringify([
      entry("old", 40, "2026-01-01T10:00:00Z"),
      entry("new", 40, Date.parse("2026-03-01T10:00:00Z")),
      entry("old", 60, "2026-02-01T10:00:00Z"),
    ]);
    expect(readProgress(raw).map((e) => [e.id, Math.round((e.timeWatched / e.duration) * 100)])).toEqual([["new", 40], ["old", 60]]);
  });

  test.each([
    ["not JSON", "{oops"],
    ["an object", JSON.stringify({ id: "a" })],
    ["null", "null"],
    ["entries of the wrong shape", JSON.stringify([{ id: 1 }, "x", null, { id: "a", timeWatched: "10", duration: 100, updatedAt: 1 }])],
    ["a zero duration", JSON.stringify([{ id: "a", timeWatched: 0, duration: 0, updatedAt: 1 }])],
    ["a bad date", JSON.stringify([{ id: "a", timeWatched: 10, duration: 100, updatedAt: "yesterday" }])],
  ])("given %s, there is nothing to resume", (_, raw) => {
    expect(readProgress(raw)).toEqual([]);
  });

  test("junk entries are skipped but good ones survive", () => {
    const raw = JSON.stringify([{ nope: true }, entry("series-12", 30, 1)]);
    expect(readProgress(raw).map((e) => e.id)).toEqual(["series-12"]);
  });
});

describe("ContinueWatchingRail", () => {
  test("shows the in-progress items, newest first, with a progress bar, fetched for the locale", async () => {
    const now = Date.now();
    window.localStorage.setItem(
      continueWatchingStorageKey,
      JSON.stringify([
        entry("movie-7", 30, now - 10 * minute),
        entry("series-12", 50, now - minute),
        entry("show-3", 3, now),
        entry("movie-44", 90, now),
      ]),
    );
    const fetchMock = mockFetch({ items: [byId("movie-7"), byId("series-12")] });
    renderRail();
    const links = await screen.findAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([`/en${byId("series-12").href}`, `/en${byId("movie-7").href}`]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/content/items?ids=series-12,movie-7&lang=en");
    const bars = screen.getAllByRole("progressbar");
    expect(bars.map((bar) => bar.getAttribute("value"))).toEqual(["50", "30"]);
    expect(screen.getByRole("progressbar", { name: "50% watched" })).toBeTruthy();
    expect(screen.getByText("30 minutes left")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Continue watching" })).toBeTruthy();
  });

  test("given malformed storage, it renders nothing and never fetches", async () => {
    window.localStorage.setItem(continueWatchingStorageKey, "{not json");
    const fetchMock = mockFetch({ items: [] });
    const { container } = renderRail();
    await waitFor(() => expect(container.innerHTML).toBe(""));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("items in the response that fail validation are ignored", async () => {
    window.localStorage.setItem(continueWatchingStorageKey, JSON.stringify([entry("movie-7", 30, 2), entry("series-12", 40, 1)]));
    mockFetch({ items: [{ id: "movie-7", title: 42 }, byId("series-12")] });
    renderRail();
    const links = await screen.findAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([`/en${byId("series-12").href}`]);
  });

  test("a signed-in profile's list comes from the server, whatever this browser holds", async () => {
    window.localStorage.setItem(continueWatchingStorageKey, JSON.stringify([entry("movie-7", 30, 2)]));
    const itemsCall = mockFetch({ items: [] }, 200, { signedIn: true, items: [{ item: byId("series-12"), timeWatched: 30, duration: 60 }] });
    renderRail();
    const links = await screen.findAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([`/en${byId("series-12").href}`]);
    expect(screen.getByRole("progressbar", { name: "50% watched" })).toBeTruthy();
    expect(itemsCall).not.toHaveBeenCalled();
  });

  test("when the request fails, it renders nothing", async () => {
    window.localStorage.setItem(continueWatchingStorageKey, JSON.stringify([entry("movie-7", 30, 2)]));
    const logged: LogEntry[] = [];
    setLogSink((line) => logged.push(line));
    const fetchMock = mockFetch({ error: { status: 500 } }, 500);
    const { container } = renderRail();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(logged).toEqual([expect.objectContaining({ level: "warn", code: "continue-watching-failed" })]));
    expect(container.innerHTML).toBe("");
  });
});
