import { describe, expect, test } from "vitest";
import { isProtectedReplyPath, responseSignature, verifyResponseSignature } from "./responseSignature";

describe("response signatures", () => {
  const body = JSON.stringify({ user: { userType: "SUBSCRIBED" } });
  const signature = responseSignature("key", 200, body);

  test("the reply's own status and body with the shared key verify", () => {
    expect(verifyResponseSignature("key", 200, body, signature)).toBe(true);
  });

  test("one byte of the body, the status, another key, no signature or no key fail", () => {
    expect(verifyResponseSignature("key", 200, body.replace("SUBSCRIBED", "SUBSCRIBEE"), signature)).toBe(false);
    expect(verifyResponseSignature("key", 201, body, signature)).toBe(false);
    expect(verifyResponseSignature("another", 200, body, signature)).toBe(false);
    expect(verifyResponseSignature("key", 200, body, null)).toBe(false);
    expect(verifyResponseSignature("", 200, body, responseSignature("", 200, body))).toBe(false);
  });

  test("the calls rights are read from are protected, under any service mount", () => {
    expect(isProtectedReplyPath("/userData")).toBe(true);
    expect(isProtectedReplyPath("/user/userData")).toBe(true);
    expect(isProtectedReplyPath("/subscription/subscriptionData")).toBe(true);
    expect(isProtectedReplyPath("/content/playout/new/drm")).toBe(true);
    expect(isProtectedReplyPath("/product/id")).toBe(false);
  });
});
