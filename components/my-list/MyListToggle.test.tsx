// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, test, vi } from "vitest";
import { withChange } from "./myList";
import { MyListToggle } from "./MyListToggle";

const labels = { add: "Add to My List", remove: "Remove from My List", added: "Added to My List", removed: "Removed from My List", failed: "My List could not be changed." };

function json(value: unknown, status = 200) {
  return new Response(JSON.stringify(value), { status, headers: { "content-type": "application/json" } });
}

/** A fresh SWR cache per test, as each page load has. */
function fresh(children: ReactNode) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the My List button", () => {
  test("adds at once, says so, and shows the list the service answers", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async (_input, init) => (init?.method === "POST" ? json({ ids: ["1036", "1080"] }) : json({ ids: ["1080"] })));
    vi.stubGlobal("fetch", fetch);
    render(fresh(<MyListToggle contentId="1036" signInHref="/en/hub/login" labels={labels} />));
    const add = await screen.findByRole("button", { name: "Add to My List" });
    await waitFor(() => expect(add).toHaveProperty("disabled", false));
    fireEvent.click(add);
    expect(await screen.findByRole("button", { name: "Remove from My List" })).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Added to My List")).toBeTruthy());
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(post?.[1]?.body).toBe(JSON.stringify({ id: "1036", change: "add" }));
  });

  test("a refused change is undone and told", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof globalThis.fetch>(async (_input, init) =>
      init?.method === "POST" ? json({ error: { status: 409, code: "LIST_FULL" } }, 409) : json({ ids: [] }),
    ));
    render(fresh(<MyListToggle contentId="1036" signInHref="/en/hub/login" labels={labels} />));
    const add = await screen.findByRole("button", { name: "Add to My List" });
    await waitFor(() => expect(add).toHaveProperty("disabled", false));
    fireEvent.click(add);
    await waitFor(() => expect(screen.getByText("My List could not be changed.")).toBeTruthy());
    expect(screen.getByRole("button", { name: "Add to My List" })).toBeTruthy();
  });

  test("a guest's press goes to sign in", async () => {
    const assign = vi.fn<(url: string) => void>();
    vi.stubGlobal("location", { ...window.location, assign });
    vi.stubGlobal("fetch", vi.fn<typeof globalThis.fetch>(async () => json({ error: { status: 401 } }, 401)));
    render(fresh(<MyListToggle contentId="1036" signInHref="/en/hub/login?redirect=%2Fmovies%2Fx%2Fmovie-1036" labels={labels} />));
    const add = await screen.findByRole("button", { name: "Add to My List" });
    await waitFor(() => expect(add).toHaveProperty("disabled", false));
    fireEvent.click(add);
    expect(assign).toHaveBeenCalledWith("/en/hub/login?redirect=%2Fmovies%2Fx%2Fmovie-1036");
  });

  test("the list as it will be: an addition goes first, once; a removal leaves the rest in order", () => {
    expect(withChange(["a", "b"], "b", "add")).toEqual(["b", "a"]);
    expect(withChange(["a", "b", "c"], "b", "remove")).toEqual(["a", "c"]);
  });
});
