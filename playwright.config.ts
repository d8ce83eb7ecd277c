import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests in Debian's Chromium against the production build and the local services, both started
 * by `scripts/start.mjs` on their own ports with a fresh database. Playwright never downloads a browser.
 */
const appPort = 3100;
const servicesPort = 4100;
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  // A 2-core machine runs the app, the services and two browsers: a page's first render after start can take past the
  // default 5 s for a URL or a text to show (CI once saw /en take longer just after start). Passing tests wait no longer.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${appPort}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /maintenance\.spec\.ts/ },
    // A maintenance window takes a whole area down: its test runs once every other test is done.
    { name: "maintenance", use: { ...devices["Desktop Chrome"], channel: undefined }, testMatch: /maintenance\.spec\.ts/, dependencies: ["chromium"] },
  ],
  webServer: {
    command: "rm -rf /tmp/shasha-e2e-data && node scripts/start.mjs",
    url: `http://localhost:${appPort}/en`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(appPort),
      SERVICES_PORT: String(servicesPort),
      DATA_DIR: "/tmp/shasha-e2e-data",
      EXTRA_SCREENS_DIR: "tests/e2e/screens",
      // The development defaults (secrets, the dev outbox, the seeded accounts) on a production build. Among them the
      // services caller secret (domain/servicesCaller.ts), so the app and the suite share it without a setting, and
      // tests/e2e/auth.ts's direct calls send the same one.
      SHASHA_DEV_DEFAULTS: "1",
      // Every test's browser reaches the app from 127.0.0.1, so to the services all of them are one viewer address:
      // the per-address playout limits (60 in 10 minutes, 2 guest streams) would count the whole suite's parallel
      // players as one household. The service tests prove those limits (services/playback/playoutLimits.test.ts).
      GUEST_STREAM_LIMIT: "50",
      PLAYOUT_RATE_LIMIT: "10000",
      // Stands in for the deployment's edge, which sets the viewer's country (security.spec.ts).
      COUNTRY_HEADER: "x-edge-country",
      // The partner site allowed to frame embed pages (titles.spec.ts).
      EMBED_ORIGINS: "https://partner.example",
      NEXT_TELEMETRY_DISABLED: "1",
      // The app's metrics listener (operations.spec.ts), on a port of the tests' own.
      METRICS_PORT: "4191",
      // The always-live showcase match plays a minute a second, and a live match page hears of it every second, so
      // sport.spec.ts sees the match move on without a reload in seconds (docs/sports-service.md).
      SPORTS_SHOWCASE_MINUTE_MS: "1000",
      SPORTS_LIVE_POLL_MS: "1000",
    },
  },
});
