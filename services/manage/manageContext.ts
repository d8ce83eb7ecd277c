import type Database from "better-sqlite3";
import type { z } from "zod";
import type { StaffPermission } from "@/domain/staffRoles";
import { badRequest, HttpError } from "../http/HttpError";
import { parseJsonBody } from "../http/parseJsonBody";
import { describeIssues } from "../http/parseQuery";
import type { Reply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import { Fault } from "../user/faults";
import type { Throttle } from "../user/throttle";
import { authenticate, requirePermission, type Actor } from "./manageAuth";
import type { DraftStore } from "./draftStore";
import type { StaffStore } from "./staffStore";

export interface ManageDeps {
  db: Database.Database;
  staff: StaffStore;
  drafts: DraftStore;
  throttle: Throttle;
  /** `MANAGE_TOKEN`: the bootstrap admin credential (the first staff account, the first API tokens). */
  bootstrapToken: string | undefined;
  /** Whether the seeded development staff may sign in (the same switch as the viewer test accounts). */
  seedStaff: boolean;
  now: () => Date;
  /** `PREVIEW_SECRET`: the key of the preview grants this API mints (domain/previewGrant.ts). */
  previewSecret: string;
  /** `APP_PUBLIC_URL`: the app's address, the base of the preview links. */
  appPublicUrl: string;
}

/** 1 MiB: a layout is a few kilobytes; anything near this is a mistake or an attack. */
export const maxBodyBytes = 1024 * 1024;

export type ActorHandler = (request: RouteRequest, actor: Actor) => Reply | Promise<Reply>;

/** Turns the user services' throttle fault into this API's error shape. */
export function asHttpError(error: unknown): unknown {
  if (!(error instanceof Fault)) return error;
  const headers: Record<string, string> = {};
  if (error.options.retryAfterSeconds !== undefined) headers["Retry-After"] = String(error.options.retryAfterSeconds);
  return new HttpError(error.status, error.code.toLowerCase().replaceAll("_", "-"), error.message, headers);
}

/**
 * A `/manage` route whose handler runs only for an authenticated actor whose role allows `permission`: every call
 * of the management API is checked here, on the server, whatever the studio shows or hides.
 */
export function guardedRoute(deps: ManageDeps, method: Route["method"], pattern: string, permission: StaffPermission, handler: ActorHandler): Route {
  return {
    method,
    pattern: `/manage${pattern}`,
    handler: (request) => {
      const actor = authenticate(request.headers, deps.staff, deps.bootstrapToken);
      requirePermission(actor, permission);
      return handler(request, actor);
    },
  };
}

export function intParam(request: RouteRequest, name: string): number {
  const value = request.params[name] ?? "";
  if (!/^\d{1,12}$/.test(value)) throw new HttpError(404, "not-found", `No ${name} "${value}".`);
  return Number(value);
}

/** Parses a JSON body with `schema`, or a 400 naming what is wrong. */
export async function readBody<T>(request: RouteRequest, schema: z.ZodType<T>, shape: string): Promise<T> {
  const text = await request.readBody(maxBodyBytes);
  const parsed = schema.safeParse(text.trim() === "" ? {} : parseJsonBody(text));
  if (!parsed.success) throw badRequest("invalid-request", `Send ${shape}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}
