/**
 * Where an account is registered (issue 31 §5, web-, android- and ios-registration) comes from the server's copy of
 * the layout (the sign-up form's `platform`), never from the browser: a `platform` value in the submission is a field
 * the form does not have, and is refused.
 */
import { readFileSync } from "node:fs";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { getServices, UserServiceError } from "@/app/_server/services";
import { sharedCaches } from "@/app/_server/sharedCaches";
import { sanitizeScreen } from "@/screens-schema/validator";
import { handleFormPost } from "./formRoute";

afterEach(() => {
  vi.restoreAllMocks();
});

function seededScreen(file: string) {
  const result = sanitizeScreen(JSON.parse(readFileSync(new URL(`../../services/seed/screens/${file}`, import.meta.url), "utf8")));
  if (!result.ok) throw new Error(`${file} is invalid`);
  return result.screen;
}

function signUpRequest(screenId: string, values: Record<string, unknown>): NextRequest {
  return new NextRequest("http://localhost:3000/api/forms/sign-up?lang=en", {
    method: "POST",
    body: JSON.stringify({ screenId, formId: "signup-form", values }),
    headers: { "content-type": "application/json", origin: "http://localhost:3000" },
  });
}

const values = { firstName: "Nadia", email: "new@example.com", password: "Abcdef-12", confirmPassword: "Abcdef-12" };

/** The service refuses (the email is taken), so only what was asked of it matters here. */
function stub(file: string) {
  vi.spyOn(sharedCaches().loader, "load").mockResolvedValue({ kind: "ok", screen: seededScreen(file), pointers: new Map(), dropped: [] });
  return vi.spyOn(getServices().user, "createAccount").mockRejectedValue(new UserServiceError({ code: "EMAIL_TAKEN", status: 409, field: "email" }));
}

describe("the platform of a sign-up", () => {
  test.each([
    ["user-android-registration.json", "/user/android-registration", "android"],
    ["user-ios-registration.json", "/user/ios-registration", "ios"],
    ["user-web-registration.json", "/user/web-registration", "web"],
    ["user-signup-form.json", "/user/signup-form", "web"],
  ])("%s registers on %s", async (file, screenId, platform) => {
    const create = stub(file);
    expect((await handleFormPost(signUpRequest(screenId, values), "sign-up")).status).toBe(409);
    expect(create.mock.calls[0]?.[1]).toMatchObject({ email: "new@example.com", platform });
  });

  test("a platform sent by the browser is refused, and nothing is registered", async () => {
    const create = stub("user-web-registration.json");
    const reply = await handleFormPost(signUpRequest("/user/web-registration", { ...values, platform: "ios" }), "sign-up");
    expect(reply.status).toBe(400);
    expect(create).not.toHaveBeenCalled();
  });
});
