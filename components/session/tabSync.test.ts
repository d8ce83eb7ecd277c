import { describe, expect, test, vi } from "vitest";
import { followingOtherTab, followOtherTabs, targetOf } from "./tabSync";

describe("following the other tabs", () => {
  test("a sign-out elsewhere ends this tab's session page with the auto-logout notice; a sign-in takes it home", () => {
    expect(targetOf("LOGOUT", "fr")).toBe("/fr/logout?autoLogout=true");
    expect(targetOf("LOGIN", "ar")).toBe("/ar");
  });

  test("anything else is ignored", () => {
    expect(targetOf("logout", "en")).toBeUndefined();
    expect(targetOf({ type: "LOGOUT" }, "en")).toBeUndefined();
  });

  test("a followed message marks the page as leaving, so its own checks do not send it elsewhere", async () => {
    const go = vi.fn<(href: string) => void>();
    const stop = followOtherTabs("en", go);
    const otherTab = new BroadcastChannel("shasha-session");
    try {
      otherTab.postMessage("hello");
      otherTab.postMessage("LOGOUT");
      await vi.waitFor(() => expect(go).toHaveBeenCalledWith("/en/logout?autoLogout=true"));
      expect(go).toHaveBeenCalledTimes(1);
      expect(followingOtherTab()).toBe(true);
    } finally {
      stop();
      otherTab.close();
    }
  });
});
