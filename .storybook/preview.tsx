import type { Decorator, Preview } from "@storybook/nextjs-vite";
import { directionOf } from "@/domain/types";
import { localeOfGlobals } from "../components/testing/storyUi";
// oxlint-disable-next-line import/no-unassigned-import -- the theme stylesheet is a side-effect import, as in the root layout
import "../components/theme/global.css";

/** Arabic stories run right-to-left, like the app: `dir` on <html> and on the story's wrapper. */
const withLocale: Decorator = (Story, context) => {
  const locale = localeOfGlobals(context.globals);
  const dir = directionOf(locale);
  if (typeof document !== "undefined") {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }
  return (
    <div dir={dir} lang={locale} style={{ minHeight: "100vh", paddingBlock: "16px" }}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: "Language and direction",
      toolbar: {
        title: "Locale",
        icon: "globe",
        dynamicTitle: true,
        items: [
          { value: "ar", title: "العربية (RTL)" },
          { value: "en", title: "English" },
          { value: "fr", title: "Français" },
        ],
      },
    },
  },
  initialGlobals: { locale: "ar" },
  decorators: [withLocale],
  parameters: {
    layout: "fullscreen",
    nextjs: { appDirectory: true },
  },
};

export default preview;
