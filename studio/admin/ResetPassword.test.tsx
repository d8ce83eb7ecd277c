// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, test, vi } from "vitest";
import { ResetPassword } from "./ResetPassword";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open() {
  const onReset = vi.fn<(message: string) => void>();
  const { container } = render(<ResetPassword staffId="staff 1" email="eman@studio.test" onReset={onReset} />);
  fireEvent.click(screen.getByRole("button", { name: "Reset password" }));
  return { onReset, container };
}

describe("an admin resets a staff member's password", () => {
  test("the open form passes axe", async () => {
    const { container } = open();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  test("the disclosure opens on its field and closes with Escape, the focus back on its button", () => {
    open();
    const toggle = screen.getByRole("button", { name: "Reset password" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const field = screen.getByLabelText("New password for eman@studio.test");
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: "Escape" });
    expect(screen.queryByLabelText("New password for eman@studio.test")).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  test("sets the password through the management API's admin call and says the sessions ended", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify({ reset: "staff 1" }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const { onReset } = open();
    fireEvent.change(screen.getByLabelText("New password for eman@studio.test"), { target: { value: "Fresh-start-2026" } });
    fireEvent.click(screen.getByRole("button", { name: "Set the password" }));
    await waitFor(() => expect(onReset).toHaveBeenCalledWith("eman@studio.test's password is reset; their sessions have ended. Tell them the new password through a safe channel."));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/studio/api/manage/staff/staff%201/password");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ password: "Fresh-start-2026" });
  });

  test("a weak password is said on the field; a dropped connection too, and the button works again", async () => {
    vi.stubGlobal(
      "fetch",
      vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(new Response(JSON.stringify({ error: { status: 400, code: "weak-password", message: "weak" } }), { status: 400 }))
        .mockRejectedValueOnce(new TypeError("Failed to fetch")),
    );
    open();
    const field = screen.getByLabelText("New password for eman@studio.test");
    fireEvent.change(field, { target: { value: "weak" } });
    fireEvent.click(screen.getByRole("button", { name: "Set the password" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("This password is too weak: use 8 to 128 characters, with at least one letter and one digit."));
    expect(field.getAttribute("aria-invalid")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "Set the password" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("No connection to the studio's server."));
    expect(screen.getByRole("button", { name: "Set the password" })).toHaveProperty("disabled", false);
  });
});
