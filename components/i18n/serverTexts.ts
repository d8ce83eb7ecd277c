/**
 * The templates each client part translates in the browser (texts.ts), picked on the server from the viewer's
 * locale's `blocks` JSON. Server components call these and pass the result down as a `texts` prop; only the
 * server may import this module, since it holds every locale's JSON (components/clientImports.test.ts checks
 * that no client module reaches it). Each set is built once per locale and reused, so a page's many rails
 * hand React the same object.
 */
import type { Locale } from "@/domain/types";
import ar from "@/locales/ar/blocks.json";
import en from "@/locales/en/blocks.json";
import fr from "@/locales/fr/blocks.json";
import type { Texts } from "./texts";

const blocks: Record<Locale, object> = { ar, en, fr };

/** i18next's plural suffixes: a wanted key brings all of its plural forms. */
const pluralSuffix = /_(?:zero|one|two|few|many|other)$/;

/** Every string of a JSON tree by its dotted key. */
function flatten(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([name, value]: [string, unknown]): [string, string][] => {
    const key = `${prefix}${name}`;
    if (typeof value === "string") return [[key, value]];
    return typeof value === "object" && value !== null ? flatten(value, `${key}.`) : [];
  });
}

function wanted(key: string, keys: readonly string[]): boolean {
  const singular = key.replace(pluralSuffix, "");
  return keys.some((want) => key === want || singular === want || key.startsWith(`${want}.`));
}

const built = new Map<string, Texts>();

/** The templates of `keys` (a key, its plural forms, or every key under it) in `locale`. */
export function textsFor(locale: Locale, keys: readonly string[]): Texts {
  const cacheKey = `${locale} ${keys.join(" ")}`;
  const known = built.get(cacheKey);
  if (known) return known;
  const texts: Texts = Object.freeze(Object.fromEntries(flatten(blocks[locale]).filter(([key]) => wanted(key, keys))));
  built.set(cacheKey, texts);
  return texts;
}

/** A tile drawn in the browser (components/tile/Tile.tsx): its badges, episode labels and My List toggle. */
export const tileTextKeys = ["badge", "tile", "myList"] as const;
/** The progress bar the browser adds to a tile (components/tile/tileProgressOverlay.ts). */
export const progressTextKeys = ["continueWatching.progress"] as const;
/**
 * The shell's client checks (components/session/SessionChecks.tsx): the tiles' progress bars and the revoked
 * subscription's popup (RevokedNotice.tsx), whose code only the viewers it is for download.
 */
export const sessionChecksTextKeys = [...progressTextKeys, "session.revoked"] as const;
/** The continue-watching rail: tiles with a progress bar and the minutes left. */
export const continueWatchingTextKeys = [...tileTextKeys, ...progressTextKeys, "continueWatching.minutesLeft"] as const;
/** A form's checks before it posts, and what it says when the post fails (components/form/FormRuntime.tsx). */
export const formTextKeys = ["form.rules", "form.error.generic", "form.error.unavailable", "form.botCheck"] as const;
/** The one-time code's countdown and resend button (components/form/OtpResend.tsx). */
export const otpResendTextKeys = ["form.otp.countdown", "form.otp.resend", "form.otp.resent", "form.otp.needPhone", "form.error.generic", "form.error.unavailable"] as const;
