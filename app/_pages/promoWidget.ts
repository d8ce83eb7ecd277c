/**
 * Spec 2: the package pages (`/promo` and its `/hub/` variants) take `?widget=`: `subscriptions` is the package page
 * itself, `payment-methods` goes straight on to the payment step, keeping the chosen package (`?package=`) when there
 * is one. A native app opens either with one link.
 */
import { localizedHref } from "@/components/ui-context";
import type { Locale } from "@/domain/types";

export const packageSelectionScreen = "/user/packageSelection/main";

export function widgetTarget(screenId: string, locale: Locale, widget: unknown, packageId: string | undefined): string | undefined {
  if (screenId !== packageSelectionScreen || widget !== "payment-methods") return undefined;
  const path = localizedHref(locale, "/hub/payment-methods");
  return packageId ? `${path}?package=${encodeURIComponent(packageId)}` : path;
}
