/**
 * Devices and TV pairing (issue 31 §3): the simulated TV (the services' public listener, as a TV reaches the platform)
 * shows a code; a viewer who is not signed in goes to /hub/pairing-device, signs in, enters it, and the TV is signed
 * in; the same code again is refused; the TV is on /hub/devices, where signing it out signs the TV out. One journey.
 * And a set-top box linked from its sticker (/hub/gobx-linking), listed and removed there.
 */
import { expect, test } from "./fixtures";
import { createAccount, formReady, signInByRoute, signInWithForm, uniqueEmail, seededPassword } from "./auth";

const tvPage = "http://localhost:4101/tv?lang=en";

test("pair the simulated TV with its code, see it on the devices page, sign it out there", async ({ page, browser }) => {
  test.slow(); // the TV polls every 5 s (RFC 8628's default interval), twice in this journey
  const email = uniqueEmail("tv");
  await createAccount(page.request, email);

  const tvContext = await browser.newContext();
  const tv = await tvContext.newPage();
  await tv.goto(tvPage);
  await expect(tv.locator("body")).toHaveAttribute("data-state", "waiting");
  await expect(tv.locator("#url")).toHaveText(/\/hub\/pairing-device$/);
  const code = (await tv.locator("#code").textContent()) ?? "";
  expect(code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);

  // The page the TV names asks a guest to sign in first, then comes back to it.
  await page.goto("/en/hub/pairing-device");
  await expect(page).toHaveURL(/\/en\/hub\/login\?redirect=/);
  await signInWithForm(page, email, seededPassword);
  await expect(page).toHaveURL(/\/en\/hub\/pairing-device$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in on a TV" })).toBeVisible();
  await formReady(page, "Sign in the TV");
  // Typed as people type it: lower case, no dash.
  await page.getByLabel("Code shown on your TV").fill(code.toLowerCase().replace("-", ""));
  await page.getByRole("button", { name: "Sign in the TV" }).click();
  await expect(page.getByText("Your TV is signed in. Enjoy watching!")).toBeVisible();
  await expect(tv.locator("body")).toHaveAttribute("data-state", "signed-in", { timeout: 15_000 });
  await expect(tv.getByRole("status")).toHaveText(/^Signed in as /);

  // The same code again is refused, in the field's words.
  await page.getByLabel("Code shown on your TV").fill(code);
  await page.getByRole("button", { name: "Sign in the TV" }).click();
  await expect(page.getByText("This code is not right, was used already or has expired. Check the code on your TV.")).toBeVisible();

  // The devices page lists this browser and the TV; signing the TV out there signs it out.
  await page.goto("/en/hub/devices");
  await expect(page.getByRole("heading", { level: 1, name: "Your devices" })).toBeVisible();
  const devices = page.locator("[data-block='device-list'] li");
  await expect(devices).toHaveCount(2);
  await expect(page.locator("[data-device='WEB'][data-current]")).toContainText("This device");
  await page.getByRole("button", { name: "Sign out Smart TV" }).click();
  await page.getByRole("button", { name: "Yes, sign it out" }).click();
  await expect(devices).toHaveCount(1);
  await expect(tv.locator("body")).toHaveAttribute("data-state", "signed-out", { timeout: 15_000 });
  await tvContext.close();
});

test("auto-pairing: the TV's link carries its code out of sight; a guest signs in, comes back and accepts", async ({ page, browser }) => {
  test.slow(); // the TV polls every 5 s
  const email = uniqueEmail("tv-link");
  await createAccount(page.request, email);
  const tvContext = await browser.newContext();
  const tv = await tvContext.newPage();
  await tv.goto(tvPage);
  await expect(tv.locator("body")).toHaveAttribute("data-state", "waiting");
  const link = (await tv.locator("#quick").getAttribute("href")) ?? "";
  expect(link).toMatch(/\/hub\/auto-pairing#pairCode=[A-Z]{4}-[A-Z]{4}&type=pairing$/);
  const code = (await tv.locator("#code").textContent()) ?? "";

  // What a phone opening the QR code does. The code is in the fragment: it leaves the address at once.
  const asked: string[] = [];
  page.on("request", (request) => asked.push(request.url()));
  await page.goto(link.replace(/^https?:\/\/[^/]+/, "").replace("/hub/", "/en/hub/"));
  await expect(page.getByText(`Sign in to connect your TV (code ${code}). You will come back here to confirm.`)).toBeVisible();
  await expect(page).toHaveURL(/\/en\/hub\/auto-pairing$/);
  await page.locator("#content").getByRole("link", { name: "Sign in", exact: true }).click();
  await signInWithForm(page, email, seededPassword);
  await expect(page).toHaveURL(/\/en\/hub\/auto-pairing$/);
  // A new account has no subscription: the packages come first, pairing stays possible.
  await expect(page.getByText(`The TV showing the code ${code} can sign in to your account, but watching needs a subscription.`)).toBeVisible();
  await page.getByRole("button", { name: "Sign in the TV anyway" }).click();
  await expect(page.getByText("Your TV is signed in. Enjoy watching!")).toBeVisible();
  await expect(tv.locator("body")).toHaveAttribute("data-state", "signed-in", { timeout: 15_000 });
  expect(asked.filter((url) => url.includes(code) || url.toLowerCase().includes(code.toLowerCase().replace("-", "")))).toEqual([]);
  await tvContext.close();
});

test("link a set-top box from its sticker, in Arabic; it is on the devices page, where removing it unlinks it", async ({ page }) => {
  const email = uniqueEmail("box");
  await createAccount(page.request, email);
  await signInByRoute(page, email);
  await page.goto("/ar/hub/devices");
  await page.getByRole("link", { name: "ربط جهاز استقبال" }).click();
  await expect(page).toHaveURL(/\/ar\/hub\/gobx-linking$/);
  await expect(page.getByRole("heading", { level: 1, name: "ربط جهاز استقبال" })).toBeVisible();
  await formReady(page, "ربط الجهاز");
  // A wrong code is told on its field; the right one, typed as printed on the sticker, links the box.
  await page.getByLabel("الرقم التسلسلي").fill("SB-1000-0003");
  await page.getByLabel("رمز الربط").fill("1964-0428");
  await page.getByRole("button", { name: "ربط الجهاز" }).click();
  await expect(page.getByText("لا يوجد جهاز بهذا الرقم التسلسلي وهذا الرمز.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("رمز الربط")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("رمز الربط").fill("1964-0427");
  await page.getByLabel("اسم الجهاز").fill("غرفة الجلوس");
  await page.getByRole("button", { name: "ربط الجهاز" }).click();
  await expect(page.getByText("تم ربط الجهاز بحسابك.", { exact: false })).toBeVisible();

  await page.getByRole("link", { name: "أجهزتك" }).click();
  const box = page.locator("[data-device='STB']");
  await expect(box).toContainText("غرفة الجلوس");
  await expect(box).toContainText("جهاز استقبال");
  await page.getByRole("button", { name: "تسجيل الخروج غرفة الجلوس" }).click();
  await box.getByRole("button", { name: "نعم، سجّل خروجه" }).click();
  await expect(box).toHaveCount(0);
});
