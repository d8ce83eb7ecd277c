import { stubFormFetch } from "@/components/botCheck/testFetch";
import { afterEach, describe, expect, test, vi } from "vitest";
import { postForm } from "./submitForm";

afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown, status = 200) => stubFormFetch(vi.fn<typeof fetch>(async () => Response.json(body, { status })));
const submission = { screenId: "login", formId: "login-form", values: { email: "a@example.com" } };
const session = { user: { id: "u1", userType: "registered" }, profiles: [{ id: "p1", name: "Sara", type: "ADULT", default: true, isAnonymous: false }] };

describe("a form's reply", () => {
  test("a success may carry where to go, a message and the session for the store", async () => {
    answer({ ok: true, redirectTo: "/ar/home", session });
    expect(await postForm("sign-in", "ar", submission)).toEqual({ ok: true, redirectTo: "/ar/home", session });
    answer({ ok: true, message: "A code is on its way." });
    expect(await postForm("send-otp", "ar", submission)).toEqual({ ok: true, message: "A code is on its way." });
  });

  test("a refusal carries messages by field and for the form", async () => {
    answer({ ok: false, fieldErrors: { email: "Taken." }, formError: "No." }, 422);
    expect(await postForm("sign-up", "en", submission)).toEqual({ ok: false, fieldErrors: { email: "Taken." }, formError: "No." });
  });

  test.each([
    ["a session of the wrong shape", { ok: true, session: { user: { id: "u1", userType: "root" }, profiles: [] } }],
    ["a message that is not text", { ok: false, formError: { text: "No." } }],
    ["no verdict", { redirectTo: "/ar/home" }],
    ["a body that is not an object", "ok"],
  ])("a reply with %s counts as no reply", async (_, body) => {
    answer(body);
    expect(await postForm("sign-in", "fr", submission)).toBeUndefined();
  });
});
