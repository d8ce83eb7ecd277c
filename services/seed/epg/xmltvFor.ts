/**
 * The seeded programme guide as an XMLTV document: every live channel, from 7 days before the UTC day of `day` to 7
 * days after it. The same day gives the same text, byte for byte, on every machine.
 */
import { buildGuide, guideChannels } from "./buildGuide";
import { writeXmltv } from "./writeXmltv";

export function xmltvFor(day: Date): string {
  return writeXmltv(guideChannels, buildGuide(day));
}
