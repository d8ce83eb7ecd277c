/**
 * The block behind /hub/auto-pairing (issue 31 §3): the TV's link or QR code opens it with the TV's code in the URL's
 * fragment; the client part (PairingRequest) reads it and asks the viewer to accept. Here: the words, in the viewer's
 * language, and which step follows a sign-in, as the server decided it (`pairing`).
 */
import type { DevicePairingBlock } from "@/screens-schema/types";
import { PairingRequest } from "@/components/clientParts";
import type { BlockViewProps } from "../ui-context";
import { DeviceSection } from "./DeviceListView.styles";

export function DevicePairingView({ rootProps, ui, pairing }: BlockViewProps<DevicePairingBlock>) {
  if (!pairing) return null;
  const t = (key: string) => ui.t(`pairing.${key}`);
  const words = {
    reading: t("reading"),
    none: t("none"),
    guest: t("guest"),
    signIn: t("signIn"),
    confirm: t("confirm"),
    accept: t("accept"),
    cancel: t("cancel"),
    cancelled: t("cancelled"),
    paired: t("paired"),
    subscribe: t("subscribe"),
    packages: t("packages"),
    anyway: t("anyway"),
    enterCode: t("enterCode"),
    tooMany: t("tooMany"),
    failed: t("failed"),
    invalid: ui.t("form.errors.pairingCodeInvalid"),
  };
  return (
    <DeviceSection {...rootProps}>
      <PairingRequest
        viewer={pairing}
        words={words}
        signInHref={ui.href(`/hub/login?redirect=${encodeURIComponent("/hub/auto-pairing")}`)}
        codeHref={ui.href("/hub/pairing-device")}
        packagesHref={ui.href("/promo")}
      />
    </DeviceSection>
  );
}
