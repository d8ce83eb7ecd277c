/**
 * The payment gateways' module (issue 29 §2), placed by a `module` block on the payment screens; the screens around
 * it (order summary, method list, texts) stay server-driven. `props.view`:
 * - `pay` (default): the form of the method the page selected, for the package of `?package=`, priced by the
 *   pricing service for this viewer. Nothing when there is no package to pay for (the order summary says why).
 * - `status`: follows the order of `?order=` until the provider's notification settles it (PaymentStatus).
 * Only the card gateway exists in this build; the method list offers no other (domain/subscription/paymentMethods.ts).
 */
import { localizedHref } from "@/components/ui-context";
import { readServiceConfig } from "@/adapters/serviceConfig";
import { formatMoney } from "@/domain/subscription/money";
import { billingAddressRequired } from "@/domain/subscription/paymentMethods";
import type { Locale } from "@/domain/types";
import { translator } from "@/locales/serverI18n";
import type { ModuleProps } from "../registry";
import type { CardLabels, StatusLabels } from "./paymentLabels";
import { BuyerRefusalLazy, CardPaymentLazy, PaymentStatusLazy } from "./PaymentsLazy";

/** The provider's refusal reasons and the app's own refusals, each with its message's key. */
const refusalKeys: Record<string, string> = {
  generic: "generic",
  Refused: "declined",
  "Not enough balance": "insufficientFunds",
  "Expired Card": "expiredCard",
  "3D Not Authenticated": "notAuthenticated",
  "Invalid card token": "cardToken",
  "price-changed": "priceChanged",
  "address-required": "addressRequired",
  "already-subscribed": "alreadySubscribed",
  "kid-profile": "kidProfile",
  "product-unavailable": "productUnavailable",
  "order-unknown": "orderUnknown",
  "payment-pending": "paymentPending",
  unavailable: "unavailable",
};

function errorsFor(locale: Locale): Record<string, string> {
  const t = translator(locale, "blocks");
  return Object.fromEntries(Object.entries(refusalKeys).map(([code, key]) => [code, t(`payments.errors.${key}`)]));
}

function cardLabels(locale: Locale): CardLabels {
  const t = translator(locale, "blocks");
  const key = (name: string) => t(`payments.card.${name}`);
  return {
    frameTitle: key("frameTitle"),
    loading: key("loading"),
    pay: key("pay"),
    paying: key("paying"),
    addressHeading: key("addressHeading"),
    addressLine1: key("addressLine1"),
    city: key("city"),
    zip: key("zip"),
    state: key("state"),
    optional: key("optional"),
    required: key("required"),
    secureNote: key("secureNote"),
    errors: errorsFor(locale),
  };
}

function statusLabels(locale: Locale): StatusLabels {
  const t = translator(locale, "blocks");
  const key = (name: string) => t(`payments.status.${name}`);
  return {
    checking: key("checking"),
    confirming: key("confirming"),
    slow: key("slow"),
    paid: key("paid"),
    refused: key("refused"),
    tryAgain: key("tryAgain"),
    manage: key("manage"),
    errors: errorsFor(locale),
  };
}

export async function PaymentsModule({ locale, props, context }: ModuleProps) {
  if (props.view === "status") {
    return (
      <PaymentStatusLazy
        orderId={context.orderId}
        paidPath={localizedHref(locale, "/hub/subscription-congrats")}
        retryPath={localizedHref(locale, "/hub/payment-methods")}
        managePath={localizedHref(locale, "/hub/manage-subscriptions")}
        labels={statusLabels(locale)}
      />
    );
  }
  const { order, method, refusal } = await context.checkout();
  // A viewer who cannot buy here is told so in place of the form; a subscriber is sent to their account.
  if (refusal) {
    const message = errorsFor(locale)[refusal] ?? "";
    if (refusal === "kid-profile") return <BuyerRefusalLazy message={message} />;
    return <BuyerRefusalLazy message={message} link={{ href: localizedHref(locale, "/hub/manage-subscriptions"), label: translator(locale, "blocks")("payments.status.manage") }} />;
  }
  if (order.kind !== "package" || method !== "creditCard") return null;
  const { item, country } = order;
  return (
    <CardPaymentLazy
      locale={locale}
      packageId={item.id}
      amount={{ value: item.price.minor, currency: item.price.currency }}
      priceText={formatMoney(item.price, locale, country)}
      country={country}
      addressRequired={billingAddressRequired(country)}
      providerUrl={readServiceConfig().cardProviderURL}
      successPath={localizedHref(locale, "/hub/checkout-success")}
      labels={cardLabels(locale)}
    />
  );
}
