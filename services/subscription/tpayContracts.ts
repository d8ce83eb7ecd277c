/**
 * The country contracts of mobile carrier billing (services/seed/carrierContracts.json): `GET tpay/countryContracts`
 * (the operators and packages of the viewer's country, at the catalogue's prices) and the checks every purchase makes
 * against them: the package is one the country's contract bills and the catalogue sells there (its price is the
 * catalogue's in the country's currency, never the page's), the operator is one of the country's, the number one of
 * the operator's.
 */
import { carrierCountry, isOperatorsNumber, normaliseMsisdn, operatorOfMsisdn, type CarrierOperator, type PlacedOperator } from "../carrierProvider/carrierContracts";
import { HttpError } from "../http/HttpError";
import { jsonReply, type Reply } from "../http/reply";
import type { RouteRequest } from "../http/router";
import { currencyOf, pricingOf, productById, type CatalogueProduct, type PricingResponse } from "./catalogue";
import { countryOf, languageOf } from "./requestContext";
import { optionalAccount } from "./subscriber";
import type { SubscriptionDeps } from "./subscriptionDeps";
import { requireCarrier, type Carrier } from "./tpayOrders";

export interface BilledProduct {
  product: CatalogueProduct;
  price: PricingResponse;
}

/** The packages the country's contract bills that the catalogue sells there, by the catalogue's order. */
function billedProducts(deps: SubscriptionDeps, carrier: Carrier, country: string): BilledProduct[] {
  const contract = carrierCountry(carrier.directory, country);
  if (contract === undefined) return [];
  return contract.products
    .map((id) => productById(deps.catalogue, id))
    .filter((product): product is CatalogueProduct => product !== undefined && !product.hidden)
    .flatMap((product) => {
      const price = pricingOf(deps.catalogue, product, country);
      return price === undefined ? [] : [{ product, price }];
    })
    .sort((a, b) => a.product.order - b.product.order);
}

/** The package and its price in the country, or 404 PRODUCT_NOT_AVAILABLE (aliases accepted). */
export function billedProduct(deps: SubscriptionDeps, carrier: Carrier, country: string, productId: string): BilledProduct {
  const wanted = productById(deps.catalogue, productId)?.id;
  const billed = billedProducts(deps, carrier, country).find((entry) => entry.product.id === wanted);
  if (billed === undefined) throw new HttpError(404, "PRODUCT_NOT_AVAILABLE", `${productId.slice(0, 64)} is not billed by mobile in ${country}.`);
  return billed;
}

/** The country's operator of that code, or 404 OPERATOR_UNKNOWN. */
export function countryOperator(carrier: Carrier, country: string, operatorCode: string): PlacedOperator {
  const operator = carrierCountry(carrier.directory, country)?.operators.find((candidate) => candidate.operatorCode === operatorCode);
  if (operator === undefined) throw new HttpError(404, "OPERATOR_UNKNOWN", `No operator ${operatorCode.slice(0, 32)} bills in ${country}.`);
  return { country, operator };
}

/** The number in E.164 when it is the operator's (its prefixes and length), else 400 INVALID_MSISDN. */
export function operatorsNumber(carrier: Carrier, placed: PlacedOperator, typed: string): string {
  const msisdn = normaliseMsisdn(typed);
  if (msisdn === undefined || !isOperatorsNumber(carrier.directory, placed, msisdn)) {
    throw new HttpError(400, "INVALID_MSISDN", `The number must be an international (E.164) ${placed.operator.operatorCode} number, such as ${placed.operator.msisdnPrefixes[0] ?? "+"}…`);
  }
  return msisdn;
}

/** The operator of the account's own number in the country; 400 FRICTIONLESS_UNAVAILABLE when it bills elsewhere or not at all. */
export function phoneOperator(carrier: Carrier, country: string, phone: string): CarrierOperator {
  const placed = operatorOfMsisdn(carrier.directory, phone);
  if (placed === undefined || placed.country !== country) throw new HttpError(400, "FRICTIONLESS_UNAVAILABLE", `The account's phone number is not on an operator that bills in ${country}.`);
  return placed.operator;
}

/** `GET tpay/countryContracts` (token optional, but a token given must be live). */
export function countryContracts(deps: SubscriptionDeps, request: RouteRequest): Reply {
  const carrier = requireCarrier(deps);
  optionalAccount(deps, request.headers);
  const country = countryOf(deps.catalogue, request);
  const language = languageOf(request);
  const contract = carrierCountry(carrier.directory, country);
  return jsonReply({
    country,
    currency: currencyOf(deps.catalogue, country),
    operators: (contract?.operators ?? []).map((operator) => ({
      operatorCode: operator.operatorCode,
      name: operator.name[language],
      msisdnPrefixes: operator.msisdnPrefixes,
      frictionless: operator.frictionless,
    })),
    products: billedProducts(deps, carrier, country).map(({ product, price }) => ({
      productId: product.id,
      amount: price.amount,
      currency: price.currency,
      pricingPlanDuration: price.pricingPlanDuration,
    })),
  });
}
