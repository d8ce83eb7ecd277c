"use client";
/**
 * "Jump to now": scrolls the grid guide so that its now line is in view, on both axes and in either direction
 * (`scrollIntoView` knows that the grid runs right to left in Arabic). Disabled until hydrated, so an early click
 * waits instead of doing nothing; no smooth scrolling for viewers who ask for reduced motion.
 */
import { useHydrated } from "../useHydrated";

export interface JumpToNowProps {
  /** The id of the now line. */
  targetId: string;
  label: string;
  className?: string;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function JumpToNow({ targetId, label, className }: JumpToNowProps) {
  const hydrated = useHydrated();
  const jump = () => {
    document.getElementById(targetId)?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "nearest", inline: "center" });
  };
  return (
    <button type="button" className={className} disabled={!hydrated} onClick={jump} aria-controls={targetId}>
      {label}
    </button>
  );
}
