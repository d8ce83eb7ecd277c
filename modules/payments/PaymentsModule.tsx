/**
 * The payment gateways' module (issue 29 §2), placed by a `module` block on the payment screens; the screens around
 * it (order summary, method list, texts) stay server-driven. `props.view`:
 * - `pay` (default): the form of the method the page selected (card, carrier billing or cash), for the package of
 *   `?package=`, priced by the pricing service for this viewer; in the native apps, their store too. Nothing when there is no package to pay for (the
 *   order summary says why).
 * - `status`: follows the order of `?order=` until the provider's notification settles it (PaymentStatus).
 * - `code`: a coupon or voucher code, what it gives and redeeming it (CodeRedemption).
 * - `deal`: the partner's deal of the route's `dealParam`, and taking it (DealOffer).
 * - `card-change`: another card as the saved one (the card form, charging nothing); `card-status`: that change's
 *   order of `?order=` until the provider's notification saves the card.
 * The method list offers only the gateways this build has (domain/subscription/paymentMethods.ts `builtGateways`).
 */
import { localizedHref } from "@/components/ui-context";
import { readServiceConfig } from "@/adapters/serviceConfig";
import type { OrderChoice } from "@/components/packages/packageChoice";
import { cardPaymentRefusal } from "@/adapters/subscription/cardPayments";
import type { ReservedPrice } from "@/domain/subscription/codes";
import { isPayable } from "@/domain/subscription/cashPayment";
import { formatMoney } from "@/domain/subscription/money";
import { billingAddressRequired, type PaymentMethodName } from "@/domain/subscription/paymentMethods";
import type { Locale } from "@/domain/types";
import { translator } from "@/locales/serverI18n";
import type { ModuleContext, ModuleProps } from "../registry";
import { BuyerRefusalLazy, CardPaymentLazy, CarrierPaymentLazy, CashPaymentLazy, CodeRedemptionLazy, DealOfferLazy, InAppPaymentLazy, PaymentStatusLazy } from "./PaymentsLazy";
import { cardLabels, carrierLabels, cashLabels, codeLabels, dealLabels, errorsFor, inAppLabels, statusLabels } from "./paymentTexts";

type PackageOrder = Extract<OrderChoice, { kind: "package" }>;

type ReservationState = { kind: "none" } | { kind: "reserved"; reserved: ReservedPrice; note: string } | { kind: "refused"; message: string };

/** The coupon or deal of the page's `?coupon=` or `?deal=`, priced for the package by the service; its refusal in words. */
async function reservationFor(context: ModuleContext, packageId: string, locale: Locale, country: string): Promise<ReservationState> {
  if (!context.reservation || !context.reservedPrice) return { kind: "none" };
  try {
    const reserved = await context.reservedPrice(context.reservation, packageId);
    const t = translator(locale, "blocks");
    const months = t("payments.code.months", { count: reserved.periods });
    const key = `payments.code.${context.reservation.kind}Applied`;
    const note = t(key, { months, price: formatMoney(reserved.price, locale, country), regular: formatMoney(reserved.regularPrice, locale, country) });
    return { kind: "reserved", reserved, note };
  } catch (error) {
    const refusal = cardPaymentRefusal(error);
    // No answer from the service is the block's failure (the renderer reports it), not a verdict on the coupon.
    if (!refusal) throw error;
    return { kind: "refused", message: errorsFor(locale)[reservationRefusal(refusal.code)] ?? "" };
  }
}

/** Why a coupon, deal or offer price cannot be had, as the payment page's refusal words name it. */
function reservationRefusal(code: string): string {
  if (code.startsWith("OFFER_")) return "offer-unavailable";
  if (code === "COUPON_USED" || code === "DEAL_REDEMPTION_USED") return "code-redeemed";
  return code === "EXPIRED" || code === "DEAL_ENDED" ? "code-expired" : "code-unknown";
}

