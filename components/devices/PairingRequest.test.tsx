// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { pendingPairingKey } from "./pairingCode";
import { PairingRequest, type PairingRequestProps } from "./PairingRequest";

const words: PairingRequestProps["words"] = {
  reading: "Looking…",
  none: "Opens from the TV.",
  guest: "Sign in to connect your TV (code {{code}}).",
  signIn: "Sign in",
  confirm: "Sign in the TV showing {{code}}?",
  accept: "Sign in the TV",
  cancel: "Not now",
  cancelled: "The TV was not signed in.",
  paired: "Your TV is signed in.",
  subscribe: "The TV showing {{code}} needs a subscription.",
  packages: "See the packages",
  anyway: "Sign in the TV anyway",
  enterCode: "Enter the code yourself",
  invalid: "This code is not right.",
  tooMany: "Too many codes.",
  failed: "The TV could not be signed in.",
};
const hrefs = { signInHref: "/en/hub/login?redirect=%2Fhub%2Fauto-pairing", codeHref: "/en/hub/pairing-device", packagesHref: "/en/promo" };

beforeEach(() => window.history.replaceState(null, "", "/en/hub/auto-pairing#pairCode=bcdf-ghjk&type=pairing"));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("auto-pairing in the browser", () => {
  test("a guest's code leaves the address, waits in the tab, and the page asks them to sign in", async () => {
    render(<PairingRequest viewer="guest" words={words} {...hrefs} />);
    expect(await screen.findByText("Sign in to connect your TV (code BCDF-GHJK).")).toBeTruthy();
    expect(window.location.hash).toBe("");
    expect(window.sessionStorage.getItem(pendingPairingKey)).toBe("BCDF-GHJK");
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(hrefs.signInHref);
  });

  test("back after sign-in, a subscriber accepts the pending code; a refusal is told, and the code is spent", async () => {
    window.history.replaceState(null, "", "/en/hub/auto-pairing");
    window.sessionStorage.setItem(pendingPairingKey, "BCDF-GHJK");
    const sent: unknown[] = [];
    vi.stubGlobal("fetch", async (_path: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ error: { code: "PAIRING_CODE_INVALID" } }), { status: 400 });
    });
    render(<PairingRequest viewer="subscribed" words={words} {...hrefs} />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign in the TV" }));
    expect((await screen.findByRole("alert")).textContent).toContain("This code is not right.");
    expect(sent).toEqual([{ action: "pair", code: "BCDF-GHJK" }]);
    expect(window.sessionStorage.getItem(pendingPairingKey)).toBeNull();
  });

  test("an account without a subscription hears of the packages first, and may decline", async () => {
    render(<PairingRequest viewer="registered" words={words} {...hrefs} />);
    expect(await screen.findByText("The TV showing BCDF-GHJK needs a subscription.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the packages" }).getAttribute("href")).toBe("/en/promo");
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.getByRole("status").textContent).toContain("The TV was not signed in.");
  });
});
