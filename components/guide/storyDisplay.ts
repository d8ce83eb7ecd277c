/** What the guide's stories share: the viewer's time display for a story's locale (a viewer in Jordan). */
import type { TimeDisplay } from "@/domain/guideTime";
import type { Locale } from "@/domain/types";
import { sampleTimeZone } from "./sampleGuide";

export function storyDisplay(locale: Locale): TimeDisplay {
  return { locale, timeZone: sampleTimeZone, country: "JO" };
}
