// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { consentGroups } from "@/domain/consent";
import { ConsentStandIn } from "./ConsentStandIn";
import type { ConsentTexts } from "./consentTexts";

const texts: ConsentTexts = {
  title: "Your privacy",
  text: "We use cookies.",
  acceptAll: "Accept all",
  rejectAll: "Reject all",
  settings: "Cookie settings",
  preferencesTitle: "Cookie preferences",
  save: "Confirm my choices",
  close: "Close",
  alwaysActive: "Always active",
  groups: { C0001: { name: "Necessary", description: "n" }, C0002: { name: "Performance", description: "p" }, C0003: { name: "Functional", description: "f" }, C0004: { name: "Targeting", description: "t" }, C0005: { name: "Social", description: "s" } },
};

function clearCookies(): void {
  for (const name of ["OptanonConsent", "OptanonAlertBoxClosed"]) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

beforeEach(() => {
  clearCookies();
  delete window.OnetrustActiveGroups;
  window.OptanonWrapper = vi.fn<() => void>();
});
afterEach(() => {
  cleanup();
  clearCookies();
});

describe("the consent manager's stand-in", () => {
  test("undecided: it shows the banner and announces the necessary group only", () => {
    render(<ConsentStandIn texts={texts} covered openOnStart={false} />);
    expect(screen.getByRole("region", { name: "Your privacy" })).toBeTruthy();
    expect(window.OnetrustActiveGroups).toBe(",C0001,");
    expect(window.OptanonWrapper).toHaveBeenCalledTimes(1);
    expect(window.OneTrust?.IsAlertBoxClosed()).toBe(false);
  });

  test("accepting all keeps the decision in the vendor's cookies, closes the banner and announces every group", () => {
    render(<ConsentStandIn texts={texts} covered openOnStart={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Accept all" }));
    expect(screen.queryByRole("region", { name: "Your privacy" })).toBeNull();
    expect(window.OnetrustActiveGroups).toBe(`,${consentGroups.join(",")},`);
    expect(document.cookie).toContain("OptanonAlertBoxClosed=");
    expect(decodeURIComponent(document.cookie)).toContain("groups=C0001:1,C0002:1,C0003:1,C0004:1,C0005:1");
    expect(window.OneTrust?.IsAlertBoxClosed()).toBe(true);
  });

  test("a stored refusal is announced on the next page, without the banner", () => {
    const first = render(<ConsentStandIn texts={texts} covered openOnStart={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Reject all" }));
    first.unmount();
    render(<ConsentStandIn texts={texts} covered openOnStart={false} />);
    expect(screen.queryByRole("region", { name: "Your privacy" })).toBeNull();
    expect(window.OnetrustActiveGroups).toBe(",C0001,");
  });

  test("outside the covered countries nobody is asked and every group holds until the viewer says otherwise", () => {
    render(<ConsentStandIn texts={texts} covered={false} openOnStart={false} />);
    expect(screen.queryByRole("region", { name: "Your privacy" })).toBeNull();
    expect(window.OnetrustActiveGroups).toBe(`,${consentGroups.join(",")},`);
    expect(window.OneTrust?.IsAlertBoxClosed()).toBe(false);
  });
});
