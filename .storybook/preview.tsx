import type { Decorator, Preview } from "@storybook/nextjs-vite";
import { directionOf } from "@/domain/types";
import { localeOfGlobals } from "../components/testing/storyUi";
// oxlint-disable-next-line import/no-unassigned-import -- the theme stylesheet is a side-effect import, as in the root layout
import "../components/theme/global.css";

/**
 * Arabic stories run right-to-left, like the app: `dir` on the story's wrapper, and on <html> when a story
 * has the canvas to itself. A docs page (English prose about the block) stays left-to-right; the stories
 * embedded in it carry their own direction and the app's dark theme.
 */
const withLocale: Decorator = (Story, context) => {
  const locale = localeOfGlobals(context.globals);
  const dir = directionOf(locale);
  const docs = context.viewMode === "docs";
  if (typeof document !== "undefined" && !docs) {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }
  return (
    <div
      dir={dir}
      lang={locale}
      style={{
        minHeight: docs ? undefined : "100vh",
        paddingBlock: "16px",
        background: "var(--color-bg)",
        color: "var(--color-text)",
      }}
    >
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
