"use client";

/** A button whose action runs in the browser and opens nothing of its own (`track`, `cookie-preferences`): a client component. */
import type { CookiePreferencesAction, TrackAction, TrackEvent } from "@/screens-schema/types";
import type { BlockRootProps } from "../ui-context";
import { ActionButton, type ActionVariant } from "./actionStyles";
import { dispatchAction } from "./dispatch";

export interface TrackButtonProps {
  action: TrackAction | CookiePreferencesAction;
  label: string;
  variant: ActionVariant;
  rootProps?: BlockRootProps;
  click?: TrackEvent;
}

export function TrackButton({ action, label, variant, rootProps, click }: TrackButtonProps) {
  return (
    <ActionButton {...rootProps} type="button" variant={variant} onClick={() => dispatchAction(action, {}, click)}>
      {label}
    </ActionButton>
  );
}
