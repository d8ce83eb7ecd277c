import type { StorybookConfig } from "@storybook/nextjs-vite";

// reactDocgen stays at its default: "react-docgen-typescript" needs the TS compiler API that TypeScript 7 lacks
// (STACK-NOTES pitfall 2).
const config: StorybookConfig = {
  framework: { name: "@storybook/nextjs-vite", options: {} },
  stories: ["../components/**/*.stories.tsx"],
  core: { disableTelemetry: true },
};

export default config;
