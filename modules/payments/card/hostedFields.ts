/**
 * The card provider's hosted fields (services/cardProvider in the local suite): the card number, expiry and security
 * code are typed into a frame served from the provider's own origin, so they never reach this app, its logs, its
 * cookies or its store. The page and the frame talk by `postMessage`, each naming the other's origin; what the
 * frame sends is outside data and is checked here before it is believed.
 */
import * as check from "@/domain/check";

export const appSource = "shasha-card-app";
const providerSource = "shasha-card-provider";

const frameMessage = check.union(
  check.object({ source: check.literal(providerSource), type: check.literal("ready") }),
  check.object({ source: check.literal(providerSource), type: check.literal("validity"), valid: check.boolean }),
  check.object({ source: check.literal(providerSource), type: check.literal("resize"), height: check.number }),
  check.object({ source: check.literal(providerSource), type: check.literal("invalid") }),
  check.object({ source: check.literal(providerSource), type: check.literal("error"), code: check.string }),
  check.object({
    source: check.literal(providerSource),
    type: check.literal("tokenized"),
    token: check.nonEmptyString,
    brand: check.string,
    last4: check.string,
    // "MM" and the full year, as the provider gives them; only ever sent on to analytics as the 25th of the month.
    expiryMonth: check.optional(check.string),
    expiryYear: check.optional(check.string),
  }),
);

export type FrameMessage = check.Infer<typeof frameMessage>;

/** A message from the provider's frame, or undefined when it is not one (another origin, another shape). */
export function frameMessageOf(event: { origin: string; data: unknown }, providerOrigin: string): FrameMessage | undefined {
  if (event.origin !== providerOrigin) return undefined;
  const parsed = frameMessage.parse(event.data);
  return parsed.ok ? parsed.value : undefined;
}

/** The frame's address: the page's own origin is the only one it will talk to. */
export function hostedFieldsUrl(providerUrl: string, parentOrigin: string, locale: string): string {
  const url = new URL("/checkoutshopper/hosted-fields", providerUrl);
  url.searchParams.set("parent", parentOrigin);
  url.searchParams.set("lang", locale);
  return url.toString();
}
