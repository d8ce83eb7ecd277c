"use client";
/**
 * Loads the payment pages' browser code (the card, carrier and cash forms, the order's status) only where a `payments` module is:
 * the rest of the site never downloads it. This file is in every page's graph through the module registry, so it
 * stays tiny.
 */
import dynamic from "next/dynamic";
import type { CardPaymentProps } from "./card/CardPayment";
import type { PaymentStatusProps } from "./PaymentStatus";
import type { BuyerRefusalProps } from "./BuyerRefusal";
import type { CarrierPaymentProps } from "./carrier/CarrierPayment";
import type { CashPaymentProps } from "./cash/CashPayment";
import type { InAppPaymentProps } from "./inApp/InAppPayment";
import type { CodeRedemptionProps } from "./codes/CodeRedemption";
import type { DealOfferProps } from "./deals/DealOffer";

const CardPayment = dynamic(() => import("./card/CardPayment"), { ssr: false });
const CarrierPayment = dynamic(() => import("./carrier/CarrierPayment"), { ssr: false });
const CashPayment = dynamic(() => import("./cash/CashPayment"), { ssr: false });
const InAppPayment = dynamic(() => import("./inApp/InAppPayment"), { ssr: false });
const CodeRedemption = dynamic(() => import("./codes/CodeRedemption"), { ssr: false });
const DealOffer = dynamic(() => import("./deals/DealOffer"), { ssr: false });
const PaymentStatus = dynamic(() => import("./PaymentStatus"), { ssr: false });
// Rendered on the server too: the reason shows without JavaScript.
const BuyerRefusal = dynamic(() => import("./BuyerRefusal"));

export function CardPaymentLazy(props: CardPaymentProps) {
  return <CardPayment {...props} />;
}

export function BuyerRefusalLazy(props: BuyerRefusalProps) {
  return <BuyerRefusal {...props} />;
}

export function PaymentStatusLazy(props: PaymentStatusProps) {
  return <PaymentStatus {...props} />;
}

export function CarrierPaymentLazy(props: CarrierPaymentProps) {
  return <CarrierPayment {...props} />;
}

export function CashPaymentLazy(props: CashPaymentProps) {
  return <CashPayment {...props} />;
}

export function InAppPaymentLazy(props: InAppPaymentProps) {
  return <InAppPayment {...props} />;
}

export function CodeRedemptionLazy(props: CodeRedemptionProps) {
  return <CodeRedemption {...props} />;
}

export function DealOfferLazy(props: DealOfferProps) {
  return <DealOffer {...props} />;
}
