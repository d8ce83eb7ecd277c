import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * `npm run screenshots` (issue 10; not part of `npm test`): every page of tests/e2e/pages.ts in every locale
 * and width, as PNGs with an HTML index in `screenshots/`, against the same production build and local
 * services as the end-to-end tests. Narrow it with SCREENS=home,login LOCALES=ar WIDTHS=390.
 */
export default defineConfig({
  ...base,
  testDir: "tests/screenshots",
  reporter: [["list"]],
  timeout: 120_000,
  workers: 1,
});
