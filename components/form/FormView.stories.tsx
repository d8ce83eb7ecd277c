import type { Meta } from "@storybook/nextjs-vite";
import { blockDocs } from "../testing/blockDocs";
import { blockDocsStory } from "../testing/BlockDocsPage";
import { corpusStory } from "../testing/corpusStory";

const meta = { title: "Blocks/Form", tags: ["autodocs"], parameters: blockDocs("form") } satisfies Meta;
export default meta;

export const SchemaAndExample = blockDocsStory("form");

export const SignInEnglish = corpusStory("form", "login-form", "ltr", "login-form");
export const SignInArabic = corpusStory("form", "login-form", "rtl", "login-form");
export const SignUpEnglish = corpusStory("form", "signup-form", "ltr", "signup-form");
export const SignUpArabic = corpusStory("form", "signup-form", "rtl", "signup-form");
export const SendCodeEnglish = corpusStory("form", "phone-login", "ltr", "phone-request");
export const SendCodeArabic = corpusStory("form", "phone-login", "rtl", "phone-request");
export const VerifyCodeEnglish = corpusStory("form", "phone-login", "ltr", "phone-verify");
export const VerifyCodeArabic = corpusStory("form", "phone-login", "rtl", "phone-verify");
export const ResetPasswordEnglish = corpusStory("form", "reset", "ltr", "reset-form");
export const ResetPasswordArabic = corpusStory("form", "reset", "rtl", "reset-form");
