// @vitest-environment jsdom
/**
 * The page's bot-check token (spec 4, spec 8 "Mobile captcha"): in a browser the provider's challenge solved; in an
 * app's web view the app's token, and on the app's failure the browser's check, the failure remembered for spec 8's
 * lifetime (50 s, 30 minutes for a client that could not start), a provider failure told.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { botCheckToken } from "./botCheckToken";
import { stubFormFetch } from "./testFetch";

const cookieWrites: string[] = [];
let fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>;

/** An Android app whose captcha SDK answers each token request with `answer`. */
function androidApp(answer: Record<string, string>) {
  const postMessage = vi.fn<(message: string) => void>((message) => {
    if (message.includes("get-mobile-captcha-token")) {
      queueMicrotask(() => window.shashaWeb?.receive(JSON.stringify({ event: "get-mobile-captcha-token", data: answer })));
    }
  });
  window.ShashaAndroid = { postMessage };
  return postMessage;
}

beforeEach(() => {
  fetchSpy = vi.fn<typeof fetch>();
  stubFormFetch(fetchSpy);
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
  vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => {
    cookieWrites.push(value);
    descriptor?.set?.call(document, value);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.ShashaAndroid;
  document.cookie = "mobileCaptchaFailure=; path=/; max-age=0";
  cookieWrites.length = 0;
});

describe("the page's bot-check token", () => {
  test("in a browser is the provider's challenge, solved", async () => {
    const { token } = await botCheckToken("sign-up");
    expect(JSON.parse(atob(token?.replaceAll("-", "+").replaceAll("_", "/") ?? ""))).toMatchObject({ salt: "test-salt", number: 7 });
  });

  test("in an app's web view is the app's, and the page fetches no challenge", async () => {
    const app = androidApp({ token: "app.abc" });
    expect(await botCheckToken("verify-otp")).toEqual({ token: "app.abc" });
    expect(JSON.parse(app.mock.calls[0]?.[0] ?? "")).toEqual({ flow: "others", event: "get-mobile-captcha-token", data: { action: "verify-otp" } });
    expect(cookieWrites).toEqual([]);
  });

  test.each([
    ["RECAPTCHA_ACTION_NULL", 50, false],
    ["RECAPTCHA_CLIENT_INIT_FAILED", 1800, false],
    ["RECAPTCHA_TOKEN_GENERATION_FAILED", 50, false],
    ["GEETEST_CAPTCHA_FAILURE", 50, true],
  ])("the app's %s is remembered for %i s, the browser checks instead, told: %s", async (code, seconds, told) => {
    const app = androidApp({ errorCode: code });
    const result = await botCheckToken("sign-up");
    expect(result.token).toBeDefined();
    expect(result.appFailure).toBe(told ? code : undefined);
    expect(cookieWrites).toHaveLength(1);
    expect(cookieWrites[0]).toContain(`mobileCaptchaFailure=${code}; path=/; max-age=${seconds}`);
    // While it is remembered, the app is not asked again.
    await botCheckToken("sign-up");
    expect(app).toHaveBeenCalledTimes(1);
  });

  test("an answer that is not the app's check's is not taken for a token", async () => {
    androidApp({ token: "" });
    const result = await botCheckToken("sign-up");
    expect(result.token).not.toBe("");
    expect(cookieWrites[0]).toContain("mobileCaptchaFailure=RECAPTCHA_TOKEN_GENERATION_FAILED");
  });

  test("no challenge (the page offline) is no token, never an empty one", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockRejectedValue(new TypeError("offline")));
    expect(await botCheckToken("sign-up")).toEqual({});
  });
});
