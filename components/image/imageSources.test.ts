import { describe, expect, test } from "vitest";
import { imageSize, imageTypes, resolutions } from "../tokens";
import { imageSources, resolveImageUrl } from "./imageSources";

const template = "http://localhost:4000/images/landscape/movie-7-{resolution}.svg";

describe("imageSources", () => {
  test("given a template, src is the fhd file and the box is the fhd size", () => {
    const sources = imageSources(template, "landscape");
    expect(sources?.src).toBe("http://localhost:4000/images/landscape/movie-7-fhd.svg");
    expect(sources?.width).toBe(imageSize("landscape", "fhd").width);
    expect(sources?.height).toBe(imageSize("landscape", "fhd").height);
  });

  test("the srcset lists every suffix with its real (scaled) pixel width", () => {
    const entries = imageSources(template, "landscape")?.srcSet?.split(", ") ?? [];
    expect(entries).toHaveLength(resolutions.length);
    expect(entries).toContain("http://localhost:4000/images/landscape/movie-7-mobile.svg 360w");
    expect(entries).toContain("http://localhost:4000/images/landscape/movie-7-ld.svg 432w");
  });

  test("a poster lists all five suffixes with their real widths, mobile and tablet scaled by 1.5", () => {
    const entries = imageSources("http://x/poster/a-{resolution}.svg", "poster")?.srcSet?.split(", ") ?? [];
    expect(entries).toEqual([
      "http://x/poster/a-fhd.svg 320w",
      "http://x/poster/a-hd.svg 280w",
      "http://x/poster/a-md.svg 240w",
      "http://x/poster/a-ld.svg 300w",
      "http://x/poster/a-mobile.svg 225w",
    ]);
  });

  test.each([
    ["another placeholder", "http://x/poster/a-{resolution}-{size}.svg"],
    ["a placeholder but no resolution", "http://x/poster/a-{width}.svg"],
  ])("given %s, there is no image", (_, value) => {
    expect(imageSources(value, "poster")).toBeNull();
    expect(resolveImageUrl(value, "fhd")).toBeNull();
  });

  test("given no template, there is no image", () => {
    expect(imageSources(undefined, "poster")).toBeNull();
  });
});

describe("the image size table", () => {
  test.each([...imageTypes])("gives every suffix of %s its own width, so each appears in a srcset", (type) => {
    const widths = resolutions.map((resolution) => imageSize(type, resolution).width);
    expect(new Set(widths).size).toBe(resolutions.length);
  });
});
