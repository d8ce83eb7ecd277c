/**
 * The subscription-config and pricing calls (spec 7 "Subscription and pricing"), from the seeded catalogue:
 * - `GET subscription-config/packageConfiguration`: the catalogue for a country, language and flow;
 * - `GET subscription-config/configuration`: the general configuration;
 * - `GET subscription-config/configuration/processor`: the payment processors of the country;
 * - `GET pricing/format`: one product's pricing response in a country.
 */
import { flowTypes, isFlowType, showingTypes, type FlowType } from "@/domain/subscription/flows";
import { badRequest, HttpError } from "../http/HttpError";
import { jsonReply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import { serviceLocales } from "../db/localizedText";
import { canonicalProductId, currencyOf, pricingOf, productById, type Catalogue } from "./catalogue";
import { packageConfiguration } from "./packageConfiguration";
import { asCountry, countryOf, languageOf, nativePlatforms, platformOf, requiredParam } from "./requestContext";
import { activeRow, optionalAccount } from "./subscriber";
import { subscriptionRoute, type SubscriptionDeps } from "./subscriptionDeps";

/** The `flow` parameter; absent: organic acquisition (a visitor's own visit to the package list). */
function flowOf(request: RouteRequest): FlowType {
  const flow = request.query.get("flow")?.trim();
  if (flow === undefined || flow === "") return "ORGANIC_ACQUISITION";
  if (!isFlowType(flow)) throw badRequest("invalid-flow", `\`flow\` must be one of ${flowTypes.join(", ")}.`);
  return flow;
}

/** `filterPackageIds=a,b`: at most 20 ids, old skus mapped onto the catalogue's; absent or empty: no filter. */
function filterOf(catalogue: Catalogue, request: RouteRequest): string[] | undefined {
  const ids = (request.query.get("filterPackageIds") ?? "").split(",").map((id) => id.trim()).filter(Boolean);
  if (ids.length === 0) return undefined;
  if (ids.length > 20 || ids.some((id) => id.length > 64)) throw badRequest("invalid-query", "`filterPackageIds`: at most 20 comma-separated ids.");
  return ids.map((id) => canonicalProductId(catalogue, id));
}

/** The processors offered in a country; the in-app stores say which native apps they belong to. */
export function processorsOf(catalogue: Catalogue, country: string) {
  return catalogue.processors
    .filter((processor) => processor.countries === undefined || processor.countries.includes(country))
    .map(({ paymentMethodName, paymentMethodType, provider, platforms }) => ({
      paymentMethodName,
      paymentMethodType,
      provider,
      nativeOnly: platforms !== undefined,
      ...(platforms === undefined ? {} : { platforms }),
      planChangeSupported: !catalogue.planChangeUnsupported.includes(paymentMethodName),
    }));
}

function generalConfiguration(catalogue: Catalogue, country: string) {
  const defaultPackage = catalogue.products.find((product) => product.isDefault);
  return {
    country,
    currency: currencyOf(catalogue, country),
    defaultCountry: catalogue.defaultCountry,
    currencies: catalogue.currencies,
    fallbackCurrency: catalogue.fallbackCurrency,
    languages: serviceLocales,
    defaultLanguage: "ar",
    defaultPackageId: defaultPackage?.id ?? null,
    freeProductId: catalogue.freeProduct.id,
    productAliases: catalogue.productAliases,
    planChangeUnsupported: catalogue.planChangeUnsupported,
    nativePlatforms,
    flowTypes,
    showingTypes,
    pricingPlanDurations: [...new Set(catalogue.products.map((product) => product.pricingPlanDuration))],
    catalogs: catalogue.catalogs,
    showPageUpsellToFreeForYou: catalogue.showPageUpsellToFreeForYou,
  };
}

export function createConfigRoutes(deps: SubscriptionDeps): Route[] {
  const { catalogue } = deps;
  return [
    subscriptionRoute("GET", "/subscription-config/packageConfiguration", (request) => {
      const language = languageOf(request);
      const flow = flowOf(request);
      const filterPackageIds = filterOf(catalogue, request);
      const account = optionalAccount(deps, request.headers);
      const held = account === undefined ? undefined : activeRow(account.subscriptions);
      const heldProductId = held === undefined ? undefined : canonicalProductId(catalogue, held.sku);
      const query = { country: countryOf(catalogue, request), language, flow, platform: platformOf(request), now: deps.now() };
      return jsonReply(packageConfiguration(catalogue, { ...query, ...(filterPackageIds ? { filterPackageIds } : {}), ...(heldProductId ? { heldProductId } : {}) }));
    }),
    subscriptionRoute("GET", "/subscription-config/configuration", (request) => jsonReply(generalConfiguration(catalogue, countryOf(catalogue, request)))),
    subscriptionRoute("GET", "/subscription-config/configuration/processor", (request) => {
      const country = countryOf(catalogue, request);
      return jsonReply({ country, currency: currencyOf(catalogue, country), processors: processorsOf(catalogue, country) });
    }),
    subscriptionRoute("GET", "/pricing/format", (request) => {
      const productId = requiredParam(request, "productId");
      // Here the `country` parameter names the country asked about, so it comes before the viewer's header.
      const country = asCountry(request.query.get("country")) ?? countryOf(catalogue, request);
      const product = productById(catalogue, productId);
      if (product === undefined) throw new HttpError(404, "PRODUCT_UNKNOWN", `No product ${productId}.`);
      const pricing = pricingOf(catalogue, product, country);
      if (pricing === undefined) throw new HttpError(404, "NOT_SOLD_IN_COUNTRY", `${product.id} is not sold in ${country}.`);
      return jsonReply({ productId: product.id, country, ...pricing });
    }),
  ];
}
