/**
 * Consent and tracking (issue 32 §4): in a covered country nothing tracked leaves before the viewer's consent, the
 * events wait in local storage in order, and accepting the performance group sends them, in order; declining sends
 * nothing and keeps the decision. Outside the covered countries there is no banner and the page view leaves at once,
 * though anyone may turn cookies off; the consent-management page keeps the account's marketing choices.
 */
import type { Page, Request } from "@playwright/test";
import { formReady, signInByRoute } from "./auth";
import { accessibilityProblems } from "./axe";
import { expect, test } from "./fixtures";

interface Batch {
  tool: string;
  /** The tag manager's entries carry the event's fields; the engagement tool's, its `params`. */
  entries: { event?: string; kind?: string; page_path?: string; params?: { page_path?: string } }[];
}

/** What the page's tracking sent to the collector, as it went. */
function collected(page: Page): Batch[] {
  const batches: Batch[] = [];
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname === "/api/collect") batches.push(request.postDataJSON() as Batch);
  });
  return batches;
}

const pageViews = (batches: Batch[], tool: string) =>
  batches.filter((batch) => batch.tool === tool).flatMap((batch) => batch.entries.filter((entry) => entry.event === "page_view").map((entry) => entry.page_path ?? entry.params?.page_path));

const queuedPaths = (page: Page) =>
  page.evaluate(() => {
    const queue: unknown = JSON.parse(localStorage.getItem("shasha.tracking.queue") ?? "[]");
    return Array.isArray(queue) ? queue.map((entry: { params?: { page_path?: string } }) => entry.params?.page_path) : [];
  });

test("in a covered country nothing is tracked before consent; accepting performance sends the waiting events in order", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-edge-country": "FR" } });
  const page = await context.newPage();
  const batches = collected(page);
  try {
    await page.goto("/fr/series");
    const banner = page.getByRole("region", { name: "Votre vie privée sur Shasha" });
    await expect(banner).toBeVisible();
    await page.goto("/fr/movies");
    await expect(banner).toBeVisible();
    await expect.poll(() => queuedPaths(page)).toEqual(["/fr/series", "/fr/movies"]);
    expect(batches).toEqual([]);

    // The preferences, by keyboard: performance on, confirmed.
    await banner.getByRole("button", { name: "Paramètres des cookies" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Préférences en matière de cookies" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: "Strictement nécessaires" })).toBeDisabled();
    expect(await accessibilityProblems(page, "consent preferences", { rails: false })).toEqual([]);
    await dialog.getByRole("checkbox", { name: "Performance" }).check();
    await dialog.getByRole("button", { name: "Confirmer mes choix" }).click();
    await expect(dialog).toBeHidden();
    await expect(banner).toBeHidden();

    await expect.poll(() => pageViews(batches, "tags")).toEqual(["/fr/series", "/fr/movies"]);
    expect(pageViews(batches, "engagement")).toEqual(["/fr/series", "/fr/movies"]);
    expect(await queuedPaths(page)).toEqual([]);
    // The next page's view leaves at once; the footer reopens the preferences.
    await page.goto("/fr/shows");
    await expect.poll(() => pageViews(batches, "tags")).toEqual(["/fr/series", "/fr/movies", "/fr/shows"]);
    await expect(banner).toHaveCount(0);
    await page.getByRole("contentinfo").getByRole("button", { name: "Paramètres des cookies" }).click();
    await expect(dialog.getByRole("checkbox", { name: "Performance" })).toBeChecked();
  } finally {
    await context.close();
  }
});

test("declining sends nothing and keeps nothing waiting, in Arabic too; outside the covered countries nobody is asked", async ({ browser }) => {
  const covered = await browser.newContext({ extraHTTPHeaders: { "x-edge-country": "DE" }, viewport: { width: 320, height: 640 } });
  const page = await covered.newPage();
  const batches = collected(page);
  try {
    await page.goto("/ar/series");
    const banner = page.getByRole("region", { name: "خصوصيتك على شاشة" });
    await expect(banner).toBeVisible();
    const box = await banner.getByRole("button", { name: "رفض الكل" }).boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    expect(await accessibilityProblems(page, "consent banner", { rails: false })).toEqual([]);
    await banner.getByRole("button", { name: "رفض الكل" }).click();
    await expect(banner).toBeHidden();
    await page.goto("/ar/movies");
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByRole("region", { name: "خصوصيتك على شاشة" })).toHaveCount(0);
    await expect.poll(() => queuedPaths(page)).toEqual([]);
    expect(batches).toEqual([]);
  } finally {
    await covered.close();
  }

  const elsewhere = await browser.newContext({ extraHTTPHeaders: { "x-edge-country": "JO" } });
  const local = await elsewhere.newPage();
  const sent = collected(local);
  try {
    await local.goto("/en/series");
    await expect.poll(() => pageViews(sent, "tags")).toEqual(["/en/series"]);
    await expect(local.getByRole("region", { name: "Your privacy on Shasha" })).toHaveCount(0);
    // Nobody is asked here, but anyone may change their choice.
    await expect(local.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" })).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});

test("consent management: the account's marketing choices are saved, and anyone may turn cookies off, even where nobody is asked", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-edge-country": "JO" } });
  const page = await context.newPage();
  const batches = collected(page);
  try {
    await signInByRoute(page, "registered@shasha.test");
    await page.goto("/en/hub/settings");
    await page.getByRole("link", { name: "Privacy and consent: emails and cookies" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy and consent" })).toBeVisible();
    const newsletter = page.getByRole("checkbox", { name: "Subscribe me to the newsletter" });
    await formReady(page, "Save my choices");
    const wanted = !(await newsletter.isChecked());
    await newsletter.setChecked(wanted);
    await page.getByRole("button", { name: "Save my choices" }).click();
    await expect(page.getByText("Your choices have been saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Subscribe me to the newsletter" })).toBeChecked({ checked: wanted });

    // Jordan is not covered: no banner, the page views leave; the preferences still open, and turn performance off.
    await expect.poll(() => pageViews(batches, "tags").length).toBeGreaterThan(0);
    await page.locator("#content").getByRole("button", { name: "Cookie settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await expect(dialog.getByRole("checkbox", { name: "Performance" })).toBeChecked();
    await dialog.getByRole("checkbox", { name: "Performance" }).uncheck();
    await dialog.getByRole("button", { name: "Confirm my choices" }).click();
    await expect(dialog).toBeHidden();
    const sentBefore = pageViews(batches, "tags").length;
    await page.goto("/en/movies");
    await expect(page.locator("h1")).toBeVisible();
    await expect.poll(() => queuedPaths(page)).toEqual([]);
    expect(pageViews(batches, "tags")).toHaveLength(sentBefore);
  } finally {
    await context.close();
  }
});
