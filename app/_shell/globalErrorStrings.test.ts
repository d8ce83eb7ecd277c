import { expect, test } from "vitest";
import { clientCommon } from "./clientCommon";
import { globalErrorStrings } from "./globalErrorStrings";

test("the last-resort error page says what the locale files say", () => {
  for (const locale of ["ar", "en", "fr"] as const) {
    const common = clientCommon[locale];
    expect(globalErrorStrings[locale]).toEqual({ title: common["500_error_title"], description: common["500_error_description"], retry: common.error.retry });
  }
});
