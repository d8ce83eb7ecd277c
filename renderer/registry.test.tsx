// @vitest-environment jsdom
import { sampleGuidePage } from "@/components/guide/sampleGuide";
import { cleanup, render, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { exampleBlock } from "@/components/testing/corpus";
import { BlockPreview } from "@/components/testing/corpusStory";
import { sampleItems } from "@/components/testing/sampleData";
import { createTestUi } from "@/components/testing/createTestUi";
import { familyProfiles } from "@/components/testing/sampleProfiles";
import { gridPage, historyPage, seasonsView, titleDetail } from "@/components/testing/contentItems";
import { blockTypes, type Block, type BlockOf, type BlockType } from "@/screens-schema/types";
import { registry } from "./registry";

afterEach(cleanup);

const ui = createTestUi("en");

/** Draws a block as the renderer does: the registry's component for its type (BlockPreview looks it up with viewOf). */
function draw(block: Block): HTMLElement {
  const { container } = render(<BlockPreview block={block} ui={ui} />);
  const root = container.firstElementChild;
  if (!(root instanceof HTMLElement)) throw new Error(`${block.type} "${block.id}" rendered nothing`);
  return root;
}

function itemsOf(block: Block) {
  const items = sampleItems(block, "en");
  if (!items || items.length === 0) throw new Error(`no sample items for ${block.type}`);
  return items;
}

const childIds = (root: HTMLElement) => [...root.querySelectorAll(":scope > [data-block-id]")].map((child) => child.getAttribute("data-block-id"));
const fieldIn = (root: HTMLElement, label: string) => within(root).getByLabelText(label, { exact: false, selector: "input, select" });

/**
 * What each type's component must draw from the schema's example of that type: its own content, not just a
 * root. Typed over every block type, so a block added to the schema fails the type check until it has a row.
 */
const draws: { [K in BlockType]: (root: HTMLElement, block: BlockOf<K>) => void } = {
  stack: (root, block) => expect(childIds(root)).toEqual(block.children.map((child) => child.id)),
  hero: (root, block) => {
    expect(root.getAttribute("aria-roledescription")).toBe("carousel");
    for (const item of itemsOf(block).slice(0, block.limit ?? 5)) expect(within(root).getAllByText(item.title).length).toBeGreaterThan(0);
  },
  rail: (root, block) => {
    expect(within(root).getByRole("heading").textContent).toBe(block.title ? ui.text(block.title) : "");
    expect(within(root).getAllByRole("listitem")).toHaveLength(Math.min(itemsOf(block).length, block.limit ?? 20));
  },
  tile: (root, block) => {
    const [item] = itemsOf(block);
    // One tile standing alone: a single link to the item, no list around it (that would be a rail).
    expect(within(root).getByRole("link").getAttribute("href")).toBe(ui.href(item?.href ?? "?"));
    expect(within(root).queryByRole("list")).toBeNull();
    expect(root.querySelector("[data-tile-style]")?.getAttribute("data-tile-style")).toBe(block.tileStyle);
  },
  "section-header": (root, block) => {
    expect(within(root).getByRole("heading", { level: block.level ?? 2 }).textContent).toBe(ui.text(block.title));
  },
  text: (root, block) => {
    expect(root.tagName).toBe(block.variant === "headline" ? "H1" : "P");
    expect(root.textContent).toBe(ui.text(block.text));
  },
  image: (root, block) => {
    const image = within(root).getByRole("img", { name: ui.text(block.alt) });
    expect(image.getAttribute("width")).toBe(String(block.width));
  },
  button: (root, block) => expect(root.textContent).toContain(ui.text(block.label)),
  badge: (root, block) => expect(root.getAttribute("data-variant")).toBe(block.variant),
  banner: (root, block) => expect(within(root).getByRole("heading").textContent).toBe(ui.text(block.title)),
  module: (root, block) => expect(root.getAttribute("data-module")).toBe(block.module),
  form: (root, block) => {
    expect(root.tagName).toBe("FORM");
    for (const child of block.children) expect(root.querySelector(`[data-block-id="${child.id}"]`)).not.toBeNull();
  },
  "text-field": (root, block) => expect(fieldIn(root, ui.text(block.label)).getAttribute("type")).toBe("text"),
  "email-field": (root, block) => expect(fieldIn(root, ui.text(block.label)).getAttribute("type")).toBe("email"),
  "password-field": (root, block) => expect(fieldIn(root, ui.text(block.label)).getAttribute("type")).toBe("password"),
  "phone-field": (root, block) => expect(fieldIn(root, ui.text(block.label)).getAttribute("type")).toBe("tel"),
  "otp-field": (root, block) => expect(root.querySelectorAll("input")).toHaveLength(block.length ?? 6),
  checkbox: (root, block) => expect(fieldIn(root, ui.text(block.label)).getAttribute("type")).toBe("checkbox"),
  select: (root, block) => expect(within(root).getAllByRole("option")).toHaveLength(block.options.length),
  submit: (root, block) => {
    const button = root.tagName === "BUTTON" ? root : within(root).getByRole("button");
    expect(button.getAttribute("type")).toBe("submit");
    expect(button.textContent).toContain(ui.text(block.label));
  },
  link: (root, block) => {
    expect(root.getAttribute("href")).toBe(ui.href(block.to));
    expect(root.textContent).toBe(ui.text(block.label));
  },
  "social-login": (root, block) => expect(within(root).getAllByRole("link")).toHaveLength(block.providers.length),
  "profile-list": (root) => {
    for (const profile of familyProfiles) expect(within(root).getByText(profile.name)).toBeTruthy();
  },
  "title-header": (root) => {
    const { item, play, trailers } = titleDetail("en");
    expect(within(root).getByRole("heading", { level: 1 }).textContent).toBe(item.title);
    expect(within(root).getByText("12+")).toBeTruthy();
    // The sample series plays its first episode, whose link is its player page.
    expect(root.querySelector('[data-action="play"]')?.getAttribute("href")).toBe(ui.href(play?.href ?? "?"));
    expect(root.querySelector('[data-action="trailer"]')?.getAttribute("href")).toBe(ui.href(trailers[0]?.href ?? "?"));
    expect(root.textContent).toContain("Layla Haddad, Karim Nassar, Huda Salem");
  },
  "season-picker": (root) => {
    const view = seasonsView("en");
    const tabs = within(root).getByRole("navigation").querySelectorAll("a");
    expect([...tabs].map((tab) => tab.textContent)).toEqual(view.seasons.map((season) => season.title));
    expect(tabs[1]?.getAttribute("aria-current")).toBe("page");
    expect(tabs[0]?.getAttribute("href")).toBe("/en/series/the-long-road-season-1/season-series-12-s1");
    expect(root.querySelectorAll("[data-episode]")).toHaveLength(view.seasons[1]?.episodes.length ?? -1);
    expect(root.querySelectorAll("progress")).toHaveLength(1);
  },
  grid: (root) => {
    const page = gridPage("en");
    expect(within(root).getByRole("heading", { level: 1 }).textContent).toBe("Drama");
    expect(root.querySelectorAll(".tile")).toHaveLength(page.items.length);
    expect(within(root).getByLabelText("Sort by")).toBeTruthy();
    // Page 2 of 5 (numbered from 0 in the URL): links to the previous and next pages keep the URL's other parts out.
    expect(root.querySelector('a[rel="prev"]')?.getAttribute("href")).toBe("?");
    expect(root.querySelector('a[rel="next"]')?.getAttribute("href")).toBe("?page=2");
    expect(root.querySelector('a[aria-current="page"]')?.textContent).toBe("2");
  },
  "watch-history": (root) => {
    const page = historyPage("en");
    expect(within(root).getByRole("heading", { level: 1 }).textContent).toBe("Watching history");
    expect(root.querySelectorAll("[data-history-item]")).toHaveLength(page.kind === "profile" ? page.entries.length : -1);
    expect(within(root).getByRole("button", { name: `Remove ${page.kind === "profile" ? page.entries[1]?.item.title : ""} from your history` })).toBeTruthy();
    expect(within(root).getByRole("button", { name: "Clear history" })).toBeTruthy();
    expect(within(root).getByRole("progressbar", { name: "Watched" })).toBeTruthy();
  },
  "package-list": (root) => {
    const names = within(root).getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(["VIP", "Sport", "Ultimate", "Mobile"]);
    // Three decimals for the dinar, dropped on a whole amount; the chosen package goes to the payment methods.
    const text = root.textContent?.replace(/\s/g, " ");
    expect(text).toContain("JOD 4 per month");
    expect(text).toContain("JOD 9.500");
    expect(within(root).getByRole("link", { name: "Choose VIP" }).getAttribute("href")).toBe("/en/hub/payment-methods?package=shasha-vip");
    expect(root.textContent).toContain("Most popular");
    expect(root.textContent).toContain("Mobile phones only, paid with your phone bill");
  },
  "order-summary": (root) => {
    expect(within(root).getByRole("heading", { level: 2 }).textContent).toBe("Sport");
    expect(root.textContent?.replace(/\s/g, " ")).toContain("JOD 7 per month");
    expect(within(root).getByRole("link", { name: "Change package" }).getAttribute("href")).toBe("/en/promo");
  },
  "subscription-manage": (root) => {
    expect(within(root).getByRole("heading", { level: 2 }).textContent).toBe("Your subscription");
    expect(within(root).getByRole("heading", { level: 3 }).textContent).toBe("Ultimate");
    const text = root.textContent?.replace(/\s/g, " ") ?? "";
    expect(text).toContain("Renews on January 1, 2027 for JOD 9.500");
    expect(text).toContain("Paid by Visa card ending in 1111, expires 03/30");
    expect(within(root).getByRole("link", { name: "Change package" }).getAttribute("href")).toBe("/en/hub/change-package");
    expect(within(root).getByRole("link", { name: "Cancel subscription" }).getAttribute("href")).toBe("/en/hub/cancel-reason-before");
    expect(within(root).queryByRole("button")).toBeNull();
  },
  "partner-list": (root) => {
    // The example lists the TV providers and telecom operators only, each linking to its page.
    const names = within(root).getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(["Dish", "Sling", "Nomad Telecom"]);
    expect(within(root).getByRole("link", { name: "Sign in with your provider Dish" }).getAttribute("href")).toBe("/en/hub/partner-list/dish");
    expect(within(root).getByRole("link", { name: "See the offers Nomad Telecom" }).getAttribute("href")).toBe("/en/hub/partner-list/nomad-telecom");
  },
  "offer-list": (root) => {
    // The sample's two offers for a viewer without a subscription: the primary one says so, each links to its page.
    expect(within(root).getByRole("heading", { level: 2 }).textContent).toBe("Offers for you");
    const titles = within(root).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(["Welcome offer: your first month of VIP for less", "Sport launch: first month at half price"]);
    expect(root.textContent).toContain("Featured offer");
    expect(root.textContent).toMatch(/JOD\s2 for your first month, then JOD\s4 a month/);
    expect(root.textContent).toContain("Take it by December 30, 2027");
    expect(within(root).getByRole("link", { name: "See the offer Sport launch: first month at half price" }).getAttribute("href")).toBe("/en/hub/offer/offer-sport-launch");
  },
  "device-list": (root) => {
    // The sample account's three devices: this laptop (renamed only), a named TV and a phone, each signed out in place.
    expect(within(root).getByRole("heading", { level: 1 }).textContent).toBe("Your devices");
    const names = within(root).getAllByRole("listitem").map((item) => item.querySelector(".device__name")?.textContent);
    expect(names).toEqual(["Chrome on Windows", "Living room TV", "Safari on iOS"]);
    expect(root.textContent).toContain("This device");
    expect(root.textContent).toContain("Last used November 27, 2026");
    expect(within(root).getByRole("button", { name: "Rename Chrome on Windows" })).toBeTruthy();
    expect(within(root).queryByRole("button", { name: "Sign out Chrome on Windows" })).toBeNull();
    expect(within(root).getByRole("button", { name: "Sign out Living room TV" })).toBeTruthy();
  },
  "device-pairing": (root) => {
    // No code in the address (the test's page): it says where the page opens from and links to typing the code.
    expect(within(root).getByRole("status").textContent).toContain("This page opens from the link or QR code on your TV.");
    expect(within(root).getByRole("link", { name: "Enter the TV’s code yourself" }).getAttribute("href")).toBe("/en/hub/pairing-device");
  },
  "onboarding-picks": (root) => {
    // The example's genres step: eight genres by name, the sample's two picked before ticked, the count said.
    expect(within(root).getByRole("heading", { level: 1 }).textContent).toBe("What do you like to watch?");
    const boxes = within(root).getAllByRole("checkbox");
    expect(boxes).toHaveLength(8);
    expect(within(root).getByRole("checkbox", { name: "Drama" })).toHaveProperty("checked", true);
    expect(within(root).getByRole("checkbox", { name: "Action" })).toHaveProperty("checked", false);
    expect(root.textContent).toContain("Picked: 2");
    expect(within(root).getByRole("button", { name: "Continue" })).toBeTruthy();
    expect(within(root).getByRole("button", { name: "Skip for now" })).toBeTruthy();
  },
  "search-results": (root) => {
    // The sample's search for "dreams": the heading says so, the count, the filters keep the text, the pages keep the search.
    expect(within(root).getByRole("heading", { level: 1 }).textContent).toBe("Results for “dreams”");
    expect(root.textContent).toContain("60 results");
    const filters = within(root).getByRole("form", { name: "Narrow the results" });
    expect(within(filters).getByLabelText("Type")).toBeTruthy();
    expect(within(filters).getByRole("option", { name: "Drama (40)" })).toBeTruthy();
    expect(within(filters).getByLabelText("Sort by")).toHaveProperty("value", "");
    expect(within(root).getByRole("link", { name: "Page 2" }).getAttribute("href")).toBe("?q=dreams&page=1");
  },
  "programme-guide": (root) => {
    // The example's grid over the sample guide: its heading, a grid naming each channel in a row header, the filters.
    expect(within(root).getByRole("heading", { level: 2 }).textContent).toBe("TV guide");
    const grid = within(root).getByRole("grid", { name: "Programme guide" });
    expect(within(grid).getAllByRole("rowheader").length).toBe(sampleGuidePage("en").channels.length);
    expect(within(grid).getAllByRole("columnheader").length).toBeGreaterThan(1);
    expect(within(root).getByRole("link", { name: "All channels" }).getAttribute("href")).toBe("?");
  },
  "payment-method-list": (root) => {
    expect(within(root).getByRole("heading", { level: 2 }).textContent).toBe("Choose how to pay");
    // The example's order and line; the selected method says so, and every link keeps the package.
    const links = within(root).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["?package=shasha-vip&method=creditCard", "?package=shasha-vip&method=mobilePay"]);
    expect(links[0]?.getAttribute("aria-current")).toBe("true");
    expect(links[1]?.getAttribute("aria-current")).toBeNull();
    expect(links[0]?.textContent).toContain("Visa, Mastercard and American Express");
    expect(links[1]?.textContent).toBe("Mobile bill");
  },
  "feature-table": (root) => {
    const table = within(root).getByRole("table", { name: "What each package includes" });
    // The corner names the feature column; one column per package.
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent?.split(/JOD/)[0])).toEqual(["Feature", "VIP", "Sport", "Ultimate", "Mobile"]);
    expect(within(table).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["Series and movies", "Live sport", "Screens at once"]);
    expect(within(table).getAllByText("Not included").length).toBeGreaterThan(0);
    expect(table.textContent).toContain("4 screens");
  },
};

function checkDraws<K extends BlockType>(type: K): void {
  const { block } = exampleBlock(type);
  draws[type](draw(block), block);
}

describe("the registry", () => {
  test("has exactly one component for every block type in the schema", () => {
    expect(Object.keys(registry).sort()).toEqual([...blockTypes].sort());
  });

  // oxlint-disable-next-line vitest/expect-expect -- the assertions are the rows of the `draws` table
  test.each([...blockTypes])("the %s entry draws the schema's example of its type, with the block's own content", (type) => {
    checkDraws(type);
  });
});
