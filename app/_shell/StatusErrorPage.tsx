"use client";
/**
 * The error pages of spec 2 and 8 for 401, 403 and 404, in both route trees (not-found, and the `unauthorized()` and
 * `forbidden()` of the pages, app/(live)/[lang]): the status large, `{code}_error_title` and `{code}_error_description`
 * in the page's language, and one way on: home from a 404, sign-in from a 401, and from a 403 profile selection (a
 * decision: spec 2 says sign-in, but a 403 here is a signed-in profile that lacks the right, and signing in again
 * changes nothing; switching to the account's main profile does). Such pages get no props: the locale comes from the
 * route. A 404 of a home-like path leads on to its section after 3 seconds (ErrorRedirect).
 */
import { useParams } from "next/navigation";
import { useEffect } from "react";
import { ErrorState, type ErrorAction } from "@/components/error-state/ErrorState";
import { localizedHref } from "@/components/ui-context";
import { localeFromPath } from "@/domain/localePaths";
import type { Locale } from "@/domain/types";
import { clientCommon } from "./clientCommon";
import { ErrorRedirect } from "./ErrorRedirect";

export type ErrorPageCode = 401 | 403 | 404;

function actionOf(code: ErrorPageCode, locale: Locale): ErrorAction {
  const { error } = clientCommon[locale];
  if (code === 401) return { kind: "link", label: error.login, href: localizedHref(locale, "/hub/login") };
  if (code === 403) return { kind: "link", label: error.switchProfile, href: localizedHref(locale, "/hub/profile-selection") };
  return { kind: "link", label: error.home, href: localizedHref(locale, "/") };
}

export function StatusErrorPage({ code }: { code: ErrorPageCode }) {
  const params = useParams<{ lang?: string }>();
  const locale = localeFromPath(`/${params.lang ?? ""}`);
  const strings = clientCommon[locale];
  const title = `${strings[`${code}_error_title`]} | ${strings.app.name}`;
  // These pages have no metadata of their own in the viewer's language; the tab still says what happened.
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <ErrorState code={code} title={strings[`${code}_error_title`]} description={strings[`${code}_error_description`]} action={actionOf(code, locale)} />
      {code === 404 ? <ErrorRedirect locale={locale} /> : null}
    </>
  );
}
