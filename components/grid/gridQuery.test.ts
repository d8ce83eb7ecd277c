import { describe, expect, test } from "vitest";
import { gridHref, pagerPages, readGridQuery } from "./gridQuery";

describe("the grid's URL", () => {
  test("reads known sorts and whole page numbers, and ignores anything else", () => {
    expect(readGridQuery(new URLSearchParams("sort=a-z&page=3"))).toEqual({ sort: "a-z", page: 3 });
    expect(readGridQuery(new URLSearchParams("sort=DROP&page=-1"))).toEqual({});
    expect(readGridQuery(new URLSearchParams("page=1e3"))).toEqual({});
    expect(readGridQuery(new URLSearchParams("page=99999"))).toEqual({});
  });

  test("links keep the sort and leave defaults out", () => {
    expect(gridHref("newest", 0, "newest")).toBe("?");
    expect(gridHref("z-a", 2, "newest")).toBe("?sort=z-a&page=2");
    expect(gridHref("newest", 1, "newest")).toBe("?page=1");
    expect(new URL(gridHref("z-a", 2, "newest"), "http://x/ar/series/drama?page=9").href).toBe("http://x/ar/series/drama?sort=z-a&page=2");
  });

  test("the pager shows the ends and the neighbourhood of the current page", () => {
    expect(pagerPages(0, 3)).toEqual([0, 1, 2]);
    expect(pagerPages(5, 12)).toEqual([0, null, 3, 4, 5, 6, 7, null, 11]);
    expect(pagerPages(0, 1)).toEqual([0]);
  });
});
