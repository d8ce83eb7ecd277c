/**
 * The e2e suite's `test`: Playwright's, plus an automatic guard that fails any test during which a page the
 * test visited reported a Content-Security-Policy violation (issue 8). Every spec imports `test` and `expect`
 * from here.
 */
import { test as base, expect } from "@playwright/test";

declare global {
  interface Window {
    shashaCspViolations?: string[];
  }
}

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        window.shashaCspViolations = [];
        document.addEventListener("securitypolicyviolation", (event) => {
          window.shashaCspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`);
        });
      });
      context.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" && /Content Security Policy/i.test(text)) violations.push(text);
      });
      await use();
      for (const page of context.pages()) {
        const reported = await page.evaluate(() => window.shashaCspViolations ?? []).catch(() => []);
        violations.push(...reported);
      }
      expect(violations, "Content-Security-Policy violations on the pages this test visited").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
