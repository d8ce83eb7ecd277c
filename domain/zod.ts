/**
 * The app's one entry to zod for code that reaches the browser (components, stores, the domain types they
 * share). Zod compiles fast object parsers with `new Function` when eval is allowed, and probes that the moment
 * the first `z.object` is built: under the pages' Content-Security-Policy (no 'unsafe-eval') the probe is a
 * violation. Importing zod from here switches that off before any schema is built, since this module runs
 * before the module that imports it. Lint forbids importing "zod" directly in those folders.
 */
// oxlint-disable-next-line no-restricted-imports -- the one place that imports zod itself
import { z } from "zod";

z.config({ jitless: true });

export { z };
