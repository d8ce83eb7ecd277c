// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { styledComponents: true },
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
