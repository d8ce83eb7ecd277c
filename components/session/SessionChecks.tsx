"use client";
/**
 * The shell's client checks, kept out of guests' downloads (issue 10): when the `userType` cookie says
 * signed in, or this browser still holds a stored user, it loads the session checks (sessionSync.ts: the
 * store, the refetch, their validation); and once the page is in, the code that draws the viewer's progress
 * on its tiles (components/tile/tileProgressOverlay), labelled with the server's `texts` (SessionSync.tsx).
 */
import { useEffect } from "react";
import type { Locale } from "@/domain/types";
import type { Texts } from "../i18n/texts";
import { errorMessage, log } from "@/ops/browserLog";
import { persistKey } from "@/stores/persistKey";
import { tilesAddedEvent } from "../tile/tileEvents";
import { cookieUserType } from "./cookieValue";

function signedInCookie(): boolean {
  return cookieUserType() !== "anonymous";
}

/** Whether the persisted store holds a user (its contents are checked by the store when it loads). */
function storedUser(): boolean {
  try {
    return /"user":\{/.test(window.localStorage.getItem(persistKey) ?? "");
  } catch {
    return false;
  }
}

const warn = (code: string) => (error: unknown) => log({ level: "warn", code, message: errorMessage(error) });

export function SessionChecks({ locale, texts }: { locale: Locale; texts: Texts }) {
  useEffect(() => {
    if (signedInCookie() || storedUser()) {
      void import("./sessionSync").then(({ runSessionSync }) => runSessionSync(locale)).catch(warn("session-sync-failed"));
    }
  }, [locale]);

  useEffect(() => {
    const controller = new AbortController();
    const paint = () => {
      void import("../tile/tileProgressOverlay")
        .then(({ paintPageProgress }) => paintPageProgress(locale, texts, signedInCookie(), controller.signal))
        // The bars are a nicety: the page stays as it is, and the failure is logged.
        .catch((error: unknown) => {
          if (!controller.signal.aborted) warn("tile-progress-failed")(error);
        });
    };
    // Landing pages stream their rails: wait for the whole document.
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", paint, { once: true, signal: controller.signal });
    else paint();
    // The tiles rails draw when they near the viewport get their bars too.
    window.addEventListener(tilesAddedEvent, paint, { signal: controller.signal });
    return () => controller.abort();
  }, [locale, texts]);

  return null;
}
