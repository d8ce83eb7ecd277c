import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { imageSize, imageTypes, resolutions } from "../../domain/imageSizes";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { renderPlaceholderSvg } from "./renderPlaceholderSvg";

let services: TestServices;
beforeAll(async () => {
  services = await startTestServices();
});
afterAll(async () => {
  await services.close();
});

const cases = imageTypes.flatMap((type) => resolutions.map((resolution) => [type, resolution] as const));

describe("an image", () => {
  test.each(cases)("%s at %s is exactly the size the design tokens give", async (type, resolution) => {
    const response = await fetch(`${services.imagesUrl}/images/${type}/series-101-${resolution}.svg`);
    expect(response.status).toBe(200);
    const svg = await response.text();
    const { width, height } = imageSize(type, resolution);
    expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
  });

  test("is served as a cacheable SVG that any origin may load", async () => {
    const response = await fetch(`${services.imagesUrl}/images/poster/movie-1001-fhd.svg`);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  test.each([
    ["an unknown type", "/images/banner/series-101-fhd.svg"],
    ["an unknown resolution", "/images/poster/series-101-4k.svg"],
    ["a name that is not a file name", "/images/poster/..%2Fsecret-fhd.svg"],
  ])("with %s is a 404", async (_label, path) => {
    const response = await fetch(`${services.imagesUrl}${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
  });
});

describe("the placeholder", () => {
  test("is language-neutral artwork: no text and no script", () => {
    const svg = renderPlaceholderSvg({ crop: { width: 320, height: 480, focus: "top" }, name: "series-101" });
    expect(svg).not.toMatch(/<(text|script|foreignObject)/);
    expect(svg).toContain('width="320" height="480"');
  });

  test("is the same for the same name and differs between names", () => {
    const crop = { width: 100, height: 100, focus: "center" as const };
    expect(renderPlaceholderSvg({ crop, name: "movie-1" })).toBe(renderPlaceholderSvg({ crop, name: "movie-1" }));
    expect(renderPlaceholderSvg({ crop, name: "movie-1" })).not.toBe(renderPlaceholderSvg({ crop, name: "movie-2" }));
  });
});
