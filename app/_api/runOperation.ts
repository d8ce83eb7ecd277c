/**
 * Each form operation as user-service calls (docs/user-service.md). The values were checked against the
 * layout already; only what an operation accepts is read from them, so extra layout fields (a nickname the
 * CRM team added) never reach the service.
 */
import { getServices, type CallContext, type NewAccount, type ProfileChanges, UserServiceError } from "@/app/_server/services";
import type { SignedIn } from "@/domain/account";
import type { FormValues } from "@/domain/forms/fieldRules";
import type { FormOperation } from "@/domain/forms/operations";
import { profileRunners } from "./profileOperations";
import { endSession } from "@/app/_session/signOut";
import { pairDevice } from "./devicePairing";

/**
 * What a finished operation changes in the browser's session cookies besides its reply: signing out, or a
 * viewer ticket derived anew (the watched profile changed).
 */
export type CookieEffect = { kind: "sign-out" } | { kind: "refresh-viewer" };

export type Outcome =
  | { kind: "signed-in"; signedIn: SignedIn }
  /**
   * Done. `messageKey` (blocks namespace, with `messageParams`) when the form stays on the page to say so;
   * `redirectTo` (a site path) when the page must change; `cookies` when the session cookies do.
   */
  | { kind: "done"; messageKey?: string; messageParams?: Record<string, number>; redirectTo?: string; cookies?: CookieEffect };

export interface OperationInput {
  values: FormValues;
  call: CallContext;
  token: string | undefined;
  /** link-account, social-registration: this browser's grant of a refused social sign-in (app/_session/socialGrants.ts). */
  socialGrant?: string | undefined;
  /** sign-up: the platform the layout's form registers on (FormBlock `platform`, the server's copy of the layout). */
  platform?: NewAccount["platform"];
}

const text = (values: FormValues, name: string): string => {
  const value = values[name];
  return typeof value === "string" ? value.trim() : "";
};

/** Passwords are sent exactly as typed. */
const secret = (values: FormValues, name: string): string => {
  const value = values[name];
  return typeof value === "string" ? value : "";
};

function optionalText<K extends string>(values: FormValues, names: readonly K[]): Partial<Record<K, string>> {
  const picked: Partial<Record<K, string>> = {};
  for (const name of names) if (text(values, name) !== "") picked[name] = text(values, name);
  return picked;
}

function optionalFlags<K extends string>(values: FormValues, names: readonly K[]): Partial<Record<K, boolean>> {
  const picked: Partial<Record<K, boolean>> = {};
  for (const name of names) {
    const value = values[name];
    if (typeof value === "boolean") picked[name] = value;
  }
  return picked;
}

function profileChanges(values: FormValues): ProfileChanges {
  return {
    ...optionalText(values, ["firstName", "lastName", "country"] as const),
    ...optionalFlags(values, ["subscribeToPromotion", "subscribeToNewsLetter"] as const),
  };
}

/** A code for an existing phone account, else the sign-up code of a new number. */
async function sendCode(call: CallContext, phone: string, country: string): Promise<Outcome> {
  const user = getServices().user;
  try {
    await user.phoneNumberLogin(call, phone, country);
  } catch (error) {
    if (!(error instanceof UserServiceError && error.code === "NOT_FOUND")) throw error;
    await user.sendPhoneVerificationCode(call, phone, country);
  }
  return { kind: "done", messageKey: "form.success.otpSent" };
}

function requireToken(token: string | undefined): string {
  if (token === undefined) throw new UserServiceError({ code: "407", status: 401 });
  return token;
}

/** A form whose first submit sends a code and whose second, with the `otp` field's code, proves it (link-phone, add-email). */
async function codeSteps(values: FormValues, send: () => Promise<void>, prove: (otp: string) => Promise<unknown>, sentKey: string, provedKey: string): Promise<Outcome> {
  const otp = text(values, "otp");
  if (otp === "") await send();
  else await prove(otp);
  return { kind: "done", messageKey: otp === "" ? sentKey : provedKey };
}

/** A form that finishes a social sign-in without its grant (expired, spent, another browser) says to sign in again. */
function requireGrant(grant: string | undefined): string {
  if (grant === undefined) throw new UserServiceError({ code: "LINK_EXPIRED", status: 400 });
  return grant;
}

async function signUp({ values, call, platform }: OperationInput): Promise<Outcome> {
  const user = getServices().user;
  const account: NewAccount = { email: text(values, "email"), password: secret(values, "password"), ...profileChanges(values), platform: platform ?? "web" };
  return { kind: "signed-in", signedIn: await user.createAccount(call, account) };
}

/**
 * Same words whatever happened, so the form never tells whether an email has an account. Except "too many
 * attempts": the service counts unknown emails too, so saying it tells nothing, and silence would hide the wait.
 */
async function resetRequest({ values, call }: OperationInput): Promise<Outcome> {
  try {
    await getServices().user.sendResetPasswordEmail(call, text(values, "email"));
  } catch (error) {
    if (!(error instanceof UserServiceError) || error.isThrottled) throw error;
  }
  return { kind: "done", messageKey: "form.success.resetSent" };
}

