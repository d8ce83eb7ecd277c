import { afterAll, describe, expect, test } from "vitest";
import { seedPassword } from "./seed/seedUsers";
import { devServicesCallerSecret } from "@/domain/servicesCaller";
import { checkBindAddress, readListenHosts, readPartnerProviderOptions, readRunConfig } from "./runConfig";
import { devPartnerClients } from "./partnerProvider/partnerProviderSettings";
import { startTestServices, type TestServices } from "./testing/startTestServices";
import { call, faultOf, signIn } from "./user/testClient";

describe("how the suite runs", () => {
  test("outside production the development defaults apply, and say so", () => {
    const config = readRunConfig({ NODE_ENV: "development" });
    expect(config).toMatchObject({ manageToken: "shasha-dev-manage-token", devOutbox: true, seedAccounts: true });
    expect(config.devDefaults).toEqual(expect.arrayContaining(["MANAGE_TOKEN", "SOCIAL_SIGNING_SECRET", "PREVIEW_SECRET"]));
  });

  test("in production nothing well known is used: random secrets, no outbox, no seeded accounts", () => {
    const config = readRunConfig({ NODE_ENV: "production" });
    expect(config.manageToken).not.toBe("shasha-dev-manage-token");
    expect(config.manageToken.length).toBeGreaterThan(30);
    expect(config).toMatchObject({ devOutbox: false, seedAccounts: false, devDefaults: [] });
    expect(config.notices.join(" ")).toContain("MANAGE_TOKEN is not set");
  });

  test("in production the configured secrets are used, and SHASHA_DEV_DEFAULTS=1 allows the rest", () => {
    expect(readRunConfig({ NODE_ENV: "production", MANAGE_TOKEN: "t0ken" }).manageToken).toBe("t0ken");
    expect(readRunConfig({ NODE_ENV: "production", MANAGE_TOKEN: "shasha-dev-manage-token" }).manageToken).not.toBe("shasha-dev-manage-token");
    expect(readRunConfig({ NODE_ENV: "production", SHASHA_DEV_DEFAULTS: "1" })).toMatchObject({ devOutbox: true, seedAccounts: true });
  });

  test("refuses a non-loopback address while a development default is in effect", () => {
    const dev = readRunConfig({ NODE_ENV: "development" });
    expect(() => checkBindAddress("0.0.0.0", dev)).toThrow(/Refusing to listen on 0.0.0.0/);
    expect(() => checkBindAddress("127.0.0.1", dev)).not.toThrow();
    const production = readRunConfig({ NODE_ENV: "production", MANAGE_TOKEN: "a", SOCIAL_SIGNING_SECRET: "b", PREVIEW_SECRET: "c" });
    expect(() => checkBindAddress("0.0.0.0", production)).not.toThrow();
  });

  test("the services caller secret: the development one where allowed, in production the one set or a random one, with a notice", () => {
    const dev = readRunConfig({ NODE_ENV: "development" });
    expect(dev.callerSecret).toBe(devServicesCallerSecret);
    expect(dev.devDefaults).toContain("SERVICES_CALLER_SECRET");
    expect(readRunConfig({ NODE_ENV: "production", SERVICES_CALLER_SECRET: "shared-with-the-app" }).callerSecret).toBe("shared-with-the-app");
    for (const unset of [{}, { SERVICES_CALLER_SECRET: "" }, { SERVICES_CALLER_SECRET: devServicesCallerSecret }]) {
      const production = readRunConfig({ NODE_ENV: "production", ...unset });
      expect(production.callerSecret).not.toBe(devServicesCallerSecret);
      expect(production.callerSecret.length).toBeGreaterThan(30);
      expect(production.notices.join(" ")).toContain("the services believe no x-client-address");
    }
    expect(readRunConfig({ NODE_ENV: "production", SERVICES_CALLER_SECRET: "set" }).notices.join(" ")).not.toContain("SERVICES_CALLER_SECRET");
  });

  test("each listener has its own bind address, loopback unless set, and each is checked", () => {
    const dev = readRunConfig({ NODE_ENV: "development" });
    expect(readListenHosts({}, dev)).toEqual({ api: "127.0.0.1", public: "127.0.0.1" });
    expect(readListenHosts({ SERVICES_HOST: "::1", SERVICES_PUBLIC_HOST: " " }, dev)).toEqual({ api: "::1", public: "127.0.0.1" });
    expect(() => readListenHosts({ SERVICES_PUBLIC_HOST: "0.0.0.0" }, dev)).toThrow(/Refusing to listen on 0\.0\.0\.0 \(SERVICES_PUBLIC_HOST\)/);
    expect(() => readListenHosts({ SERVICES_HOST: "0.0.0.0" }, dev)).toThrow(/Refusing to listen on 0\.0\.0\.0 \(SERVICES_HOST\)/);
    // In production without development defaults the public listener may face browsers while the API stays internal.
    const production = readRunConfig({ NODE_ENV: "production" });
    expect(readListenHosts({ SERVICES_PUBLIC_HOST: "0.0.0.0" }, production)).toEqual({ api: "127.0.0.1", public: "0.0.0.0" });
  });
});

