/**
 * The profiles service adapter (docs/user-service.md "Profiles", spec 7 "Profiles"). Every call is
 * profile-aware: it carries the token and the selected profile's headers (profileHeaders.ts).
 */
import { z } from "zod";
import type { AccountProfile } from "@/domain/account";
import { createHttpClient, hashingCallTimeoutMs, type CallContext, type HttpClient } from "../http/httpClient";
import { profileHeaders, type HeaderProfile } from "./profileHeaders";
import { toAccountProfile } from "./toAccount";
import { faultsAsErrors } from "./UserServiceError";
import { okReply, profilesReply, settingsReply, wireProfile } from "./wire";

export interface NewProfileInput {
  name: string;
  type: "ADULT" | "KID";
  avatarAlias: string;
  ageRestriction?: number;
  language?: "ar" | "en" | "fr";
}

export interface ProfileEdit {
  name?: string;
  avatarAlias?: string;
  language?: "ar" | "en" | "fr";
  ageRestriction?: number;
  /** null removes the PIN. */
  pin?: string | null;
}

export interface SettingsEdit {
  pin?: string | null;
  maxAgeRestriction?: number | null;
}

/** The account's parental-control settings as the form shows them (the PIN only as set or not). */
export interface ProfileSettings {
  hasPin: boolean;
  maxAgeRestriction: number | null;
  /** This session must pass the account's PIN before it may buy, change, cancel or redeem (`passSubscriptionPin`). */
  subscriptionPinRequired: boolean;
}

/** Who is calling: the token and the selected profile, when known. */
export interface ProfileCaller {
  token: string;
  profile?: HeaderProfile | undefined;
}

const oneProfile = z.object({ profile: wireProfile });
/** Calls that hash or check a PIN (scrypt, like passwords) get the request's whole budget (httpClient.ts). */
const pinTimeout = { timeoutMs: hashingCallTimeoutMs };
const avatarsReply = z.object({ avatars: z.array(z.object({ alias: z.string(), url: z.string() })) });

/**
 * A service that does not say whether the subscription PIN is required is read fail-closed as far as it can be: asked
 * when the account has a PIN. The subscription service decides anyway (403 SUBSCRIPTION_PIN_REQUIRED).
 */
function toSettings(reply: z.infer<typeof settingsReply>): ProfileSettings {
  const { hasPin, parentalControl, subscriptionPinRequired } = reply.settings;
  return { hasPin, maxAgeRestriction: parentalControl.maxAgeRestriction, subscriptionPinRequired: subscriptionPinRequired ?? hasPin };
}

function preferenceOf(language: string | undefined) {
  return language === undefined ? {} : { preference: { lang: language, language: language.toUpperCase() } };
}

export class ProfilesClient {
  private readonly http: HttpClient;

  constructor(options: { baseURL: string; fetchImpl?: typeof fetch }) {
    this.http = createHttpClient({ service: "profiles", baseURL: options.baseURL, fetchImpl: options.fetchImpl });
  }

  private headers(caller: ProfileCaller): Record<string, string> {
    return profileHeaders(caller.token, caller.profile);
  }

  /** The account's profiles, the default adult one first. A bare token works too (sign-in). */
  async myProfiles(ctx: CallContext, caller: ProfileCaller | string): Promise<AccountProfile[]> {
    return (await this.session(ctx, caller)).profiles;
  }

  /** The account's profiles and the one this session has selected (undefined: none). */
  async session(ctx: CallContext, caller: ProfileCaller | string): Promise<{ profiles: AccountProfile[]; selectedId: string | undefined }> {
    const who = typeof caller === "string" ? { token: caller } : caller;
    const reply = await faultsAsErrors(this.http.get("/profiles/me", ctx, { schema: profilesReply, headers: this.headers(who) }));
    return { profiles: reply.profiles.map(toAccountProfile), selectedId: reply.selectedProfileId ?? undefined };
  }

  /**
   * This session watches as profile `id` from now on. A protected profile needs its PIN: without one the fault
   * is PIN_REQUIRED, a wrong one PIN_INVALID (field pin).
   */
  async select(ctx: CallContext, caller: ProfileCaller, id: string, pin?: string): Promise<AccountProfile> {
    const path = `/profiles/${encodeURIComponent(id)}/select`;
    const body = pin === undefined ? {} : { pin };
    const reply = await faultsAsErrors(this.http.send(path, ctx, { method: "POST", body, schema: oneProfile, headers: this.headers(caller), ...pinTimeout }));
    return toAccountProfile(reply.profile);
  }

