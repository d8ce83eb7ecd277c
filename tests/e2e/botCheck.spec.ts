/**
 * The bot check (issue 31 §5; spec 4's bot-checked calls, spec 8 "Mobile captcha"). The browser journeys that pass it
 * are every sign-up and phone test; these are its refusals and the app's failure:
 * - a form post without the page's token, with a forged one, or with one already spent makes nothing and says so;
 * - in an app's web view whose captcha fails with a provider failure, the page checks in the browser, remembers the
 *   failure for 50 s (`mobileCaptchaFailure`) and tells the viewer the code in a toast; the sign-up goes through.
 */
import { expect, test } from "./fixtures";
import { botChecked, sameOrigin, uniqueEmail } from "./auth";

const password = "Signup-2026!";
const signUp = (email: string, botCheck?: string) => ({
  headers: sameOrigin,
  data: {
    screenId: "/user/web-registration",
    formId: "signup-form",
    values: { firstName: "Bot", email, password, confirmPassword: password },
    ...(botCheck === undefined ? {} : { botCheck }),
  },
});
const refusal = { ok: false, formError: "We could not confirm that this request comes from a person. Please try again." };

test("a sign-up the bot check did not vouch for is refused and makes nothing", async ({ page }) => {
  const email = uniqueEmail("bot");
  const none = await page.request.post("/api/forms/sign-up?lang=en", signUp(email));
  expect(none.status()).toBe(400);
  expect(await none.json()).toEqual(refusal);
  const forged = Buffer.from(JSON.stringify({ challenge: "0".repeat(64), salt: "x", signature: "0".repeat(64), number: 1 })).toString("base64url");
  const refused = await page.request.post("/api/forms/sign-up?lang=en", signUp(email, forged));
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual(refusal);
  // A genuine token serves once: the account is made, the same token again makes no other.
  const token = Object.values(await botChecked())[0] ?? "";
  expect((await page.request.post("/api/forms/sign-up?lang=en", signUp(email, token))).status()).toBe(200);
  const replayed = await page.request.post("/api/forms/sign-up?lang=en", signUp(uniqueEmail("bot"), token));
  expect(await replayed.json()).toEqual(refusal);
});

test("in an app whose captcha fails, the page checks itself, remembers the failure for 50 s and tells its code", async ({ page }) => {
  // The app's bridge, whose captcha SDK fails as GeeTest's provider does.
  await page.addInitScript(() => {
    const postMessage = (message: string) => {
      if (!message.includes('"get-mobile-captcha-token"')) return;
      const data = { errorCode: "GEETEST_CAPTCHA_FAILURE" };
      queueMicrotask(() => window.shashaWeb?.receive(JSON.stringify({ event: "get-mobile-captcha-token", data })));
    };
    Object.assign(window, { ShashaAndroid: { postMessage } });
  });
  const challenges: string[] = [];
  page.on("request", (sent) => void (sent.url().includes("/api/bot-check") && challenges.push(sent.url())));
  await page.goto("/fr/hub/android-registration");
  await page.getByLabel("Prénom").fill("Lina");
  await page.getByLabel("E-mail").fill(uniqueEmail("geetest"));
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByLabel("Confirmer le mot de passe").fill(password);
  const asked = Date.now();
  await page.getByRole("button", { name: "Créer le compte" }).click();
  // An error toast, announced as an alert, closed by its button.
  const toast = page.getByRole("alert").locator("[data-toast=bot-check]");
  await expect(toast).toContainText("GEETEST_CAPTCHA_FAILURE");
  await toast.getByRole("button", { name: "Fermer" }).click();
  await expect(toast).toHaveCount(0);
  await expect(page.getByText("Votre compte est prêt.", { exact: false })).toBeVisible();
  expect(challenges).toHaveLength(1);
  const failure = (await page.context().cookies()).find((cookie) => cookie.name === "mobileCaptchaFailure");
  expect(failure?.value).toBe("GEETEST_CAPTCHA_FAILURE");
  const lifetime = (failure?.expires ?? 0) - asked / 1000;
  expect(lifetime).toBeGreaterThan(40);
  expect(lifetime).toBeLessThanOrEqual(51);
});