describe("the partner TV providers' stand-in settings", () => {
  test("development keys where allowed, random ones in production; its port, public URL and redirect origins from the environment", () => {
    const dev = readRunConfig({ NODE_ENV: "development" });
    expect(dev.partnerClientKeys.dish).toEqual({ clientSecret: devPartnerClients.dish.clientSecret, hmacKey: devPartnerClients.dish.hmacKey });
    const production = readRunConfig({ NODE_ENV: "production", PARTNER_SLING_CLIENT_SECRET: "set-secret", PARTNER_DISH_HMAC_KEY: devPartnerClients.dish.hmacKey });
    expect(production.partnerClientKeys.sling.clientSecret).toBe("set-secret");
    // A development key set by hand in production is public: a random one instead.
    expect(production.partnerClientKeys.dish.hmacKey).not.toBe(devPartnerClients.dish.hmacKey);
    expect(production.partnerClientKeys.dish.hmacKey).toMatch(/^[0-9a-f]{64}$/);
    expect(readPartnerProviderOptions({}, dev)).toEqual({ partnerProviderPort: 0, partnerProviderApiKey: dev.partnerProviderApiKey, partnerClientKeys: dev.partnerClientKeys });
    const set = { PARTNER_PROVIDER_PORT: "4010", PARTNER_PROVIDER_PUBLIC_URL: "https://tv.example", PARTNER_PROVIDER_REDIRECT_ORIGINS: "https://shasha.example/" };
    expect(readPartnerProviderOptions(set, dev)).toMatchObject({ partnerProviderPort: 4010, partnerProviderPublicUrl: "https://tv.example", partnerProviderRedirectOrigins: ["https://shasha.example"] });
    expect(() => readPartnerProviderOptions({ PARTNER_PROVIDER_PORT: "70000" }, dev)).toThrow(/PARTNER_PROVIDER_PORT/);
    expect(() => readPartnerProviderOptions({ PARTNER_PROVIDER_REDIRECT_ORIGINS: "not an origin" }, dev)).toThrow(/PARTNER_PROVIDER_REDIRECT_ORIGINS/);
  });
});

describe("a suite run without the development defaults", () => {
  let services: TestServices | undefined;
  afterAll(() => services?.close());

  test("answers no outbox, signs no seeded account in, and ends the sessions a development run gave them", async () => {
    const dev = await startTestServices();
    const { token } = await signIn(dev, "registered@shasha.test", seedPassword);
    await dev.close();
    services = await startTestServices({ dataDir: dev.dataDir, devOutbox: false, seedAccounts: false });
    expect((await call(services, "/user/userData", { token })).status).toBe(401);
    expect((await call(services, "/user/dev/outbox?to=registered@shasha.test")).status).toBe(404);
    const reply = await call(services, "/user/authenticate", { body: { email: "registered@shasha.test", password: seedPassword } });
    expect(faultOf(reply)).toMatchObject({ status: 401, fault: { error: { code: "INVALID_CREDENTIALS" } } });
    // The stand-in identity provider, which signs anyone in as a shared test person, is not there either.
    expect((await call(services, "/user/social/authorize?provider=facebook&redirectUri=http%3A%2F%2Flocalhost%3A3000%2Fapi%2Fauth%2Fsocial%2Fcallback&state=s")).status).toBe(404);
    expect((await call(services, "/user/social/token", { body: { code: "any" } })).status).toBe(404);
    // Two suites start and stop here: on a busy machine that passed vitest's default 5 s (a CI run took 5.4 s).
  }, 30_000);
});
