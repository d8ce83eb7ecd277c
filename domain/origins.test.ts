import { describe, expect, test } from "vitest";
import { isStudioApiPath, isStudioPath, listenerOf, studioPortOf } from "./origins";

describe("which origin a request reached", () => {
  const production = { host: "localhost:3000", production: true, studioPort: "3001" };

  test("in production only the app server's mark says studio; a Host naming the studio's port does not", () => {
    expect(listenerOf({ ...production, mark: "studio" })).toBe("studio");
    expect(listenerOf({ ...production, mark: null, host: "localhost:3001" })).toBe("viewer");
    expect(listenerOf({ ...production, mark: "viewer" })).toBe("viewer");
  });

  test("under next dev the Host's port stands in for the mark (a page script cannot set Host)", () => {
    const dev = { mark: null, production: false, studioPort: "3001" };
    expect(listenerOf({ ...dev, host: "localhost:3001" })).toBe("studio");
    expect(listenerOf({ ...dev, host: "localhost:3000" })).toBe("viewer");
    expect(listenerOf({ ...dev, host: "localhost:30011" })).toBe("viewer");
    expect(listenerOf({ ...dev, host: null })).toBe("viewer");
    expect(listenerOf({ ...dev, studioPort: undefined, host: "localhost:3001" })).toBe("viewer");
  });

  test("the studio's paths", () => {
    expect(["/studio", "/studio/edit", "/studio/api/session"].map(isStudioPath)).toEqual([true, true, true]);
    expect(["/studios", "/ar/studio", "/api/studio"].map(isStudioPath)).toEqual([false, false, false]);
    expect(isStudioApiPath("/studio/api/manage/screens")).toBe(true);
    expect(isStudioApiPath("/studio/apis")).toBe(false);
  });

  test("the studio's port: STUDIO_PORT, else the app's + 1, 0 for none; anything else is refused", () => {
    expect(studioPortOf({}, 3000)).toBe(3001);
    expect(studioPortOf({ STUDIO_PORT: "3202" }, 3000)).toBe(3202);
    expect(studioPortOf({ STUDIO_PORT: "0" }, 3000)).toBe(0);
    expect(studioPortOf({}, 0)).toBe(0);
    expect(() => studioPortOf({ STUDIO_PORT: "studio" }, 3000)).toThrow("STUDIO_PORT");
  });
});
