/**
 * The `profile-list` block: the signed-in account's profiles, resolved on the server for this viewer
 * (renderer/render/BlockNode.tsx) and never cached. Select mode chooses a profile (asking for the PIN of a
 * protected one); manage mode links each profile to its edit page.
 */
import type { ProfileListBlock } from "@/screens-schema/generated/types";
import type { BlockViewProps } from "../ui-context";
import { ProfileListRuntime } from "@/components/clientParts";
import type { ProfileCard, ProfileListLabels } from "./ProfileListRuntime";

/** The service's avatar template at a fixed size (avatars are small squares). */
export function avatarSrc(template: string): string {
  return template.replace("{resolution}", "md");
}

export function ProfileListView({ block, rootProps, ui, profiles }: BlockViewProps<ProfileListBlock>) {
  const mode = block.mode ?? "select";
  const cards: ProfileCard[] = (profiles ?? []).map((profile) => ({
    id: profile.id,
    name: profile.name,
    avatarSrc: avatarSrc(profile.avatarUrl),
    kid: profile.type === "KID",
    hasPin: profile.hasPin,
    ...(mode === "manage" ? { href: ui.href(`/hub/profile-update/${encodeURIComponent(profile.id)}`) } : {}),
    actionLabel: ui.t(mode === "manage" ? "profiles.edit" : "profiles.select", { name: profile.name }),
  }));
  const labels: ProfileListLabels = {
    list: ui.t("profiles.label"),
    kid: ui.t("profiles.kid"),
    locked: ui.t("profiles.locked"),
    pin: ui.t("profiles.pin"),
    pinHelp: ui.t("profiles.pinHelp"),
    pinFormat: ui.t("profiles.pinFormat"),
    pinTitles: Object.fromEntries(cards.map((card) => [card.id, ui.t("profiles.pinTitle", { name: card.name })])),
    confirm: ui.t("profiles.confirm"),
    cancel: ui.t("profiles.cancel"),
    unavailable: ui.t("form.errors.unavailable"),
    empty: ui.t("profiles.empty"),
  };
  return (
    <ProfileListRuntime
      rootProps={rootProps}
      locale={ui.locale}
      mode={mode}
      cards={cards}
      labels={labels}
      {...(block.addLink ? { add: { href: ui.href(block.addLink.to), label: ui.t("profiles.add") } } : {})}
    />
  );
}
