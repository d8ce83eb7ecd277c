/**
 * What the carrier billing routes share: the provider (503 PROVIDER_UNAVAILABLE without it or without the service's
 * carrier tables), the buyer (a live session of the account, never watching as a kid profile: buying and canceling are
 * the account holder's), the provider's refusals as the service's errors, and the PIN reply.
 */
import { loadCarrierDirectory, maskMsisdn, type CarrierDirectory } from "../carrierProvider/carrierContracts";
import { HttpError } from "../http/HttpError";
import { DetailedHttpError } from "./csgOrders";
import type { SubscriptionDeps } from "./subscriptionDeps";
import { CarrierRefusal, type CarrierProviderClient } from "./tpayProvider";
import type { ProviderContract } from "./tpaySchemas";
import type { TpayStore } from "./tpayStore";

export interface Carrier {
  client: CarrierProviderClient;
  hmacKey: string;
  store: TpayStore;
  directory: CarrierDirectory;
}

let seedDirectory: CarrierDirectory | undefined;

export function requireCarrier(deps: SubscriptionDeps): Carrier {
  const provider = deps.carrierProvider;
  if (provider?.store === undefined) throw new HttpError(503, "PROVIDER_UNAVAILABLE", "Mobile billing is not available: the suite runs without a carrier billing provider.");
  seedDirectory ??= provider.directory ?? loadCarrierDirectory();
  return { client: provider.client, hmacKey: provider.hmacKey, store: provider.store, directory: provider.directory ?? seedDirectory };
}

export function orderNotAwaitingPin(orderId: string): DetailedHttpError {
  return new DetailedHttpError(409, "ORDER_NOT_AWAITING_PIN", "This order is not waiting for a PIN.", { orderId });
}

/** The service's error for a refusal of the provider's (the codes are the same, with the details the page needs). */
export function refusalError(refusal: CarrierRefusal, orderId?: string): HttpError {
  switch (refusal.code) {
    case "WRONG_PIN":
      return new DetailedHttpError(422, "WRONG_PIN", "The PIN is wrong.", { attemptsLeft: refusal.attemptsLeft ?? 0 });
    case "PIN_EXPIRED":
      return new HttpError(410, "PIN_EXPIRED", "The PIN has expired; ask for a new one.");
    case "TOO_MANY_ATTEMPTS":
      return new HttpError(429, "TOO_MANY_ATTEMPTS", "Too many wrong PINs; ask for a new one.");
    case "RESEND_TOO_SOON":
      return new DetailedHttpError(429, "RESEND_TOO_SOON", "A new PIN cannot be sent yet.", { retryIn: refusal.retryIn ?? 30 });
    case "TOO_MANY_RESENDS":
      return new HttpError(429, "TOO_MANY_RESENDS", "No more PINs can be sent for this order; start again.");
    case "TOO_MANY_PIN_REQUESTS":
      return new HttpError(429, "TOO_MANY_PIN_REQUESTS", "Too many PINs were asked for this number; try again in an hour.");
    case "MSISDN_BARRED":
      return new HttpError(422, "MSISDN_BARRED", "This number is barred from paying by mobile bill; ask the operator or pay another way.");
    case "INVALID_MSISDN":
      return new HttpError(400, "INVALID_MSISDN", "The number is not one of the operator's.");
    case "OPERATOR_UNKNOWN":
      return new HttpError(404, "OPERATOR_UNKNOWN", "The provider does not know this operator.");
    case "FRICTIONLESS_UNAVAILABLE":
      return new HttpError(400, "FRICTIONLESS_UNAVAILABLE", "The operator cannot identify this number without a PIN.");
    case "CONTRACT_NOT_PENDING":
      return orderNotAwaitingPin(orderId ?? "");
    default:
      return new HttpError(409, refusal.code, "The carrier billing provider refused this change.");
  }
}

/** Runs a provider call, its refusals as the service's errors. */
export async function askProvider<T>(work: () => Promise<T>, orderId?: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CarrierRefusal) throw refusalError(error, orderId);
    throw error;
  }
}

export interface PinReply {
  orderId: string;
  msisdn: string;
  pinLength: number;
  expiresIn: number;
  resendIn: number;
}

/** The reply of subscribe, sendPinCode and frictionless/sendPinCode: the masked number and the PIN's timings. */
export function pinReply(orderId: string, msisdn: string, contract: ProviderContract): PinReply {
  if (contract.pin === undefined) throw orderNotAwaitingPin(orderId);
  return { orderId, msisdn: maskMsisdn(msisdn), pinLength: contract.pin.length, expiresIn: contract.pin.expiresIn, resendIn: contract.pin.resendIn };
}
