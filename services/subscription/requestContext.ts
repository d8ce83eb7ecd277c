/**
 * What the subscription routes read from a request: the viewer's country (the `country` header, else the `country`
 * parameter every adapter call carries, else the catalogue's default), the subscription country, the language (the
 * `language` parameter, else the headers) and the platform. A country not on the spec's list counts as unknown, so the
 * default (JO); a listed country without a currency of its own pays in USD.
 */
import type { IncomingHttpHeaders } from "node:http";
import { countryByIso2 } from "@/domain/countries";
import { badRequest } from "../http/HttpError";
import { pickLanguage } from "../http/pickLanguage";
import type { RouteRequest } from "../http/router";
import { isServiceLocale, type ServiceLocale } from "../db/localizedText";
import type { Catalogue } from "./catalogue";
import { platforms, type PlatformName } from "./catalogueSchema";

export function headerOf(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === "" ? undefined : first.trim();
}

/** An ISO 3166-1 alpha-2 code of the spec's country list (domain/countries.ts), upper case; anything else is unknown. */
export function asCountry(value: string | null | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  return code !== undefined && countryByIso2(code) !== undefined ? code : undefined;
}

export function countryOf(catalogue: Catalogue, request: RouteRequest): string {
  return asCountry(headerOf(request.headers, "country")) ?? asCountry(request.query.get("country")) ?? catalogue.defaultCountry;
}

/** The country the subscription was bought in (its prices and rights), else the viewer's country. */
export function subscriptionCountryOf(catalogue: Catalogue, request: RouteRequest): string {
  return asCountry(headerOf(request.headers, "subscriptionCountry")) ?? countryOf(catalogue, request);
}

/** The `language` parameter (400 when it is not ar, en or fr), else the `language` and Accept-Language headers. */
export function languageOf(request: RouteRequest): ServiceLocale {
  const asked = request.query.get("language");
  if (asked === null) return pickLanguage(request.headers);
  const language = asked.trim().toLowerCase();
  if (!isServiceLocale(language)) throw badRequest("invalid-language", "`language` must be ar, en or fr.");
  return language;
}

/** The `platform` header (spec 3 menu platforms); anything else is the web. */
export function platformOf(request: RouteRequest): PlatformName {
  const value = headerOf(request.headers, "platform")?.toUpperCase();
  return platforms.find((platform) => platform === value) ?? "WEB";
}

/** Native app platforms: card changes are made on the web, and in-app stores are offered only inside them. */
export const nativePlatforms: readonly PlatformName[] = ["IOS_APP", "IOS_APP2", "ANDROID_APP", "ANDROID_APP2", "HMS_APP"];

/** A required query parameter, trimmed; a 400 naming it when absent or too long. */
export function requiredParam(request: RouteRequest, name: string, maxLength = 64): string {
  const value = request.query.get(name)?.trim() ?? "";
  if (value === "" || value.length > maxLength) throw badRequest("invalid-query", `\`${name}\` is required (at most ${maxLength} characters).`);
  return value;
}
