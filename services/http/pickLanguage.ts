import type { IncomingHttpHeaders } from "node:http";
import { isServiceLocale, type ServiceLocale } from "../db/localizedText";

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The first supported language in an `Accept-Language` list, by descending q. */
function fromAcceptLanguage(header: string): ServiceLocale | undefined {
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...options] = part.trim().split(";");
      const q = options.map((option) => option.trim()).find((option) => option.startsWith("q="));
      return { language: tag.trim().slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q.slice(2)), index };
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isServiceLocale);
}

/** Spec 7: the `language` header (any case) picks the language; else `Accept-Language`; else Arabic. */
export function pickLanguage(headers: IncomingHttpHeaders): ServiceLocale {
  const explicit = headerValue(headers, "language")?.trim().toLowerCase();
  if (isServiceLocale(explicit)) return explicit;
  const accept = headerValue(headers, "accept-language");
  return (accept === undefined ? undefined : fromAcceptLanguage(accept)) ?? "ar";
}
