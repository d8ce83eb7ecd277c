/**
 * Search (issue 31 §1) against the content stand-in's full-text index: the header's quick search in Arabic (a spelling
 * without hamza or ta marbuta finds "الأسطورة" among at most 4 suggestions, by keyboard), the results page (A to Z,
 * page 2, the type filter, accents and one dropped letter), and a kid profile's results. One test per journey.
 */
import { expect, test } from "./fixtures";
import { signInByRoute } from "./auth";

test("the header's quick search finds a title however it is spelled, Enter opens the results, which sort, page and filter", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/ar/home");
  const field = page.getByRole("combobox", { name: "ابحث عن الأعمال والتصنيفات والأشخاص" });
  await field.fill("الاسطوره");
  const list = page.getByRole("listbox", { name: "اقتراحات" });
  await expect(list.getByRole("option").first()).toContainText("الأسطورة");
  // At most 4 results, then "all results"; how many is announced.
  expect(await list.getByRole("option").count()).toBeLessThanOrEqual(5);
  await expect(list.getByRole("option").last()).toHaveText("كل النتائج عن «الاسطوره»");
  await expect(page.locator("[data-header-search] [aria-live='polite']")).not.toBeEmpty();
  // Arrows move through the options; Escape closes the list; Enter then searches the text.
  await field.press("ArrowDown");
  await expect(field).toHaveAttribute("aria-activedescendant", /-0$/);
  await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await field.press("Escape");
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/ar\/search\?q=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("نتائج البحث عن «الاسطوره»");
  await expect(page.locator("[data-block='search-results'] a[href*='movie-1027']").first()).toBeVisible();

  // The results page: A to Z reorders, past 25 results there is a page 2 which keeps the search and the sort.
  await page.goto("/en/search?q=dreams");
  const titles = page.locator("[data-block='search-results'] ul li .tile__title");
  const filters = page.getByRole("form", { name: "Narrow the results" });
  await filters.getByLabel("Sort by").selectOption("a-z");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/sort=a-z/);
  const sorted = await titles.allTextContents();
  expect(sorted.length).toBe(25);
  expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, "en")));
  await page.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\?q=dreams&sort=a-z&page=1$/);
  expect((await titles.allTextContents())[0]?.localeCompare(sorted.at(-1) ?? "", "en")).toBeGreaterThanOrEqual(0);
  // The type filter keeps the text.
  await filters.getByLabel("Type").selectOption("series");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/type=series/);
  await expect(page.locator("[data-block='search-results'] ul li a").first()).toHaveAttribute("href", /\/series\//);

  // Accents folded, and one dropped letter in a long word still finds the title.
  await page.goto("/fr/search?q=Les%20Reves%20de%20Damas");
  await expect(titles.first()).toHaveText("Les Rêves de Damas");
  await page.goto("/en/search?q=Damscus");
  await expect(titles.filter({ hasText: "Dreams of Damascus" })).toHaveCount(1);
  // Nothing found says so and suggests popular titles; a query too long is told, never a 500.
  await page.goto("/en/search?q=zzqqxx");
  await expect(page.getByText("Nothing matches “zzqqxx”.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Most watched this month" })).toBeVisible();
  const tooLong = await page.goto(`/en/search?q=${"a".repeat(150)}`);
  expect(tooLong?.status()).toBe(200);
  await expect(page.getByText("Your search is too long: use at most 100 characters.")).toBeVisible();
});

test("a kid profile's search never shows a title above its age limit, in the page or the quick search", async ({ page }) => {
  await signInByRoute(page, "subscribed@shasha.test");
  await page.goto("/en/search?q=Dreams%20of%20Cairo");
  // Dreams of Cairo (107) is rated 18: the main profile finds it.
  await expect(page.locator("[data-block='search-results'] a[href$='series-107']").first()).toBeVisible();
  await page.goto("/en/hub/profile-selection");
  await page.getByRole("button", { name: "Watch as Kids" }).click();
  await page.waitForURL(/\/kids$/);
  await page.goto("/en/search?q=Dreams%20of%20Cairo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “Dreams of Cairo”");
  await expect(page.locator("[data-block='search-results'] a[href$='series-107']")).toHaveCount(0);
  // The browser's own request, its profile taken from the signed session, not from anything it sends.
  const reply = await page.request.get("/api/content/search?q=Dreams%20of%20Cairo&lang=en&ageLimit=18", { headers: { "profile-key": JSON.stringify({ ageRestriction: 18 }) } });
  expect(reply.ok()).toBe(true);
  const body: unknown = await reply.json();
  expect(JSON.stringify(body)).not.toContain("series-107");
});
