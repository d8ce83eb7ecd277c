/**
 * LocalTime with the server's text filled in: what the server-rendered guide views place. Kept apart from
 * LocalTime.tsx because a client module's exports are client references on the server, not callable functions.
 */
import type { TimeDisplay } from "@/domain/guideTime";
import { LocalTime } from "@/components/clientParts";
import { localTimeText, type LocalTimeValue } from "./localTimeText";

export function localTime(value: LocalTimeValue, display: TimeDisplay, className?: string) {
  return <LocalTime value={value} display={display} text={localTimeText(value, display)} className={className} />;
}
