import { describe, expect, test } from "vitest";
import { signRevalidation, verifyRevalidation } from "./revalidationSignal";

const body = JSON.stringify({ screenId: "home", reason: "publish", version: 3 });
const now = Date.parse("2026-11-23T12:00:00Z");

describe("the publish signal's signature", () => {
  test("verifies its own body within five minutes", () => {
    const header = signRevalidation(body, "s3cret", now);
    expect(verifyRevalidation(header, body, "s3cret", now + 60_000)).toBe(true);
  });

  test("refuses another body, another secret, an old call and a malformed header", () => {
    const header = signRevalidation(body, "s3cret", now);
    expect(verifyRevalidation(header, body.replace("home", "kids"), "s3cret", now)).toBe(false);
    expect(verifyRevalidation(header, body, "other", now)).toBe(false);
    expect(verifyRevalidation(header, body, "s3cret", now + 6 * 60_000)).toBe(false);
    expect(verifyRevalidation(null, body, "s3cret", now)).toBe(false);
    expect(verifyRevalidation("t=1,v1=short", body, "s3cret", now)).toBe(false);
  });
});
