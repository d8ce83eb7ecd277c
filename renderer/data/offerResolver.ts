/**
 * The `offer-list` block's data (issue 29, spec 2 `/hub/offers`, `/hub/offer/{offerParam}`): the special offers
 * running now in the viewer's country from the catalogue the package pages read (plans.ts, one request per flow per
 * render), each with its package and, for a signed-in viewer, the subscription service's verdict on whether this
 * account may take it (`offer/eligibility` with the session: never decided here). A guest is asked to sign in first;
 * a kids profile never pays. A verdict the service cannot give fails the block (reported): never a wrong "take it".
 */
import type { BlockDataMap } from "@/components/blockData";
import type { OfferCard } from "@/components/offers/offerChoice";
import { flowKindOf, flowTypeOf } from "@/domain/subscription/flows";
import { offerVerdict, offersForFlow, type OfferVerdict, type SpecialOffer } from "@/domain/subscription/offers";
import type { PackageCatalogue } from "@/domain/subscription/packages";
import type { BlockOf } from "@/screens-schema/types";
import type { ResolveDeps } from "./resolveDeps";

async function verdictFor(offer: SpecialOffer, deps: ResolveDeps): Promise<OfferVerdict> {
  if (!deps.viewer) return "sign-in";
  if (deps.profileKind === "kid") return "kid-profile";
  return offerVerdict(await deps.viewer.offerEligibility(offer.id));
}

async function cardOf(offer: SpecialOffer, catalogue: PackageCatalogue, deps: ResolveDeps): Promise<OfferCard | undefined> {
  const item = catalogue.packages.find((candidate) => candidate.id === offer.productId);
  if (item === undefined) return undefined;
  return { offer, packageName: item.name, packageDescription: item.description, verdict: await verdictFor(offer, deps) };
}

/** The offers for this viewer's flow, or the one of the page's path (any audience: the verdict says who it is for). */
export async function offerChoice(block: BlockOf<"offer-list">, deps: ResolveDeps): Promise<BlockDataMap["offer-list"]> {
  // Offers are for joining or moving up: a subscriber's are the upgrade flow's (never a downgrade's).
  const flow = flowKindOf(deps.userType);
  const catalogue = await deps.plans(flowTypeOf(flow, "organic"));
  if ((block.show ?? "all") === "route") {
    const offer = catalogue.offers.find((candidate) => candidate.id === deps.route.offerParam);
    return { offers: { kind: "one", country: catalogue.country, offer: offer && (await cardOf(offer, catalogue, deps)) } };
  }
  const cards = await Promise.all(offersForFlow(catalogue.offers, flow).map((offer) => cardOf(offer, catalogue, deps)));
  return { offers: { kind: "list", country: catalogue.country, offers: cards.filter((card) => card !== undefined) } };
}
