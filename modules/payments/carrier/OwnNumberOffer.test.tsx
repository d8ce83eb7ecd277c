// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { carrierLabels } from "../paymentTexts";
import CarrierPayment from "./CarrierPayment";

const operators = [
  { code: "JO-ZAIN", name: "Zain", prefixes: ["+96279"], frictionless: true },
  { code: "JO-ORANGE", name: "Orange", prefixes: ["+96277"], frictionless: false },
];
const assign = vi.fn<(url: string) => void>();

function json(value: unknown, status = 200) {
  return new Response(JSON.stringify(value), { status, headers: { "content-type": "application/json" } });
}

/** The app's API as this test answers it: the offer, then each POST by its path. */
function api(offer: unknown, replies: Record<string, () => Response>) {
  const fetch = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>(async (path, init) => {
    if (init?.method !== "POST") return json({ offer });
    const reply = replies[path.split("?")[0] ?? ""];
    return reply ? reply() : json({ error: { code: "generic" } }, 500);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const posts = (fetch: ReturnType<typeof api>) => fetch.mock.calls.filter(([, init]) => init?.method === "POST").map(([path, init]) => ({ path, body: JSON.parse(String(init?.body)) as unknown }));

function renderPayment() {
  render(<CarrierPayment locale="en" packageId="shasha-mobile" country="JO" operators={operators} priceText="JOD 4" successPath="/en/hub/checkout-success" labels={carrierLabels("en")} />);
}

beforeEach(() => {
  vi.stubGlobal("location", { ...window.location, assign });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  assign.mockReset();
});

describe("the own number above the carrier form", () => {
  test("one tap: a double click makes one order, then the page that follows it", async () => {
    const fetch = api({ kind: "one-tap", maskedNumber: "•••567" }, { "/api/payments/carrier/frictionless": () => json({ orderId: "o1", status: "PENDING" }) });
    renderPayment();
    const button = await screen.findByRole("button", { name: "Pay JOD 4 with your number •••567" });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/en/hub/checkout-success?order=o1"));
    expect(posts(fetch)).toEqual([{ path: "/api/payments/carrier/frictionless?lang=en", body: { packageId: "shasha-mobile", idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) } }]);
    expect(screen.getByRole("textbox", { name: /Mobile number/ })).toBeTruthy();
  });

  test("another operator: a PIN to the own number, confirmed by frictionless/activate", async () => {
    const sent = { orderId: "o2", maskedNumber: "+*********890", pinLength: 4, expiresIn: 120, resendIn: 30 };
    const fetch = api(
      { kind: "pin", maskedNumber: "•••890" },
      { "/api/payments/carrier/frictionless/pin": () => json(sent), "/api/payments/carrier/frictionless/activate": () => json({ orderId: "o2", status: "PENDING" }) },
    );
    renderPayment();
    fireEvent.click(await screen.findByRole("button", { name: "Send a PIN to •••890" }));
    fireEvent.change(await screen.findByRole("textbox", { name: /Code from the text message/ }), { target: { value: "1234" } });
    fireEvent.click(screen.getByRole("button", { name: /Confirm and pay/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/en/hub/checkout-success?order=o2"));
    expect(posts(fetch).map(({ path }) => path)).toEqual(["/api/payments/carrier/frictionless/pin?lang=en", "/api/payments/carrier/frictionless/activate"]);
    expect(posts(fetch)[1]?.body).toEqual({ orderId: "o2", pinCode: "1234" });
  });

  test("no offer: nothing new shows, the number form stays", async () => {
    const fetch = api(null, {});
    renderPayment();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/payments/carrier/frictionless?lang=en", expect.anything()));
    expect(screen.queryByRole("button", { name: /with your number|Send a PIN/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Send me a code" })).toBeTruthy();
  });

  test("a number the service cannot use this way: the offer goes and the form says why", async () => {
    api({ kind: "one-tap", maskedNumber: "•••567" }, { "/api/payments/carrier/frictionless": () => json({ error: { code: "frictionless-unavailable" } }, 409) });
    renderPayment();
    fireEvent.click(await screen.findByRole("button", { name: "Pay JOD 4 with your number •••567" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Your number cannot be charged this way here. Enter a number below to get a code by text message.");
    expect(screen.queryByRole("button", { name: /with your number/ })).toBeNull();
  });

  test("a refused one tap says why and keeps the offer, with a new key for the next attempt", async () => {
    const fetch = api({ kind: "one-tap", maskedNumber: "•••567" }, { "/api/payments/carrier/frictionless": () => json({ error: { code: "already-subscribed" } }, 409) });
    renderPayment();
    const button = await screen.findByRole("button", { name: "Pay JOD 4 with your number •••567" });
    fireEvent.click(button);
    await screen.findByRole("alert");
    fireEvent.click(await screen.findByRole("button", { name: "Pay JOD 4 with your number •••567" }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(2));
    const [first, second] = posts(fetch).map(({ body }) => JSON.stringify(body));
    expect(first).not.toBe(second);
  });
});
