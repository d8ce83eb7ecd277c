/**
 * The subscription blocks' data (issue 29): the packages this viewer may choose (package-list, feature-table), the
 * chosen one on the way to paying (order-summary), how they may pay (payment-method-list), the payment module's
 * checkout, and the account's own subscription (subscription-manage). Entries of the resolvers map
 * (renderer/data/resolvers.ts); the catalogue is read once per flow per render (plans.ts).
 */
import type { Reservation } from "@/domain/subscription/codes";
import type { Money } from "@/domain/subscription/money";
import type { BlockDataMap } from "@/components/blockData";
import { partnerNamed, pickPartners } from "@/components/partners/partnerChoice";
import { pickMethods, type Checkout } from "@/components/payments/paymentMethodChoice";
import type { PackageChange } from "@/components/subscription/subscriptionChoice";
import { flowKindOf, flowTypeOf } from "@/domain/subscription/flows";
import { cardValidity, changeDirection, type SubscriptionStanding } from "@/domain/subscription/ownSubscription";
import { builtGateways, offeredMethods, selectedMethod } from "@/domain/subscription/paymentMethods";
import type { RenderContext } from "@/domain/types";
import type { Block, BlockOf } from "@/screens-schema/types";
import { reportDataFailure } from "../report";
import { hideBlock, type ResolveDeps } from "./resolveDeps";
import type { ViewerData } from "./viewerData";

/**
 * The packages this viewer may choose (package-list, feature-table): acquisition for viewers who are not subscribed,
 * upgrade for subscribed ones, whose own package is marked; upsell or organic from the page's query.
 */
export async function packageChoice(deps: ResolveDeps): Promise<BlockDataMap["package-list"]> {
  const flow = flowKindOf(deps.userType);
  const [catalogue, currentPackageId] = await Promise.all([
    deps.plans(flowTypeOf(flow, deps.route.query.entry ?? "organic")),
    flow === "acquisition" || !deps.viewer ? undefined : deps.viewer.currentPackageId(),
  ]);
  return { packages: { country: catalogue.country, flow, packages: catalogue.packages, featureRows: catalogue.featureRows, currentPackageId } };
}

/**
 * The package of the page's `?package=` among those this viewer may choose, with the first payment at the price of the
 * coupon, deal or offer the page names (`?coupon=`, `?deal=`, `?offer=`) when the service prices it for this account; one it refuses is
 * the payment block's to explain, and the summary shows the usual price.
 */
export async function orderChoice(deps: ResolveDeps, block?: Block): Promise<BlockDataMap["order-summary"]> {
  const id = deps.route.query.packageId;
  if (id === undefined) return { order: { kind: "none" } };
  const { packages: choice } = await packageChoice(deps);
  const item = choice.packages.find((candidate) => candidate.id === id);
  if (!item) return { order: { kind: "unavailable" } };
  const reserved = block ? await reservedFirstPayment(deps, block, item.id) : undefined;
  return { order: { kind: "package", country: choice.country, item, featureRows: choice.featureRows, ...(reserved ? { reserved } : {}) } };
}

async function reservedFirstPayment(deps: ResolveDeps, block: Block, productId: string): Promise<{ price: Money; periods: number; kind: Reservation["kind"] } | undefined> {
  const { reservation } = deps.route.query;
  if (!deps.viewer || !reservation) return undefined;
  try {
    const { price, periods } = await deps.viewer.reservedPrice(reservation, productId);
    return { price, periods, kind: reservation.kind };
  } catch (error) {
    reportDataFailure(deps.placeOf(block), block, error);
    return undefined;
  }
}

/**
 * The partners a `partner-list` block shows: those of its kinds, or the one of the page's path (`show: "route"`) with
 * why a sign-in at it just failed (the page's `?partnerError=`). One list request serves both: it is short.
 */
export async function partnerChoice(block: BlockOf<"partner-list">, deps: ResolveDeps): Promise<BlockDataMap["partner-list"]> {
  const partners = await deps.partners();
  if ((block.show ?? "all") === "all") return { partners: { kind: "list", partners: pickPartners(partners, block.kinds) } };
  const { partnerError } = deps.route.query;
  return { partners: { kind: "one", partner: partnerNamed(partners, deps.route.partnerName), ...(partnerError ? { signInError: partnerError } : {}) } };
}

