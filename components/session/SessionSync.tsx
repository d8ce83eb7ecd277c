"use client";

/**
 * Keeps the client store in step with the session cookies (see sessionSync.ts for the rules), and once the
 * page is in, loads the code that draws the viewer's progress on its tiles (components/tile/tileProgressOverlay).
 */
import { useEffect, useRef } from "react";
import type { Locale } from "@/domain/types";
import { log } from "@/ops/log";
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

  useEffect(() => {
    const controller = new AbortController();
    const paint = () => {
      void import("../tile/tileProgressOverlay")
        .then(({ paintPageProgress }) => paintPageProgress(locale, cookieUserType() !== "anonymous", controller.signal))
        .catch((error: unknown) => {
          // The bars are a nicety: the page stays as it is, and the failure is logged.
          if (!controller.signal.aborted) log({ level: "warn", code: "tile-progress-failed", message: error instanceof Error ? error.message : String(error) });
        });
    };
    // Landing pages stream their rails: wait for the whole document.
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", paint, { once: true, signal: controller.signal });
    else paint();
    return () => controller.abort();
  }, [locale]);

  return null;
}
