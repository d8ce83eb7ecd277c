// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { getServices } from "@/app/_server/services";
import type { Locale } from "@/domain/types";
import UnsubscribePage, { generateMetadata } from "./page";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The page as a link opens it (a viewer, a mail scanner or a link previewer: the same GET). */
async function openLink(query: Record<string, string>, lang: Locale = "en") {
  const page = await UnsubscribePage({ params: Promise.resolve({ lang }), searchParams: Promise.resolve(query) });
  return render(page);
}

function replyWith(body: unknown, status = 200) {
  return vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}

async function press(name = "Unsubscribe") {
  const button = await screen.findByRole("button", { name });
  await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
  await act(async () => {
    fireEvent.click(button);
  });
}

describe("the unsubscribe page", () => {
  test("opening the link changes nothing: it asks, with one heading, generic words and a button", async () => {
    const unsubscribe = vi.spyOn(getServices().user, "crmUnsubscribe");
    const fetchSpy = replyWith({ ok: true, outcome: "done", list: "all", email: "j***@example.com" });
    vi.stubGlobal("fetch", fetchSpy);
    await openLink({ code: "c0de" });
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Unsubscribe from Shasha emails"]);
    expect(screen.getByText(/special offers, the newsletter, or both/)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("button", { name: "Unsubscribe" }).hasAttribute("disabled")).toBe(false));
    // The live regions are there, empty, before anything is said in them.
    expect(screen.getByRole("status").textContent).toBe("");
    expect(unsubscribe).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect((await generateMetadata({ params: Promise.resolve({ lang: "en" }), searchParams: Promise.resolve({}) })).title).toBe("Unsubscribe from Shasha emails | Shasha");
  });

  test("the button posts the code as same-origin JSON, in the body only, and says which emails stop and where", async () => {
    const fetchSpy = replyWith({ ok: true, outcome: "done", list: "promotions", email: "j***@example.com" });
    vi.stubGlobal("fetch", fetchSpy);
    await openLink({ code: "c0de" });
    await press();
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("You will no longer receive special offer emails at j***@example.com. You can turn them back on in your settings.");
    expect(status.querySelector("bdi")?.textContent).toBe("j***@example.com");
    expect(document.activeElement).toBe(status.querySelector("span"));
    expect(screen.getByRole("link", { name: "Go to your settings" }).getAttribute("href")).toBe("/en/hub/settings");
    expect(screen.queryByRole("button")).toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe("/api/crm/unsubscribe?lang=en");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(init?.credentials).toBe("same-origin");
    expect(JSON.parse(String(init?.body))).toEqual({ code: "c0de" });
  });

  test("in Arabic, the address keeps its own direction inside the sentence", async () => {
    vi.stubGlobal("fetch", replyWith({ ok: true, outcome: "done", list: "all", email: "j***@example.com" }));
    await openLink({ code: "c0de" }, "ar");
    await press("إلغاء الاشتراك");
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("لن تصلك بعد الآن رسائل العروض الخاصة ولا النشرة الإخبارية على j***@example.com.");
    expect(status.querySelector("bdi")?.getAttribute("dir")).toBe("ltr");
    expect(screen.getByRole("link", { name: "الانتقال إلى إعداداتك" }).getAttribute("href")).toBe("/ar/hub/settings");
  });

  test.each([
    [{ ok: false, outcome: "failed" }, 400, "This unsubscribe link is not valid or has expired.", "/en/hub/settings"],
    [{ ok: false, outcome: "unavailable" }, 502, "We could not unsubscribe you right now.", "/en"],
    // A reply the page does not know is not trusted to say the emails stopped.
    [{ ok: true, outcome: "done", list: "everything", email: "j***@example.com" }, 200, "We could not unsubscribe you right now.", "/en"],
  ])("a refusal or an unexpected reply is said as an alert: %j", async (body, status, text, next) => {
    vi.stubGlobal("fetch", replyWith(body, status));
    await openLink({ code: "c0de" });
    await press();
    expect(screen.getByRole("alert").textContent).toContain(text);
    expect(screen.getByRole("status").textContent).toBe("");
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([next]);
  });

  test("a request that cannot be made is unavailable, in French", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch")));
    await openLink({ code: "c0de" }, "fr");
    await press("Se désabonner");
    expect(screen.getByRole("alert").textContent).toBe("Impossible de vous désabonner pour le moment. Veuillez réessayer dans un instant.");
    expect(screen.getByRole("link", { name: "Aller sur Shasha" }).getAttribute("href")).toBe("/fr");
  });

  test("without a code there is nothing to press: a clear sentence and the way home", async () => {
    await openLink({}, "ar");
    expect(screen.getByRole("alert").textContent).toBe("تحتاج هذه الصفحة إلى رابط إلغاء الاشتراك الموجود في إحدى رسائلنا.");
    expect(screen.getByRole("link", { name: "الانتقال إلى شاشة" }).getAttribute("href")).toBe("/ar");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
