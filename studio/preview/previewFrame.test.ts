import { describe, expect, test } from "vitest";
import { locales } from "@/domain/types";
import { frameScale, frameSrc, previewViews, type PreviewSettings } from "./previewFrame";

const settings: PreviewSettings = { locale: "en", width: 768, audience: "registered", profile: "kid", country: "JO", at: "" };

describe("a preview frame", () => {
  test("renders on the viewer's origin, in its locale, with the grant and the settings", () => {
    const src = new URL(frameSrc("https://viewer.test", "g1", settings, "fr"));
    expect(src.origin + src.pathname).toBe("https://viewer.test/fr/preview/frame");
    expect(Object.fromEntries(src.searchParams)).toEqual({ grant: "g1", audience: "registered", profile: "kid", country: "JO" });
  });

  test("asks for a moment as an ISO time, and for none when the time is empty", () => {
    const at = "2030-01-02T03:04";
    const src = new URL(frameSrc("https://viewer.test", "g1", { ...settings, at }, "ar"));
    expect(src.searchParams.get("at")).toBe(new Date(at).toISOString());
    expect(new URL(frameSrc("https://viewer.test", "g1", settings, "ar")).searchParams.has("at")).toBe(false);
  });

  test("alone is the chosen locale and width, at full size", () => {
    expect(previewViews(false, settings)).toEqual([{ locale: "en", width: 768 }]);
    expect(frameScale(768, false)).toEqual({ scale: 1, height: undefined });
  });

  test("in the matrix is every locale at 390 and 1440 px, scaled down to a fixed height", () => {
    expect(previewViews(true, settings)).toEqual(locales.flatMap((locale) => [{ locale, width: 390 }, { locale, width: 1440 }]));
    expect(frameScale(390, true)).toEqual({ scale: 0.55, height: 900 });
    expect(frameScale(1440, true)).toEqual({ scale: 0.3, height: 900 });
  });
});
