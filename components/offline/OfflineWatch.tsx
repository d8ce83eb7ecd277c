"use client";
/**
 * Spec 2: the full-screen no-internet message. The browser says when the network goes and comes back; this marks the
 * document (`data-offline` on <html>) and the stylesheet shows the page's message (app/_shell/OfflineNotice.tsx) over
 * it, and hides it again, so the page underneath is left as it was: nothing reloads, nothing is lost.
 */
import { useEffect } from "react";

export function OfflineWatch() {
  useEffect(() => {
    const mark = () => document.documentElement.toggleAttribute("data-offline", !navigator.onLine);
    mark();
    addEventListener("online", mark);
    addEventListener("offline", mark);
    return () => {
      removeEventListener("online", mark);
      removeEventListener("offline", mark);
    };
  }, []);
  return null;
}
