/**
 * Client state (spec 3 "Persisted state"): user, profiles, flow and app state in one zustand store with
 * immer, persisted to localStorage under the key `modules`. Only what the spec lists as persisted is
 * stored; the session token never is (it lives in an HttpOnly cookie). Parts of the UI that depend on this
 * state wait for `hydrated` so nothing flickers from signed-out to signed-in.
 */
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { persistKey } from "./persistKey";
import { immer } from "zustand/middleware/immer";
import type { UserType } from "@/domain/types";
import { guestProfiles, type StoredProfile } from "./profiles";

export interface StoredUser {
  id: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  userType: UserType;
}

export type FlowName = "NORMAL" | "SUBSCRIPTION";

export interface AppState {
  hydrated: boolean;
  user: StoredUser | null;
  profiles: { list: StoredProfile[]; selectedId: string | null };
  flow: { currentFlow: FlowName; signinOption: "email" | "phone" | "social"; signupOption: "email" | "phone" | "social"; redirectRouterName: string | null };
  app: { apiKey: string | null };
  signIn(user: StoredUser, profiles: StoredProfile[]): void;
  signOut(): void;
  selectProfile(id: string): void;
  /** The account's profiles anew (the server's list after a change) and the selected one. */
  setProfiles(list: StoredProfile[], selectedId: string): void;
  setFlow(flow: FlowName): void;
  rememberReturn(path: string | null): void;
  setApiKey(key: string): void;
  markHydrated(): void;
}

export { persistKey };

const initial = {
  user: null,
  profiles: { list: [...guestProfiles], selectedId: null },
  flow: { currentFlow: "NORMAL" as const, signinOption: "email" as const, signupOption: "email" as const, redirectRouterName: null },
  app: { apiKey: null },
};

export const useAppStore = create<AppState>()(
  persist(
    immer((set) => ({
      hydrated: false,
      ...initial,
      signIn: (user, profiles) =>
        set((state) => {
          state.user = user;
          state.profiles.list = profiles;
          state.profiles.selectedId = profiles.find((profile) => profile.default && profile.type === "ADULT")?.id ?? null;
        }),
      // Spec 4: logging out resets profiles to the default anonymous list.
      signOut: () =>
        set((state) => {
          state.user = null;
          state.profiles = { list: [...guestProfiles], selectedId: null };
          state.flow.currentFlow = "NORMAL";
        }),
      selectProfile: (id) =>
        set((state) => {
          if (state.profiles.list.some((profile) => profile.id === id)) state.profiles.selectedId = id;
        }),
      setProfiles: (list, selectedId) =>
        set((state) => {
          state.profiles.list = list;
          state.profiles.selectedId = list.some((profile) => profile.id === selectedId) ? selectedId : null;
        }),
      setFlow: (flow) =>
        set((state) => {
          state.flow.currentFlow = flow;
        }),
      rememberReturn: (path) =>
        set((state) => {
          state.flow.redirectRouterName = path;
        }),
      setApiKey: (key) =>
        set((state) => {
          state.app.apiKey = key;
        }),
      markHydrated: () =>
        set((state) => {
          state.hydrated = true;
        }),
    })),
    {
      name: persistKey,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ user: state.user, profiles: state.profiles, flow: state.flow, app: state.app }),
      // Through the rehydrated state's own action: with localStorage the hydration runs synchronously while
      // the store is being created, before `useAppStore` exists.
      onRehydrateStorage: () => (state) => state?.markHydrated(),
    },
  ),
);
