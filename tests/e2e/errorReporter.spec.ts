/**
 * The error reporter (issue 32 §2): an error nobody caught in the viewer's browser reaches the error-reporting
 * service (the suite's sink, services/errorSink) in the Sentry SDK's envelope, through the app's tunnel, with the
 * breadcrumbs before it (the page's address, the client's log entries); the SDK is loaded only then. On the server,
 * the renderer's block reports go there too, with their request's breadcrumbs.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { manageToken, servicesUrl } from "./manage";

interface SunkEvent {
  event: {
    exception?: { values?: { value?: string }[] };
    breadcrumbs?: { category?: string; message?: string }[];
    tags?: { code?: string };
    extra?: { screenId?: string };
  };
}

async function sunkEvents(request: APIRequestContext): Promise<SunkEvent[]> {
  const reply = await request.get(`${servicesUrl}/errors/events`, { headers: { Authorization: `Bearer ${manageToken}` } });
  return ((await reply.json()) as { events: SunkEvent[] }).events;
}

test("a client error reaches the error sink with the breadcrumbs before it", async ({ page, request }) => {
  const sdk: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname === "/api/errors") sdk.push(sent.url());
  });
  await page.goto("/en/movies");
  await expect(page.locator("h1")).toBeVisible();
  expect(sdk).toEqual([]);

  const message = `e2e: the page broke ${Date.now()}`;
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    }, 0);
  }, message);

  const reported = async () => (await sunkEvents(request)).find((sunk) => sunk.event.exception?.values?.some((value) => value.value === message));
  await expect.poll(reported, { timeout: 15_000 }).toBeDefined();
  const event = await reported();
  expect(event?.event.breadcrumbs?.[0]).toMatchObject({ category: "navigation", message: "/en/movies" });
  expect(sdk.length).toBeGreaterThan(0);
});

test("the renderer's report of a bad block reaches the error sink with its request's breadcrumbs", async ({ page, request }) => {
  // tests/e2e/screens/qa-resilience.json holds a block of an unknown type (resilience.spec.ts).
  await page.goto("/en/qa-resilience");
  await expect(page.getByText("After the unknown block")).toBeVisible();
  const reported = async () => (await sunkEvents(request)).find((sunk) => sunk.event.extra?.screenId === "qa-resilience" && sunk.event.tags?.code?.startsWith("block-") === true);
  await expect.poll(reported, { timeout: 15_000 }).toBeDefined();
  const crumbs = (await reported())?.event.breadcrumbs ?? [];
  expect(crumbs[0]?.category).toBe("http");
  expect(crumbs[0]?.message).toMatch(/^GET \/.*qa-resilience/);
});
