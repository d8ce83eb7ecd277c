import { describe, expect, test } from "vitest";
import { malformedAddressLocale, malformedAddressPage } from "./malformedAddress";

describe("the reply to a malformed address", () => {
  test.each([
    ["/fr/hub/%E0%A4%A", "fr"],
    ["/en/%ZZ", "en"],
    ["/%E0%A4%A", "ar"],
    ["/studio/%E0%A4%A", "ar"],
    ["/xx/%E0", "ar"],
  ])("%s is answered in %s", (path, locale) => {
    expect(malformedAddressLocale(path)).toBe(locale);
  });

  test("says what happened in the language, right to left in Arabic, with one robots rule and no script", () => {
    const arabic = malformedAddressPage("ar");
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain("<h1>تعذّر فهم العنوان</h1>");
    expect(arabic.match(/<meta name="robots"/g)).toEqual(['<meta name="robots"']);
    expect(arabic).not.toContain("<script");
    expect(malformedAddressPage("fr")).toContain('<a href="/fr">');
  });
});
