import { z } from "zod";
import { pickLanguage } from "../http/pickLanguage";
import { jsonReply } from "../http/reply";
import type { RouteRequest } from "../http/router";
import { currentSession } from "../user/accountRoutes";
import type { FaultHandler, FaultRoute } from "../user/faultRouter";
import { Fault, notFoundFault } from "../user/faults";
import { hashSecret, verifySecret } from "../user/secrets";
import { readJson, type UserDeps } from "../user/userDeps";
import { avatarAliases, listAvatars } from "./avatars";
import { profileLangs, type ProfileRow } from "./profileStore";
import { passSubscriptionPin } from "./subscriptionPinRoute";
import { kidDefaultAgeRestriction, toWireProfile } from "./wireProfile";

/** Spec 9 "Profile limit constants 20, 5 and 0": the contract takes 5 profiles per account. */
export const maxProfiles = 5;

const name = z
  .string()
  .trim()
  .min(1, "a name is needed")
  .refine((value) => Array.from(value).length <= 50, "at most 50 characters");
const birthdate = z.iso.date().refine((value) => value <= new Date().toISOString().slice(0, 10), "not in the future");
const ageRestriction = z.number().int().min(0).max(21);
const preference = z.object({ lang: z.enum(profileLangs), language: z.string().optional() });
const pin = z.string().regex(/^\d{4}$/, "four digits");
const newProfile = z.object({
  name,
  type: z.enum(["ADULT", "KID"]),
  avatarAlias: z.enum(avatarAliases),
  birthdate: birthdate.optional(),
  ageRestriction: ageRestriction.optional(),
  preference: preference.optional(),
});
const profileChanges = z.object({
  name: name.optional(),
  avatarAlias: z.enum(avatarAliases).optional(),
  preference: preference.optional(),
  ageRestriction: ageRestriction.optional(),
  pin: pin.nullable().optional(),
});
const settingsChanges = z.object({
  pin: pin.nullable().optional(),
  parentalControl: z.object({ maxAgeRestriction: ageRestriction.nullable() }).optional(),
});

/**
 * What both GET and PATCH /settings answer; the PIN itself never leaves the service. `subscriptionPinRequired`: this
 * session must pass the account's PIN before a subscription write (subscriptionPinRoute.ts).
 */
function settingsReply(pinHash: string | null, maxAgeRestriction: number | null, subscriptionPinRequired: boolean) {
  return { settings: { hasPin: pinHash !== null, parentalControl: { maxAgeRestriction }, subscriptionPinRequired } };
}

/** How long the parental PIN unlocks a title for the session that gave it. */
export const unlockLifeMs = 2 * 60 * 60 * 1000;

