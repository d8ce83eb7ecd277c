/**
 * The browser's error trail (issue 32 §2, spec 9: the error reporter keeps 100 breadcrumbs): what happened before an
 * error (page changes, the client's log entries: block render failures, failed calls), kept in memory, and the report
 * of an error. The reporter itself, the Sentry SDK (ops/browserErrorReporter.ts), is loaded only when there is
 * something to report, so no page pays for it on its first load; it is handed the trail then, and every crumb after.
 */

export interface Crumb {
  /** Seconds since the epoch, as the SDK's breadcrumbs have it. */
  timestamp: number;
  category: "navigation" | "log";
  message: string;
  level: "info" | "warning" | "error";
}

/** Spec 9, and the SDK's default. */
export const trailLimit = 100;

const trail: Crumb[] = [];
let reporter: Promise<typeof import("./browserErrorReporter")> | undefined;

export function leaveCrumb(crumb: Omit<Crumb, "timestamp">): void {
  const timed = { ...crumb, timestamp: Date.now() / 1000 };
  trail.push(timed);
  if (trail.length > trailLimit) trail.shift();
  void reporter?.then(({ addCrumb }) => addCrumb(timed)).catch(() => undefined);
}

/** The trail so far, oldest first. */
export function crumbs(): readonly Crumb[] {
  return trail;
}

/** Errors no one can act on: the browser's own resize-observer notices, and scripts of other origins (extensions). */
function isNoise(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return /ResizeObserver loop|^Script error\.?$/.test(text);
}

/** Reports an error with the trail before it; never throws, and never reports its own failure to load. */
export function reportError(error: unknown): void {
  if (typeof window === "undefined" || isNoise(error)) return;
  reporter ??= import("./browserErrorReporter");
  void reporter.then(({ report }) => report(error, trail)).catch(() => undefined);
}
