// GENERATED FILE, DO NOT EDIT (screens-schema/build/generate.ts).
import type { CompiledValidator } from "./validate-screen.cjs";
import type { RouteTable } from "./route-table-types";

export declare const validateRouteTable: CompiledValidator<RouteTable>;