/**
 * The account goes, and this browser is signed out with it. The confirm box is checked here too: a layout
 * that lost its `required` rule must still not delete an account on an unticked box.
 */
async function deleteAccount({ values, call, token }: OperationInput): Promise<Outcome> {
  if (values.confirm !== true) throw new UserServiceError({ code: "INVALID_INPUT", status: 400, field: "confirm" });
  const password = secret(values, "password");
  await getServices().user.deleteAccount(call, requireToken(token), password === "" ? undefined : password);
  return { kind: "done", redirectTo: "/?accountDeleted=true", cookies: { kind: "sign-out" } };
}

type Runner = (input: OperationInput) => Promise<Outcome>;

const runners: Record<FormOperation, Runner> = {
  "sign-in": async ({ values, call }) => ({
    kind: "signed-in",
    signedIn: await getServices().user.authenticate(call, text(values, "email"), secret(values, "password")),
  }),
  "sign-up": signUp,
  "phone-sign-in": async ({ values, call }) =>
    text(values, "otp") === ""
      ? sendCode(call, text(values, "phone"), text(values, "country"))
      : { kind: "signed-in", signedIn: await getServices().user.validateOTP(call, text(values, "phone"), text(values, "otp")) },
  "send-otp": ({ values, call }) => sendCode(call, text(values, "phone"), text(values, "country")),
  "verify-otp": async ({ values, call }) => ({
    kind: "signed-in",
    signedIn: await getServices().user.validateOTP(call, text(values, "phone"), text(values, "otp")),
  }),
  "reset-request": resetRequest,
  reset: async ({ values, call }) => {
    await getServices().user.resetPassword(call, text(values, "code"), secret(values, "newPassword"));
    return { kind: "done" };
  },
  "change-password": async ({ values, call, token }) => {
    await getServices().user.updatePassword(call, requireToken(token), secret(values, "currentPassword"), secret(values, "newPassword"));
    return { kind: "done", messageKey: "form.success.passwordChanged" };
  },
  "update-profile": async ({ values, call, token }) => {
    await getServices().user.updateProfile(call, requireToken(token), profileChanges(values));
    return { kind: "done", messageKey: "form.success.profileSaved" };
  },
  "update-marketing": async ({ values, call, token }) => {
    await getServices().user.updateProfile(call, requireToken(token), optionalFlags(values, ["subscribeToPromotion", "subscribeToNewsLetter"] as const));
    return { kind: "done", messageKey: "form.success.choicesSaved" };
  },
  "set-password": async ({ values, call, token }) => {
    await getServices().user.setPassword(call, requireToken(token), secret(values, "newPassword"));
    return { kind: "done", messageKey: "form.success.passwordSet" };
  },
  "delete-account": deleteAccount,
  "sign-out-other-devices": async ({ call, token }) => {
    const count = await getServices().user.killSessions(call, requireToken(token));
    return { kind: "done", messageKey: "form.success.otherDevicesSignedOut", messageParams: { count } };
  },
  "pair-device": async ({ values, call, token }) => {
    await pairDevice(call, requireToken(token), text(values, "pairingCode"));
    return { kind: "done", messageKey: "form.success.devicePaired" };
  },
  "sign-out": async ({ call, token }) => {
    await endSession(call, token);
    return { kind: "done", redirectTo: "/", cookies: { kind: "sign-out" } };
  },
  "link-account": async ({ values, call, socialGrant }) => ({
    kind: "signed-in",
    signedIn: await getServices().user.linkAccounts(call, requireGrant(socialGrant), secret(values, "password")),
  }),
  "link-phone": async ({ values, call, token }) => {
    const [user, session, phone] = [getServices().user, requireToken(token), text(values, "phone")];
    const send = () => user.linkPhoneSendCode(call, session, phone, text(values, "country"));
    return codeSteps(values, send, (otp) => user.linkPhone(call, session, phone, otp), "form.success.otpSent", "form.success.phoneLinked");
  },
  "add-email": async ({ values, call, token }) => {
    const [user, session, email] = [getServices().user, requireToken(token), text(values, "email")];
    const send = () => user.addEmailSendCode(call, session, email);
    return codeSteps(values, send, (otp) => user.addEmail(call, session, email, otp), "form.success.emailCodeSent", "form.success.emailAdded");
  },
  "link-box": async ({ values, call, token }) => {
    const label = text(values, "label");
    const box = { deviceSerial: text(values, "deviceSerial"), linkCode: text(values, "linkCode"), ...(label === "" ? {} : { label }) };
    await getServices().devices.linkBox(call, requireToken(token), box);
    return { kind: "done", messageKey: "form.success.boxLinked" };
  },
  "social-registration": async ({ values, call, socialGrant }) => ({
    kind: "signed-in",
    signedIn: await getServices().user.createSocialLoginAccount(call, requireGrant(socialGrant), {
      email: text(values, "email"),
      ...optionalFlags(values, ["subscribeToPromotion", "subscribeToNewsLetter"] as const),
    }),
  }),
  ...profileRunners,
};

export function runOperation(operation: FormOperation, input: OperationInput): Promise<Outcome> {
  return runners[operation](input);
}
