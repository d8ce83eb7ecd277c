/**
 * Spec 2: the package pages (`/promo` and its `/hub/` variants) take `?widget=`: `subscriptions` is the package page
 * itself, `payment-methods` goes straight on to the payment step, keeping the chosen package (`?package=`) when there
 * is one. A native app opens either with one link, and gets the widget alone: no header, no footer (widget mode, issue
 * 32 §3), on the payment step too.
 */
import { localizedHref } from "@/components/ui-context";
import type { Locale } from "@/domain/types";
import type { RouteLayout } from "@/screens-schema/types";

export const packageSelectionScreen = "/user/packageSelection/main";

const widgets = ["subscriptions", "payment-methods"] as const;
const isWidget = (value: unknown): value is (typeof widgets)[number] => widgets.some((widget) => widget === value);

export function widgetTarget(screenId: string, locale: Locale, widget: unknown, packageId: string | undefined): string | undefined {
  if (screenId !== packageSelectionScreen || widget !== "payment-methods") return undefined;
  const query = new URLSearchParams({ widget, ...(packageId ? { package: packageId } : {}) });
  return `${localizedHref(locale, "/hub/payment-methods")}?${query.toString()}`;
}

/** The page's chrome: a widget alone, else what the route table's row asks for (undefined: no row). */
export function pageChrome(rowLayout: RouteLayout | undefined, widget: unknown): RouteLayout | undefined {
  return isWidget(widget) ? "widget" : rowLayout;
}
