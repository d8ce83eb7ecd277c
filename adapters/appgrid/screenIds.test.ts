import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServices, testAppKey, type TestServices } from "@/services/testing/startTestServices";
import { AppGridClient } from "./appGridClient";

let services: TestServices;
beforeAll(async () => {
  services = await startTestServices();
});
afterAll(() => services.close());

describe("the screen ids the app-grid holds", () => {
  test("list every seeded screen, landings and account screens alike, and nothing else", async () => {
    const client = new AppGridClient({ baseURL: `${services.url}/appgrid`, appKey: testAppKey });
    const ids = await client.screenIds({ locale: "en", country: "JO" });
    expect(ids).toEqual(expect.arrayContaining(["home", "ramadan", "series", "/user/login-form", "/user/logout"]));
    expect(ids).not.toContain("zzz123");
    expect(new Set(ids).size).toBe(ids.length);
  });
});
