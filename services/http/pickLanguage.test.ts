import { describe, expect, test } from "vitest";
import { pickLanguage } from "./pickLanguage";

describe("the reply language", () => {
  test.each([
    [{ language: "FR" }, "fr"],
    [{ language: "en", "accept-language": "fr" }, "en"],
    [{ language: "de", "accept-language": "fr-FR,en;q=0.9" }, "fr"],
    [{ "accept-language": "de;q=1, en;q=0.4, fr;q=0.6" }, "fr"],
    [{ "accept-language": "fr;q=0" }, "ar"],
    [{}, "ar"],
  ])("with headers %o is %s", (headers, expected) => {
    expect(pickLanguage(headers)).toBe(expected);
  });
});
