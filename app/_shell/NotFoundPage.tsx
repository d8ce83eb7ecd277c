"use client";
/**
 * The 404 page of both route trees. not-found pages get no props; the locale comes from the route params.
 * A client component on purpose: it must read nothing of the request, so cached pages can use it too.
 */
import { useParams } from "next/navigation";
import { useEffect } from "react";
import { ErrorState } from "@/components/error-state/ErrorState";
import { localizedHref } from "@/components/ui-context";
import { localeFromPath } from "@/domain/localePaths";
import { clientCommon } from "./clientCommon";

export function NotFoundPage() {
  const params = useParams<{ lang?: string }>();
  const locale = localeFromPath(`/${params.lang ?? ""}`);
  const strings = clientCommon[locale];
  const title = `${strings["404_error_title"]} | ${strings.app.name}`;
  // A not-found page has no metadata of its own in the viewer's language; the tab still says what happened.
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <ErrorState
      code={404}
      title={strings["404_error_title"]}
      description={strings["404_error_description"]}
      action={{ kind: "link", label: strings.error.home, href: localizedHref(locale, "/") }}
    />
  );
}