/** The methods this viewer may pay with here, in the block's order, and the one the page's `?method=` selects. */
export async function paymentChoice(block: BlockOf<"payment-method-list">, deps: ResolveDeps): Promise<BlockDataMap["payment-method-list"]> {
  const offered = offeredMethods(await deps.paymentMethods(), deps.shell, builtGateways);
  const shown = pickMethods(offered, block.methods).map(({ offer }) => offer);
  return { paymentMethods: { methods: shown, selected: selectedMethod(shown, deps.route.query.method), packageId: deps.route.query.packageId } };
}

/**
 * The account's own subscription, for its owner only: hidden for guests (and the page cache, the studio's frame); the
 * "reasons" step also reads the reasons to leave. A kids profile sees it but may not change it.
 */
export async function ownSubscription(block: BlockOf<"subscription-manage">, deps: ResolveDeps): Promise<BlockDataMap["subscription-manage"] | typeof hideBlock> {
  const { viewer } = deps;
  if (!viewer) return hideBlock;
  const [standing, reasons] = await Promise.all([viewer.subscription(), block.step === "reasons" ? viewer.terminationReasons() : undefined]);
  const change = block.step === "change" ? await packageChange(block, deps, viewer, standing) : undefined;
  if (change?.kind === "none") return hideBlock;
  const payments = block.step === "history" ? await paymentHistory(block, deps, viewer) : undefined;
  const cards = block.step === "card" ? await savedCards(viewer) : undefined;
  return {
    subscription: { standing, ...(reasons ? { reasons } : {}), ...(change ? { change } : {}), ...(payments ? { payments } : {}), ...(cards ? { cards } : {}), ...(deps.profileKind === "kid" ? { refusal: "kid-profile" as const } : {}) },
  };
}

/** The saved cards, each with how valid it is today (a failure to read them fails the block: never "no card"). */
async function savedCards(viewer: ViewerData) {
  const now = new Date();
  return (await viewer.cards()).map((card) => (card.expiry ? { ...card, validity: cardValidity(card.expiry, now) } : card));
}

/** The account's payments, with their packages' names from the viewer's catalogue (its failure is reported: ids then). */
async function paymentHistory(block: Block, deps: ResolveDeps, viewer: ViewerData) {
  const [entries, names] = await Promise.all([
    viewer.payments(),
    deps.plans(flowTypeOf(flowKindOf(deps.userType), "organic")).then(
      (catalogue) => Object.fromEntries(catalogue.packages.map((item) => [item.id, item.name])),
      (error: unknown) => (reportDataFailure(deps.placeOf(block), block, error), {}),
    ),
  ]);
  return { entries, names };
}

/**
 * The change-package step: the package of the page's `?package=` against the account's own, both from the
 * subscriber's catalogue. Up starts now at the pricing service's prorated quote (its failure is reported and the page
 * says it cannot price the change); down starts at the renewal, as does any change on the phone bill. The account's
 * own, an unknown or a mobile-only package is no change.
 */
async function packageChange(block: Block, deps: ResolveDeps, viewer: ViewerData, standing: SubscriptionStanding): Promise<PackageChange> {
  const id = deps.route.query.packageId;
  if (id === undefined || standing.kind !== "active") return { kind: "none" };
  const catalogue = await deps.plans(flowTypeOf("upgrade", deps.route.query.entry ?? "organic"));
  const target = catalogue.packages.find((item) => item.id === id);
  const current = catalogue.packages.find((item) => item.id === standing.current.id);
  if (!target || !current || target.mobileOnly) return { kind: "none" };
  const direction = changeDirection(current.order, target.order);
  if (direction === "same") return { kind: "none" };
  if (direction === "downgrade" || standing.paymentMethod === "mobilePay") return { kind: "downgrade", target, country: catalogue.country, startsAt: standing.endDate };
  try {
    return { kind: "upgrade", target, country: catalogue.country, quote: await viewer.upgradeQuote(target.id) };
  } catch (error) {
    reportDataFailure(deps.placeOf(block), block, error);
    return { kind: "upgrade", target, country: catalogue.country, quote: undefined };
  }
}

/** The payment page's module: the package of `?package=` and the method of `?method=`, as the blocks resolve them. */
export async function checkoutOf(deps: ResolveDeps, buyer: Pick<RenderContext, "userType" | "profileKind">): Promise<Checkout> {
  const [{ order }, offers] = await Promise.all([orderChoice(deps), deps.paymentMethods()]);
  const refusal = buyer.profileKind === "kid" ? "kid-profile" : buyer.userType === "subscribed" ? "already-subscribed" : undefined;
  return { order, method: selectedMethod(offeredMethods(offers, deps.shell, builtGateways), deps.route.query.method), ...(refusal ? { refusal } : {}) };
}

