/**
 * The subscription catalogue a render reads (the package blocks' data): the port the app fills from the
 * subscription-config and pricing services, and the render's one request per flow, shared by every package block of
 * the screen (a package list and its comparison table make one call).
 */
import type { CallContext } from "@/domain/callContext";
import type { Reservation } from "@/domain/subscription/codes";
import type { FlowEntry, FlowType } from "@/domain/subscription/flows";
import type { PackageCatalogue } from "@/domain/subscription/packages";
import type { Partner } from "@/domain/subscription/partners";
import type { PaymentMethodOffer } from "@/domain/subscription/paymentMethods";

export interface PlansSource {
  /** The packages offered in this flow to the call's country and language, priced for the country. */
  catalogue(flow: FlowType, ctx: CallContext): Promise<PackageCatalogue>;
  /** The payment methods of the call's country (`configuration/processor`), in the service's order. */
  paymentMethods(ctx: CallContext): Promise<PaymentMethodOffer[]>;
}

/** One render's catalogue requests, merged by flow. */
export type PlansReader = (flow: FlowType) => Promise<PackageCatalogue>;

export function plansReader(source: PlansSource, ctx: CallContext): PlansReader {
  const requests = new Map<FlowType, Promise<PackageCatalogue>>();
  return (flow) => {
    let request = requests.get(flow);
    if (!request) {
      request = source.catalogue(flow, ctx);
      requests.set(flow, request);
    }
    return request;
  };
}

/** One render's payment-method request, shared by the method list and the payment module. */
export function paymentMethodsReader(source: PlansSource, ctx: CallContext): () => Promise<PaymentMethodOffer[]> {
  let request: Promise<PaymentMethodOffer[]> | undefined;
  return () => (request ??= source.paymentMethods(ctx));
}

/** The service's partners (the partner-list block): the app's subscription adapter, or a sample in stories and benches. */
export interface PartnersSource {
  partners(ctx: CallContext): Promise<Partner[]>;
}

/** One render's partner request, shared by every partner-list block of the screen; rejects when the render has no source. */
export function partnersReader(source: PartnersSource | undefined, ctx: CallContext): () => Promise<Partner[]> {
  let request: Promise<Partner[]> | undefined;
  return () => (request ??= source ? source.partners(ctx) : Promise.reject(new Error("this render has no partners source")));
}

const idPattern = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

function idParam(param: (name: string) => unknown, name: string): string | undefined {
  const value = param(name);
  return typeof value === "string" && idPattern.test(value) ? value : undefined;
}

/**
 * What the package and payment pages read of their URL (RouteData's query): how the viewer came (`?source=upsell`
 * from a Plus title or the player; anything else is the organic default, left out), the package they chose
 * (`?package=`), the payment method picked (`?method=`), the order a payment page follows (`?order=`) and the lower
 * first payment it charges: a coupon or deal the viewer reserved (`?coupon=`, `?deal=`) or a special offer
 * (`?offer=`), one at most. Only the values' format is checked here: the services say whether a package is offered,
 * a method accepted, an order or a coupon theirs, an offer the viewer's to take.
 */
export function packageQuery(param: (name: string) => unknown): { entry?: FlowEntry; packageId?: string; method?: string; orderId?: string; reservation?: Reservation } {
  const packageId = idParam(param, "package");
  const method = idParam(param, "method");
  const orderId = idParam(param, "order");
  const reservation = reservationParam(param);
  return {
    ...(param("source") === "upsell" ? { entry: "upsell" as const } : {}),
    ...(packageId ? { packageId } : {}),
    ...(method ? { method } : {}),
    ...(orderId ? { orderId } : {}),
    ...(reservation ? { reservation } : {}),
  };
}

const reservationParams = [
  ["coupon", "coupon"],
  ["deal", "deal"],
  ["offer", "offer"],
] as const satisfies readonly (readonly [string, Reservation["kind"]])[];

function reservationParam(param: (name: string) => unknown): Reservation | undefined {
  for (const [name, kind] of reservationParams) {
    const id = idParam(param, name);
    if (id) return { kind, id };
  }
  return undefined;
}