/** The form of `method` for the package; null for a method this build has no form for. */
async function gatewayForm(method: PaymentMethodName, order: PackageOrder, locale: Locale, context: ModuleContext) {
  const { item, country } = order;
  const priceText = formatMoney(item.price, locale, country);
  const successPath = localizedHref(locale, "/hub/checkout-success");
  if (method === "creditCard") {
    const reserved = await reservationFor(context, item.id, locale, country);
    if (reserved.kind === "refused") return <BuyerRefusalLazy message={reserved.message} />;
    const price = reserved.kind === "reserved" ? reserved.reserved.price : item.price;
    return (
      <CardPaymentLazy
        locale={locale}
        purpose={{
          kind: "purchase",
          packageId: item.id,
          amount: { value: price.minor, currency: price.currency },
          priceText: formatMoney(price, locale, country),
          ...(reserved.kind === "reserved" ? { reservation: { ...reserved.reserved.reservation, note: reserved.note } } : {}),
        }}
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

/** The deal of the route's `dealParam`; an unknown or ended one is said so. */
async function dealView(locale: Locale, context: ModuleContext) {
  const { dealParam } = context;
  if (!dealParam) return null;
  // A guest (the partners link here) signs in first and comes back to the deal.
  if (!context.deal) {
    const back = encodeURIComponent(`/hub/deal-landing/${dealParam}`);
    const t = translator(locale, "blocks");
    return <BuyerRefusalLazy message={t("payments.deal.signIn")} link={{ href: localizedHref(locale, `/hub/login?redirect=${back}`), label: t("payments.deal.signInLink") }} />;
  }
  try {
    const deal = await context.deal(dealParam);
    const paths = { successPath: localizedHref(locale, "/hub/checkout-success"), paymentPath: localizedHref(locale, "/hub/payment-methods") };
    return <DealOfferLazy locale={locale} country={context.country ?? "JO"} deal={deal} {...paths} labels={dealLabels(locale)} />;
  } catch (error) {
    const refusal = cardPaymentRefusal(error);
    if (!refusal) throw error;
    return <BuyerRefusalLazy message={errorsFor(locale)[refusal.code === "DEAL_ENDED" ? "deal-ended" : "deal-unknown"] ?? ""} />;
  }
}

/**
 * Changing the saved card (`card-change`), and following that change until the provider's notification saves the
 * card (`card-status`, the page 3-D Secure returns to; nothing without an order). A guest sees neither (the route asks
 * for a sign-in); a kids profile is told it may not.
 */
function cardChangeView(view: "card-change" | "card-status", locale: Locale, context: ModuleContext) {
  if (context.kidProfile === undefined) return null;
  if (context.kidProfile) return <BuyerRefusalLazy message={errorsFor(locale)["kid-profile"] ?? ""} />;
  if (view === "card-status") {
    if (!context.orderId) return null;
    const paths = { paidPath: localizedHref(locale, "/hub/payment-management"), retryPath: localizedHref(locale, "/hub/bank-card-modification") };
    return <PaymentStatusLazy orderId={context.orderId} {...paths} retryKeepsPackage={false} managePath={paths.paidPath} labels={statusLabels(locale, "cardStatus")} />;
  }
  const country = context.country ?? "JO";
  const common = { country, addressRequired: billingAddressRequired(country), providerUrl: readServiceConfig().cardProviderURL, labels: cardLabels(locale) };
  return <CardPaymentLazy locale={locale} purpose={{ kind: "change" }} {...common} successPath={localizedHref(locale, "/hub/card-maintain")} />;
}

export async function PaymentsModule({ locale, props, context }: ModuleProps) {
  if (props.view === "deal") return dealView(locale, context);
  if (props.view === "card-change" || props.view === "card-status") return cardChangeView(props.view, locale, context);
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
  if (props.view === "code") {
    return <CodeRedemptionLazy locale={locale} successPath={localizedHref(locale, "/hub/checkout-success")} paymentPath={localizedHref(locale, "/hub/payment-methods")} labels={codeLabels(locale)} />;
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
