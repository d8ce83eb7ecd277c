/**
 * Signing in or out in one tab follows in the others (issue 32 §3, spec 4): the other tab goes home once signed in,
 * and to the sign-out notice once signed out.
 */
import { seededPassword, signInWithForm } from "./auth";
import { expect, test } from "./fixtures";

test("a sign-in and a sign-out in one tab follow in the other", async ({ context }) => {
  const other = await context.newPage();
  await other.goto("/en/movies");
  await expect(other.locator("h1")).toBeVisible();

  const page = await context.newPage();
  await page.goto("/en/hub/login");
  await signInWithForm(page, "registered@shasha.test", seededPassword);
  await page.waitForURL((url) => !url.pathname.endsWith("/hub/login"));
  // The other tab leaves the guest's page for home, where the proxy asks who is watching.
  await other.waitForURL((url) => url.pathname !== "/en/movies");
  expect(new URL(other.url()).pathname).toMatch(/^\/en(\/hub\/profile-selection|\/hub\/onboarding.*)?$/);

  await page.goto("/en/logout");
  // Waited for from before the click: the flag is gone from the address as soon as the notice shows.
  const followed = other.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith("/en/logout?autoLogout=true"));
  await page.locator("#content").getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL(/\/en$/);
  await followed;
  await expect(other.getByText("You have been signed out.")).toBeVisible();
  expect(new URL(other.url()).pathname).toBe("/en");
});
