import { describe, expect, test } from "vitest";
import { playerConfig } from "./engines";

describe("shaka's DRM configuration", () => {
  const licenseUrl = "https://services.example/content/drm/license/widevine";

  test("without DRM: adaptive bitrate only", () => {
    expect(playerConfig(undefined)).toEqual({ abr: { enabled: true } });
  });

  test("ClearKey and Widevine go to the widevine licence path; no FairPlay without its certificate", () => {
    expect(playerConfig({ licenseUrl, headers: {} })).toEqual({
      abr: { enabled: true },
      drm: { servers: { "org.w3.clearkey": licenseUrl, "com.widevine.alpha": licenseUrl } },
    });
  });

  test("FairPlay goes to the fairplay licence path with the service certificate", () => {
    const config = playerConfig({ licenseUrl, headers: {}, fairPlayCertificateUrl: "https://services.example/fairplay.cer" });
    expect(config).toMatchObject({
      drm: {
        servers: { "com.apple.fps": "https://services.example/content/drm/license/fairplay" },
        advanced: { "com.apple.fps": { serverCertificateUri: "https://services.example/fairplay.cer" } },
      },
    });
  });
});
