// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { DeviceActions, type DeviceActionsProps } from "./DeviceActions";

const labels: DeviceActionsProps["labels"] = {
  rename: "Rename",
  renameLabel: "Rename Living room TV",
  name: "Device name",
  save: "Save",
  cancel: "Cancel",
  remove: "Sign out",
  removeLabel: "Sign out Living room TV",
  confirm: "Yes, sign it out",
  confirmText: "Sign out Living room TV?",
  failed: "The device could not be changed.",
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubFetch(status: number) {
  const calls: unknown[] = [];
  vi.stubGlobal("fetch", async (_path: string, init: RequestInit) => {
    calls.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(status === 200 ? { ok: true } : { error: { code: "NOT_FOUND" } }), { status });
  });
  return calls;
}

describe("a device's actions", () => {
  test("rename opens a field with the name, focused; Cancel closes it and focus goes back to Rename", async () => {
    render(<DeviceActions id="d1" name="Living room TV" current={false} labels={labels} />);
    fireEvent.click(screen.getByRole("button", { name: "Rename Living room TV" }));
    const field = screen.getByRole("textbox", { name: "Device name" });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field).toHaveProperty("value", "Living room TV");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Rename Living room TV" })));
  });

  test("sign out asks first; a refusal is told and loses nothing", async () => {
    const calls = stubFetch(404);
    render(<DeviceActions id="d1" name="Living room TV" current={false} labels={labels} />);
    fireEvent.click(screen.getByRole("button", { name: "Sign out Living room TV" }));
    expect(screen.getByText("Sign out Living room TV?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes, sign it out" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The device could not be changed.");
    expect(calls).toEqual([{ id: "d1", action: "remove" }]);
    expect(screen.getByRole("button", { name: "Sign out Living room TV" })).toBeTruthy();
  });

  test("the device in use can be renamed, not signed out here", () => {
    render(<DeviceActions id="d0" name="Chrome on Windows" current labels={{ ...labels, renameLabel: "Rename Chrome on Windows" }} />);
    expect(screen.getByRole("button", { name: "Rename Chrome on Windows" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Sign out/ })).toBeNull();
  });
});
