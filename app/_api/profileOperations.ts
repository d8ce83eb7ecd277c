/**
 * The profile forms' operations (spec 4 "profile flow", spec 7 "Profiles"): create, edit, delete, PIN and
 * parental control, each through the ProfilesClient with the selected profile's headers. The layout's rules
 * ran already; the service checks again (a name of more than 50 characters is its INVALID_INPUT on `name`).
 */
import { getServices, UserServiceError, type NewProfileInput, type ProfileEdit } from "@/app/_server/services";
import type { AccountProfile } from "@/domain/account";
import { isMasterProfile } from "@/domain/ageLimit";
import type { FormValues } from "@/domain/forms/fieldRules";
import { isLocale } from "@/domain/types";
import { loadProfileSession } from "@/app/_session/profileSession";
import type { OperationInput, Outcome } from "./runOperation";

type ProfileOperation = "create-profile" | "update-profile-details" | "delete-profile" | "set-pin" | "parental-control";

const text = (values: FormValues, name: string): string => {
  const value = values[name];
  return typeof value === "string" ? value.trim() : "";
};

/** A whole number field; empty or anything else is "not given". */
function wholeNumber(values: FormValues, name: string): number | undefined {
  const value = text(values, name);
  return /^\d{1,2}$/.test(value) ? Number(value) : undefined;
}

function language(values: FormValues): NewProfileInput["language"] {
  const value = text(values, "language");
  return isLocale(value) ? value : undefined;
}

function edits(values: FormValues): ProfileEdit {
  const ageRestriction = wholeNumber(values, "ageRestriction");
  const lang = language(values);
  return {
    name: text(values, "name"),
    ...(text(values, "avatar") === "" ? {} : { avatarAlias: text(values, "avatar") }),
    ...(lang === undefined ? {} : { language: lang }),
    ...(ageRestriction === undefined ? {} : { ageRestriction }),
  };
}

async function session(input: OperationInput) {
  if (input.token === undefined) throw new UserServiceError({ code: "407", status: 401 });
  return loadProfileSession(input.call, input.token);
}

/**
 * Profiles and parental control are the parent's to manage: from the master profile only (spec 7: the adult
 * default profile), so a kid, or a teen under a ceiling, cannot lift its own limits. Other profiles may
 * change their own name, avatar and language.
 */
function requireMaster(selected: AccountProfile | undefined): void {
  if (!selected || !isMasterProfile(selected)) throw new UserServiceError({ code: "MASTER_PROFILE_REQUIRED", status: 403 });
}

function mayEdit(selected: AccountProfile | undefined, id: string, edit: ProfileEdit, edited: AccountProfile | undefined): void {
  if (selected && isMasterProfile(selected)) return;
  const ownDetails = selected?.id === id && (edit.ageRestriction === undefined || edit.ageRestriction === edited?.ageRestriction);
  if (!ownDetails) throw new UserServiceError({ code: "MASTER_PROFILE_REQUIRED", status: 403 });
}

type Runner = (input: OperationInput) => Promise<Outcome>;

export const profileRunners: Record<ProfileOperation, Runner> = {
  "create-profile": async (input) => {
    const { caller, selected } = await session(input);
    requireMaster(selected);
    const ageRestriction = wholeNumber(input.values, "ageRestriction");
    const lang = language(input.values);
    await getServices().profiles.create(input.call, caller, {
      name: text(input.values, "name"),
      type: text(input.values, "type") === "KID" ? "KID" : "ADULT",
      avatarAlias: text(input.values, "avatar"),
      ...(ageRestriction === undefined ? {} : { ageRestriction }),
      ...(lang === undefined ? {} : { language: lang }),
    });
    return { kind: "done" };
  },
  "update-profile-details": async (input) => {
    const { caller, selected, profiles } = await session(input);
    const id = text(input.values, "profileId");
    const edit = edits(input.values);
    mayEdit(selected, id, edit, profiles.find((profile) => profile.id === id));
    await getServices().profiles.update(input.call, caller, id, edit);
    // The watched profile's language or restriction may have changed: the viewer ticket follows.
    return id === selected?.id ? { kind: "done", cookies: { kind: "refresh-viewer" } } : { kind: "done" };
  },
  "delete-profile": async (input) => {
    const { caller, selected } = await session(input);
    requireMaster(selected);
    await getServices().profiles.remove(input.call, caller, text(input.values, "profileId"));
    return { kind: "done" };
  },
  "set-pin": async (input) => {
    const { caller, selected } = await session(input);
    requireMaster(selected);
    const id = text(input.values, "profileId") || selected?.id;
    if (id === undefined) throw new Error("no profile to protect");
    await getServices().profiles.update(input.call, caller, id, { pin: text(input.values, "pin") });
    return { kind: "done", messageKey: "form.success.pinSaved" };
  },
  "parental-control": async (input) => {
    const { caller, selected } = await session(input);
    requireMaster(selected);
    await getServices().profiles.saveSettings(input.call, caller, { maxAgeRestriction: wholeNumber(input.values, "maxAgeRestriction") ?? null });
    // A limit without the master's PIN: a limited profile can never unlock what is above it. Say so, where the
    // screen offers to set one.
    return { kind: "done", messageKey: selected?.hasPin === true ? "form.success.parentalSaved" : "form.success.parentalSavedSetPin" };
  },
};
