/**
 * Runs in the browser before any of the app's own code (Next's client instrumentation hook).
 *
 * Zod compiles fast object parsers with `new Function` when eval is allowed, and probes that the moment the
 * first `z.object` is built. Under the pages' Content-Security-Policy (no 'unsafe-eval') the probe itself is
 * reported as a violation, so zod is told here, through the global config object it reads
 * (`globalThis.__zod_globalConfig`), to use its interpreted parsers. Set before zod loads, this keeps zod
 * tree-shaken as usual (a shared `z.config()` call would pull in the whole library).
 */
import { leaveCrumb, reportError } from "./ops/errorTrail";

const zodConfigKey = "__zod_globalConfig";
const existing: unknown = Reflect.get(globalThis, zodConfigKey);
// The same object zod holds, when it somehow loaded first; else the one it will adopt.
const zodConfig: object = typeof existing === "object" && existing !== null ? existing : {};
Reflect.set(zodConfig, "jitless", true);
Reflect.set(globalThis, zodConfigKey, zodConfig);

// The error trail (ops/errorTrail.ts): the page's address (never its query, which may hold a code) as the first crumb,
// each client-side page change after it, and every error nobody caught, reported with the trail.
if (typeof window !== "undefined") {
  leaveCrumb({ category: "navigation", message: window.location.pathname, level: "info" });
  window.addEventListener("error", (event) => reportError(event.error ?? event.message));
  window.addEventListener("unhandledrejection", (event) => reportError(event.reason));
}

/** Next calls it as a client-side navigation starts. */
export function onRouterTransitionStart(url: string): void {
  leaveCrumb({ category: "navigation", message: new URL(url, window.location.href).pathname, level: "info" });
}
