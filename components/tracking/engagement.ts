/**
 * The customer-engagement tool (spec 7 "Tracking": events, profile and login pushes), as a stand-in with the calls the
 * vendor's SDK takes: it sends them to the app's collector. It is given events only when the country is not covered
 * or the performance group is on (spec 5), its privacy flags follow consent (spec 4), and it knows the viewer's status
 * as anonymous, registered or subscribed (spec 7), never their e-mail or name.
 */
import type { ConsentSignals } from "@/domain/consent";
import type { EngagementStatus } from "@/domain/tracking";
import { collect } from "./collect";
import type { QueuedEvent } from "./trackingQueue";

export function engagementEvent({ event, params, at }: QueuedEvent): void {
  collect("engagement", { kind: "event", event, params, at });
}

export function engagementPrivacy(signals: ConsentSignals): void {
  collect("engagement", { kind: "privacy", optOut: !signals.analytics, useIP: signals.personalisation });
}

export function engagementLogin(identity: string, status: EngagementStatus, language: string): void {
  collect("engagement", { kind: "login", identity, status, language });
}
