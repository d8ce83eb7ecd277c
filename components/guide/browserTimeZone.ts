/**
 * The browser's own IANA time zone, or undefined when it cannot say. Only client parts call it, after hydration
 * (LocalTime.tsx): the server renders with the zone it was given, and the browser then shows its own.
 */
export function browserTimeZone(): string | undefined {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return typeof zone === "string" && zone !== "" ? zone : undefined;
}
