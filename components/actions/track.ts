/**
 * The one tracking port (spec 7 "Tracking", issue 32 §4): actions (actions/dispatch.ts), the session and the modules
 * report here, never to the tag manager or the engagement tool themselves. An event joins the local queue
 * (tracking/trackingQueue.ts); the tracker (tracking/tracker.ts, loaded after the page) sends it on once the tag
 * manager has loaded and the viewer's consent allows, in order. Events analytics drops (spec 4) never join.
 */
import { isDroppedEvent } from "@/domain/tracking";
import { enqueue, trackedEvent, type TrackParams } from "../tracking/trackingQueue";

export type { TrackParams };

export function track(event: string, params: TrackParams = {}): void {
  if (typeof window === "undefined" || isDroppedEvent(event)) return;
  enqueue({ event, params, at: Date.now() });
  window.dispatchEvent(new Event(trackedEvent));
}
