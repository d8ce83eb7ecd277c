import { profileRoutes } from "../profiles/profileRoutes";
import { accountRoutes } from "./accountRoutes";
import { emailRoutes } from "./emailRoutes";
import { createFaultListener } from "./faultRouter";
export { isUserServicePath } from "./faultRouter";
import { phoneRoutes } from "./phoneRoutes";
import { socialRoutes } from "./socialRoutes";
import { schedulePurge } from "./purge";
import { createUserDeps, type UserServiceOptions } from "./userDeps";

/** Development default of `SOCIAL_SIGNING_SECRET`; production must set its own. */
export const devSocialSecret = "shasha-dev-social-secret";

/** `DEV_OUTBOX=1` opens the outbox route even in production; outside production it is always open. */
export function devOutboxEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== "production" || env.DEV_OUTBOX === "1";
}

export type UserServicesOptions = Omit<UserServiceOptions, "appPublicUrl" | "socialSecret" | "devOutbox"> &
  Partial<Pick<UserServiceOptions, "appPublicUrl" | "socialSecret" | "devOutbox">>;

export interface UserServices {
  listener: ReturnType<typeof createFaultListener>;
  /** Ends the scheduled purge; call before the database closes. */
  stop(): void;
}

/** The request listener of `/user` and `/userprofile` (docs/user-service.md), and the purge it schedules. */
export function createUserServices(options: UserServicesOptions): UserServices {
  if (options.socialSecret === undefined && process.env.SOCIAL_SIGNING_SECRET === undefined && process.env.NODE_ENV === "production") {
    console.warn("[services] SOCIAL_SIGNING_SECRET is not set: social UIDSignatures use the development secret.");
  }
  const deps = createUserDeps({
    ...options,
    appPublicUrl: (options.appPublicUrl ?? process.env.APP_PUBLIC_URL ?? "http://localhost:3000").replace(/\/$/, ""),
    socialSecret: options.socialSecret ?? process.env.SOCIAL_SIGNING_SECRET ?? devSocialSecret,
    devOutbox: options.devOutbox ?? devOutboxEnabled(),
  });
  const listener = createFaultListener([
    ...accountRoutes(deps),
    ...emailRoutes(deps),
    ...phoneRoutes(deps),
    ...socialRoutes(deps),
    ...profileRoutes(deps),
  ]);
  const purge = schedulePurge(options.db, options.now);
  return { listener, stop: () => purge.stop() };
}
