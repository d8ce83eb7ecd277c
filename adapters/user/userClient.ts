/**
 * The user service adapter (docs/user-service.md, spec 7 "User service"): sign-in by email, phone and
 * social code, accounts, passwords and sessions. Every reply is checked with zod and reshaped to domain
 * types; a fault reply becomes a UserServiceError.
 */
import type { AccountUser, SignedIn } from "@/domain/account";
import { createHttpClient, hashingCallTimeoutMs, type CallContext, type HttpClient } from "../http/httpClient";
import { profileHeaders, type HeaderProfile } from "./profileHeaders";
import { toAccountUser, toSignedIn } from "./toAccount";
import { faultsAsErrors } from "./UserServiceError";
import { killSessionsReply, okReply, otpSentReply, signInReply, userReply, verifyReply } from "./wire";
import { z } from "zod";
import { botCheckedPaths, botCheckHeader } from "@/domain/botCheck";

/** GET /userData, of which only the phone the phone sign-in proved is read. */
const ownPhoneReply = z.object({ user: z.object({ phoneLogin: z.string().optional() }) });

export interface NewAccount {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  country?: string;
  subscribeToPromotion?: boolean;
  subscribeToNewsLetter?: boolean;
  /** Where the account is registered (spec 2 web-, android- and ios-registration). */
  platform?: "web" | "android" | "ios";
}

/** What a social registration gives beside its token: the email, and the CRM lists it opts into. */
export type SocialRegistration = Pick<NewAccount, "email" | "subscribeToPromotion" | "subscribeToNewsLetter">;

export type ProfileChanges = Partial<Omit<NewAccount, "email" | "password" | "platform">>;

/** What confirming an email did: the account, and the grant to set a new password when the proof requires one. */
export interface EmailProof {
  user: AccountUser;
  passwordResetCode?: string;
}

const socialReply = signInReply.extend({ UID: z.string(), newUser: z.boolean() });

/** POST /crm/unsubscribe: the list a CRM email's link turned off, and the address it went to, masked (`j***@example.com`). */
const crmUnsubscribeReply = z.object({ list: z.enum(["promotions", "newsletter", "all"]), email: z.string() });
export type CrmUnsubscribed = z.output<typeof crmUnsubscribeReply>;

/** The user service's calls that hash or check a password (services/user/accountRoutes.ts, emailRoutes.ts). */
const hashingPaths: ReadonlySet<string> = new Set(["/authenticate", "/createAccount", "/updatePassword", "/deleteAccount", "/resetPassword", "/linkAccounts"]);

export class UserClient {
  private readonly http: HttpClient;

  private readonly hashingTimeoutMs: number;

  /** `timeoutMs` and `hashingTimeoutMs` (a call that hashes a password, httpClient.ts) are for tests. */
  constructor(options: { baseURL: string; fetchImpl?: typeof fetch; timeoutMs?: number; hashingTimeoutMs?: number }) {
    this.http = createHttpClient({ service: "user", baseURL: options.baseURL, fetchImpl: options.fetchImpl, defaultTimeoutMs: options.timeoutMs });
    this.hashingTimeoutMs = options.hashingTimeoutMs ?? hashingCallTimeoutMs;
  }

  private post<T>(path: string, ctx: CallContext, schema: z.ZodType<T>, body: unknown, token?: string): Promise<T> {
    // The browser's bot-check token goes only where the service asks for one (spec 4).
    const headers: Record<string, string> = {
      ...(ctx.botCheck !== undefined && botCheckedPaths.includes(path) ? { [botCheckHeader]: ctx.botCheck } : {}),
      ...(token === undefined ? {} : { token }),
    };
    const timeout = hashingPaths.has(path) ? { timeoutMs: this.hashingTimeoutMs } : {};
    return faultsAsErrors(this.http.send(path, ctx, { method: "POST", body, schema, ...timeout, headers }));
  }

  async authenticate(ctx: CallContext, email: string, password: string): Promise<SignedIn> {
    return toSignedIn(await this.post("/authenticate", ctx, signInReply, { email, password }));
  }

  /** The new account, signed in: the service answers with its session (one password hash per sign-up). */
  async createAccount(ctx: CallContext, account: NewAccount): Promise<SignedIn> {
    return toSignedIn(await this.post("/createAccount", ctx, signInReply, account));
  }

  async logout(ctx: CallContext, token: string): Promise<void> {
    await this.post("/logout", ctx, okReply, {}, token);
  }

  /** Profile-aware (spec 7): with the selected profile, its profile and profile-key headers go along. */
  /**
   * The account's own phone number (E.164, as the phone sign-in proved it: the number the carrier's one-tap purchase
   * charges), or undefined without one. Kept out of AccountUser, which reaches the browser: the caller masks it.
   */
  async ownPhone(ctx: CallContext, token: string): Promise<string | undefined> {
    const reply = await faultsAsErrors(this.http.get("/userData", ctx, { schema: ownPhoneReply, headers: { token } }));
    return reply.user.phoneLogin;
  }

  async userData(ctx: CallContext, token: string, profile?: HeaderProfile): Promise<AccountUser> {
    const reply = await faultsAsErrors(this.http.get("/userData", ctx, { schema: userReply, headers: profileHeaders(token, profile) }));
    return toAccountUser(reply.user);
  }

  async updateProfile(ctx: CallContext, token: string, changes: ProfileChanges): Promise<AccountUser> {
    return toAccountUser((await this.post("/updateProfile", ctx, userReply, changes, token)).user);
  }

