// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, test, vi } from "vitest";
import { StudioLocaleProvider } from "@/studio/i18n/StudioLocaleContext";
import { ChangePasswordForm } from "./ChangePasswordForm";

function fill(current: string, next: string, confirm = next) {
  fireEvent.change(screen.getByLabelText("Current password"), { target: { value: current } });
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: next } });
  fireEvent.change(screen.getByLabelText("New password, again"), { target: { value: confirm } });
  fireEvent.click(screen.getByRole("button", { name: "Change password" }));
}

function answer(body: unknown, status: number) {
  return vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("changing one's own password", () => {
  test("sends the current and the new password to the management API and says the other sessions ended", async () => {
    const fetchMock = answer({ changed: true }, 200);
    vi.stubGlobal("fetch", fetchMock);
    render(<ChangePasswordForm />);
    fill("Studio-2026!", "Brand-new-2026");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Your password is changed. Your other studio sessions have ended."));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/studio/api/manage/auth/password");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ currentPassword: "Studio-2026!", newPassword: "Brand-new-2026" });
    expect(screen.getByLabelText("Current password")).toHaveProperty("value", "");
  });

  test("a wrong current password is said on that field, which gets the focus", async () => {
    vi.stubGlobal("fetch", answer({ error: { status: 403, code: "wrong-password", message: "The current password is not right." } }, 403));
    render(<ChangePasswordForm />);
    fill("Not-it-2026", "Brand-new-2026");
    const current = screen.getByLabelText("Current password");
    await waitFor(() => expect(current.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(current);
    const described = (current.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain("The current password is not right.");
  });

  test("two different new passwords are caught before anything is sent", () => {
    const fetchMock = answer({}, 200);
    vi.stubGlobal("fetch", fetchMock);
    render(<ChangePasswordForm />);
    fill("Studio-2026!", "Brand-new-2026", "Brand-new-2027");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("The two new passwords are not the same.");
    expect(document.activeElement).toBe(screen.getByLabelText("New password, again"));
  });

  test("a dropped connection is said, and the button is usable again (the busy flag comes down)", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch")));
    render(<ChangePasswordForm />);
    fill("Studio-2026!", "Brand-new-2026");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Something went wrong: No connection to the studio's server. Check your network and try again."));
    expect(screen.getByRole("button", { name: "Change password" })).toHaveProperty("disabled", false);
  });

  test("every field is labelled and the form passes axe, also with an error shown", async () => {
    vi.stubGlobal("fetch", answer({ error: { status: 403, code: "wrong-password", message: "no" } }, 403));
    const { container } = render(<ChangePasswordForm />);
    fill("Not-it-2026", "Brand-new-2026");
    await waitFor(() => expect(screen.getByRole("alert")).toBeDefined());
    expect((await axe.run(container)).violations).toEqual([]);
  });

  test("is in the studio's language: Arabic", () => {
    render(
      <StudioLocaleProvider locale="ar">
        <ChangePasswordForm />
      </StudioLocaleProvider>,
    );
    expect(screen.getByLabelText("كلمة المرور الحالية")).toHaveProperty("type", "password");
    expect(screen.getByRole("button", { name: "غيّر كلمة المرور" })).toBeDefined();
  });
});
