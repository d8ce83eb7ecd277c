/**
 * The error reporter (issue 32 §2): the Sentry browser SDK, the maintained SDK of a real error-reporting service
 * (README, "Errors"), loaded on the first error only (ops/errorTrail.ts). It sends through the app's own tunnel,
 * `POST /api/errors`, which passes envelopes on to the service `ERROR_REPORTER_DSN` names: the address below is a
 * placeholder the tunnel replaces, so the browser never learns or chooses where reports go. Its default integrations
 * are off (no global handlers, no console or fetch patching): the trail gives it its breadcrumbs, 100 at most, its
 * default, and the page's error listeners (instrumentation-client.ts) what to report.
 */
import { addBreadcrumb, captureException, init } from "@sentry/browser";
import type { Crumb } from "./errorTrail";

const placeholderDsn = "https://shashaweb@errors.invalid/1";
const tunnel = "/api/errors";

let started = false;

function start(trail: readonly Crumb[]): void {
  init({
    dsn: placeholderDsn,
    tunnel,
    defaultIntegrations: false,
    sendClientReports: false,
    environment: "web",
    transportOptions: { headers: { "content-type": "application/x-sentry-envelope" } },
  });
  for (const crumb of trail) addBreadcrumb(crumb);
  started = true;
}

export function addCrumb(crumb: Crumb): void {
  if (started) addBreadcrumb(crumb);
}

export function report(error: unknown, trail: readonly Crumb[]): void {
  if (!started) start(trail);
  captureException(error);
}
