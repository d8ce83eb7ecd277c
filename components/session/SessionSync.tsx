"use client";

/** Keeps the client store in step with the session cookies; see sessionSync.ts for the rules. */
import { useEffect, useRef } from "react";
import type { Locale } from "@/domain/types";
import { useAppStore } from "@/stores/appStore";
import { cookieValue, refetchUser, skipsRefetch } from "./sessionSync";

function cookieUserType(): string {
  return cookieValue(document.cookie, "userType") ?? "anonymous";
}

export function SessionSync({ locale }: { locale: Locale }) {
  const hydrated = useAppStore((state) => state.hydrated);
  const hasUser = useAppStore((state) => state.user !== null);
  const refetched = useRef(false);

  useEffect(() => {
    if (hydrated && hasUser && cookieUserType() === "anonymous") useAppStore.getState().signOut();
  }, [hydrated, hasUser]);

  useEffect(() => {
    if (!hydrated || refetched.current) return;
    refetched.current = true;
    if (cookieUserType() === "anonymous" || (hasUser && skipsRefetch(window.location.pathname))) return;
    void refetchUser(locale).then((result) => {
      if (result.kind === "logout") window.location.assign(result.target);
      if (result.kind !== "session") return;
      const { user, profiles, selectedProfileId } = result.session;
      const store = useAppStore.getState();
      store.signIn(user, profiles);
      if (selectedProfileId !== null) store.selectProfile(selectedProfileId);
    });
  }, [hydrated, hasUser, locale]);

  return null;
}
