import { describe, expect, test } from "vitest";
import { requestBudgetMs } from "@/app/_server/services";
import { segmentContext } from "./requestContext";

const segment = { userType: "anonymous", profileKind: "adult", platform: "WEB", webView: false, country: "JO", ageLimit: null } as const;

describe("the call context of a cached render", () => {
  test("carries the request's deadline: its start plus the request budget", () => {
    const before = Date.now();
    const { call } = segmentContext("en", "home", segment);
    const after = Date.now();
    expect(call.deadline).toBeGreaterThanOrEqual(before + requestBudgetMs);
    expect(call.deadline).toBeLessThanOrEqual(after + requestBudgetMs);
    expect(call).toMatchObject({ locale: "en", country: "JO", ageLimit: null });
  });
});
