// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { resolveSlides, sizesFor } from "../rail/slides";
import { contentItems, episodeItems, itemWithUnresolvedImage, liveChannelItems } from "../testing/contentItems";
import { createTestUi } from "../testing/createTestUi";
import { imageSize } from "../tokens";
import { Tile } from "./Tile";

afterEach(cleanup);

const en = createTestUi("en");
const ar = createTestUi("ar");
const sizes = sizesFor(resolveSlides("landscape"));

function item(id: string, locale: "en" | "ar" = "en") {
  const found = [...contentItems(locale), ...episodeItems(locale), ...liveChannelItems(locale)].find((candidate) => candidate.id === id);
  if (!found) throw new Error(`fixture ${id} missing`);
  return found;
}

describe("Tile", () => {
  test("a signed-in viewer's title tile has the My List toggle beside its link; an episode's tile and a guest's have none", () => {
    const { container, rerender } = render(<Tile item={item("movie-7")} tileStyle="poster" ui={en} sizes={sizes} myList />);
    const frame = container.querySelector(".tile-frame");
    expect(frame?.querySelector("a.tile")).toBeTruthy();
    expect(frame?.querySelector("a.tile button")).toBeNull();
    rerender(<Tile item={item("movie-7")} tileStyle="poster" ui={en} sizes={sizes} />);
    expect(container.querySelector(".tile-frame")).toBeNull();
    rerender(<Tile item={episodeItems("en")[0] ?? item("movie-7")} tileStyle="episode" ui={en} sizes={sizes} myList />);
    expect(container.querySelector(".tile-frame")).toBeNull();
  });

  test("links to the item's page under the current locale", () => {
    render(<Tile item={item("movie-7", "ar")} tileStyle="poster" ui={ar} sizes={sizes} />);
    expect(screen.getByRole("link").getAttribute("href")).toBe("/ar/movies/desert-wind/movie-7");
  });

  test("the image has width, height, lazy loading and a srcset with one entry per suffix; beside its printed title it is decorative", () => {
    const { container } = render(<Tile item={item("movie-7")} tileStyle="landscape" ui={en} sizes={sizes} />);
    const img = container.querySelector("img");
    if (img === null) throw new Error("no image");
    expect(img.getAttribute("alt")).toBe("");
    expect(screen.getByRole("link", { name: "Desert Wind" })).toBeTruthy();
    const box = imageSize("landscape", "fhd");
    expect(img.getAttribute("width")).toBe(String(box.width));
    expect(img.getAttribute("height")).toBe(String(box.height));
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.getAttribute("src")).toBe("http://localhost:4000/images/landscape/movie-7-fhd.svg");
    expect(img.getAttribute("srcset")?.split(", ")).toHaveLength(5);
    expect(img.getAttribute("sizes")).toBe(sizes);
  });

  test("above the fold, the image loads eagerly", () => {
    const { container } = render(<Tile item={item("movie-7")} tileStyle="poster" ui={en} sizes={sizes} aboveFold />);
    expect(container.querySelector("img")?.getAttribute("loading")).toBe("eager");
  });

  test("when the template keeps a placeholder there is no image, but the tile and its title remain", () => {
    const { container } = render(<Tile item={itemWithUnresolvedImage("en")} tileStyle="poster" ui={en} sizes={sizes} />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("link", { name: /Lost Signal/ })).toBeTruthy();
  });

  test.each([
    ["series-12", ["Plus"]],
    ["show-3", ["Coming soon"]],
    ["series-21", ["Plus", "Coming soon"]],
    ["movie-7", []],
  ])("%s shows the badges %j", (id, labels) => {
    const { container } = render(<Tile item={item(id)} tileStyle="poster" ui={en} sizes={sizes} />);
    const badges = [...container.querySelectorAll("[data-variant]")].map((badge) => badge.textContent);
    expect(badges).toEqual(labels);
  });

  test("Arabic badges come from the blocks namespace", () => {
    render(<Tile item={item("series-21", "ar")} tileStyle="poster" ui={ar} sizes={sizes} />);
    expect(screen.getByText("بلس")).toBeTruthy();
    expect(screen.getByText("قريباً")).toBeTruthy();
  });

  test("the episode style shows a localized season/episode label", () => {
    render(<Tile item={item("episode-12-2-5")} tileStyle="episode" ui={en} sizes={sizes} />);
    expect(screen.getByText("S2 · E5")).toBeTruthy();
    expect(screen.getByText("Season 2, episode 5")).toBeTruthy();
  });

  test("the live-channel style is a square logo tile with a Live badge", () => {
    render(<Tile item={item("ch-2")} tileStyle="live-channel" ui={en} sizes={sizes} />);
    const link = screen.getByRole("link");
    expect(within(link).getByText("Live")).toBeTruthy();
    const img = link.querySelector("img");
    expect(img?.getAttribute("src")).toContain("/square/");
    expect(img?.getAttribute("width")).toBe(img?.getAttribute("height"));
  });

  test("showTitle false hides the visible title but the image still names the link", () => {
    const { container } = render(<Tile item={item("movie-7")} tileStyle="poster" ui={en} sizes={sizes} showTitle={false} />);
    // No title text anywhere in the tile, visible or hidden: the image's alt is the link's only name.
    expect(container.querySelector(".tile__title")).toBeNull();
    expect(screen.queryByText("Desert Wind")).toBeNull();
    expect(screen.getByRole("img").getAttribute("alt")).toBe("Desert Wind");
    expect(screen.getByRole("link", { name: "Desert Wind" })).toBeTruthy();
  });

  test("showTitle true shows the title as text", () => {
    const { container } = render(<Tile item={item("movie-7")} tileStyle="poster" ui={en} sizes={sizes} />);
    expect(container.querySelector(".tile__title")?.textContent).toBe("Desert Wind");
  });

  test("showTitle false without an image keeps the title for screen readers only, so the link keeps a name", () => {
    const { container } = render(<Tile item={itemWithUnresolvedImage("en")} tileStyle="poster" ui={en} sizes={sizes} showTitle={false} />);
    expect(container.querySelector(".tile__title")).toBeNull();
    expect(container.querySelector(".visually-hidden")?.textContent).toBe("Lost Signal");
    expect(screen.getByRole("link", { name: "Lost Signal" })).toBeTruthy();
  });
});
