import { describe, expect, test } from "vitest";
import { deploymentProblems } from "./deploymentChecks";

const edge = { CLIENT_IP_HEADER: "x-real-ip", COUNTRY_HEADER: "cf-ipcountry", APP_PUBLIC_URL: "https://shasha.example", STUDIO_PUBLIC_URL: "https://studio.shasha.example", SERVICES_CALLER_SECRET: "s3cret", RESPONSE_SIGNING_KEY: "k3y" };

describe("what an instance needs before it listens beyond loopback", () => {
  test.each(["127.0.0.1", "::1", "localhost"])("on %s nothing is required (npm start, the cluster behind its own proxy)", (host) => {
    expect(deploymentProblems({ REDIS_URL: "redis://x", SHASHA_DEV_DEFAULTS: "1" }, host)).toEqual([]);
  });

  test("on all interfaces with nothing set, it names the client address and country headers", () => {
    const problems = deploymentProblems({ STUDIO_PORT: "0" }, "0.0.0.0");
    expect(problems).toHaveLength(4);
    expect(problems[0]).toContain("CLIENT_IP_HEADER");
    expect(problems[1]).toContain("COUNTRY_HEADER");
    expect(problems[2]).toContain("RESPONSE_SIGNING_KEY");
    expect(problems[3]).toContain("SERVICES_CALLER_SECRET");
  });

  test("behind a configured edge it starts", () => {
    expect(deploymentProblems(edge, "0.0.0.0")).toEqual([]);
  });

  test("a blank setting counts as unset", () => {
    expect(deploymentProblems({ ...edge, CLIENT_IP_HEADER: "  " }, "10.0.0.5").join(" ")).toContain("CLIENT_IP_HEADER");
  });

  test("several instances (REDIS_URL) need the shared session and revalidation secrets", () => {
    const problems = deploymentProblems({ ...edge, REDIS_URL: "redis://cache:6379" }, "0.0.0.0");
    expect(problems.map((problem) => /set (\w+)/.exec(problem)?.[1])).toEqual(["SESSION_SECRET", "REVALIDATE_SECRET"]);
    expect(deploymentProblems({ ...edge, REDIS_URL: "redis://cache:6379", SESSION_SECRET: "s", REVALIDATE_SECRET: "r" }, "0.0.0.0")).toEqual([]);
  });

  test("the development defaults are refused beyond loopback", () => {
    expect(deploymentProblems({ ...edge, SHASHA_DEV_DEFAULTS: "1" }, "0.0.0.0").join(" ")).toContain("SHASHA_DEV_DEFAULTS");
  });

  test("the studio's listener needs both public origins, and they must differ", () => {
    const { APP_PUBLIC_URL: _viewer, STUDIO_PUBLIC_URL: _studio, ...bare } = edge;
    expect(deploymentProblems(bare, "0.0.0.0").join(" ")).toMatch(/APP_PUBLIC_URL.*STUDIO_PUBLIC_URL/);
    expect(deploymentProblems({ ...edge, STUDIO_PUBLIC_URL: "https://shasha.example/studio" }, "0.0.0.0").join(" ")).toContain("origin of its own");
    expect(deploymentProblems({ ...bare, STUDIO_PORT: "0" }, "0.0.0.0")).toEqual([]);
  });
});
