// @vitest-environment jsdom
import { beforeEach, describe, expect, test } from "vitest";
import { persistKey, useAppStore } from "./appStore";
import { guestProfiles } from "./profiles";

const adult = { id: "p1", name: "Sara", type: "ADULT" as const, default: true, isAnonymous: false };
const kid = { id: "p2", name: "Kids", type: "KID" as const, default: false, isAnonymous: false, ageRestriction: 7 };

beforeEach(() => {
  useAppStore.getState().signOut();
});

describe("the client store", () => {
  test("is marked hydrated once the persisted state has loaded", () => {
    expect(useAppStore.getState().hydrated).toBe(true);
  });

  test("starts signed out with the default anonymous profiles (Guest 0, Kids 1)", () => {
    const { user, profiles } = useAppStore.getState();
    expect(user).toBeNull();
    expect(profiles.list.map((p) => [p.id, p.name, p.type])).toEqual([["0", "Guest", "ADULT"], ["1", "Kids", "KID"]]);
  });

  test("signing in keeps the user and profiles, selects the adult default, and persists under 'modules'", () => {
    useAppStore.getState().signIn({ id: "u1", email: "a@b.c", userType: "registered" }, [adult, kid]);
    expect(useAppStore.getState().profiles.selectedId).toBe("p1");
    const stored = JSON.parse(window.localStorage.getItem(persistKey) ?? "{}");
    expect(stored.state.user.id).toBe("u1");
    expect(stored.state.hydrated).toBeUndefined();
  });

  test("only a known profile can be selected", () => {
    useAppStore.getState().signIn({ id: "u1", userType: "registered" }, [adult, kid]);
    useAppStore.getState().selectProfile("p2");
    useAppStore.getState().selectProfile("nope");
    expect(useAppStore.getState().profiles.selectedId).toBe("p2");
  });

  test("signing out resets to the anonymous list and the normal flow", () => {
    useAppStore.getState().signIn({ id: "u1", userType: "subscribed" }, [adult]);
    useAppStore.getState().setFlow("SUBSCRIPTION");
    useAppStore.getState().signOut();
    const state = useAppStore.getState();
    expect(state.user).toBeNull();
    expect(state.profiles.list).toEqual(guestProfiles);
    expect(state.flow.currentFlow).toBe("NORMAL");
  });
});
