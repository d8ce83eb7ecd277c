/**
 * Link previews and structured data (issue 32 §5): a chat app's previewer fetching a title page gets its Open Graph
 * and Twitter card tags in the page's language, in the head; the page's JSON-LD parses, and stays inside its tag
 * whatever a title holds.
 */
import { expect, test } from "./fixtures";
import { publish, screenDoc } from "./manage";

const whatsApp = { "user-agent": "WhatsApp/2.24.22.79 A" };

function meta(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return found?.[1];
}

function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? "null"));
}

test("a title page shared in a chat previews in Arabic, with its artwork, and its JSON-LD is a Movie", async ({ request }) => {
  const reply = await request.get("/ar/movies/the-ancient-house/movie-1001", { headers: whatsApp });
  expect(reply.status()).toBe(200);
  const html = await reply.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const title = meta(head, "og:title");
  expect(title).toMatch(/ \| شاشة$/);
  expect(title).not.toMatch(/[A-Za-z]{4}/);
  expect(meta(head, "og:locale")).toBe("ar_AR");
  expect(meta(head, "og:type")).toBe("video.movie");
  expect(meta(head, "og:url")).toBe(reply.url());
  expect(meta(head, "og:image")).toMatch(/\/images\/landscape\/movie-1001-fhd\.svg$/);
  expect(meta(head, "og:description")?.length).toBeGreaterThan(0);
  expect(meta(head, "twitter:card")).toBe("summary_large_image");
  expect(jsonLdOf(html)).toContainEqual(expect.objectContaining({ "@type": "Movie", inLanguage: "ar", name: title?.replace(/ \| شاشة$/, "") }));
});

test("a landing whose title holds </script> keeps its JSON-LD inside its tag", async ({ page, request }) => {
  const id = `qa-ld-${Date.now()}`;
  const hostile = "</script><script>window.hacked=1</script><!--";
  const doc = { ...screenDoc(id, [{ en: "Structured data" }]), title: { ar: hostile, en: hostile, fr: hostile } };
  expect((await publish(request, id, doc)).status()).toBe(201);
  await expect.poll(async () => (await request.get(`/en/${id}`)).status(), { timeout: 20_000 }).toBe(200);
  const html = await (await request.get(`/en/${id}`)).text();
  expect(jsonLdOf(html)).toContainEqual(expect.objectContaining({ "@type": "WebPage", name: `${hostile} | Shasha` }));
  await page.goto(`/en/${id}`);
  await expect(page.getByText("Structured data")).toBeVisible();
  expect(await page.evaluate(() => "hacked" in window)).toBe(false);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
});

test("the sitemap index lists a sitemap per kind, and the movies' sitemap has each movie in three languages", async ({ request }) => {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toContain("application/xml");
  const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  expect(sitemaps).toEqual(["/sitemaps/movies.xml", "/sitemaps/series.xml", "/sitemaps/shows.xml", "/sitemaps/channels.xml"]);
  const movies = await (await request.get("/sitemaps/movies.xml")).text();
  expect(movies).toMatch(/<loc>http:\/\/localhost:3100\/ar\/movies\/[^<]+\/movie-1001<\/loc>/);
  expect(movies).toContain('hreflang="en" href="http://localhost:3100/en/movies/the-ancient-house/movie-1001"');
  expect((await request.get("/sitemaps/users.xml")).status()).toBe(404);
});
