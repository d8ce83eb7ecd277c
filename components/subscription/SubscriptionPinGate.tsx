/**
 * The subscription pages' PIN step (spec 3 "Profile state": `isPassedPinCodeOnSubscription`, issue 29): where the
 * account has a PIN, a session gives it once before it may see the pages that buy, change or cancel the subscription
 * (the route table's `subscriptionPin` rows). The page's only heading; the form is SubscriptionPinForm.
 */
import type { Locale } from "@/domain/types";
import { translator } from "@/locales/serverI18n";
import { SubscriptionPinForm, type SubscriptionPinTexts } from "./SubscriptionPinForm";
import styles from "./subscription.module.css";

const refusals = ["pin-invalid", "throttled", "not-allowed", "signed-out", "unavailable"] as const;

export function subscriptionPinTexts(locale: Locale): SubscriptionPinTexts {
  const t = translator(locale, "blocks");
  return {
    title: t("subscription.pin.title"),
    body: t("subscription.pin.body"),
    label: t("subscription.pin.label"),
    hint: t("subscription.pin.hint"),
    submit: t("subscription.pin.submit"),
    busy: t("subscription.busy"),
    refusals: Object.fromEntries(refusals.map((code) => [code, t(`subscription.pin.refusals.${code}`)])),
  };
}

export function SubscriptionPinGate({ locale, texts }: { locale: Locale; texts: SubscriptionPinTexts }) {
  return (
    <section className={styles.manage} aria-labelledby="subscription-pin-title">
      <h1 className={styles.heading} id="subscription-pin-title">
        {texts.title}
      </h1>
      <p className={styles.line}>{texts.body}</p>
      <SubscriptionPinForm lang={locale} texts={texts} />
    </section>
  );
}
