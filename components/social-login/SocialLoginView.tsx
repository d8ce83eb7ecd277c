import type { SocialLoginBlock } from "@/screens-schema/generated/types";
import type { BlockViewProps } from "../ui-context";
import { SocialLoginLinks } from "@/components/clientParts";

/** One link per provider, labelled in the user's language; the client part adds where to come back to. */
export function SocialLoginView({ block, rootProps, ui }: BlockViewProps<SocialLoginBlock>) {
  return (
    <SocialLoginLinks
      rootProps={rootProps}
      locale={ui.locale}
      heading={ui.t("form.social.label")}
      providers={block.providers.map((provider) => ({ provider, label: ui.t(`form.social.${provider}`) }))}
    />
  );
}
