import { describe, expect, test } from "vitest";
import { previewMessageOf, revisionInUrl } from "./previewMessages";

describe("the studio's and its preview frames' messages", () => {
  test("the three messages are read", () => {
    expect(previewMessageOf({ type: "shasha:frame", revision: 3 })).toEqual({ type: "shasha:frame", revision: 3 });
    expect(previewMessageOf({ type: "shasha:revision", revision: 0 })).toEqual({ type: "shasha:revision", revision: 0 });
    expect(previewMessageOf({ type: "shasha:block", blockId: "hero-1", extra: true })).toEqual({ type: "shasha:block", blockId: "hero-1" });
  });

  test("anything else is not a message", () => {
    for (const data of [null, "shasha:frame", 3, { type: "shasha:frame" }, { type: "shasha:frame", revision: -1 }, { type: "shasha:revision", revision: 1.5 }, { type: "shasha:block", blockId: 7 }, { type: "other", revision: 1 }]) {
      expect(previewMessageOf(data)).toBeUndefined();
    }
  });

  test("a frame's revision comes from its URL's rev, 0 when none or not a count", () => {
    expect(revisionInUrl("http://localhost:3000/ar/preview/frame/d1?rev=4")).toBe(4);
    expect(revisionInUrl("http://localhost:3000/ar/preview/frame/d1")).toBe(0);
    expect(revisionInUrl("http://localhost:3000/ar/preview/frame/d1?rev=x")).toBe(0);
  });
});
