// @vitest-environment jsdom
import { stubFormFetch } from "@/components/botCheck/testFetch";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import type { Locale } from "@/domain/types";
import { pickBlock, type CorpusLayout } from "../testing/corpus";
import { BlockPreview } from "../testing/corpusStory";
import { createTestUi } from "../testing/createTestUi";

const navigate = vi.hoisted(() => vi.fn<(href: string) => void>());
vi.mock("./navigate", () => ({ navigateTo: navigate }));

function renderForm(layout: CorpusLayout, id: string, locale: Locale = "en") {
  const { block } = pickBlock("form", layout, locale === "ar" ? "rtl" : "ltr", id);
  return render(<BlockPreview block={block} ui={createTestUi(locale)} />);
}

function reply(body: unknown, status = 200) {
  return vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}

function valueOf(element: HTMLElement): string {
  return element instanceof HTMLInputElement ? element.value : "";
}

function submit(name: string) {
  fireEvent.click(screen.getByRole("button", { name }));
}

function expectInvalid(label: string, message: string) {
  const input = screen.getByLabelText(label);
  expect(input.getAttribute("aria-invalid")).toBe("true");
  const described = (input.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
  expect(described).toContain(message);
}

beforeEach(() => navigate.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The submit's code is loaded on demand (submitFlow.ts); load it once here so waits measure behaviour, not the
// test runner's first transform of it.
beforeAll(async () => {
  await import("./submitFlow");
});

describe("before the browser runs the form", () => {
  test("the server's HTML has a disabled submit and a POST form, so an early click never puts values in a URL", () => {
    const { block } = pickBlock("form", "login-form", "ltr", "login-form");
    const html = renderToString(<BlockPreview block={block} ui={createTestUi("en")} />);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  test("once rendered in the browser the submit is enabled", () => {
    renderForm("login-form", "login-form");
    expect(screen.getByRole("button", { name: "Sign in" }).hasAttribute("disabled")).toBe(false);
  });
});

describe("form validation in the browser", () => {
  test("required fields get aria-invalid and a linked message, and focus moves to the first invalid field", async () => {
    const fetchSpy = reply({ ok: true });
    stubFormFetch(fetchSpy);
    renderForm("login-form", "login-form");
    submit("Sign in");
    await waitFor(() => expectInvalid("Email", "This field is required."));
    expectInvalid("Password", "This field is required.");
    // Focus moves after the messages render (an effect); on a loaded CI machine that can be a tick later.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Email")));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test("min length, pattern (layout message), matches and consent messages", async () => {
    renderForm("signup-form", "signup-form");
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Lina" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "lina@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "short" } });
    fireEvent.change(screen.getByLabelText("Confirm password"), { target: { value: "other" } });
    submit("Create account");
    await waitFor(() => expectInvalid("Password", "Enter at least 8 characters."));
    expectInvalid("Confirm password", "This must match “Password”.");
    expectInvalid("I accept the terms of use", "Please tick this box to continue.");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Password")));
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "longenough" } });
    submit("Create account");
    await waitFor(() => expectInvalid("Password", "Use at least one letter and one digit."));
  });

  test("max length and Arabic plural forms", async () => {
    renderForm("signup-form", "signup-form", "ar");
    fireEvent.change(screen.getByLabelText("الاسم الأول"), { target: { value: "ا".repeat(51) } });
    submit("إنشاء الحساب");
    await waitFor(() => expectInvalid("الاسم الأول", "أدخل 50 حرفاً كحد أقصى."));
    expect(screen.getByLabelText("الاسم الأول").getAttribute("aria-invalid")).toBe("true");
    expectInvalid("كلمة المرور", "هذا الحقل مطلوب.");
  });
});

