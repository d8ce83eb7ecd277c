// @vitest-environment jsdom
/**
 * An app's registration page (issue 31 §5: a sign-up form of platform android or ios): in the app's web view a
 * successful sign-up is told to the app (native bridge: normal-register, onSuccess) and the page stays, saying so; in a
 * browser, or on the web's own page, it goes on as any sign-up.
 */
import { stubFormFetch } from "@/components/botCheck/testFetch";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import type { FormBlock } from "@/screens-schema/generated/types";
import { BlockPreview } from "../testing/corpusStory";
import { createTestUi } from "../testing/createTestUi";

const navigate = vi.hoisted(() => vi.fn<(href: string) => void>());
vi.mock("./navigate", () => ({ navigateTo: navigate }));

function signUpForm(platform: FormBlock["platform"]): FormBlock {
  return {
    type: "form",
    id: "signup-form",
    operation: "sign-up",
    ...(platform === undefined ? {} : { platform }),
    children: [
      { type: "email-field", id: "email", name: "email", label: { ar: "البريد", en: "Email", fr: "E-mail" } },
      { type: "password-field", id: "password", name: "password", label: { ar: "كلمة المرور", en: "Password", fr: "Mot de passe" } },
      { type: "submit", id: "submit", label: { ar: "إنشاء حساب", en: "Create an account", fr: "Créer un compte" } },
    ],
  };
}

const session = { user: { id: "u9", email: "new@example.com", firstName: "Nadia", userType: "registered" }, profiles: [] };

function signUp(platform: FormBlock["platform"]) {
  stubFormFetch(vi.fn<typeof fetch>().mockResolvedValue(Response.json({ ok: true, redirectTo: "/hub/onboarding", session })));
  render(<BlockPreview block={signUpForm(platform)} ui={createTestUi("en")} />);
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "new@example.com" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Abcdef-12" } });
  fireEvent.click(screen.getByRole("button", { name: "Create an account" }));
}

/**
 * The app's side of the bridge: its captcha SDK answers the page's token request (get-mobile-captcha-token) as a real
 * app does, through `window.shashaWeb.receive`; every message is recorded.
 */
function fakeAndroidApp() {
  const postMessage = vi.fn<(message: string) => void>((message) => {
    const sent: unknown = JSON.parse(message);
    if (typeof sent === "object" && sent !== null && "event" in sent && sent.event === "get-mobile-captcha-token") {
      queueMicrotask(() => window.shashaWeb?.receive(JSON.stringify({ event: "get-mobile-captcha-token", data: { token: "app.token" } })));
    }
  });
  window.ShashaAndroid = { postMessage };
  return { registrations: () => postMessage.mock.calls.map(([message]) => message).filter((message) => message.includes("normal-register")) };
}

beforeAll(async () => {
  await import("./submitFlow");
});
beforeEach(() => navigate.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.ShashaAndroid;
  document.cookie = "mobileCaptchaFailure=; path=/; max-age=0";
});

describe("a sign-up on an app's registration page", () => {
  test("in the Android app's web view tells the app, with no token, and stays", async () => {
    const app = fakeAndroidApp();
    signUp("android");
    await waitFor(() => expect(app.registrations()).toHaveLength(1));
    expect(JSON.parse(app.registrations()[0] ?? "")).toEqual({
      flow: "normal-register",
      event: "onSuccess",
      data: { id: "u9", email: "new@example.com", firstName: "Nadia", lastName: null, userType: "registered" },
    });
    expect(await screen.findByText("Your account is ready. Taking you back to the app…")).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  test("in a browser goes on as any sign-up", async () => {
    signUp("ios");
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/en/hub/onboarding"));
  });

  test("on the web's page never tells an app of the account, even inside one", async () => {
    const app = fakeAndroidApp();
    signUp("web");
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/en/hub/onboarding"));
    expect(app.registrations()).toEqual([]);
  });
});
