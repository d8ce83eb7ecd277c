import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";

/**
 * This file runs its own services (4300) and app (3300) so it can stop the services process without
 * disturbing the other tests. The app is the same production build.
 */
const servicesPort = 4300;
const appPort = 3300;
const app = `http://localhost:${appPort}`;

let services: ChildProcess | undefined;
let nextServer: ChildProcess | undefined;
let dataDir = "";

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "shasha-outage-"));
  const env = {
    ...process.env,
    SERVICES_PORT: String(servicesPort),
    DATA_DIR: dataDir,
    APPGRID_BASE_URL: `http://127.0.0.1:${servicesPort}/appgrid`,
    CONTENT_BASE_URL: `http://127.0.0.1:${servicesPort}/content`,
    // Both apps share the build's page cache (.next), so pages the main e2e app rendered are served here too,
    // with its image URLs: the image service of the main suite (which keeps running) serves this app's images
    // as well, so every page of this app passes its own Content-Security-Policy (img-src).
    IMAGES_BASE_URL: "http://localhost:4101/images",
    SERVICES_PUBLIC_URL: "http://localhost:4101",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  // Node with tsx's loader rather than the tsx wrapper, so the signal below reaches the services themselves.
  services = spawn(process.execPath, ["--import", "tsx", "services/main.ts"], { env, stdio: "ignore" });
  // The production app server (ops/server), as npm start runs it: it adds the cached pages' script hashes to their CSP.
  nextServer = spawn(process.execPath, ["--import", "tsx", "ops/server/main.ts"], { env: { ...env, PORT: String(appPort), METRICS_PORT: "0" }, stdio: "ignore" });
  await waitFor(`http://127.0.0.1:${servicesPort}/`);
  await waitFor(`${app}/en/home`);
});

test.afterAll(() => {
  services?.kill("SIGTERM");
  nextServer?.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

test.describe("when the service process stops", () => {
  test("pages already served keep being served from the last good copy", async ({ page }) => {
    await page.goto(`${app}/en/home`);
    const railsBefore = await page.locator('[data-block="rail"]').count();
    expect(railsBefore).toBeGreaterThanOrEqual(12);

    const stopped = new Promise((resolve) => services?.once("exit", resolve));
    services?.kill("SIGTERM");
    await stopped;

    const response = await page.goto(`${app}/en/home`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("[data-error-state]")).toHaveCount(0);
    // The layout and the rails' data both come from the last good copies.
    expect(await page.locator('[data-block="rail"]').count()).toBe(railsBefore);
    await expect(page.locator('[data-block="hero"]')).toHaveCount(1);
  });

  test("a screen never loaded before shows the error page with a retry, not a stack trace", async ({ page }) => {
    // An account page is rendered per request (the live tree), and this app process never loaded its layout.
    await page.goto(`${app}/en/hub/forget-password`);
    await expect(page.locator("[data-error-state]")).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("Error:");
    // A stack frame ("at render (page.js:12:5)"); a plain string would be trimmed to "at" and match any "Watch".
    await expect(page.locator("body")).not.toContainText(/\bat \S+ \(\S+:\d+:\d+\)/);
  });
});
