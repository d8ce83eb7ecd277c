import { describe, expect, test } from "vitest";
import { grantLifetimeSeconds, isPreviewCookie, previewCookieLifetimeSeconds, previewCookieValue, previewSecret, readGrant, signGrant } from "./previewGrant";

const now = Date.UTC(2026, 10, 23);

describe("a preview grant", () => {
  test("opens its screen for five minutes, under its own secret only", () => {
    const { grant } = signGrant("ramadan", "secret", now);
    expect(readGrant(grant, "secret", now + 1000)).toEqual({ screen: "ramadan", expires: now / 1000 + grantLifetimeSeconds });
    expect(readGrant(grant, "secret", now + (grantLifetimeSeconds + 1) * 1000)).toBeUndefined();
    expect(readGrant(grant, "another", now)).toBeUndefined();
  });

  test("cannot be changed to open another screen or to last longer", () => {
    const { grant } = signGrant("ramadan", "secret", now);
    const [, signature] = grant.split(".");
    const other = Buffer.from(JSON.stringify({ s: "home", e: now / 1000 + 99999 })).toString("base64url");
    expect(readGrant(`${other}.${signature}`, "secret", now)).toBeUndefined();
    for (const junk of ["", "a.b", null, `${grant}.x`]) expect(readGrant(junk, "secret", now)).toBeUndefined();
  });
});

describe("the preview cookie", () => {
  test("opens preview for an hour when signed with the preview secret", () => {
    const cookie = previewCookieValue("secret", now);
    expect(isPreviewCookie(cookie, "secret", now + 1000)).toBe(true);
    expect(isPreviewCookie(cookie, "secret", now + (previewCookieLifetimeSeconds + 1) * 1000)).toBe(false);
  });

  test.each([
    ["signed with another secret", (c: string) => c, "other"],
    ["with a changed expiry", (c: string) => c.replace(/^\d+/, "9999999999"), "secret"],
    ["missing", () => "", "secret"],
    ["any value at all", () => "1", "secret"],
  ])("%s opens nothing", (_case, mangle, verifyWith) => {
    expect(isPreviewCookie(mangle(previewCookieValue("secret", now)), verifyWith, now)).toBe(false);
  });

  test("is off in production without PREVIEW_SECRET, unless development defaults are allowed", () => {
    expect(previewSecret({ NODE_ENV: "production" })).toBeUndefined();
    expect(isPreviewCookie(previewCookieValue("x", now), undefined, now)).toBe(false);
    expect(previewSecret({ NODE_ENV: "production", SHASHA_DEV_DEFAULTS: "1" })).toBe("shasha-dev-preview-secret");
    expect(previewSecret({ NODE_ENV: "production", PREVIEW_SECRET: "s3cret" })).toBe("s3cret");
  });
});
