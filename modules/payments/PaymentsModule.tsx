/**
 * The payment gateways' module (issue 29 §2), placed by a `module` block on the payment screens; the screens around
 * it (order summary, method list, texts) stay server-driven. `props.view`:
 * - `pay` (default): the form of the method the page selected (card, carrier billing or cash), for the package of
 *   `?package=`, priced by the pricing service for this viewer; in the native apps, their store too. Nothing when there is no package to pay for (the
 *   order summary says why).
 * - `status`: follows the order of `?order=` until the provider's notification settles it (PaymentStatus).
 * The method list offers only the gateways this build has (domain/subscription/paymentMethods.ts `builtGateways`).
 */
import { localizedHref } from "@/components/ui-context";
import { readServiceConfig } from "@/adapters/serviceConfig";
import type { OrderChoice } from "@/components/packages/packageChoice";
import { isPayable } from "@/domain/subscription/cashPayment";
import { formatMoney } from "@/domain/subscription/money";
import { billingAddressRequired, type PaymentMethodName } from "@/domain/subscription/paymentMethods";
import type { Locale } from "@/domain/types";
import { translator } from "@/locales/serverI18n";
import type { ModuleContext, ModuleProps } from "../registry";
import { BuyerRefusalLazy, CardPaymentLazy, CarrierPaymentLazy, CashPaymentLazy, InAppPaymentLazy, PaymentStatusLazy } from "./PaymentsLazy";
import { cardLabels, carrierLabels, cashLabels, errorsFor, inAppLabels, statusLabels } from "./paymentTexts";

type PackageOrder = Extract<OrderChoice, { kind: "package" }>;

/** The form of `method` for the package; null for a method this build has no form for. */
async function gatewayForm(method: PaymentMethodName, order: PackageOrder, locale: Locale, context: ModuleContext) {
  const { item, country } = order;
  const priceText = formatMoney(item.price, locale, country);
  const successPath = localizedHref(locale, "/hub/checkout-success");
  if (method === "creditCard") {
    return (
      <CardPaymentLazy
        locale={locale}
        packageId={item.id}
        amount={{ value: item.price.minor, currency: item.price.currency }}
        priceText={priceText}
        country={country}
        addressRequired={billingAddressRequired(country)}
        providerUrl={readServiceConfig().cardProviderURL}
        successPath={successPath}
        labels={cardLabels(locale)}
      />
    );
  }
  if (method === "mobilePay" && context.carrierContracts) {
    const contracts = await context.carrierContracts();
    const price = contracts.prices.get(item.id);
    // The operators bill only some packages (the mobile-only one among them): another one is said, not offered.
    if (!price || contracts.operators.length === 0) return <BuyerRefusalLazy message={errorsFor(locale)["product-unavailable"] ?? ""} />;
    const carrierPrice = formatMoney(price, locale, country);
    return <CarrierPaymentLazy locale={locale} packageId={item.id} country={country} operators={contracts.operators} priceText={carrierPrice} successPath={successPath} labels={carrierLabels(locale)} />;
  }
  if (method === "fawry" && context.cashReferences) {
    const now = new Date();
    const existing = (await context.cashReferences()).find((reference) => reference.productId === item.id && isPayable(reference, now));
    return (
      <CashPaymentLazy
        locale={locale}
        country={country}
        packageId={item.id}
        priceText={priceText}
        {...(existing ? { existing } : {})}
        paidPath={localizedHref(locale, "/hub/subscription-congrats")}
        labels={cashLabels(locale)}
      />
    );
  }
  if (method === "iTunes" || method === "googlePlay") {
    const store = method === "iTunes" ? "apple" : "google";
    return <InAppPaymentLazy locale={locale} store={store} packageId={item.id} priceText={priceText} successPath={successPath} labels={inAppLabels(locale, store)} />;
  }
  return null;
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
  if (order.kind !== "package" || method === undefined) return null;
  return gatewayForm(method, order, locale, context);
}
