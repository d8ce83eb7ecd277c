import { afterEach, describe, expect, test, vi } from "vitest";
import { getServices, UserServiceError } from "@/app/_server/services";
import { runOperation } from "./runOperation";

const input = { values: { email: "someone@example.com" }, call: { locale: "en" as const, country: "JO", clientAddress: "203.0.113.7" }, token: undefined };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a reset request", () => {
  test("says the same words whether the service refused it or not", async () => {
    vi.spyOn(getServices().user, "sendResetPasswordEmail").mockRejectedValue(new UserServiceError({ code: "INVALID_INPUT", status: 400, field: "email" }));
    await expect(runOperation("reset-request", input)).resolves.toEqual({ kind: "done", messageKey: "form.success.resetSent" });
  });

  test("passes a throttled refusal on, so the form can say how long to wait", async () => {
    const send = vi
      .spyOn(getServices().user, "sendResetPasswordEmail")
      .mockRejectedValue(new UserServiceError({ code: "TOO_MANY_ATTEMPTS", status: 429, retryAfterSeconds: 3000 }));
    await expect(runOperation("reset-request", input)).rejects.toMatchObject({ code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: 3000 });
    expect(send).toHaveBeenCalledWith(input.call, "someone@example.com");
  });
});
