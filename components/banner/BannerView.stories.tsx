import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import type { Locale } from "@/domain/types";
import type { BannerBlock } from "@/screens-schema/types";
import { bannerBlock } from "../testing/blockFixtures";
import { rootPropsFor, storyUi } from "../testing/storyUi";
import { BannerView } from "./BannerView";

const meta: Meta = { title: "Blocks/Banner" };
export default meta;

type Story = StoryObj;

function story(locale: Locale, block: BannerBlock): Story {
  return {
    globals: { locale },
    render: (_args, { globals }) => <BannerView block={block} rootProps={rootPropsFor("banner", block.id)} ui={storyUi(globals)} />,
  };
}

const warning: BannerBlock = {
  id: "maintenance",
  type: "banner",
  tone: "warning",
  title: { ar: "صيانة مجدولة الليلة", en: "Scheduled maintenance tonight", fr: "Maintenance prévue ce soir" },
  body: { ar: "قد يتوقف البث لبضع دقائق.", en: "Streaming may pause for a few minutes.", fr: "La diffusion peut s’interrompre quelques minutes." },
  cta: { label: { ar: "التفاصيل", en: "Details", fr: "Détails" }, action: { type: "open-dialog", dialog: "info", title: { key: "promo.title" } } },
};

export const PromoArabic = story("ar", bannerBlock);
export const PromoEnglish = story("en", bannerBlock);
export const WarningWithDialogArabic = story("ar", warning);
export const InfoEnglish = story("en", { ...warning, id: "info", tone: "info", cta: undefined });
