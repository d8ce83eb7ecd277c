// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, test, vi } from "vitest";
import { TileMyListToggle } from "./TileMyListToggle";

const labels = {
  add: "Add Desert Wind to My List",
  remove: "Remove Desert Wind from My List",
  added: "Added to My List",
  removed: "Removed from My List",
  failed: "My List could not be changed.",
};

function json(value: unknown, status = 200) {
  return new Response(JSON.stringify(value), { status, headers: { "content-type": "application/json" } });
}

function fresh(children: ReactNode) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

const region = () => document.getElementById("shasha-announcer");

afterEach(() => {
  cleanup();
  region()?.remove();
  vi.unstubAllGlobals();
});

describe("a tile's My List toggle", () => {
  test("two tiles share one request; a press names the title, flips both views of it and is said in the page's one region", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async (_input, init) => (init?.method === "POST" ? json({ ids: ["7", "9"] }) : json({ ids: ["9"] })));
    vi.stubGlobal("fetch", fetch);
    render(fresh(<><TileMyListToggle contentId="7" labels={labels} /><TileMyListToggle contentId="9" labels={{ ...labels, remove: "Remove Nile from My List" }} /></>));
    const add = await screen.findByRole("button", { name: "Add Desert Wind to My List" });
    expect(screen.getByRole("button", { name: "Remove Nile from My List" }).dataset.myList).toBe("listed");
    expect(fetch.mock.calls.filter(([, init]) => init?.method !== "POST")).toHaveLength(1);
    expect(region()?.getAttribute("aria-live")).toBe("polite");
    fireEvent.click(add);
    expect(await screen.findByRole("button", { name: "Remove Desert Wind from My List" })).toBeTruthy();
    await waitFor(() => expect(region()?.textContent).toBe("Added to My List"));
    expect(document.querySelectorAll("[aria-live]")).toHaveLength(1);
  });

  test("a refusal is undone and said", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof globalThis.fetch>(async (_input, init) =>
      init?.method === "POST" ? json({ error: { status: 409, code: "LIST_FULL" } }, 409) : json({ ids: [] }),
    ));
    render(fresh(<TileMyListToggle contentId="7" labels={labels} />));
    fireEvent.click(await screen.findByRole("button", { name: "Add Desert Wind to My List" }));
    await waitFor(() => expect(region()?.textContent).toBe("My List could not be changed."));
    expect(screen.getByRole("button", { name: "Add Desert Wind to My List" }).dataset.myList).toBe("not-listed");
  });

  test("a guest's tile (401) has no toggle", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json({ error: { status: 401 } }, 401));
    vi.stubGlobal("fetch", fetch);
    render(fresh(<TileMyListToggle contentId="7" labels={labels} />));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("button")).toBeNull();
  });
});
