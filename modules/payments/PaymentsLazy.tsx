"use client";
/**
 * Loads the payment pages' browser code (the card form, the order's status) only where a `payments` module is:
 * the rest of the site never downloads it. This file is in every page's graph through the module registry, so it
 * stays tiny.
 */
import dynamic from "next/dynamic";
import type { CardPaymentProps } from "./card/CardPayment";
import type { PaymentStatusProps } from "./PaymentStatus";
import type { BuyerRefusalProps } from "./BuyerRefusal";

const CardPayment = dynamic(() => import("./card/CardPayment"), { ssr: false });
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
