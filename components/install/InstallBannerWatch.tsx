"use client";
/**
 * Shows the app-install banner the page drew hidden (app/_shell/InstallBanner.tsx) on a phone or tablet, with its
 * store's link only, unless it was closed less than a day ago (domain/installBanner.ts); closing it remembers when.
 */
import { useEffect } from "react";
import { installBannerClosedKey, installBannerDue, storeOf } from "@/domain/installBanner";

function closedAt(): number {
  try {
    return Number(localStorage.getItem(installBannerClosedKey) ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

export function InstallBannerWatch() {
  useEffect(() => {
    const banner = document.getElementById("app-install");
    const store = storeOf(navigator.userAgent, navigator.maxTouchPoints > 1);
    if (!banner || store === undefined || !installBannerDue(closedAt(), Date.now())) return;
    for (const link of banner.querySelectorAll<HTMLElement>("[data-store]")) link.hidden = link.dataset.store !== store;
    banner.hidden = false;
    banner.querySelector("button")?.addEventListener("click", () => {
      banner.hidden = true;
      try {
        localStorage.setItem(installBannerClosedKey, String(Date.now()));
      } catch {
        // Storage refused (private mode): it is closed for this page only.
      }
    });
  }, []);
  return null;
}
