/**
 * `npm start` supervises (issue 8 section 5): when the services' process dies, the app keeps serving from its
 * caches while the services are restarted with backoff. This file runs its own `scripts/start.mjs` (app 3500,
 * services 4500) so killing its services disturbs no other test.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";

const appPort = 3500;
const servicesPort = 4500;
const app = `http://localhost:${appPort}`;
const servicesUrl = `http://127.0.0.1:${servicesPort}/`;

let starter: ChildProcess | undefined;
let dataDir = "";

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

const servicesPid = () => Number(readFileSync(path.join(dataDir, "services.pid"), "utf8"));

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "shasha-supervise-"));
  starter = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(appPort),
      SERVICES_PORT: String(servicesPort),
      DATA_DIR: dataDir,
      SHASHA_DEV_DEFAULTS: "1",
      // The build's page cache is shared with the main e2e app, whose pages name its image service (4101).
      IMAGES_BASE_URL: "http://localhost:4101/images",
      SERVICES_PUBLIC_URL: "http://localhost:4101",
    },
    stdio: "ignore",
  });
  await expect.poll(() => answers(`${app}/en`), { timeout: 90_000, intervals: [250] }).toBe(true);
});

test.afterAll(async () => {
  if (starter && starter.exitCode === null) {
    const stopped = new Promise((resolve) => starter?.once("exit", resolve));
    starter.kill("SIGTERM");
    await stopped;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test("the app keeps serving when the services' process dies, and the services come back", async ({ page }) => {
  test.setTimeout(90_000);
  // The build's page cache is shared with the main e2e app, whose home may have been changed by other tests (the
  // studio's adds a rail): the first answers can be its stale copy, replaced in the background from this suite.
  // Count once this app holds a fresh copy in its own memory (a HIT) and two loads agree; a page rendered again
  // after that, with the services dead, would show a different count.
  let rails = -1;
  await expect(async () => {
    const reply = await page.goto(`${app}/ar/home`);
    const previous = rails;
    rails = await page.locator('[data-block="rail"]').count();
    expect(reply?.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(rails).toBe(previous);
  }).toPass({ timeout: 30_000, intervals: [500] });
  expect(rails).toBeGreaterThanOrEqual(12);

  const killed = servicesPid();
  process.kill(killed, "SIGKILL");
  await expect.poll(() => answers(servicesUrl), { timeout: 5_000 }).toBe(false);

  const response = await page.goto(`${app}/ar/home`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-error-state]")).toHaveCount(0);
  expect(await page.locator('[data-block="rail"]').count()).toBe(rails);

  await expect.poll(() => answers(servicesUrl), { timeout: 30_000, intervals: [250] }).toBe(true);
  expect(servicesPid()).not.toBe(killed);
  expect(starter?.exitCode).toBeNull();
});

test("Ctrl-C stops the app and the services, leaving no process behind", async () => {
  const pid = servicesPid();
  const stopped = new Promise<number | null>((resolve) => starter?.once("exit", (code) => resolve(code)));
  starter?.kill("SIGINT");
  expect(await stopped).toBe(0);
  expect(await answers(`${app}/en`)).toBe(false);
  expect(await answers(servicesUrl)).toBe(false);
  expect(() => process.kill(pid, 0)).toThrow();
});
