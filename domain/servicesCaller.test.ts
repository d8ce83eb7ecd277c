import { describe, expect, test } from "vitest";
import { devServicesCallerSecret, isServicesCaller, servicesCallerSecret } from "./servicesCaller";

const settings: [string, NodeJS.ProcessEnv, string | undefined][] = [
  ["development", { NODE_ENV: "development" }, devServicesCallerSecret],
  ["production with SHASHA_DEV_DEFAULTS=1", { NODE_ENV: "production", SHASHA_DEV_DEFAULTS: "1" }, devServicesCallerSecret],
  ["production, not set", { NODE_ENV: "production" }, undefined],
  ["production, the public development value set by hand", { NODE_ENV: "production", SERVICES_CALLER_SECRET: devServicesCallerSecret }, undefined],
  ["production, set", { NODE_ENV: "production", SERVICES_CALLER_SECRET: "s3cret" }, "s3cret"],
  ["development, set", { NODE_ENV: "development", SERVICES_CALLER_SECRET: "s3cret" }, "s3cret"],
];

describe("the secret the app and the services share", () => {
  test.each(settings)("%s", (_case, env, expected) => {
    expect(servicesCallerSecret(env)).toBe(expected);
  });

  test("matches only itself, and an empty secret matches nothing", () => {
    expect(isServicesCaller("s3cret", "s3cret")).toBe(true);
    expect(isServicesCaller("s3cre", "s3cret")).toBe(false);
    expect(isServicesCaller("s3cret ", "s3cret")).toBe(false);
    expect(isServicesCaller(undefined, "s3cret")).toBe(false);
    expect(isServicesCaller("", "")).toBe(false);
  });
});