describe("the server's reply", () => {
  function fillLogin() {
    renderForm("login-form", "login-form");
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "taken@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "password1" } });
  }

  test("posts { values } to the operation's route with the language, never a URL from the layout", async () => {
    const fetchSpy = reply({ ok: true, redirectTo: "/hub/profiles" });
    stubFormFetch(fetchSpy);
    fillLogin();
    submit("Sign in");
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/en/hub/profiles"));
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/forms/sign-in?lang=en");
    expect(JSON.parse(String(init?.body))).toEqual({
      screenId: "test-screen",
      formId: "login-form",
      values: { email: "taken@example.com", password: "password1" },
    });
  });

  test("a foreign redirect is ignored in favour of the form's successAction", async () => {
    stubFormFetch(reply({ ok: true, redirectTo: "https://evil.example/" }));
    fillLogin();
    submit("Sign in");
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/en"));
  });

  test("field errors land on their fields and take focus", async () => {
    stubFormFetch(reply({ ok: false, fieldErrors: { password: "Wrong password." } }, 422));
    fillLogin();
    submit("Sign in");
    await waitFor(() => expectInvalid("Password", "Wrong password."));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Password")));
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBeNull();
  });

  test("a form-level error is shown in role=alert", async () => {
    stubFormFetch(reply({ ok: false, formError: "Too many attempts." }, 429));
    fillLogin();
    submit("Sign in");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Too many attempts."));
  });

  test("an unreachable route gives a localized generic error", async () => {
    stubFormFetch(vi.fn<typeof fetch>().mockRejectedValue(new TypeError("offline")));
    renderForm("login-form", "login-form", "fr");
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "a@b.co" } });
    fireEvent.change(screen.getByLabelText("Mot de passe"), { target: { value: "password1" } });
    submit("Se connecter");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/service est injoignable/));
  });
});

describe("fields", () => {
  test("the password toggle shows the password and reports its state", () => {
    renderForm("login-form", "login-form");
    const input = screen.getByLabelText("Password");
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(input.getAttribute("type")).toBe("password");
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(toggle);
    expect(input.getAttribute("type")).toBe("text");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
  });

  test("the phone field sends E.164 and the country code", async () => {
    const fetchSpy = reply({ ok: true });
    stubFormFetch(fetchSpy);
    renderForm("phone-login", "phone-request");
    fireEvent.change(screen.getByLabelText("Country"), { target: { value: "SA" } });
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "050 123 4567" } });
    submit("Send code");
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({
      screenId: "test-screen",
      formId: "phone-request",
      values: { phone: "+966501234567", country: "SA" },
      // The user service bot-checks a code's send (spec 4): the page's solved challenge goes along.
      botCheck: expect.any(String),
    });
  });

  test("the phone field lists only countries that allow mobile sign-in, with dial codes", () => {
    renderForm("phone-login", "phone-request");
    const options = within(screen.getByLabelText("Country")).getAllByRole("option").map((option) => option.textContent);
    expect(options).toContain("Jordan (+962)");
    expect(options).not.toContain("Algeria (+213)");
  });
});

describe("the code input", () => {
  function cells() {
    return screen.getAllByRole("textbox", { name: /^Digit \d of 6$/ });
  }

  test("accepts digits only and moves on", () => {
    renderForm("phone-login", "phone-verify");
    const [first, second] = cells();
    if (!first || !second) throw new Error("no cells");
    first.focus();
    fireEvent.keyDown(first, { key: "a" });
    expect(valueOf(first)).toBe("");
    fireEvent.keyDown(first, { key: "7" });
    expect(valueOf(first)).toBe("7");
    expect(document.activeElement).toBe(second);
  });

  test("backspace clears and goes back; arrows follow the reading direction", () => {
    renderForm("phone-login", "phone-verify", "ar");
    const all = screen.getAllByRole("textbox", { name: /^الرقم \d من 6$/ });
    const [first, second, third] = all;
    if (!first || !second || !third) throw new Error("no cells");
    fireEvent.paste(first, { clipboardData: { getData: () => "12 34" } });
    expect(all.map(valueOf).join("")).toBe("1234");
    second.focus();
    fireEvent.keyDown(second, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: "ArrowRight" });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: "Delete" });
    expect(valueOf(second)).toBe("");
    fireEvent.keyDown(second, { key: "Backspace" });
    expect(valueOf(first)).toBe("");
    expect(document.activeElement).toBe(first);
  });

  test("counts down from the layout's timeout, then offers a resend that restarts it", async () => {
    vi.useFakeTimers();
    const fetchSpy = reply({ ok: true });
    stubFormFetch(fetchSpy);
    try {
      renderForm("phone-login", "phone-verify");
      expect(screen.getByRole("timer").textContent).toBe("You can ask for a new code in 120 seconds.");
      fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "0791234567" } });
      for (let second = 0; second < 120; second += 1) act(() => void vi.advanceTimersByTime(1000));
      expect(screen.queryByRole("timer")).toBeNull();
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send a new code" })));
      await act(async () => vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled()));
      expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/forms/send-otp?lang=en");
      expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toEqual({
        screenId: "test-screen",
        formId: "phone-verify",
        values: { phone: "+962791234567", country: "JO" },
        botCheck: expect.any(String),
      });
      expect(screen.getByRole("timer").textContent).toBe("You can ask for a new code in 120 seconds.");
    } finally {
      vi.useRealTimers();
    }
  });
});
