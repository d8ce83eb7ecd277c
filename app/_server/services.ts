/**
 * The app's one way to the adapters (ARCHITECTURE.md §3): routes, the shell, the auth helpers and proxy.ts
 * take the service clients, the call context and the service errors from here, never from `@/adapters/...`
 * (the lint configuration enforces it). What the app needs of a service is then listed in one place.
 */
export { getServices, type Services } from "@/adapters";
export { defaultCountry, requestBudgetMs, requestDeadline, requestIdHeader, type CallContext } from "@/adapters/http/httpClient";
export { clientInfoFromUserAgent } from "@/adapters/http/clientInfo";
export { ServiceError } from "@/adapters/http/ServiceError";
export { cardPaymentRefusal } from "@/adapters/subscription/cardPayments";
export type { AccountSubscription, PaymentInstrument, SubscriptionSummary } from "@/adapters/subscription/subscriptionClient";
export { readServiceConfig, type ServiceConfig } from "@/adapters/serviceConfig";
export { forwardEnvelope, parseDsn } from "@/adapters/errors/errorTunnel";
export type { NewProfileInput, ProfileCaller, ProfileEdit } from "@/adapters/user/profilesClient";
export type { NewAccount, ProfileChanges } from "@/adapters/user/userClient";
export { UserServiceError } from "@/adapters/user/UserServiceError";
export { PlaybackRefusal, type Playout, type WatchedItem } from "@/adapters/playback/playbackClient";
export { forwardManage, previewDocument, signInStaff, signOutStaff, staffOfSession, type StaffMember } from "@/adapters/manage/manageClient";