export function profileRoutes(deps: UserDeps): FaultRoute[] {
  const route = (method: FaultRoute["method"], path: string, handler: FaultHandler): FaultRoute => ({
    method,
    pattern: `/userprofile${path}`,
    handler,
  });
  const wire = (row: ProfileRow) => toWireProfile(row, deps.publicUrl, deps.now());
  const ownProfile = (request: RouteRequest): { userId: string; profile: ProfileRow; viewer: ProfileViewer } => {
    const viewer = profileViewer(deps, request);
    const profile = deps.profiles.find(viewer.userId, request.params.id ?? "");
    if (profile === undefined) throw notFoundFault("This account has no such profile.");
    return { userId: viewer.userId, profile, viewer };
  };
  return [
    route("GET", "/profiles/me", (request) => {
      const { userId, selected } = profileViewer(deps, request);
      return jsonReply({ profiles: deps.profiles.list(userId).map(wire), selectedProfileId: selected?.id ?? null });
    }),
    route("GET", "/profiles/avatars", () => jsonReply({ avatars: listAvatars(deps.publicUrl) })),
    route("POST", "/profiles", async (request) => {
      const viewer = requireMaster(profileViewer(deps, request));
      return jsonReply({ profile: wire(await createProfile(deps, request, viewer.userId)) });
    }),
    route("PATCH", "/profiles/:id", async (request) => {
      const { userId, profile, viewer } = ownProfile(request);
      const body = await readJson(request, profileChanges);
      // Anyone may change their own name, avatar and language; the rest is the master profile's to decide.
      const ownDetailsOnly = viewer.selected?.id === profile.id && body.pin === undefined &&
        (body.ageRestriction === undefined || body.ageRestriction === profile.age_restriction);
      if (!ownDetailsOnly) requireMaster(viewer);
      const pinHash = body.pin === undefined ? undefined : body.pin === null ? null : await hashSecret(body.pin);
      deps.profiles.update(profile.id, { ...body, lang: body.preference?.lang, pinHash });
      // The master's PIN guards the subscription: the other sessions that passed the old one pass the new one again.
      if (pinHash !== undefined && profile.is_default && profile.type === "ADULT") deps.sessions.clearSubscriptionPinOfOthers(userId, viewer.token);
      return jsonReply({ profile: wire(deps.profiles.find(userId, profile.id) ?? profile) });
    }),
    route("DELETE", "/profiles/:id", (request) => {
      const { profile, viewer } = ownProfile(request);
      requireMaster(viewer);
      if (profile.is_default) throw new Fault(403, "INVALID_INPUT", "The default profile cannot be deleted.");
      deps.profiles.remove(profile.id);
      return jsonReply({ ok: true });
    }),
    // The local contract's own (spec 7 shows no call for it): this session watches as the profile from now on.
    // A profile with a PIN needs it; the selection is what every master-only check here reads.
    route("POST", "/profiles/:id/select", async (request) => {
      const { userId, profile, viewer } = ownProfile(request);
      const body = await readJson(request, z.object({ pin: pin.optional() }));
      if (profile.pin_hash !== null && viewer.selected?.id !== profile.id) {
        if (body.pin === undefined) throw new Fault(403, "PIN_REQUIRED", "This profile has a PIN.", { field: "pin" });
        await checkPin(deps, profile.pin_hash, `pin:${userId}`, body.pin, request.clientAddress);
      }
      deps.sessions.selectProfile(viewer.token, profile.id);
      return jsonReply({ profile: wire(deps.profiles.find(userId, profile.id) ?? profile) });
    }),
    // The local contract's own (issue 29): the session passes the PIN that guards the subscription's writes.
    route("POST", "/profiles/subscription-pin", passSubscriptionPin(deps, checkPin)),
    route("POST", "/profiles/:id/pin", async (request) => {
      const { userId, profile } = ownProfile(request);
      const body = await readJson(request, z.object({ pin }));
      await checkPin(deps, profile.pin_hash ?? deps.profiles.settings(userId).pin_hash, `pin:${userId}`, body.pin, request.clientAddress);
      return jsonReply({ ok: true });
    }),
    // The local contract's own (issue 9): the master profile's PIN unlocks one title above this session's age
    // limit for two hours; playout (services/playback) reads the unlock from this session's own state.
    route("POST", "/parental/unlock", async (request) => {
      const viewer = profileViewer(deps, request);
      const body = await readJson(request, z.object({ contentId: z.string().min(1).max(64), pin }));
      const master = deps.profiles.list(viewer.userId).find((profile) => profile.is_default && profile.type === "ADULT");
      const stored = master?.pin_hash ?? deps.profiles.settings(viewer.userId).pin_hash;
      if (stored === null) throw new Fault(403, "PIN_NOT_SET", "The account has no parental PIN to unlock titles with.");
      await checkPin(deps, stored, `pin:${viewer.userId}`, body.pin, request.clientAddress);
      deps.sessions.unlockTitle(viewer.token, body.contentId, unlockLifeMs);
      return jsonReply({ ok: true });
    }),
    // The local contract's own read (spec 7 shows none): the parental-control form starts from the saved values.
    route("GET", "/settings", (request) => {
      const { row, token } = currentSession(deps, request);
      const saved = deps.profiles.settings(row.id);
      return jsonReply(settingsReply(saved.pin_hash, saved.max_age_restriction, deps.sessions.subscriptionPinRequired(token)));
    }),
    route("PATCH", "/settings", async (request) => {
      const { userId, token } = requireMaster(profileViewer(deps, request));
      const body = await readJson(request, settingsChanges);
      const saved = deps.profiles.settings(userId);
      const pinHash = body.pin === undefined ? saved.pin_hash : body.pin === null ? null : await hashSecret(body.pin);
      const maxAge = body.parentalControl === undefined ? saved.max_age_restriction : body.parentalControl.maxAgeRestriction;
      deps.profiles.saveSettings(userId, pinHash, maxAge);
      // The account PIN guards the subscription when the master has none of its own: as for the master's PIN above.
      if (body.pin !== undefined) deps.sessions.clearSubscriptionPinOfOthers(userId, token);
      return jsonReply(settingsReply(pinHash, maxAge, deps.sessions.subscriptionPinRequired(token)));
    }),
  ];
}

interface ProfileViewer {
  userId: string;
  token: string;
  /** The profile this session selected, from the service's own session state (never from a header). */
  selected: ProfileRow | undefined;
}

function profileViewer(deps: UserDeps, request: RouteRequest): ProfileViewer {
  const { row, token } = currentSession(deps, request);
  const selectedId = deps.sessions.selectedProfileId(token);
  return { userId: row.id, token, selected: selectedId === undefined ? undefined : deps.profiles.find(row.id, selectedId) };
}

/**
 * Profiles, PINs and parental control are the parent's: only a session watching as the master profile (the
 * account's default adult one) changes them. No selection, or any other profile, is refused.
 */
function requireMaster(viewer: ProfileViewer): ProfileViewer {
  const master = viewer.selected?.type === "ADULT" && viewer.selected.is_default;
  if (!master) throw new Fault(403, "MASTER_PROFILE_REQUIRED", "Only the account's main profile may do this.");
  return viewer;
}

/**
 * A profile's PIN, else the account's; with neither there is nothing to check. Throttled like passwords (throttle.ts),
 * reserved before scrypt runs. The key is the account (`pin:<userId>`), not the profile: guesses at the PINs of
 * five profiles are one budget, not five.
 */
async function checkPin(deps: UserDeps, stored: string | null, key: string, given: string, address: string): Promise<void> {
  if (stored === null) return;
  const attempt = deps.throttle.guessSecret(key, address, "pin");
  if (!(await verifySecret(given, stored))) throw new Fault(403, "PIN_INVALID", "The PIN is wrong.", { field: "pin" });
  attempt.succeeded();
}

async function createProfile(deps: UserDeps, request: RouteRequest, userId: string): Promise<ProfileRow> {
  const body = await readJson(request, newProfile);
  if (deps.profiles.list(userId).length >= maxProfiles) {
    throw new Fault(409, "PROFILE_LIMIT", `An account holds at most ${maxProfiles} profiles.`);
  }
  const kid = body.type === "KID";
  const row = deps.profiles.insert(userId, {
    name: body.name,
    avatarAlias: body.avatarAlias,
    type: body.type,
    birthdate: body.birthdate ?? null,
    ageRestriction: body.ageRestriction ?? (kid ? kidDefaultAgeRestriction : null),
    isDefault: false,
    lang: body.preference?.lang ?? pickLanguage(request.headers),
    requiresOnboarding: true,
  });
  return row;
}
