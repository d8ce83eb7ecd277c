/**
 * The route table is data (issue 28): the CRM team adds an account page by publishing a screen and a row of the table
 * through the management API, with no deploy; the row's guard applies at once, and the page answers in every language.
 */
import { createAccount, signInByRoute, uniqueEmail } from "./auth";
import { expect, test } from "./fixtures";
import { current, publish, screenDoc } from "./manage";
import { replaceJson, signInStudio } from "./studio";

const tableId = "/app/routes";

test("a new account page is a row of the route table and a screen, published without a deploy; its row's guard holds", async ({ page, request }) => {
  test.setTimeout(60_000);
  const segment = `qa-offers-${Date.now()}`;
  const screenId = `/user/${segment}`;
  const words = { en: "Offers picked for you", ar: "عروض مختارة لك", fr: "Des offres pour vous" };
  expect((await publish(request, screenId, screenDoc(screenId, [words]))).status()).toBe(201);
  await expect(page.goto(`/en/hub/${segment}`).then((reply) => reply?.status())).resolves.toBe(404);

  const table: unknown = await (await current(request, tableId)).json();
  if (typeof table !== "object" || table === null || !("document" in table) || typeof table.document !== "object" || table.document === null) throw new Error("no route table");
  const document = table.document;
  if (!("routes" in document) || !Array.isArray(document.routes)) throw new Error("the route table has no rows");
  const row = { path: `/hub/${segment}`, screen: screenId, kind: "hub", layout: "default", access: "login-required", exempt: true };
  expect((await publish(request, tableId, { ...document, routes: [row, ...document.routes] })).status()).toBe(201);

  // The publish signal reaches the app within seconds; a guest is sent to sign in, with the way back.
  await expect.poll(async () => new URL((await page.goto(`/en/hub/${segment}`))?.url() ?? "").pathname, { timeout: 20_000 }).toBe("/en/hub/login");
  expect(new URL(page.url()).searchParams.get("redirect")).toBe(`/hub/${segment}`);

  const email = uniqueEmail("routes");
  await createAccount(request, email);
  await signInByRoute(page, email);
  for (const locale of ["en", "ar", "fr"] as const) {
    const reply = await page.goto(`/${locale}/hub/${segment.toUpperCase()}/`);
    expect(reply?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/${locale}/hub/${segment}`);
    await expect(page.getByText(words[locale])).toBeVisible();
  }
});

test("a malformed route table is refused at publish with a pointer, and the pages keep their guards", async ({ page, request }) => {
  const broken = { schemaVersion: "1.0", routes: [{ path: "/hub/{settings", screen: "/user/settings", kind: "hub", layout: "default", access: "any" }] };
  const reply = await publish(request, tableId, broken);
  expect(reply.status()).toBe(422);
  expect(JSON.stringify(await reply.json())).toContain("/routes/0/path");
  await page.goto("/en/hub/settings");
  expect(new URL(page.url()).pathname).toBe("/en/hub/login");
});

test("the studio lists the table's rows, previews a row's screen, and holds a malformed pattern back from publishing", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInStudio(page, "publisher", `/studio/edit?screen=${encodeURIComponent(tableId)}`);
  await expect(page.getByRole("tab", { name: "Routes" })).toHaveAttribute("aria-selected", "true");
  const login = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "/hub/login", exact: true }) });
  await login.getByRole("button", { name: "Preview /user/login-form" }).click();
  // The preview matrix shows the row's screen as viewers get it: the sign-in form, in Arabic at 390 px by default.
  await expect(page.frameLocator("iframe").first().locator('input[type="email"]')).toBeVisible();

  await replaceJson(page, JSON.stringify({ schemaVersion: "1.0", routes: [{ path: "/hub/{login", screen: "/user/login-form", kind: "hub", layout: "default", access: "guest-only" }] }, null, 2));
  await expect(page.locator(".studio-problems li").first()).toContainText("at /routes/0/path");
  await expect(page.getByRole("button", { name: "Publish" })).toBeDisabled();
  await context.close();
});

test("Internet Explorer's page requests are sent to the not-supported page, in the viewer's language", async ({ request }) => {
  const ie = { "user-agent": "Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko" };
  const reply = await request.get("/fr/series", { headers: ie, maxRedirects: 0 });
  expect(reply.status()).toBe(307);
  expect(new URL(reply.headers()["location"] ?? "", "http://localhost").pathname).toBe("/fr/hub/not-supported");
  const page = await request.get("/fr/hub/not-supported", { headers: ie, maxRedirects: 0 });
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain("Ce navigateur n’est pas pris en charge");
});
