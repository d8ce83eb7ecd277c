// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { SubscriptionStanding } from "@/domain/subscription/ownSubscription";
import type { SubscriptionManageBlock } from "@/screens-schema/generated/types";
import { createTestUi } from "../testing/createTestUi";
import { reactivationPolling } from "./ReactivateButton";
import { SubscriptionManageView } from "./SubscriptionManageView";

const block: SubscriptionManageBlock = { type: "subscription-manage", id: "manage-summary", step: "summary" };

function json(value: unknown, status = 200) {
  return new Response(JSON.stringify(value), { status, headers: { "content-type": "application/json" } });
}

function renderSummary(standing: SubscriptionStanding, refusal?: "kid-profile") {
  const subscription = { standing, ...(refusal ? { refusal } : {}) };
  return render(<SubscriptionManageView block={block} rootProps={{ "data-block": "subscription-manage", "data-block-id": block.id }} ui={createTestUi("en")} subscription={subscription} />);
}

const reactivateButton = () => screen.queryByRole("button", { name: "Pay again with my phone bill" });
const reload = vi.fn<() => void>();
const polling = { ...reactivationPolling };

beforeEach(() => {
  // The standing is re-read at once in tests: the waiting is on the replies, not on the clock.
  Object.assign(reactivationPolling, { everyMs: 0, tries: 3 });
  vi.stubGlobal("location", { ...window.location, reload });
});

afterEach(() => {
  cleanup();
  Object.assign(reactivationPolling, polling);
  vi.unstubAllGlobals();
  reload.mockReset();
});

describe("the suspended subscription on the manage page", () => {
  test("paid on the phone bill: the button shows beside the suspended sentence; paid otherwise: only the packages", async () => {
    renderSummary({ kind: "suspended", paymentMethod: "mobilePay" });
    expect(screen.getByText(/Your subscription is suspended/)).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Pay again with my phone bill" })).toBeTruthy();
    cleanup();
    renderSummary({ kind: "suspended", paymentMethod: "creditCard" });
    expect(reactivateButton()).toBeNull();
    expect(screen.getByRole("link", { name: "See packages" })).toBeTruthy();
  });

  test("a kids profile is told it cannot, with no button", () => {
    renderSummary({ kind: "suspended", paymentMethod: "mobilePay" }, "kid-profile");
    expect(reactivateButton()).toBeNull();
    expect(screen.getByText(/A kids profile cannot change the subscription/)).toBeTruthy();
  });
});

describe("paying again on the phone bill", () => {
  test("charged: it says so, reads the standing until active, then reloads the page", async () => {
    const fetch = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>(async (_path, init) => json(init?.method === "POST" ? { status: "PENDING" } : { standing: "suspended" }));
    fetch.mockImplementationOnce(async () => json({ status: "PENDING" }));
    fetch.mockImplementationOnce(async () => json({ standing: "suspended" }));
    fetch.mockImplementationOnce(async () => json({ standing: "active" }));
    vi.stubGlobal("fetch", fetch);
    renderSummary({ kind: "suspended", paymentMethod: "mobilePay" });
    await waitFor(() => expect(reactivateButton()?.hasAttribute("disabled")).toBe(false));
    fireEvent.click(reactivateButton() ?? document.body);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText("Your subscription is active again.")).toBeTruthy();
    expect(fetch.mock.calls.map(([path, init]) => [path, init?.method])).toEqual([
      ["/api/subscription/reactivate?lang=en", "POST"],
      ["/api/subscription/reactivate?lang=en", "GET"],
      ["/api/subscription/reactivate?lang=en", "GET"],
    ]);
    expect(fetch.mock.calls[0]?.[1]?.body).toBe("{}");
  });

  test("a refusal is said in words; a charge never confirmed says the balance may be too low", async () => {
    const fetch = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>(async () => json({ error: { code: "not-suspended" } }, 409));
    vi.stubGlobal("fetch", fetch);
    renderSummary({ kind: "suspended", paymentMethod: "mobilePay" });
    await waitFor(() => expect(reactivateButton()?.hasAttribute("disabled")).toBe(false));
    fireEvent.click(reactivateButton() ?? document.body);
    expect((await screen.findByRole("alert")).textContent).toBe("Your subscription is not suspended: there is nothing to pay again.");
    fetch.mockImplementation(async (_path, init) => json(init?.method === "POST" ? { status: "PENDING" } : { standing: "suspended" }));
    fireEvent.click(reactivateButton() ?? document.body);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/has not confirmed the payment/));
    expect(fetch).toHaveBeenCalledTimes(1 + 1 + reactivationPolling.tries);
    expect(reload).not.toHaveBeenCalled();
  });
});
