/**
 * XMLTV's times (xmltv.dtd): `YYYYMMDDhhmmss` or a leading part of it (`YYYYMMDDhhmm`, `YYYYMMDD`), then an optional
 * time zone `+0300`, `-0500`, `+03:00` or `Z`/`UTC`/`GMT`. Without a zone the time is UTC, as the DTD says. Turned
 * into the UTC instant (ms since the epoch): `20260105210000 +0300` is 2026-01-05T18:00:00Z.
 */

const timePattern = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?)?\s*(?:([+-])(\d{2}):?(\d{2})|(Z|UTC|GMT))?$/i;

function field(value: string | undefined): number {
  return value === undefined ? 0 : Number(value);
}

/** The instant an XMLTV time names, or undefined when it is not one (wrong form, 31 February, 25 o'clock). */
export function parseXmltvTime(value: string): number | undefined {
  const match = timePattern.exec(value.trim());
  if (match === null) return undefined;
  const [, year, month, day, hour, minute, second, sign, offsetHours, offsetMinutes] = match;
  const parts = { year: field(year), month: field(month), day: field(day), hour: field(hour), minute: field(minute), second: field(second) };
  if (parts.month < 1 || parts.month > 12 || parts.hour > 23 || parts.minute > 59 || parts.second > 59) return undefined;
  const local = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  // Date.UTC rolls 31 February over into March: a day that moved was not a day of that month.
  if (new Date(local).getUTCDate() !== parts.day) return undefined;
  const offset = field(offsetHours) * 60 + field(offsetMinutes);
  if (field(offsetHours) > 14 || field(offsetMinutes) > 59) return undefined;
  return local - (sign === "-" ? -offset : offset) * 60_000;
}
