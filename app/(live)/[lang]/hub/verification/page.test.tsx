// @vitest-environment jsdom
import { stubFormFetch } from "@/components/botCheck/testFetch";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { getServices } from "@/app/_server/services";
import type { Locale } from "@/domain/types";
import VerificationPage from "./page";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The page as a link opens it (a viewer, a mail scanner or a link previewer: the same GET). */
async function openLink(query: Record<string, string>, lang: Locale = "en") {
  const page = await VerificationPage({ params: Promise.resolve({ lang }), searchParams: Promise.resolve(query) });
  return render(page);
}

function replyWith(body: unknown, status = 200) {
  return vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}

describe("the email-confirmation page", () => {
  test("opening the link verifies nothing: it asks, with one heading and a button", async () => {
    const verify = vi.spyOn(getServices().user, "verifyEmail");
    const fetchSpy = replyWith({ ok: true, outcome: "success" });
    stubFormFetch(fetchSpy);
    await openLink({ code: "c0de" });
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Confirm your email"]);
    expect(screen.getByText(/Press the button below to confirm/)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("button", { name: "Confirm my email address" }).hasAttribute("disabled")).toBe(false));
    expect(verify).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test("the button posts the code as same-origin JSON, in the body only, and says it is confirmed", async () => {
    const fetchSpy = replyWith({ ok: true, outcome: "success" });
    stubFormFetch(fetchSpy);
    await openLink({ code: "c0de" });
    const button = await screen.findByRole("button", { name: "Confirm my email address" });
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
    await act(async () => {
      fireEvent.click(button);
    });
    const message = await screen.findByRole("status");
    expect(message.textContent).toBe("Thank you! Your email address is confirmed.");
    expect(document.activeElement).toBe(message);
    expect(screen.getByRole("link", { name: "Continue to Shasha" }).getAttribute("href")).toBe("/en");
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe("/api/verification?lang=en");
    expect(String(url)).not.toContain("c0de");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(init?.credentials).toBe("same-origin");
    expect(JSON.parse(String(init?.body))).toEqual({ code: "c0de", botCheck: expect.any(String) });
  });

  test("a proof that requires a new password leads on to choosing one, in the viewer's language", async () => {
    stubFormFetch(replyWith({ ok: true, outcome: "new-password", redirectTo: "/fr/hub/reset-password" }));
    await openLink({ code: "c0de" }, "fr");
    const button = await screen.findByRole("button", { name: "Confirmer mon adresse e-mail" });
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
    await act(async () => {
      fireEvent.click(button);
    });
    expect((await screen.findByRole("status")).textContent).toContain("Choisissez un nouveau mot de passe");
    expect(screen.getByRole("link", { name: "Choisir un nouveau mot de passe" }).getAttribute("href")).toBe("/fr/hub/reset-password");
  });

  test.each([
    [{ ok: false, outcome: "failed" }, 400, "This confirmation link is invalid or has expired."],
    [{ ok: false, outcome: "unavailable" }, 502, "We could not confirm your email right now."],
    // A reply that would send the viewer to another site is not followed.
    [{ ok: true, outcome: "new-password", redirectTo: "https://evil.example/reset" }, 200, "We could not confirm your email right now."],
  ])("a refusal or an unexpected reply is said as an alert: %j", async (body, status, text) => {
    stubFormFetch(replyWith(body, status));
    await openLink({ code: "c0de" });
    const button = await screen.findByRole("button", { name: "Confirm my email address" });
    await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
    await act(async () => {
      fireEvent.click(button);
    });
    expect((await screen.findByRole("alert")).textContent).toContain(text);
    expect(screen.getByRole("link", { name: "Continue to Shasha" }).getAttribute("href")).toBe("/en");
  });

  test("without a code there is nothing to confirm and no button", async () => {
    await openLink({}, "ar");
    expect(screen.getByRole("alert").textContent).toBe("تحتاج هذه الصفحة إلى الرابط الموجود في رسالة التأكيد.");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
