/**
 * What the `payment-method-list` block is given: the methods this viewer may pay with, already filtered on the
 * server (their country's processors, the shell they are in, the gateways this build has), the one selected, and the
 * package being paid for, which every method's link keeps.
 */
import type { PaymentMethodName, PaymentMethodOffer } from "@/domain/subscription/paymentMethods";
import type { OrderChoice } from "../packages/packageChoice";

export interface PaymentMethodChoice {
  methods: PaymentMethodOffer[];
  selected: PaymentMethodName | undefined;
  packageId: string | undefined;
}

/** What the payment page's module is given: the package being paid for, priced for the viewer, and the method selected. */
export interface Checkout {
  order: OrderChoice;
  method: PaymentMethodName | undefined;
  /**
   * Why this viewer cannot buy here, decided on the server: a subscriber changes package from their account; a kids
   * profile cannot buy. The payment services refuse both too; the page says so before anyone types a card.
   */
  refusal?: "already-subscribed" | "kid-profile";
}

/** The methods a block shows: those it names, in its order; absent, all of them in the service's. */
export function pickMethods<T extends { name: PaymentMethodName }>(offered: readonly PaymentMethodOffer[], named: readonly T[] | undefined): { offer: PaymentMethodOffer; entry?: T }[] {
  if (named === undefined) return offered.map((offer) => ({ offer }));
  return named.flatMap((entry) => offered.filter((offer) => offer.name === entry.name).map((offer) => ({ offer, entry })));
}

/** A method's link: this page (a query-only link keeps the path) with the package kept and `?method=` set. */
export function methodHref(choice: Pick<PaymentMethodChoice, "packageId">, method: PaymentMethodName): string {
  const search = new URLSearchParams();
  if (choice.packageId) search.set("package", choice.packageId);
  search.set("method", method);
  return `?${search.toString()}`;
}
