import { z } from "zod";
import { pickLanguage } from "../http/pickLanguage";
import { jsonReply } from "../http/reply";
import type { RouteRequest } from "../http/router";
import { currentUser } from "../user/accountRoutes";
import type { FaultHandler, FaultRoute } from "../user/faultRouter";
import { Fault, notFoundFault } from "../user/faults";
import { hashSecret, verifySecret } from "../user/secrets";
import { readJson, type UserDeps } from "../user/userDeps";
import { avatarAliases, listAvatars } from "./avatars";
import { profileLangs, type ProfileRow } from "./profileStore";
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

/** What both GET and PATCH /settings answer; the PIN itself never leaves the service. */
function settingsReply(pinHash: string | null, maxAgeRestriction: number | null) {
  return { settings: { hasPin: pinHash !== null, parentalControl: { maxAgeRestriction } } };
}

export function profileRoutes(deps: UserDeps): FaultRoute[] {
  const route = (method: FaultRoute["method"], path: string, handler: FaultHandler): FaultRoute => ({
    method,
    pattern: `/userprofile${path}`,
    handler,
  });
  const wire = (row: ProfileRow) => toWireProfile(row, deps.publicUrl, deps.now());
  const ownProfile = (request: RouteRequest): { userId: string; profile: ProfileRow } => {
    const userId = currentUser(deps, request).id;
    const profile = deps.profiles.find(userId, request.params.id ?? "");
    if (profile === undefined) throw notFoundFault("This account has no such profile.");
    return { userId, profile };
  };
  return [
    route("GET", "/profiles/me", (request) => jsonReply({ profiles: deps.profiles.list(currentUser(deps, request).id).map(wire) })),
    route("GET", "/profiles/avatars", () => jsonReply({ avatars: listAvatars(deps.publicUrl) })),
    route("POST", "/profiles", async (request) => jsonReply({ profile: wire(await createProfile(deps, request)) })),
    route("PATCH", "/profiles/:id", async (request) => {
      const { userId, profile } = ownProfile(request);
      const body = await readJson(request, profileChanges);
      const pinHash = body.pin === undefined ? undefined : body.pin === null ? null : await hashSecret(body.pin);
      deps.profiles.update(profile.id, { ...body, lang: body.preference?.lang, pinHash });
      return jsonReply({ profile: wire(deps.profiles.find(userId, profile.id) ?? profile) });
    }),
    route("DELETE", "/profiles/:id", (request) => {
      const { profile } = ownProfile(request);
      if (profile.is_default) throw new Fault(403, "INVALID_INPUT", "The default profile cannot be deleted.");
      deps.profiles.remove(profile.id);
      return jsonReply({ ok: true });
    }),
    route("POST", "/profiles/:id/pin", async (request) => {
      const { userId, profile } = ownProfile(request);
      const body = await readJson(request, z.object({ pin }));
      await checkPin(deps, profile.pin_hash ?? deps.profiles.settings(userId).pin_hash, `pin:${userId}`, body.pin, request.clientAddress);
      return jsonReply({ ok: true });
    }),
    // The local contract's own read (spec 7 shows none): the parental-control form starts from the saved values.
    route("GET", "/settings", (request) => {
      const saved = deps.profiles.settings(currentUser(deps, request).id);
      return jsonReply(settingsReply(saved.pin_hash, saved.max_age_restriction));
    }),
    route("PATCH", "/settings", async (request) => {
      const userId = currentUser(deps, request).id;
      const body = await readJson(request, settingsChanges);
      const saved = deps.profiles.settings(userId);
      const pinHash = body.pin === undefined ? saved.pin_hash : body.pin === null ? null : await hashSecret(body.pin);
      const maxAge = body.parentalControl === undefined ? saved.max_age_restriction : body.parentalControl.maxAgeRestriction;
      deps.profiles.saveSettings(userId, pinHash, maxAge);
      return jsonReply(settingsReply(pinHash, maxAge));
    }),
  ];
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

async function createProfile(deps: UserDeps, request: RouteRequest): Promise<ProfileRow> {
  const userId = currentUser(deps, request).id;
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