  /** The master profile's PIN unlocks one title above this session's age limit (issue 9). */
  async unlockTitle(ctx: CallContext, caller: ProfileCaller, contentId: string, pin: string): Promise<void> {
    await faultsAsErrors(this.http.send("/parental/unlock", ctx, { method: "POST", body: { contentId, pin }, schema: z.object({ ok: z.boolean() }), headers: this.headers(caller), ...pinTimeout }));
  }

  async avatars(ctx: CallContext): Promise<{ alias: string; url: string }[]> {
    return (await faultsAsErrors(this.http.get("/profiles/avatars", ctx, { schema: avatarsReply }))).avatars;
  }

  async create(ctx: CallContext, caller: ProfileCaller, input: NewProfileInput): Promise<AccountProfile> {
    const body = {
      name: input.name,
      type: input.type,
      avatarAlias: input.avatarAlias,
      ...(input.ageRestriction === undefined ? {} : { ageRestriction: input.ageRestriction }),
      ...preferenceOf(input.language),
    };
    const reply = await faultsAsErrors(this.http.send("/profiles", ctx, { method: "POST", body, schema: oneProfile, headers: this.headers(caller) }));
    return toAccountProfile(reply.profile);
  }

  async update(ctx: CallContext, caller: ProfileCaller, id: string, edit: ProfileEdit): Promise<AccountProfile> {
    const { language, ...rest } = edit;
    const body = { ...rest, ...preferenceOf(language) };
    const path = `/profiles/${encodeURIComponent(id)}`;
    const reply = await faultsAsErrors(this.http.send(path, ctx, { method: "PATCH", body, schema: oneProfile, headers: this.headers(caller), ...pinTimeout }));
    return toAccountProfile(reply.profile);
  }

  async remove(ctx: CallContext, caller: ProfileCaller, id: string): Promise<void> {
    const path = `/profiles/${encodeURIComponent(id)}`;
    await faultsAsErrors(this.http.send(path, ctx, { method: "DELETE", schema: okReply, headers: this.headers(caller) }));
  }

  /** Resolves when the PIN is right (or the profile has none); a wrong one is the fault PIN_INVALID (field pin). */
  async checkPin(ctx: CallContext, caller: ProfileCaller, id: string, pin: string): Promise<void> {
    const path = `/profiles/${encodeURIComponent(id)}/pin`;
    await faultsAsErrors(this.http.send(path, ctx, { method: "POST", body: { pin }, schema: okReply, headers: this.headers(caller), ...pinTimeout }));
  }

  /**
   * The master profile's PIN (else the account's) for this session's subscription writes (spec 3
   * `isPassedPinCodeOnSubscription`): resolves when it is right (the service marks the session) or when the account has
   * none; a wrong one is the fault PIN_INVALID (field pin), too many TOO_MANY_ATTEMPTS (429, with the wait), a kids
   * profile's session KID_PROFILE_NOT_ALLOWED.
   */
  async passSubscriptionPin(ctx: CallContext, caller: ProfileCaller, pin: string): Promise<void> {
    await faultsAsErrors(this.http.send("/profiles/subscription-pin", ctx, { method: "POST", body: { pin }, schema: okReply, headers: this.headers(caller), ...pinTimeout }));
  }

  /** The saved settings, to pre-fill the parental-control form. */
  async settings(ctx: CallContext, caller: ProfileCaller): Promise<ProfileSettings> {
    return toSettings(await faultsAsErrors(this.http.get("/settings", ctx, { schema: settingsReply, headers: this.headers(caller) })));
  }

  async saveSettings(ctx: CallContext, caller: ProfileCaller, edit: SettingsEdit): Promise<ProfileSettings> {
    const body = {
      ...(edit.pin === undefined ? {} : { pin: edit.pin }),
      ...(edit.maxAgeRestriction === undefined ? {} : { parentalControl: { maxAgeRestriction: edit.maxAgeRestriction } }),
    };
    const reply = await faultsAsErrors(this.http.send("/settings", ctx, { method: "PATCH", body, schema: settingsReply, headers: this.headers(caller), ...pinTimeout }));
    return toSettings(reply);
  }
}
