/**
 * Who calls, from the suite's own state (rights come from the server, as in services/playback/playbackViewer.ts):
 * the session the `token` header names, its account and the account's subscription rows. An unknown or expired
 * token is a 401 SESSION_INVALID; no token is a guest, which some calls accept and others refuse the same way.
 */
import type { IncomingHttpHeaders } from "node:http";
import { HttpError } from "../http/HttpError";
import { tokenOf, type SessionStore } from "../user/sessionStore";
import type { SubscriptionRow, UserRow, UserStore } from "../user/userStore";

export interface AccountDeps {
  sessions: SessionStore;
  users: UserStore;
}

export interface Account {
  user: UserRow;
  subscriptions: SubscriptionRow[];
}

const sessionInvalid = () => new HttpError(401, "SESSION_INVALID", "The session is unknown or has expired; sign in again.");

export function optionalAccount(deps: AccountDeps, headers: IncomingHttpHeaders): Account | undefined {
  if (tokenOf(headers) === undefined) return undefined;
  let userId: string;
  try {
    userId = deps.sessions.require(headers).userId;
  } catch {
    throw sessionInvalid();
  }
  const user = deps.users.byId(userId);
  if (user === undefined) throw sessionInvalid();
  return { user, subscriptions: deps.users.subscriptions(userId) };
}

export function requireAccount(deps: AccountDeps, headers: IncomingHttpHeaders): Account {
  const account = optionalAccount(deps, headers);
  if (account === undefined) throw sessionInvalid();
  return account;
}

/**
 * The session's account, unless the session watches as a kids profile (403 KID_PROFILE_NOT_ALLOWED): buying, changing,
 * cancelling the subscription and redeeming codes are the adults', whatever the app in front says. A session that has
 * not chosen a profile yet is the account holder's. When a PIN guards the account (the master profile's, else the
 * account's: services/profiles/subscriptionPin.ts), the session must also have passed it (403
 * SUBSCRIPTION_PIN_REQUIRED; spec 3 `isPassedPinCodeOnSubscription`): the mark is the session's own row, set only by the
 * profiles service after checking the PIN, so no header or body field of this request can stand in for it.
 */
export function requireAdultAccount(deps: AccountDeps, headers: IncomingHttpHeaders): Account {
  const account = requireAccount(deps, headers);
  const token = tokenOf(headers);
  if (token === undefined) throw sessionInvalid();
  const type = deps.sessions.selectedProfileType(token);
  if (type !== undefined && type !== "ADULT") {
    throw new HttpError(403, "KID_PROFILE_NOT_ALLOWED", "A kids profile cannot buy, change or cancel the subscription, nor redeem codes; switch to the account holder's profile.");
  }
  if (deps.sessions.subscriptionPinRequired(token)) throw new HttpError(403, "SUBSCRIPTION_PIN_REQUIRED", "Enter the account PIN first.");
  return account;
}

const activeStatuses: readonly string[] = ["ACTIVE", "ACTIVE_CANCELED", "ACTIVE_FREEZE"];

/** Spec 3: the first SVOD subscription whose status is ACTIVE, ACTIVE_CANCELED or ACTIVE_FREEZE. */
export function activeRow(rows: readonly SubscriptionRow[]): SubscriptionRow | undefined {
  return rows.find((row) => row.purchase_type === "SVOD" && activeStatuses.includes(row.status));
}

/** The latest subscription: the one that started last (the later row on a tie). */
export function latestRow(rows: readonly SubscriptionRow[]): SubscriptionRow | undefined {
  return rows.reduce<SubscriptionRow | undefined>((latest, row) => (latest === undefined || Date.parse(row.start_date) >= Date.parse(latest.start_date) ? row : latest), undefined);
}

/** Spec 4: subscribed when the active subscription is ACTIVE or ACTIVE_CANCELED (not frozen). */
export function isSubscribed(rows: readonly SubscriptionRow[]): boolean {
  const active = activeRow(rows);
  return active !== undefined && (active.status === "ACTIVE" || active.status === "ACTIVE_CANCELED");
}
