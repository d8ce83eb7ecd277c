// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { setLogSink, type LogEntry } from "@/ops/browserLog";
import { textsFor, tileTextKeys } from "../i18n/serverTexts";
import { contentItems } from "../testing/contentItems";
import { tilesAddedEvent } from "../tile/tileEvents";
import { DeferredRailTiles } from "./DeferredRailTiles";

const items = contentItems("en").slice(0, 4);
const tiles = items.map((item) => ({ id: item.id, href: `/en${item.href}`, title: item.title }));

function json(value: unknown, status = 200) {
  return new Response(JSON.stringify(value), { status, headers: { "content-type": "application/json" } });
}

function renderTiles() {
  return render(
    <ul>
      <DeferredRailTiles locale="en" texts={textsFor("en", tileTextKeys)} tiles={tiles} tileStyle="poster" sizes="20vw" showTitles />
    </ul>,
  );
}

afterEach(() => {
  cleanup();
  setLogSink(undefined);
  vi.unstubAllGlobals();
});

describe("DeferredRailTiles", () => {
  test("first the links with their titles, in media boxes without images; then the full tiles in the same order", async () => {
    const fetchMock = vi.fn<(url: string) => Promise<Response>>(async () => json({ items: [...items].reverse() }));
    vi.stubGlobal("fetch", fetchMock);
    const added = vi.fn<() => void>();
    window.addEventListener(tilesAddedEvent, added);
    const { container } = renderTiles();
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(items.map((item) => item.title));
    expect(links[0]?.getAttribute("href")).toBe(`/en${items[0]?.href}`);
    expect(container.querySelectorAll(".tile__media")).toHaveLength(4);

    // No IntersectionObserver in jsdom: the tiles load at once, in one request for the rail's ids.
    await waitFor(() => expect(container.querySelectorAll("img")).toHaveLength(4));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/content/items?ids=${items.map((item) => item.id).join(",")}&lang=en`);
    expect([...container.querySelectorAll("a.tile")].map((tile) => tile.getAttribute("data-content-id"))).toEqual(items.map((item) => item.id));
    // The full tiles announce themselves once React has run their effect.
    await waitFor(() => expect(added).toHaveBeenCalled());
    window.removeEventListener(tilesAddedEvent, added);
  });

  test("a failed request leaves the links and is logged", async () => {
    vi.stubGlobal("fetch", async () => json({ error: { status: 502 } }, 502));
    const logged: LogEntry[] = [];
    setLogSink((entry) => logged.push(entry));
    const { container } = renderTiles();
    await waitFor(() => expect(logged.map((entry) => entry.code)).toContain("rail-tiles-failed"));
    expect(screen.getAllByRole("link")).toHaveLength(4);
    expect(container.querySelectorAll("img")).toHaveLength(0);
  });
});
