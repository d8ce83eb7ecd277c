import type { ServiceLocale } from "../db/localizedText";
import { randomToken, sha256 } from "./secrets";
import type { UserDeps } from "./userDeps";
import type { UserRow } from "./userStore";

const wording = {
  verify: {
    ar: {
      subject: "أكّد بريدك الإلكتروني",
      text: "افتح هذا الرابط لتأكيد بريدك الإلكتروني (صالح 24 ساعة):",
      newPassword: "يؤدي التأكيد إلى تسجيل خروج كل الأجهزة من هذا الحساب ويطلب منك اختيار كلمة مرور جديدة: إذا أنشأه شخص آخر ببريدك الإلكتروني فلن يبقى له.",
    },
    en: {
      subject: "Confirm your email",
      text: "Open this link to confirm your email (valid for 24 hours):",
      newPassword: "Confirming signs every device out of this account and asks you to choose a new password: if someone else created it with your email, they lose it.",
    },
    fr: {
      subject: "Confirmez votre e-mail",
      text: "Ouvrez ce lien pour confirmer votre e-mail (valable 24 heures) :",
      newPassword:
        "La confirmation déconnecte tous les appareils de ce compte et vous demande de choisir un nouveau mot de passe : si quelqu'un d'autre l'a créé avec votre e-mail, il le perd.",
    },
  },
  reset: {
    ar: { subject: "إعادة تعيين كلمة المرور", text: "افتح هذا الرابط لاختيار كلمة مرور جديدة (صالح ساعة واحدة):" },
    en: { subject: "Reset your password", text: "Open this link to choose a new password (valid for 1 hour):" },
    fr: { subject: "Réinitialisez votre mot de passe", text: "Ouvrez ce lien pour choisir un nouveau mot de passe (valable 1 heure) :" },
  },
  otp: {
    ar: { subject: "رمز الدخول", text: "رمز الدخول الخاص بك (صالح 120 ثانية):" },
    en: { subject: "Your sign-in code", text: "Your sign-in code (valid for 120 seconds):" },
    fr: { subject: "Votre code de connexion", text: "Votre code de connexion (valable 120 secondes) :" },
  },
  otpLink: {
    ar: { subject: "رمز ربط رقم الهاتف", text: "رمز ربط هذا الرقم بحسابك في شاشا (صالح 120 ثانية):" },
    en: { subject: "Your code to link this number", text: "Your code to link this number to your Shasha account (valid for 120 seconds):" },
    fr: { subject: "Votre code pour associer ce numéro", text: "Votre code pour associer ce numéro à votre compte Shasha (valable 120 secondes) :" },
  },
  addEmail: {
    ar: { subject: "رمز إضافة بريدك الإلكتروني", text: "رمز إضافة هذا البريد الإلكتروني إلى حسابك في شاشا (صالح 10 دقائق):" },
    en: { subject: "Your code to add this email", text: "Your code to add this email to your Shasha account (valid for 10 minutes):" },
    fr: { subject: "Votre code pour ajouter cet e-mail", text: "Votre code pour ajouter cet e-mail à votre compte Shasha (valable 10 minutes) :" },
  },
  deleted: {
    ar: { subject: "تم حذف حسابك", text: "تم حذف حسابك وجميع ملفاته الشخصية. يمكنك إنشاء حساب جديد بهذا البريد الإلكتروني في أي وقت." },
    en: { subject: "Your account was deleted", text: "Your account and all its profiles were deleted. You can create a new account with this email at any time." },
    fr: {
      subject: "Votre compte a été supprimé",
      text: "Votre compte et tous ses profils ont été supprimés. Vous pouvez créer un nouveau compte avec cet e-mail à tout moment.",
    },
  },
} as const;

function appLink(deps: UserDeps, lang: ServiceLocale, page: string, code: string): string {
  return `${deps.appPublicUrl}/${lang}/hub/${page}?code=${encodeURIComponent(code)}`;
}

export function sendVerificationEmail(deps: UserDeps, row: UserRow, lang: ServiceLocale): void {
  if (row.email === null) return;
  const code = deps.codes.issue("verify-email", row.id);
  const link = appLink(deps, lang, "verification", code);
  // Someone may have signed up with an email that is not theirs: the owner hears that confirming takes the account
  // over (emailRoutes.ts proveMailbox), and the one who did sign up why they will choose their password again.
  const { subject, text, newPassword } = wording.verify[lang];
  const body = row.password_hash === null ? `${text}\n${link}` : `${text}\n${link}\n\n${newPassword}`;
  deps.outbox.send({ to: row.email, kind: "verify-email", subject, text: body, link, code });
}

/** For an unknown email it still makes and hashes a code (and stores nothing), so both take about as long. */
export function sendResetEmail(deps: UserDeps, email: string, row: UserRow | undefined, lang: ServiceLocale): void {
  if (row === undefined) {
    sha256(randomToken());
    return;
  }
  const code = deps.codes.issue("reset-password", row.id);
  const link = appLink(deps, lang, "reset-password", code);
  const { subject, text } = wording.reset[lang];
  deps.outbox.send({ to: email, kind: "reset-password", subject, text: `${text}\n${link}`, link, code });
}

/** A one-time code to `phone`, to sign in with or (`purpose` link) to link the number to a signed-in account. */
export function sendOtp(deps: UserDeps, phone: string, country: string, lang: ServiceLocale, purpose: "sign-in" | "link" = "sign-in"): void {
  const code = deps.codes.issue("otp", phone, country);
  const { subject, text } = wording[purpose === "link" ? "otpLink" : "otp"][lang];
  deps.outbox.send({ to: phone, kind: "otp", subject, text: `${text} ${code}`, code });
}

/** The receipt of a deletion; the outbox keeps it after the account is gone (it is the dev outbox's history). */
export function sendAccountDeletedEmail(deps: UserDeps, email: string, lang: ServiceLocale): void {
  const { subject, text } = wording.deleted[lang];
  deps.outbox.send({ to: email, kind: "account-deleted", subject, text });
}

/** Six digits to the email a phone account adds (addEmailPhoneLogin); the code is that account's (`detail`). */
export function sendAddEmailCode(deps: UserDeps, email: string, accountId: string, lang: ServiceLocale): void {
  const code = deps.codes.issue("add-email", email, accountId);
  const { subject, text } = wording.addEmail[lang];
  deps.outbox.send({ to: email, kind: "add-email", subject, text: `${text} ${code}`, code });
}
