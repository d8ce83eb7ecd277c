"use client";
/**
 * Loads the payment pages' browser code (the card form, the order's status) only where a `payments` module is:
 * the rest of the site never downloads it. This file is in every page's graph through the module registry, so it
 * stays tiny.
 */
import dynamic from "next/dynamic";
import type { CardPaymentProps } from "./card/CardPayment";
import type { PaymentStatusProps } from "./PaymentStatus";

const CardPayment = dynamic(() => import("./card/CardPayment"), { ssr: false });
const PaymentStatus = dynamic(() => import("./PaymentStatus"), { ssr: false });

export function CardPaymentLazy(props: CardPaymentProps) {
  return <CardPayment {...props} />;
}

export function PaymentStatusLazy(props: PaymentStatusProps) {
  return <PaymentStatus {...props} />;
}
