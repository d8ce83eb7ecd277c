"use client";
/**
 * A coming-soon live event's countdown (issue 30 §2): the server renders the text as of its moment; in the browser
 * it ticks (every second in the last hour, else every half minute) and, at the start, says the event is live and
 * refreshes the page once, so a player page turns into the player and a rail's tile into a live one, without the
 * viewer reloading. Read out only when focused or reached, never on each tick (no live region): a ticking announcement
 * would drown everything else.
 */
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { fillTemplate } from "../i18n/fillTemplate";
import { useHydrated } from "../useHydrated";
import { countdownText, tickMs, type CountdownDisplay } from "./countdownText";

const refreshDelayMs = 1500;

export interface CountdownProps {
  startsAt: string;
  display: CountdownDisplay;
  /** The server's text (its moment's countdown), shown until the browser ticks. */
  text: string;
  /** "Starts in {{time}}" and what shows from the start. */
  labels: { startsIn: string; started: string };
  /** Refresh the page at the start (a player page); rails leave it. */
  refreshAtStart?: boolean;
  className?: string;
}

export function Countdown({ startsAt, display, text, labels, refreshAtStart = false, className }: CountdownProps) {
  const hydrated = useHydrated();
  const router = useRouter();
  // The latest router, read at the start: a new router object must not start the clock again.
  const refresh = useRef(() => router.refresh());
  useEffect(() => {
    refresh.current = () => router.refresh();
  });
  const [now, setNow] = useState<number | undefined>(undefined);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (Date.parse(startsAt) > at) timer = setTimeout(tick, tickMs(startsAt, at));
      // A moment after the start, so the server's clock has passed it too when it draws the page again.
      else if (refreshAtStart) timer = setTimeout(() => refresh.current(), refreshDelayMs);
    };
    tick();
    return () => clearTimeout(timer);
  }, [startsAt, refreshAtStart]);
  const left = hydrated && now !== undefined ? countdownText(startsAt, now, display) : undefined;
  const shown = !hydrated || now === undefined ? text : left === undefined ? labels.started : fillTemplate(labels.startsIn, { time: left });
  return (
    <time className={className} dateTime={startsAt} data-countdown="">
      {shown}
    </time>
  );
}
