import { headers } from "next/headers";
import { ErrorState } from "@/components/error-state/ErrorState";
import { localizedHref } from "@/components/ui-context";
import { defaultLocale, isLocale, type Locale } from "@/domain/types";
import { translator } from "@/renderer/i18n/serverI18n";

/** not-found.tsx gets no params; the locale comes from the path the proxy let through. */
async function currentLocale(): Promise<Locale> {
  const path = (await headers()).get("x-shasha-path") ?? "";
  const first = path.split("/")[1];
  return isLocale(first) ? first : defaultLocale;
}

export default async function NotFound() {
  const locale = await currentLocale();
  const t = translator(locale, "common");
  return (
    <ErrorState
      code={404}
      title={t("404_error_title")}
      description={t("404_error_description")}
      action={{ kind: "link", label: t("error.home"), href: localizedHref(locale, "/") }}
    />
  );
}
