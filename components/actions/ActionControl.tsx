/**
 * Renders a layout Action as the right control. Shared by the button block and the banner CTA.
 * Server component: navigate and play are plain links; only open-dialog, track and cookie-preferences mount client buttons.
 */
import type { Action, PlayAction, TrackEvent } from "@/screens-schema/types";
import type { BlockRootProps, UiContext } from "../ui-context";
import { ActionLink, type ActionVariant } from "./actionStyles";
import { DialogButton, TrackButton } from "@/components/clientParts";

export interface ActionControlProps {
  action: Action;
  label: string;
  ui: UiContext;
  variant?: ActionVariant;
  rootProps?: BlockRootProps;
  /** The block's `analytics.click` event, sent by client actions. */
  click?: TrackEvent;
}

/**
 * Where a layout's play action leads: a player path the route table accepts. The action names an id and a kind but
 * not the title, so the title's words in the path are a neutral "watch"; the player page answers it with a 308 to
 * its canonical path (the title's own words, domain/contentPath.ts), the one a shared link keeps.
 */
export function playerPath(action: PlayAction): string {
  const id = encodeURIComponent(action.contentId);
  if (action.contentType === "LIVE_CHANNEL") return `/livestream/watch/livechannel-${id}`;
  return `/player/${playerFolders[action.contentType]}/watch/id-${id}`;
}

/** A trailer's canonical path also names its title, which the action does not: the page finds it from the id. */
const playerFolders: Record<Exclude<PlayAction["contentType"], "LIVE_CHANNEL">, string> = { MOVIE: "movies", EPISODE: "episodes", CLIP: "clips", TRAILER: "movies" };

export function ActionControl({ action, label, ui, variant = "primary", rootProps, click }: ActionControlProps) {
  switch (action.type) {
    case "navigate":
      return (
        <ActionLink {...rootProps} href={ui.href(action.to)} variant={variant}>
          {label}
        </ActionLink>
      );
    case "play":
      return (
        <ActionLink {...rootProps} href={ui.href(playerPath(action))} variant={variant}>
          {label}
        </ActionLink>
      );
    case "open-dialog": {
      const fallbackTitle = action.dialog === "language" ? ui.t("dialog.languageTitle") : ui.t("dialog.infoTitle");
      return (
        <DialogButton
          action={action}
          label={label}
          variant={variant}
          locale={ui.locale}
          dir={ui.dir}
          title={action.title ? ui.text(action.title) : fallbackTitle}
          body={action.body ? ui.text(action.body) : undefined}
          closeLabel={ui.t("dialog.close")}
          languageNames={{ ar: ui.t("language.ar"), en: ui.t("language.en"), fr: ui.t("language.fr") }}
          rootProps={rootProps}
          click={click}
        />
      );
    }
    case "track":
    case "cookie-preferences":
      return <TrackButton action={action} label={label} variant={variant} rootProps={rootProps} click={click} />;
  }
}
