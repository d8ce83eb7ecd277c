/** The route table this request is routed by (issue 28): the proxy's guards, the account pages' and landings' screens. */
import { notFound } from "next/navigation";
import type { CallContext } from "@/app/_server/services";
import { landingScreenOf, type CompiledRouteTable } from "@/routing/routeTable";
import { sharedCaches } from "./sharedCaches";

export function routeTable(call: CallContext): Promise<CompiledRouteTable> {
  return sharedCaches().routes.table(call);
}

/** The screen `/{landingId}` shows by its row of the table; not found when its row names none. */
export async function landingScreen(call: CallContext, landingId: string): Promise<string> {
  const screenId = landingScreenOf(await routeTable(call), landingId);
  if (screenId === undefined) notFound();
  return screenId;
}
