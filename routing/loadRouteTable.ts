/**
 * Loads the route table (issue 28) the way screens are loaded (renderer/loadScreen.ts): the document `routeTableId`
 * from the app-grid adapter, validated by the contract's own validator and compiled once, kept fresh for the page
 * reload interval, then served stale while one refresh runs; a publish signal marks it out of date. When the
 * service fails or serves an invalid table, the last good table keeps serving: an invalid one is never used.
 *
 * Before the service has answered once (an instance started while it is down), the table this build was made with
 * serves for one reload interval at a time: the seeded one the service itself starts from (services/seed/routes.json),
 * validated like any other.
 */
import type { CallContext } from "@/adapters/http/httpClient";
import { SwrCache } from "@/adapters/http/swrCache";
import { routeTableId } from "@/domain/screenPath";
import { errorText, log } from "@/ops/log";
import { validateRouteTable } from "@/screens-schema/validator/validate-route-table";
import builtWith from "@/services/seed/routes.json";
import { compileRouteTable, type CompiledRouteTable } from "./routeTable";

export interface RouteTableSource {
  screenDocument(screenId: string, ctx: CallContext, options?: { preview?: boolean }): Promise<unknown>;
}

class RouteTableRefused extends Error {}

/** Validates and compiles a table document; throws, naming the first problems, when it may not be used. */
export function compiledTableOf(doc: unknown): CompiledRouteTable {
  if (doc === null) throw new RouteTableRefused(`the app-grid service has no "${routeTableId}"`);
  const result = validateRouteTable(doc);
  if (!result.valid) {
    const problems = result.problems.slice(0, 5).map((problem) => `${problem.pointer || "/"} ${problem.message}`);
    throw new RouteTableRefused(`the route table is invalid: ${problems.join("; ")}`);
  }
  return compileRouteTable(result.table);
}

let bootstrap: CompiledRouteTable | undefined;

/** The table this build was made with, compiled on first use. */
export function builtInRouteTable(): CompiledRouteTable {
  bootstrap ??= compiledTableOf(builtWith);
  return bootstrap;
}

export class RouteTableLoader {
  private readonly cache: SwrCache<CompiledRouteTable>;

  constructor(
    private readonly source: RouteTableSource,
    options: { freshMs: number; now?: () => number },
  ) {
    this.cache = new SwrCache<CompiledRouteTable>({
      freshMs: options.freshMs,
      now: options.now,
      maxEntries: 1,
      onRefreshError: (_key, error) => log({ level: "warn", code: "route-table-stale", error: errorText(error) }),
    });
  }

  /** The table to route this request by: fresh, stale while refreshed, the last good one, or the built-in one. */
  async table(ctx: CallContext): Promise<CompiledRouteTable> {
    try {
      return await this.cache.get(routeTableId, async () => compiledTableOf(await this.source.screenDocument(routeTableId, ctx)));
    } catch (error) {
      log({ level: error instanceof RouteTableRefused ? "error" : "warn", code: "route-table-unavailable", error: errorText(error) });
      // Kept as if loaded, so requests do not each wait on a service that is down; it is asked again once stale.
      const fallback = builtInRouteTable();
      this.cache.set(routeTableId, fallback);
      return fallback;
    }
  }

  /** A publish signal for the table: the next request loads it anew (the last good copy stays for a failure). */
  expire(): void {
    this.cache.expire(routeTableId);
  }
}
