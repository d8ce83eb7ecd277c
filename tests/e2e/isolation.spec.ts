import { expect, test } from "./fixtures";
import { watchConsole } from "./consoleGuard";
import { previewPath } from "./manage";

/**
 * tests/e2e/screens/qa-isolation.json is loaded into the local services through EXTRA_SCREENS_DIR. Its broken
 * blocks are valid layout whose view cannot be drawn: `{ "key": "home.rails", "params": { "returnObjects":
 * "yes" } }` reaches i18next as an option and comes back as an object where the view expects text (the same
 * document drives renderer/render/BlockNode.test.tsx). A landing id, so viewers get it from the page cache.
 */
const present = ["before", "trending", "inside-before", "inside-after", "after", "broken-text-fallback"];
const broken = ["broken-text", "broken-header", "broken-inside"];

test.describe("a block whose view throws during the server render", () => {
  test("is left out of the cached page's HTML by the server, and the other blocks render", async ({ request }) => {
    const response = await request.get("/en/qa-isolation");
    expect(response.status()).toBe(200);
    expect(response.headers()["x-nextjs-cache"], "served from the page cache (the /seg/ tree)").toMatch(/HIT|STALE|MISS/);
    const html = await response.text();
    for (const id of present) expect(html, `block ${id}`).toContain(`data-block-id="${id}"`);
    for (const id of broken) expect(html, `block ${id}`).not.toContain(`data-block-id="${id}"`);
    // A Suspense boundary the server gave up on (<!--$!-->) would leave the block for the browser to render.
    expect(html).not.toContain("<!--$!-->");
  });

  test("shows its fallback in the browser, and nothing fails there", async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto("/en/qa-isolation");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Before the broken blocks")).toBeVisible();
    await expect(page.locator('[data-block-id="trending"] li a')).not.toHaveCount(0);
    await expect(page.locator('[data-block-id="broken-text-fallback"]')).toHaveText("Fallback for the text");
    await expect(page.getByText("Inside, after")).toBeVisible();
    await expect(page.getByText("After the broken blocks")).toBeVisible();
    for (const id of broken) await expect(page.locator(`[data-block-id="${id}"]`)).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("is marked where it stood in preview, so the content team sees which block and why", async ({ browser }) => {
    // Its own context: the preview cookie must not follow the other tests onto the live tree.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(await previewPath(page.request, "qa-isolation"));
    const marks = page.locator('[data-preview-mark="render-failed"]');
    await expect(marks).toHaveCount(broken.length);
    await expect(marks.first()).toContainText("broken-text");
    await expect(page.locator('[data-preview-mark="render-failed"][data-pointer="/blocks/4/children/1"]')).toContainText("Objects are not valid as a React child");
    await context.close();
  });
});