  /**
   * Spec 7 linkPhoneEmailLogin, in two steps: without `otp` it sends the number a code (where allowedToLinkMobile);
   * with it, the number becomes the signed-in account's sign-in number and the account is answered.
   */
  async linkPhoneSendCode(ctx: CallContext, token: string, phone: string, country: string): Promise<void> {
    await this.post("/linkPhoneEmailLogin", ctx, otpSentReply, { phone, country }, token);
  }

  async linkPhone(ctx: CallContext, token: string, phone: string, otp: string): Promise<AccountUser> {
    return toAccountUser((await this.post("/linkPhoneEmailLogin", ctx, userReply, { phone, otp }, token)).user);
  }

  /**
   * Spec 7 addEmailPhoneLogin, in two steps: without `otp` it mails six digits to `email`; with them, the email is the
   * signed-in (phone) account's, verified, and the account is answered.
   */
  async addEmailSendCode(ctx: CallContext, token: string, email: string): Promise<void> {
    await this.post("/addEmailPhoneLogin", ctx, otpSentReply, { email }, token);
  }

  async addEmail(ctx: CallContext, token: string, email: string, otp: string): Promise<AccountUser> {
    return toAccountUser((await this.post("/addEmailPhoneLogin", ctx, userReply, { email, otp }, token)).user);
  }

  async updatePassword(ctx: CallContext, token: string, currentPassword: string, newPassword: string): Promise<void> {
    await this.post("/updatePassword", ctx, okReply, { currentPassword, newPassword }, token);
  }

  /**
   * Spec 2 "set-password": the first password of an account that has none (social, phone). Refused with
   * PASSWORD_ALREADY_SET when it has one, EMAIL_REQUIRED when it has no email to sign in with.
   */
  async setPassword(ctx: CallContext, token: string, newPassword: string): Promise<void> {
    await this.post("/updatePassword", ctx, okReply, { newPassword }, token);
  }

  /** Deletes the account and everything of it; an account with a password must send it (field password). */
  async deleteAccount(ctx: CallContext, token: string, password?: string): Promise<void> {
    await this.post("/deleteAccount", ctx, okReply, password === undefined ? {} : { password }, token);
  }

  /** Signs out every other device of the account; resolves to how many sessions that ended. */
  async killSessions(ctx: CallContext, token: string): Promise<number> {
    return (await this.post("/killSessions", ctx, killSessionsReply, {}, token)).revoked;
  }

  /**
   * Confirms the email of the link's code (single use). With `passwordResetCode` the account's earlier password is
   * gone and every session of it ended: the verifier must set a new one with that code (resetPassword).
   */
  /** `token`: the verifying browser's session, if any; one of this very account makes it a plain confirmation. */
  async verifyEmail(ctx: CallContext, code: string, token?: string): Promise<EmailProof> {
    const reply = await this.post("/v2/verify-email", ctx, verifyReply, { code }, token);
    return { user: toAccountUser(reply.user), ...(reply.passwordResetCode === undefined ? {} : { passwordResetCode: reply.passwordResetCode }) };
  }

  /**
   * Turns off the emails of a CRM email's link (docs/user-service.md "CRM email links"). No session: the code is the
   * authority; a bad, expired or orphaned one is INVALID_INPUT field `code`.
   */
  async crmUnsubscribe(ctx: CallContext, code: string): Promise<CrmUnsubscribed> {
    return this.post("/crm/unsubscribe", ctx, crmUnsubscribeReply, { code });
  }

  async sendResetPasswordEmail(ctx: CallContext, email: string): Promise<void> {
    await this.post("/sendResetPasswordEmail", ctx, okReply, { email });
  }

  async resetPassword(ctx: CallContext, code: string, newPassword: string): Promise<void> {
    await this.post("/resetPassword", ctx, okReply, { code, newPassword });
  }

  /** An OTP for an existing phone account (NOT_FOUND field phone when there is none). */
  async phoneNumberLogin(ctx: CallContext, phone: string, country: string): Promise<void> {
    await this.post("/phoneNumberLogin", ctx, otpSentReply, { phone, country });
  }

  /** An OTP for any number: the first good code of a new number creates the account. */
  async sendPhoneVerificationCode(ctx: CallContext, phone: string, country: string): Promise<void> {
    await this.post("/sendPhoneVerificationCode", ctx, otpSentReply, { phone, country });
  }

  async validateOTP(ctx: CallContext, phone: string, otp: string): Promise<SignedIn> {
    return toSignedIn(await this.post("/validateOTP", ctx, signInReply, { phone, otp }));
  }

  /** The stand-in provider's code exchanged for the social-login result and a session. */
  async socialToken(ctx: CallContext, code: string): Promise<SignedIn & { newUser: boolean }> {
    const reply = await this.post("/social/token", ctx, socialReply, { code });
    return { ...toSignedIn(reply), newUser: reply.newUser };
  }

  /** Spec 7 linkAccounts: the identity of a sign-in refused with a link token joins the account whose password this is. */
  async linkAccounts(ctx: CallContext, linkToken: string, password: string): Promise<SignedIn> {
    return toSignedIn(await this.post("/linkAccounts", ctx, socialReply, { linkToken, password }));
  }

  /**
   * Spec 7 createSocialLoginAccount: the account of a social sign-in refused with a registration token (its provider
   * shared no email), with the email the person gives; the reply signs them in.
   */
  async createSocialLoginAccount(ctx: CallContext, registrationToken: string, account: SocialRegistration): Promise<SignedIn> {
    return toSignedIn(await this.post("/createSocialLoginAccount", ctx, socialReply, { registrationToken, ...account }));
  }
}
