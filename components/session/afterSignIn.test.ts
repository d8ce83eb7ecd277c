// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { useAppStore } from "@/stores/appStore";
import { tellAppLoggedIn } from "./afterSignIn";

function iosApp() {
  const postMessage = vi.fn<(message: unknown) => void>();
  window.webkit = { messageHandlers: { shasha: { postMessage } } };
  return postMessage;
}

afterEach(() => {
  delete window.webkit;
  useAppStore.getState().signOut();
  vi.useRealTimers();
});

const subscriber = { id: "u1", email: "s@example.com", firstName: "Sara", userType: "subscribed" as const };

describe("telling the app of a sign-in (spec 7, flow normal-login)", () => {
  test("a subscriber is onSubscribedUserLoggedIn with the reduced user, no token", () => {
    const app = iosApp();
    useAppStore.getState().signIn(subscriber, []);
    tellAppLoggedIn();
    expect(app.mock.calls).toEqual([
      [{ flow: "normal-login", event: "onSubscribedUserLoggedIn", data: { id: "u1", email: "s@example.com", firstName: "Sara", lastName: null, userType: "subscribed" } }],
    ]);
  });

  test("a user the store gets later (a social sign-in's refetch) is told once it is there, once", () => {
    const app = iosApp();
    tellAppLoggedIn();
    expect(app).not.toHaveBeenCalled();
    useAppStore.getState().signIn({ id: "u2", userType: "registered" }, []);
    useAppStore.getState().signIn({ id: "u2", userType: "registered" }, []);
    expect(app.mock.calls.map(([message]) => message)).toEqual([
      { flow: "normal-login", event: "onUserLoggedIn", data: { id: "u2", email: null, firstName: null, lastName: null, userType: "registered" } },
    ]);
  });

  test("in a browser nothing is sent; after 10 s without a user, nothing either", () => {
    vi.useFakeTimers();
    useAppStore.getState().signIn(subscriber, []);
    expect(() => tellAppLoggedIn()).not.toThrow();
    useAppStore.getState().signOut();
    const app = iosApp();
    tellAppLoggedIn();
    vi.advanceTimersByTime(10_000);
    useAppStore.getState().signIn(subscriber, []);
    expect(app).not.toHaveBeenCalled();
  });
});
