/**
 * The single client-side action dispatcher. Links (navigate, play) need no JavaScript; every action that does
 * (open-dialog, track, cookie-preferences) goes through here, together with the block's `analytics.click` event
 * when it has one.
 */
import type { CookiePreferencesAction, OpenDialogAction, TrackAction, TrackEvent } from "@/screens-schema/types";
import { openConsentPreferences } from "../consent/openPreferences";
import { track } from "./track";

export type ClientAction = OpenDialogAction | TrackAction | CookiePreferencesAction;

export interface ActionHandlers {
  openDialog?: (action: OpenDialogAction) => void;
}

export function dispatchAction(action: ClientAction, handlers: ActionHandlers = {}, click?: TrackEvent): void {
  if (click) track(click.event, click.params);
  switch (action.type) {
    case "track":
      track(action.event, action.params);
      return;
    case "open-dialog":
      handlers.openDialog?.(action);
      return;
    case "cookie-preferences":
      openConsentPreferences();
      return;
  }
}
