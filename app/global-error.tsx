"use client";
/** Last resort when the root layout itself fails: a minimal document, still localized and noindex. */
import { localeFromPath } from "@/domain/localePaths";
import { globalErrorStrings } from "@/app/_shell/globalErrorStrings";

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = localeFromPath(typeof window === "undefined" ? null : window.location.pathname);
  const strings = globalErrorStrings[locale];
  return (
    <html lang={locale} dir={locale === "ar" ? "rtl" : "ltr"}>
      <head>
        <meta name="robots" content="noindex, nofollow" />
        <title>{strings.title}</title>
      </head>
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", paddingBlock: "4rem" }}>
        <p style={{ fontSize: "5rem", fontWeight: 800, margin: 0 }}>500</p>
        <h1>{strings.title}</h1>
        <p>{strings.description}</p>
        <button type="button" onClick={() => reset()}>
          {strings.retry}
        </button>
      </body>
    </html>
  );
}
