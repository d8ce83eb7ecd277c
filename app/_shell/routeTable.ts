/** The route table this request is routed by (issue 28): the proxy's guards and the account pages' screens. */
import type { CallContext } from "@/app/_server/services";
import type { CompiledRouteTable } from "@/routing/routeTable";
import { sharedCaches } from "./sharedCaches";

export function routeTable(call: CallContext): Promise<CompiledRouteTable> {
  return sharedCaches().routes.table(call);
}
