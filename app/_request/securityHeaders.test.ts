import { describe, expect, test } from "vitest";
import { contentSecurityPolicy, originList, securityHeaders, urlCarriesSecret } from "./securityHeaders";

const base = { development: false, https: false, imagesOrigin: "http://localhost:4001", secretInUrl: false };

describe("the security headers", () => {
  test("a live page's CSP allows scripts by nonce only, strict-dynamic, and no objects, base or framing", () => {
    const csp = contentSecurityPolicy({ ...base, nonce: "abc" });
    expect(csp).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-inline' 'strict");
    expect(csp).not.toContain("unsafe-eval");
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) expect(csp).toContain(directive);
    expect(csp).toContain("img-src 'self' data: blob: http://localhost:4001");
  });

  test("a cached page's CSP has no nonce to give and allows same-origin scripts only (the app server adds hashes)", () => {
    const csp = contentSecurityPolicy(base);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("unsafe-inline'; style");
    expect(csp).not.toContain("nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  test("a page frames its own origin only, unless it names others (the studio frames the viewer's render)", () => {
    expect(contentSecurityPolicy(base)).toContain("frame-src 'self';");
    expect(contentSecurityPolicy({ ...base, frameSources: ["http://localhost:3000"] })).toContain("frame-src 'self' http://localhost:3000;");
  });

  test("in development (next dev, no app server to add hashes) a cached page allows inline scripts", () => {
    expect(contentSecurityPolicy({ ...base, development: true })).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
  });

  test("development adds eval and the dev websocket; https adds HSTS and upgrades", () => {
    expect(contentSecurityPolicy({ ...base, development: true })).toContain("'unsafe-eval'");
    expect(securityHeaders(base)["Strict-Transport-Security"]).toBeUndefined();
    const https = securityHeaders({ ...base, https: true });
    expect(https["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
    expect(https["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
  });

  test("a URL with a code sends no referrer; others only their origin across sites", () => {
    expect(urlCarriesSecret(new URLSearchParams("code=123"))).toBe(true);
    expect(urlCarriesSecret(new URLSearchParams("grant=x"))).toBe(true);
    expect(urlCarriesSecret(new URLSearchParams("redirect=/hub"))).toBe(false);
    expect(securityHeaders({ ...base, secretInUrl: true })["Referrer-Policy"]).toBe("no-referrer");
    expect(securityHeaders(base)["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });

  test("the tracking vendors' origins may load scripts, be fetched and take pixels; none by default", () => {
    expect(originList(" https://cdn.cookielaw.org, javascript:alert(1) ,https://www.googletagmanager.com")).toEqual(["https://cdn.cookielaw.org", "https://www.googletagmanager.com"]);
    const policy = contentSecurityPolicy({ ...base, trackingOrigins: ["https://cdn.cookielaw.org"] });
    for (const directive of ["script-src", "connect-src", "img-src"]) expect(policy).toMatch(new RegExp(`${directive} [^;]*https://cdn\\.cookielaw\\.org`));
    expect(policy).not.toMatch(/frame-src [^;]*cookielaw/);
    expect(contentSecurityPolicy(base)).not.toContain("cookielaw");
  });
});
