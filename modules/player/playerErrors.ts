/**
 * Spec 8's playback messages: what the viewer reads for each refusal or failure, by the server's error code
 * (the playout and DRM calls return the server's error body) or the engine's. Every one is tracked with the
 * label 'Player error'; the concurrency limit also with 'IP concurrency limit reached'.
 */
export const playerMessageKeys = [
  "unsupportedBrowser",
  "drmNotSupported",
  "notSubscriber",
  "geoRestriction",
  "contentUnavailable",
  "freeWatchExpired",
  "drmRevoked",
  "concurrencyLimit",
  "tooManyPlayouts",
  "jailbroken",
  "vpn",
  "bankValidationLimit",
  "operatorValidationLimit",
  "parentalPin",
  "eventNotStarted",
  "eventEnded",
  "programmeUnavailable",
  "generic",
] as const;
export type PlayerMessageKey = (typeof playerMessageKeys)[number];

const byServerCode: Readonly<Record<string, PlayerMessageKey>> = {
  NOT_SUBSCRIBED: "notSubscriber",
  GEO_RESTRICTED: "geoRestriction",
  CONTENT_UNAVAILABLE: "contentUnavailable",
  FREE_WATCH_EXPIRED: "freeWatchExpired",
  CONCURRENCY_LIMIT: "concurrencyLimit",
  // The playout route's per-address limit (services/playback/playbackRoutes.ts).
  TOO_MANY_ATTEMPTS: "tooManyPlayouts",
  JAILBROKEN_DEVICE: "jailbroken",
  VPN_DETECTED: "vpn",
  BANK_VALIDATION_LIMIT: "bankValidationLimit",
  OPERATOR_VALIDATION_LIMIT: "operatorValidationLimit",
  PARENTAL_PIN_REQUIRED: "parentalPin",
  // A live event played before its start, or over with no replay (services/playback/playoutSource.ts).
  COMING_SOON: "eventNotStarted",
  EVENT_ENDED: "eventEnded",
  // A channel's programme that does not play again (domain/catchup.ts; services/playback/playoutSource.ts).
  PROGRAMME_UNKNOWN: "programmeUnavailable",
  PROGRAMME_NOT_AIRED: "programmeUnavailable",
  STARTOVER_UNAVAILABLE: "programmeUnavailable",
  CATCHUP_UNAVAILABLE: "programmeUnavailable",
  drm_4003: "drmRevoked",
  drm_3101: "drmRevoked",
  DRM_NOT_SUPPORTED: "drmNotSupported",
};

export function messageOfServerCode(code: string | undefined): PlayerMessageKey {
  return (code === undefined ? undefined : byServerCode[code]) ?? "generic";
}

/**
 * shaka-player's numeric codes (category 6, DRM): no key system (6001), licence request failed (6007),
 * and the certificate revocation codes the spec names as drm_4003 and drm_3101.
 */
export function messageOfEngineCode(code: number): PlayerMessageKey {
  if (code === 6001 || code === 6002) return "drmNotSupported";
  if (code === 4003 || code === 3101) return "drmRevoked";
  if (code === 6007 || code === 6008) return "contentUnavailable";
  return "generic";
}

export interface PlayerTracking {
  label: "Player error";
  /** Set for the concurrency limit only. */
  detail?: "IP concurrency limit reached";
  message: PlayerMessageKey;
}

export function trackingOf(message: PlayerMessageKey): PlayerTracking {
  return message === "concurrencyLimit"
    ? { label: "Player error", detail: "IP concurrency limit reached", message }
    : { label: "Player error", message };
}

/** Messages that offer the upsell (a subscription unlocks the title). */
export function offersUpsell(message: PlayerMessageKey): boolean {
  return message === "notSubscriber" || message === "freeWatchExpired";
}
