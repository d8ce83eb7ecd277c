import { describe, expect, test } from "vitest";
import { isUnsupportedBrowser } from "./unsupportedBrowser";

describe("browsers the pages cannot run in", () => {
  test("are Internet Explorer, in either of its User-Agent forms", () => {
    expect(isUnsupportedBrowser("Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko")).toBe(true);
    expect(isUnsupportedBrowser("Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)")).toBe(true);
  });

  test("are not today's browsers, nor a request without a User-Agent", () => {
    expect(isUnsupportedBrowser("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36")).toBe(false);
    expect(isUnsupportedBrowser("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0")).toBe(false);
    expect(isUnsupportedBrowser(null)).toBe(false);
  });
});
