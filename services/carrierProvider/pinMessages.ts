/**
 * The PIN's SMS, in the contract's language, as a row of the suite's `outbox` table (services/user/outbox.ts: nothing
 * leaves the machine; the e2e tests read it through GET /user/dev/outbox?to=). Kind `otp`, the PIN as the row's code,
 * so an outbox that does not keep secrets (production without the development defaults) keeps neither.
 */
import type { ServiceLocale } from "../db/localizedText";
import type { Outbox } from "../user/outbox";

const wording: Readonly<Record<ServiceLocale, { subject: string; text: (pin: string) => string }>> = {
  ar: { subject: "رمز اشتراك شاشا", text: (pin) => `رمز تأكيد اشتراكك في شاشا هو ${pin}. تنتهي صلاحيته خلال دقيقتين. لا تشاركه مع أحد.` },
  en: { subject: "Your Shasha subscription code", text: (pin) => `Your Shasha subscription code is ${pin}. It expires in 2 minutes. Do not share it.` },
  fr: { subject: "Votre code d’abonnement Shasha", text: (pin) => `Votre code d’abonnement Shasha est ${pin}. Il expire dans 2 minutes. Ne le partagez pas.` },
};

export function sendPinSms(outbox: Outbox, msisdn: string, language: ServiceLocale, pin: string): void {
  const { subject, text } = wording[language];
  outbox.send({ to: msisdn, kind: "otp", subject, text: text(pin), code: pin });
}
