/**
 * The subscription catalogue a render reads (the package blocks' data): the port the app fills from the
 * subscription-config and pricing services, and the render's one request per flow, shared by every package block of
 * the screen (a package list and its comparison table make one call).
 */
import type { CallContext } from "@/domain/callContext";
import type { FlowEntry, FlowType } from "@/domain/subscription/flows";
import type { PackageCatalogue } from "@/domain/subscription/packages";

export interface PlansSource {
  /** The packages offered in this flow to the call's country and language, priced for the country. */
  catalogue(flow: FlowType, ctx: CallContext): Promise<PackageCatalogue>;
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

const packageIdPattern = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/**
 * What the package pages read of their URL (RouteData's query): how the viewer came (`?source=upsell` from a Plus
 * title or the player; anything else is the organic default, left out) and the package they chose (`?package=`, the
 * id's format only: the services say whether it is offered).
 */
export function packageQuery(param: (name: string) => unknown): { entry?: FlowEntry; packageId?: string } {
  const packageId = param("package");
  return {
    ...(param("source") === "upsell" ? { entry: "upsell" as const } : {}),
    ...(typeof packageId === "string" && packageIdPattern.test(packageId) ? { packageId } : {}),
  };
}
