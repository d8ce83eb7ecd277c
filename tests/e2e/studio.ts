/** The studio as the e2e tests drive it (issue 17): seeded staff, sign-in, the editor's JSON view. */
import { expect, type Page } from "@playwright/test";

export const staffPassword = "Studio-2026!";

/** The studio's own origin (domain/origins.ts): the app's port + 1 (playwright.config.ts). */
export const studioOrigin = "http://localhost:3101";

/**
 * What a browser says of a call the studio's own page makes; the studio's API refuses anything else. Playwright's
 * API requests send no `Sec-Fetch-Site` of their own.
 */
export const studioPageCall = { origin: studioOrigin, "sec-fetch-site": "same-origin" } as const;
export type StaffName = "qa" | "editor" | "editor2" | "publisher" | "admin";

export function staffEmail(who: StaffName): string {
  return `${who}@studio.shasha.test`;
}

/** Signs in through the studio's own sign-in page and lands on `next` (default the screen list). */
export async function signInStudio(page: Page, who: StaffName, next = "/studio"): Promise<void> {
  await page.goto(`${studioOrigin}/studio/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(staffEmail(who));
  await page.getByLabel("Password").fill(staffPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === new URL(next, "http://x").pathname);
}

/** Replaces the JSON view's whole text, as a paste would. */
export async function replaceJson(page: Page, text: string): Promise<void> {
  await page.getByRole("tab", { name: "JSON" }).click();
  await page.locator(".cm-content").click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(text);
}

/** Waits until the autosave has stored the latest text. */
export async function draftSaved(page: Page): Promise<void> {
  await expect(page.locator('[data-save-state="saved"]')).toContainText("Draft saved");
}
