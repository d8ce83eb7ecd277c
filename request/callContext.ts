/**
 * The call context of a request (domain/callContext.ts): what every service call it makes carries. One rule for
 * pages and API routes alike: the country from trusted sources only (request/context.ts `countryOf`), the client's
 * address from the trusted proxy header, the request's one deadline and its id.
 */
import type { CallContext } from "@/domain/callContext";
import type { Locale } from "@/domain/types";
import { countryOf, type RequestFacts } from "./context";

export interface CallFacts extends Pick<RequestFacts, "viewer" | "header" | "defaultCountry" | "countryHeader"> {
  /** The client's address, read from the deployment's trusted proxy header. */
  clientAddress: string;
  /** When the request must be done (ms since the epoch); every call and retry stays within it. */
  deadline: number;
  /** The request's id, when the load balancer gave a well-formed one. */
  requestId: string | undefined;
}

export function callContextOf(locale: Locale, facts: CallFacts): CallContext {
  return {
    locale,
    country: countryOf(facts),
    userAgent: facts.header("user-agent"),
    clientAddress: facts.clientAddress,
    deadline: facts.deadline,
    ...(facts.requestId === undefined ? {} : { requestId: facts.requestId }),
  };
}
