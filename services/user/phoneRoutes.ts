import { z } from "zod";
import { pickLanguage } from "../http/pickLanguage";
import { jsonReply } from "../http/reply";
import { countryByIso2 } from "../../domain/countries";
import { codeLifeMs, type CodeRow } from "./codeStore";
import { sendOtp } from "./emailMessages";
import type { FaultHandler, FaultRoute } from "./faultRouter";
import { Fault, invalidInput, notFoundFault } from "./faults";
import { useTypedCode } from "./typedCode";
import { createUserWithProfile, readJson, signInReply, type UserDeps } from "./userDeps";

const phone = z.string().trim().regex(/^\+[1-9]\d{6,14}$/, "an E.164 number such as +962790000001");
export const sendBody = z.object({ phone, country: z.string().regex(/^[A-Za-z]{2}$/).transform((value) => value.toUpperCase()) });
export const otpBody = z.object({ phone, otp: z.string().trim().regex(/^\d{6}$/, "six digits") });
export const otpTtlSeconds = codeLifeMs.otp / 1000;

/** Spec 5: only countries with allowedToLinkMobile; the number must also carry that country's dial code. */
export function checkCountry(phoneNumber: string, iso2: string): void {
  const country = countryByIso2(iso2.toUpperCase());
  if (country === undefined || !country.allowedToLinkMobile) {
    throw new Fault(403, "MOBILE_LOGIN_NOT_ALLOWED", `Signing in by phone is not available in ${iso2}.`, { field: "phone" });
  }
  if (!phoneNumber.startsWith(`+${country.dialing_code}`)) {
    throw invalidInput(`A ${country.country_en} number starts with +${country.dialing_code}.`, "phone");
  }
}

/** The phone's newest code, if `otp` is it (typedCode.ts); the throttle counts tries per phone. */
export function useOtp(deps: UserDeps, phoneNumber: string, otp: string, address: string): CodeRow {
  return useTypedCode(deps, { kind: "otp", target: phoneNumber, code: otp, address, guessKey: `phone:${phoneNumber}` });
}

export function phoneRoutes(deps: UserDeps): FaultRoute[] {
  const route = (path: string, handler: FaultHandler): FaultRoute => ({ method: "POST", pattern: `/user${path}`, handler });
  const send = (existingOnly: boolean): FaultHandler => async (request) => {
    const body = await readJson(request, sendBody);
    checkCountry(body.phone, body.country);
    // Counted before the account is looked up: whether a number has an account is told no faster than codes are
    // sent (per number and per address), so numbers cannot be tried at full speed. A new user's login attempt and
    // the sign-up code after it are two of the number's five an hour.
    deps.throttle.send("otp", body.phone, request.clientAddress, "phone");
    if (existingOnly && deps.users.byPhone(body.phone) === undefined) {
      throw notFoundFault("No account uses this phone number; sign up first.", "phone");
    }
    sendOtp(deps, body.phone, body.country, pickLanguage(request.headers));
    return jsonReply({ ok: true, otpTtlSeconds });
  };
  const validate: FaultHandler = async (request) => {
    const body = await readJson(request, otpBody);
    const latest = useOtp(deps, body.phone, body.otp, request.clientAddress);
    const existing = deps.users.byPhone(body.phone);
    if (existing !== undefined) return jsonReply(signInReply(deps, existing, request));
    // Sign-up by phone: the account is created by the first successful code.
    const created = createUserWithProfile(deps, {
      email: null,
      phone: body.phone,
      passwordHash: null,
      firstName: "",
      lastName: "",
      country: latest.detail || "JO",
      loginProvider: "phone",
      emailVerified: false,
      subscribeToPromotion: false,
      subscribeToNewsLetter: false,
    }, pickLanguage(request.headers));
    return jsonReply(signInReply(deps, created, request, true));
  };
  return [
    route("/phoneNumberLogin", send(true)),
    route("/sendPhoneVerificationCode", send(false)),
    route("/v2/sendPhoneVerificationCode", send(false)),
    route("/validateOTP", validate),
    route("/phoneLogin/otp", validate),
  ];
}
