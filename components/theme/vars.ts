/**
 * Typed references to the CSS variables of theme/global.css, so a typo is a type error instead of a silent
 * fallback. Values only: the numbers themselves live in the stylesheet.
 */
export const color = {
  bg: "var(--color-bg)",
  surface: "var(--color-surface)",
  surfaceRaised: "var(--color-surface-raised)",
  border: "var(--color-border)",
  text: "var(--color-text)",
  textMuted: "var(--color-text-muted)",
  accent: "var(--color-accent)",
  accentContrast: "var(--color-accent-contrast)",
  focus: "var(--color-focus)",
  overlay: "var(--color-overlay)",
  scrim: "var(--color-scrim)",
  plus: "var(--color-plus)",
  plusText: "var(--color-plus-text)",
  comingSoon: "var(--color-coming-soon)",
  comingSoonText: "var(--color-coming-soon-text)",
  live: "var(--color-live)",
  liveText: "var(--color-live-text)",
  promo: "var(--color-promo)",
  promoBorder: "var(--color-promo-border)",
  info: "var(--color-info)",
  infoBorder: "var(--color-info-border)",
  warning: "var(--color-warning)",
  warningBorder: "var(--color-warning-border)",
  progressTrack: "var(--color-progress-track)",
  progress: "var(--color-progress)",
} as const;

export const space = {
  "3xs": "var(--space-3xs)",
  "2xs": "var(--space-2xs)",
  xs: "var(--space-xs)",
  s: "var(--space-s)",
  m: "var(--space-m)",
  l: "var(--space-l)",
  xl: "var(--space-xl)",
  "2xl": "var(--space-2xl)",
  gutter: "var(--page-gutter)",
  railGap: "var(--rail-gap)",
} as const;

export const radius = {
  s: "var(--radius-s)",
  m: "var(--radius-m)",
  l: "var(--radius-l)",
  pill: "var(--radius-pill)",
} as const;

export const font = {
  sans: "var(--font-sans)",
  caption: "var(--font-size-caption)",
  body: "var(--font-size-body)",
  title: "var(--font-size-title)",
  headline: "var(--font-size-headline)",
  bold: "var(--font-weight-bold)",
} as const;

export const motion = {
  fast: "var(--duration-fast)",
  slide: "var(--duration-slide)",
} as const;

export const misc = {
  dirSign: "var(--dir-sign)",
  shadowRaised: "var(--shadow-raised)",
  zDialog: "var(--z-dialog)",
} as const;
