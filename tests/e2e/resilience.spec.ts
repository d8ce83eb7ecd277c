import { expect, test } from "./fixtures";
import { watchConsole } from "./consoleGuard";

/** tests/e2e/screens/qa-resilience.json is loaded into the local services through EXTRA_SCREENS_DIR. */
test.describe("a layout with bad blocks", () => {
  test("a block of an unknown type, or a module its page cannot feed, is dropped and everything else renders", async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto("/en/qa-resilience");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Before the unknown block")).toBeVisible();
    await expect(page.getByText("After the unknown block")).toBeVisible();
    await expect(page.locator('[data-block-id="mystery"]')).toHaveCount(0);
    // The player module placed on a landing page, where there is no title to play, is dropped (it took pages down).
    await expect(page.locator('[data-block-id="stray-player"]')).toHaveCount(0);
    await expect(page.locator('[data-block-id="trending"] li a')).not.toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("an invalid block shows its fallback", async ({ page }) => {
    await page.goto("/en/qa-resilience");
    await expect(page.locator('[data-block-id="broken-rail"]')).toHaveCount(0);
    await expect(page.locator('[data-block-id="broken-rail-fallback"]')).toHaveText("Fallback for the rail");
  });

  test("a rail whose data source fails is left out, and a missing module shows its fallback", async ({ page }) => {
    await page.goto("/en/qa-resilience");
    await expect(page.locator('[data-block-id="missing-carousel"]')).toHaveCount(0);
    await expect(page.locator('[data-block-id="sports-fallback"]')).toHaveText("Sport is coming soon");
  });
});

test.describe("text from a layout", () => {
  test("holding markup is shown as text and runs nothing", async ({ page }) => {
    await page.goto("/en/qa-resilience");
    const block = page.locator('[data-block-id="markup"]');
    await expect(block).toHaveText('<img src=x onerror="window.__xss=1"> Tom & Jerry <Classic>');
    await expect(block.locator("img")).toHaveCount(0);
    expect(await page.evaluate(() => "__xss" in window)).toBe(false);
  });
});
