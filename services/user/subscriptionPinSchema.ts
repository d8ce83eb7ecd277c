/**
 * The session's "passed the subscription PIN" mark (services/profiles/subscriptionPin.ts, docs/user-service.md
 * "Subscription PIN"): one migration of services/db/migrate.ts once it is listed there; a migration's text never
 * changes once it has shipped.
 *
 * `subscription_pin_at`: when this session last gave the right PIN to `POST /userprofile/profiles/subscription-pin`
 * (ms). NULL: not passed, as every session stored before this one. Only the profiles service sets it, after checking the
 * PIN; selecting another profile clears it (sessionStore.ts `selectProfile`).
 */
export const sessionSubscriptionPinColumn = `
  ALTER TABLE user_sessions ADD COLUMN subscription_pin_at INTEGER;
`;
