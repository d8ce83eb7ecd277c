// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // No ETag: Next hashes every HTML reply in JavaScript to make one (a third of the CPU time of a cached
  // /ar/home reply, bench d); the CDN in front revalidates by its own means, and cached pages carry s-maxage.
  generateEtags: false,
  // The app server compresses (ops/server/compression.ts), after it has added the hashes of a cached page's inline
  // scripts to its CSP (ops/server/inlineScriptHashes.ts), which needs the page as written.
  compress: false,
  compiler: { styledComponents: true },
  // With REDIS_URL, every instance shares one page cache in Redis (ops/cache/sharedCacheHandler.cjs, issue 18) and
  // keeps no second copy of its own; without it, Next's embedded cache, as `npm start` always had.
  ...(process.env.REDIS_URL ? { cacheHandler: require.resolve("./ops/cache/sharedCacheHandler.cjs"), cacheMaxMemorySize: 0 } : {}),
  serverExternalPackages: ["prom-client", "pino"],
  // `forbidden()` and `unauthorized()` answer 403 and 401 with the error pages of app/(live)/[lang] (issue 32 §2).
  experimental: { authInterrupts: true },
  // The studio's JSON view documents the schema in hovers through codemirror-json-schema, which colours code in
  // that documentation with shiki; the schema's descriptions have no code blocks, so shiki is left out
  // (studio/editor/shims/noHighlighter.ts says what stands in).
  turbopack: {
    resolveAlias: Object.fromEntries(
      ["shiki/core", "@shikijs/markdown-it/core", "shiki/themes/vitesse-light.mjs", "shiki/themes/vitesse-dark.mjs", "shiki/langs/javascript.mjs"].map((name) => [name, "./studio/editor/shims/noHighlighter.ts"]),
    ),
  },
  // Spec 1: the whole app is noindex. Error pages add nofollow through their robots meta. Every reply, static
  // files included, gets nosniff and a Permissions-Policy; the proxy adds the CSP, Referrer-Policy and HSTS.
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Robots-Tag", value: "noindex" },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(self), fullscreen=(self), picture-in-picture=(self)" },
        ],
      },
    ];
  },
};

module.exports = nextConfig;
