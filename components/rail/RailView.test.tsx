// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { RailBlock } from "@/screens-schema/types";
import { railBlock } from "../testing/blockFixtures";
import { manyItems } from "../testing/contentItems";
import { createTestUi } from "../testing/createTestUi";
import { RailView } from "./RailView";

afterEach(cleanup);

const ui = createTestUi("en");
const rootProps = { "data-block": "rail", "data-block-id": "trending" } as const;

function tileLinks() {
  return screen.getAllByRole("listitem").map((li) => li.querySelector("a")?.getAttribute("href"));
}

describe("RailView", () => {
  test("given 30 items and limit 7, it renders 7 tile links with locale-prefixed hrefs", () => {
    const items = manyItems("en", 30);
    const block: RailBlock = { ...railBlock, limit: 7 };
    render(<RailView block={block} rootProps={rootProps} ui={ui} items={items} />);
    expect(tileLinks()).toEqual(items.slice(0, 7).map((item) => `/en${item.href}`));
  });

  test("tiles the profile has started show how much of them was watched; the others show no bar", () => {
    const items = manyItems("en", 3);
    const progress = new Map([[items[1]?.id ?? "", 0.4]]);
    render(<RailView block={railBlock} rootProps={rootProps} ui={ui} items={items} progress={progress} />);
    const bars = screen.getAllByRole("progressbar");
    expect(bars).toHaveLength(1);
    expect(bars[0]?.getAttribute("aria-label")).toBe("40% watched");
  });

  test("without a limit it caps at 20", () => {
    render(<RailView block={railBlock} rootProps={rootProps} ui={ui} items={manyItems("en", 30)} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(20);
  });

  test("the title is an h2 naming the section, and see all links to the layout's path", () => {
    render(<RailView block={railBlock} rootProps={rootProps} ui={ui} items={manyItems("en", 3)} />);
    expect(screen.getByRole("heading", { level: 2, name: "Trending now" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Trending now" })).toBeTruthy();
    const seeAll = screen.getByRole("link", { name: "See all: Trending now" });
    expect(seeAll.getAttribute("href")).toBe("/en/movies");
  });

  test("tile counts per breakpoint become CSS custom properties, with layout overrides", () => {
    const block: RailBlock = { ...railBlock, slides: { medium: 7 } };
    const { container } = render(<RailView block={block} rootProps={rootProps} ui={ui} items={manyItems("en", 3)} />);
    const section = container.querySelector("section");
    expect(section?.style.getPropertyValue("--slides-medium")).toBe("7");
    expect(section?.style.getPropertyValue("--slides-mobile")).toBe("3");
  });

  test("given no items, it renders nothing", () => {
    const { container } = render(<RailView block={railBlock} rootProps={rootProps} ui={ui} items={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
