/**
 * A small picture for each kind of match event (a ball, a card, two arrows...), hidden from assistive technology:
 * the timeline says every event in words (matchText.ts eventText), the picture only helps the eye. One shape per
 * type in a typed map, so a new event type fails the type check until it has one. Colours come from the theme
 * (MatchTimeline.module.css) through the `data-icon` and `data-card` attributes.
 */
import type { ReactNode } from "react";
import type { MatchEventType } from "@/domain/sports/matchEvents";

const ball = <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />;
const ballCore = <path d="M8 5.2 10.6 7.1 9.6 10.2H6.4L5.4 7.1Z" fill="currentColor" />;
const card = (x: number, y: number, colour: "yellow" | "red") => <rect data-card={colour} x={x} y={y} width="7" height="10" rx="1" />;

const shapes: Readonly<Record<MatchEventType, ReactNode>> = {
  goal: [ball, ballCore],
  penaltyGoal: [ball, ballCore, <circle key="spot" cx="13.5" cy="13.5" r="1.8" fill="currentColor" />],
  ownGoal: [ball, ballCore],
  noGoal: [ball, <path key="slash" d="M3 13 13 3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />],
  penaltyMissed: [ball, <path key="cross" d="M11 11l4 4m0-4-4 4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />],
  var: [
    <rect key="screen" x="1.5" y="3" width="13" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.6" />,
    <path key="stand" d="M5.5 14.5h5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />,
  ],
  injury: <path d="M6.3 2h3.4v4.3H14v3.4H9.7V14H6.3V9.7H2V6.3h4.3Z" fill="currentColor" />,
  yellowCard: card(4.5, 3, "yellow"),
  redCard: card(4.5, 3, "red"),
  doubleYellow: [card(3, 2, "yellow"), card(6, 4, "red")],
  substitution: (
    <path
      d="M5 13V3M2.5 5.5 5 3l2.5 2.5M11 3v10m-2.5-2.5L11 13l2.5-2.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
};

/** Keys for the shapes given as arrays (React wants one per sibling). */
function keyed(shape: ReactNode): ReactNode {
  return Array.isArray(shape) ? shape.map((part: ReactNode, index) => <g key={index}>{part}</g>) : shape;
}

export function EventIcon({ type, className }: { type: MatchEventType; className?: string }) {
  return (
    <svg className={className} data-icon={type} aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      {keyed(shapes[type])}
    </svg>
  );
}
