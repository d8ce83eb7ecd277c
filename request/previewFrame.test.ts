import { describe, expect, test } from "vitest";
import { devPreviewSecret, signGrant } from "@/domain/previewGrant";
import { frameCookieName, frameGrantOf, frameKeyOf } from "@/request/preview";

describe("the studio's preview frame", () => {
  const cookieOf = (value: string) => (name: string) => (name === frameCookieName ? value : undefined);

  test("a frame page opens only with a valid grant for its own key", () => {
    const draft = signGrant("home", devPreviewSecret, Date.now(), { draft: 12 }).grant;
    expect(frameKeyOf({ screen: "home", draft: 12, expires: 0 })).toBe("d12");
    expect(frameGrantOf("/ar/preview/frame/d12", cookieOf(draft))).toMatchObject({ screen: "home", draft: 12 });
    // Another draft's path, a tampered grant, another secret's grant, a path that is not a frame: nothing.
    expect(frameGrantOf("/ar/preview/frame/d13", cookieOf(draft))).toBeUndefined();
    expect(frameGrantOf("/ar/preview/frame/d12", cookieOf(`${draft}x`))).toBeUndefined();
    expect(frameGrantOf("/ar/preview/frame/d12", cookieOf(signGrant("home", "another-secret", Date.now(), { draft: 12 }).grant))).toBeUndefined();
    expect(frameGrantOf("/ar/home", cookieOf(draft))).toBeUndefined();
  });

  test("a screen's key holds its id, slashes included, and an expired grant opens nothing", () => {
    const key = frameKeyOf({ screen: "/user/login-form", expires: 0 });
    expect(key).toMatch(/^s[0-9a-f]+$/);
    const grant = signGrant("/user/login-form", devPreviewSecret, Date.now()).grant;
    expect(frameGrantOf(`/fr/preview/frame/${key}`, cookieOf(grant))?.screen).toBe("/user/login-form");
    const old = signGrant("/user/login-form", devPreviewSecret, Date.now() - 10 * 60 * 1000).grant;
    expect(frameGrantOf(`/fr/preview/frame/${key}`, cookieOf(old))).toBeUndefined();
  });
});
