"use client";

/**
 * The hero carousel's behaviour: prev/next and dot buttons, arrow keys, autoplay that pauses on hover and
 * focus, stops for good with its pause button (WCAG 2.2.2) and stays off under prefers-reduced-motion. Client
 * because it holds the current slide and timers. The slides themselves are server-rendered and passed in;
 * before hydration the first slide shows.
 */
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from "react";
import { arrowStep } from "../a11y/arrowStep";
import { minWidth } from "../tokens";
import type { CustomProperties } from "../rail/slides";
import { cx } from "../theme/cx";
import styles from "./HeroView.module.css";
import { useMediaQuery } from "./useMediaQuery";

export interface HeroControllerLabels {
  previous: string;
  next: string;
  /** One per slide: "Go to slide 3". */
  goTo: string[];
  /** One per slide: "3 of 5". */
  slides: string[];
  /** The rotation button while the slides turn by themselves, and once the viewer stopped them. */
  pause: string;
  play: string;
}

export interface HeroControllerProps {
  slides: ReactNode[];
  /** Slides shown at once from the `small` breakpoint up (one below it). */
  perView: number;
  autoplay: boolean;
  intervalMs: number;
  dir: "rtl" | "ltr";
  labels: HeroControllerLabels;
}

const smallAndUp = minWidth("small").replace("@media ", "");

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ChevronNext() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5v14M16 5v14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
    </svg>
  );
}

function useCarousel(count: number, perView: number, autoplay: boolean, intervalMs: number) {
  const wide = useMediaQuery(smallAndUp, true);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)", true);
  const shown = wide ? Math.min(perView, count) : 1;
  const lastIndex = Math.max(0, count - shown);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The viewer's own choice with the rotation button; hover and focus only pause while they last.
  const [stopped, setStopped] = useState(false);
  const current = Math.min(index, lastIndex);

  const goTo = useCallback((next: number) => setIndex(Math.max(0, Math.min(next, lastIndex))), [lastIndex]);
  const step = useCallback(
    (delta: number) => setIndex((value) => {
      const next = Math.min(value, lastIndex) + delta;
      if (next > lastIndex) return 0;
      return next < 0 ? lastIndex : next;
    }),
    [lastIndex],
  );

  const rotates = autoplay && !reducedMotion && lastIndex > 0;
  const playing = rotates && !stopped && !hovered && !focused;
  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(() => step(1), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, intervalMs, step]);

  return { current, shown, lastIndex, rotates, stopped, playing, goTo, step, setHovered, setFocused, setStopped };
}

export function HeroController({ slides, perView, autoplay, intervalMs, dir, labels }: HeroControllerProps) {
  const carousel = useCarousel(slides.length, perView, autoplay, intervalMs);
  const { current, shown, lastIndex, rotates, stopped, playing, goTo, step } = carousel;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Arrow keys follow the reading direction: in RTL the left arrow moves toward inline-end (next).
    const by = arrowStep(event.key, dir);
    if (by === undefined) return;
    step(by);
    event.preventDefault();
  };

  const trackStyle: CustomProperties = { "--hero-index": current, "--hero-per-view": perView };
  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- hover pauses the slides, and focus and arrow keys come up from the carousel's own buttons: the box itself is no control
    <div
      className={styles.viewport}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.track} style={trackStyle} aria-live={playing ? "off" : "polite"}>
        {slides.map((slide, i) => {
          const visible = i >= current && i < current + shown;
          return (
            // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the WAI-ARIA carousel pattern: each slide is a group
            <div key={labels.slides[i] ?? i} className={styles.slideFrame} role="group" aria-roledescription="slide" aria-label={labels.slides[i]} aria-hidden={!visible} inert={!visible}>
              {slide}
            </div>
          );
        })}
      </div>
      {lastIndex > 0 ? (
        <>
          <button type="button" className={cx(styles.arrow, styles.prev)} aria-label={labels.previous} onClick={() => step(-1)}>
            <Chevron />
          </button>
          <button type="button" className={cx(styles.arrow, styles.next)} aria-label={labels.next} onClick={() => step(1)}>
            <ChevronNext />
          </button>
        </>
      ) : null}
      <div className={styles.dots}>
        {rotates ? (
          <button type="button" className={styles.rotation} aria-label={stopped ? labels.play : labels.pause} onClick={() => carousel.setStopped(!stopped)}>
            {stopped ? <PlayIcon /> : <PauseIcon />}
          </button>
        ) : null}
        {lastIndex > 0
          ? Array.from({ length: lastIndex + 1 }, (_, i) => (
              <button key={i} type="button" className={styles.dot} aria-label={labels.goTo[i]} aria-current={i === current ? "true" : undefined} onClick={() => goTo(i)} />
            ))
          : null}
      </div>
    </div>
  );
}
