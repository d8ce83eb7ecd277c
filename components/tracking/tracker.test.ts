// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { activeGroupsOf } from "@/domain/consent";
import { useAppStore } from "@/stores/appStore";
import { track } from "../actions/track";
import { storeConsent } from "../consent/consentCookies";
import { announceGroups } from "../consent/oneTrust";
import { startTracking } from "./tracker";
import { enqueue, peekQueued, trackingQueueKey, trackingQueueLimit } from "./trackingQueue";

const sent: { tool: string; entries: Record<string, unknown>[] }[] = [];
let stop = () => {};

/** What the stand-ins sent, by tool, as event names in order. */
function sentEvents(tool: string): unknown[] {
  return sent.filter((batch) => batch.tool === tool).flatMap((batch) => batch.entries.map((entry) => entry.event ?? entry.kind));
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sent.length = 0;
  window.dataLayer = [];
  delete window.OptanonWrapper;
  delete window.OneTrust;
  vi.stubGlobal(
    "fetch",
    vi.fn((_url: string, init: { body: string }) => {
      sent.push(JSON.parse(init.body));
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function decide(groups: string[], decided = true): void {
  window.OneTrust = { ToggleInfoDisplay: () => {}, AllowAll: () => {}, RejectAll: () => {}, IsAlertBoxClosed: () => decided };
  announceGroups(activeGroupsOf(groups.join(",")));
}

describe("tracking", () => {
  test("outside the covered countries the queued events go to the tag manager and the engagement tool, in order", async () => {
    track("page_view", { page_path: "/en" });
    track("session_start");
    track("remind_me", { contentId: "show-3" });
    stop = startTracking({ locale: "en", covered: false, tagManagerId: undefined });
    await vi.runAllTimersAsync();
    expect(sentEvents("tags")).toEqual(["page_view", "remind_me"]);
    expect(sentEvents("engagement")).toEqual(["privacy", "page_view", "remind_me"]);
    expect(peekQueued()).toEqual([]);
    track("play", { contentId: "m-1" });
    await vi.runAllTimersAsync();
    expect(sentEvents("tags")).toEqual(["page_view", "remind_me", "play"]);
  });

  test("in a covered country nothing leaves before a decision; accepting performance flushes in order, 1 s later", async () => {
    track("page_view", { page_path: "/fr" });
    stop = startTracking({ locale: "fr", covered: true, tagManagerId: undefined });
    decide(["C0001"], false);
    track("remind_me");
    await vi.runAllTimersAsync();
    expect(sent).toEqual([]);
    expect(peekQueued().map((queued) => queued.event)).toEqual(["page_view", "remind_me"]);
    expect(window.dataLayer).toContainEqual(["consent", "update", expect.objectContaining({ analytics_storage: "denied" })]);

    decide(["C0001", "C0002"]);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentEvents("tags")).toEqual(["page_view", "remind_me"]);
    expect(window.dataLayer).toContainEqual(["consent", "update", expect.objectContaining({ analytics_storage: "granted", ad_storage: "denied" })]);
  });

  test("declining performance sends nothing and drops what waited", async () => {
    track("page_view", { page_path: "/de" });
    stop = startTracking({ locale: "en", covered: true, tagManagerId: undefined });
    decide(["C0001", "C0003", "C0004"]);
    await vi.runAllTimersAsync();
    track("remind_me");
    await vi.runAllTimersAsync();
    expect(sent).toEqual([]);
    expect(peekQueued()).toEqual([]);
  });
});

describe("a choice outside the covered countries", () => {
  test("a stored refusal holds from the start: nothing leaves, nothing waits", async () => {
    storeConsent(new Set(["C0001"]), new Date());
    try {
      track("page_view", { page_path: "/en" });
      stop = startTracking({ locale: "en", covered: false, tagManagerId: undefined });
      await vi.runAllTimersAsync();
      expect(sent).toEqual([]);
      expect(peekQueued()).toEqual([]);
    } finally {
      for (const name of ["OptanonConsent", "OptanonAlertBoxClosed"]) document.cookie = `${name}=; Path=/; Max-Age=0`;
    }
  });
});

describe("the engagement tool's login push", () => {
  test("comes 3 s after consent with the account's id and status, once per tab session", async () => {
    document.cookie = "userType=subscribed; Path=/";
    useAppStore.getState().signIn({ id: "u-7", email: "someone@shasha.test", userType: "subscribed" }, []);
    try {
      stop = startTracking({ locale: "ar", covered: false, tagManagerId: undefined });
      await vi.advanceTimersByTimeAsync(2999);
      expect(sentEvents("engagement")).not.toContain("login");
      await vi.advanceTimersByTimeAsync(1);
      await vi.runAllTimersAsync();
      const logins = sent.flatMap((batch) => batch.entries).filter((entry) => entry.kind === "login");
      expect(logins).toEqual([{ kind: "login", identity: "u-7", status: "subscribed", language: "ar" }]);
      stop();
      // The next page of the same tab does not push it again.
      stop = startTracking({ locale: "ar", covered: false, tagManagerId: undefined });
      await vi.runAllTimersAsync();
      expect(sent.flatMap((batch) => batch.entries).filter((entry) => entry.kind === "login")).toHaveLength(1);
    } finally {
      useAppStore.getState().signOut();
      document.cookie = "userType=; Path=/; Max-Age=0";
      sessionStorage.clear();
    }
  });
});

describe("the tracking queue", () => {
  test("keeps the latest events up to its limit and ignores what it cannot read", () => {
    localStorage.setItem(trackingQueueKey, JSON.stringify([{ event: 1 }, { event: "old", params: {}, at: 1 }]));
    for (let index = 0; index < trackingQueueLimit + 5; index += 1) enqueue({ event: `e${index}`, params: { index }, at: index });
    const queued = peekQueued();
    expect(queued).toHaveLength(trackingQueueLimit);
    expect(queued[0]?.event).toBe("e5");
    expect(queued.at(-1)?.params).toEqual({ index: trackingQueueLimit + 4 });
  });
});
