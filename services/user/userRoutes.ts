import { profileRoutes } from "../profiles/profileRoutes";
import { accountRoutes } from "./accountRoutes";
import { crmRoutes } from "./crmRoutes";
import { deviceRoutes } from "./deviceRoutes";
import { emailRoutes } from "./emailRoutes";
import { createFaultListener } from "./faultRouter";
export { isUserServicePath } from "./faultRouter";
import { phoneRoutes } from "./phoneRoutes";
import { phoneLinkingRoutes } from "./phoneLinking";
import { emailAddingRoutes } from "./emailAdding";
import { socialRoutes } from "./socialRoutes";
import { tvRoutes } from "./tvRoutes";
import { setTopBoxRoutes } from "./setTopBoxRoutes";
import { createRequestListener } from "../http/createRequestListener";
import type { FinishReply } from "../http/signReplies";
import { createRouter } from "../http/router";
import { schedulePurge } from "./purge";
import { seedUserIds } from "../seed/seedUsers";
import { createUserDeps, type UserServiceOptions } from "./userDeps";
import type { BotCheckVerifier } from "../botCheck/botCheckProvider";
import { withBotCheck } from "./botCheckGuard";

/** Development default of `SOCIAL_SIGNING_SECRET`; production must set its own. */
export const devSocialSecret = "shasha-dev-social-secret";
export const devCodeSecret = "shasha-dev-code-secret";

export type UserServicesOptions = Omit<UserServiceOptions, "appPublicUrl" | "socialSecret" | "codeSecret" | "devOutbox" | "seedAccounts"> &
  Partial<Pick<UserServiceOptions, "appPublicUrl" | "socialSecret" | "codeSecret" | "devOutbox" | "seedAccounts">> & {
    /** The bot-check provider's verdicts on the calls spec 4 protects (botCheckGuard.ts). */
    botCheck: BotCheckVerifier;
    /** What every reply goes through before it is written: the protected calls' signatures (services/http/signReplies.ts). */
    finish?: FinishReply;
  };

export interface UserServices {
  listener: ReturnType<typeof createFaultListener>;
  /** The simulated TV's page and its pairing calls (tvRoutes.ts), for the public listener. */
  tv: ReturnType<typeof createRequestListener>;
  /** Ends the scheduled purge; call before the database closes. */
  stop(): void;
}

/** The request listener of `/user` and `/userprofile` (docs/user-service.md), and the purge it schedules. */
export function createUserServices(options: UserServicesOptions): UserServices {
  const deps = createUserDeps({
    ...options,
    appPublicUrl: (options.appPublicUrl ?? process.env.APP_PUBLIC_URL ?? "http://localhost:3000").replace(/\/$/, ""),
    // The defaults serve tests; services/runConfig.ts decides them for a real start (services/main.ts).
    socialSecret: options.socialSecret ?? devSocialSecret,
    codeSecret: options.codeSecret ?? devCodeSecret,
    devOutbox: options.devOutbox ?? true,
    seedAccounts: options.seedAccounts ?? true,
  });
  // Sessions the seeded accounts got in a development run on the same data end when they may not sign in.
  if (!deps.seedAccounts) for (const id of seedUserIds) deps.sessions.revokeAll(id);
  const listener = createFaultListener(withBotCheck(options.botCheck, [
    ...accountRoutes(deps),
    ...emailRoutes(deps),
    ...crmRoutes(deps),
    ...phoneRoutes(deps),
    ...phoneLinkingRoutes(deps),
    ...emailAddingRoutes(deps),
    ...socialRoutes(deps),
    ...deviceRoutes(deps),
    ...setTopBoxRoutes(deps),
    ...profileRoutes(deps),
  ]), options.finish);
  const purge = schedulePurge(options.db, options.now);
  const tv = createRequestListener(createRouter(tvRoutes(deps)));
  return { listener, tv, stop: () => purge.stop() };
}
