"use client";
/** Last resort when the root layout itself fails: a minimal document, still localized and noindex. */
import { clientCommon, localeFromPath } from "@/app/_shell/clientCommon";

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = localeFromPath(typeof window === "undefined" ? null : window.location.pathname);
  const strings = clientCommon[locale];
  return (
    <html lang={locale} dir={locale === "ar" ? "rtl" : "ltr"}>
      <head>
        <meta name="robots" content="noindex, nofollow" />
        <title>{strings["500_error_title"]}</title>
      </head>
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", paddingBlock: "4rem" }}>
        <p style={{ fontSize: "5rem", fontWeight: 800, margin: 0 }}>500</p>
        <h1>{strings["500_error_title"]}</h1>
        <p>{strings["500_error_description"]}</p>
        <button type="button" onClick={() => reset()}>
          {strings.error.retry}
        </button>
      </body>
    </html>
  );
}
