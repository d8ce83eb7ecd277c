/**
 * The account's devices (issue 31 §3, `/hub/devices`): every browser and TV with a live session and every linked set-top box, newest use first, the
 * one in use marked, each named by its owner (or by what it is: "Chrome on Windows", "TV"), with when it was last used,
 * and in place a rename and a sign-out (DeviceActions; the device in use is signed out by signing out). Personal: the
 * page is rendered per request; the service decides whose devices these are.
 */
import type { AccountDevice } from "@/domain/account";
import type { DeviceListBlock } from "@/screens-schema/types";
import { DeviceActions } from "@/components/clientParts";
import type { BlockViewProps, UiContext } from "../ui-context";
import { DeviceList, DeviceSection, DeviceTitle } from "./DeviceListView.styles";

/** Product names, the same in every language. */
const browserNames: Readonly<Record<string, string>> = {
  CHROME: "Chrome",
  FIREFOX: "Firefox",
  SAFARI: "Safari",
  MOBILE_SAFARI: "Safari",
  EDGE: "Edge",
  IE: "Internet Explorer",
};
const systemNames: Readonly<Record<string, string>> = { WINDOWS: "Windows", MAC: "macOS", LINUX: "Linux", ANDROID: "Android", IOS: "iOS" };

/** What the list calls a device: its given name, else what it is. */
export function deviceName(device: AccountDevice, ui: UiContext): string {
  if (device.label !== undefined) return device.label;
  if (device.type === "TV") return ui.t("devices.tv");
  if (device.type === "STB") return ui.t("devices.box");
  const browser = browserNames[device.browser ?? ""] ?? ui.t("devices.browser");
  const system = systemNames[device.os ?? ""];
  return system === undefined ? browser : ui.t("devices.browserOn", { browser, system });
}

/** When it was last used; a set-top box, whose use the services do not see, when it was linked. */
function lastUsed(device: AccountDevice, ui: UiContext): string {
  if (device.current) return ui.t("devices.current");
  const date = new Intl.DateTimeFormat(ui.locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(device.lastSeenAt));
  return ui.t(device.type === "STB" ? "devices.linkedOn" : "devices.lastUsed", { date });
}

const kindKeys: Readonly<Record<AccountDevice["type"], string>> = { TV: "devices.kindTv", STB: "devices.kindBox", WEB: "devices.kindBrowser", OTHER: "devices.kindBrowser" };

export function DeviceListView({ block, rootProps, ui, devices }: BlockViewProps<DeviceListBlock>) {
  if (!devices) return null;
  const headingId = `${block.id}-title`;
  const Heading = block.headingLevel === 1 ? "h1" : "h2";
  const labels = {
    rename: ui.t("devices.rename"),
    name: ui.t("devices.name"),
    save: ui.t("devices.save"),
    cancel: ui.t("devices.cancel"),
    remove: ui.t("devices.remove"),
    confirm: ui.t("devices.confirm"),
    failed: ui.t("devices.failed"),
  };
  return (
    <DeviceSection {...rootProps} aria-labelledby={headingId}>
      <DeviceTitle as={Heading} id={headingId}>
        {block.title ? ui.text(block.title) : ui.t("devices.title")}
      </DeviceTitle>
      <DeviceList>
        {devices.map((device) => {
          const name = deviceName(device, ui);
          return (
            <li key={device.id} data-device={device.type} data-current={device.current ? "" : undefined}>
              <div className="device__about">
                <p className="device__name">{name}</p>
                <p className={device.current ? "device__meta device__current" : "device__meta"}>
                  {ui.t(kindKeys[device.type])} · {lastUsed(device, ui)}
                </p>
              </div>
              <DeviceActions
                id={device.id}
                name={name}
                current={device.current}
                labels={{ ...labels, renameLabel: ui.t("devices.renameLabel", { name }), removeLabel: ui.t("devices.removeLabel", { name }), confirmText: ui.t("devices.confirmText", { name }) }}
              />
            </li>
          );
        })}
      </DeviceList>
    </DeviceSection>
  );
}
