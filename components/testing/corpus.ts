/**
 * Blocks picked out of the shared layout corpus (CONVENTIONS.md 6: one corpus feeds unit tests, stories and
 * screenshots). Layouts are imported as JSON and every block handed out has passed the compiled schema
 * validator's block guard, so a story never renders a cast of unchecked JSON.
 *
 * Only the valid layouts are here; the `invalid-*` files exist for the validator's own tests.
 */
import { validateBlock } from "@/screens-schema/generated/validate-screen.cjs";
import type { Block, BlockType } from "@/screens-schema/types";
import { walkBlocks, type UnknownRecord } from "@/screens-schema/validator/walk-blocks";
import formExample from "@/screens-schema/examples/form.json";
import textFieldExample from "@/screens-schema/examples/text-field.json";
import emailFieldExample from "@/screens-schema/examples/email-field.json";
import passwordFieldExample from "@/screens-schema/examples/password-field.json";
import phoneFieldExample from "@/screens-schema/examples/phone-field.json";
import otpFieldExample from "@/screens-schema/examples/otp-field.json";
import checkboxExample from "@/screens-schema/examples/checkbox.json";
import selectExample from "@/screens-schema/examples/select.json";
import submitExample from "@/screens-schema/examples/submit.json";
import linkExample from "@/screens-schema/examples/link.json";
import socialLoginExample from "@/screens-schema/examples/social-login.json";
import profileListExample from "@/screens-schema/examples/profile-list.json";
import badgeExample from "@/screens-schema/examples/badge.json";
import bannerExample from "@/screens-schema/examples/banner.json";
import buttonExample from "@/screens-schema/examples/button.json";
import heroExample from "@/screens-schema/examples/hero.json";
import imageExample from "@/screens-schema/examples/image.json";
import moduleExample from "@/screens-schema/examples/module.json";
import railExample from "@/screens-schema/examples/rail.json";
import sectionHeaderExample from "@/screens-schema/examples/section-header.json";
import stackExample from "@/screens-schema/examples/stack.json";
import textExample from "@/screens-schema/examples/text.json";
import tileExample from "@/screens-schema/examples/tile.json";
import titleHeaderExample from "@/screens-schema/examples/title-header.json";
import seasonPickerExample from "@/screens-schema/examples/season-picker.json";
import gridExample from "@/screens-schema/examples/grid.json";
import watchHistoryExample from "@/screens-schema/examples/watch-history.json";
import packageListExample from "@/screens-schema/examples/package-list.json";
import featureTableExample from "@/screens-schema/examples/feature-table.json";
import orderSummaryExample from "@/screens-schema/examples/order-summary.json";
import paymentMethodListExample from "@/screens-schema/examples/payment-method-list.json";
import subscriptionManageExample from "@/screens-schema/examples/subscription-manage.json";
import partnerListExample from "@/screens-schema/examples/partner-list.json";
import offerListExample from "@/screens-schema/examples/offer-list.json";
import programmeGuideExample from "@/screens-schema/examples/programme-guide.json";
import searchResultsExample from "@/screens-schema/examples/search-results.json";
import deviceListExample from "@/screens-schema/examples/device-list.json";
import devicePairingExample from "@/screens-schema/examples/device-pairing.json";
import onboardingPicksExample from "@/screens-schema/examples/onboarding-picks.json";
import titlePagesRtl from "@/tests/fixtures/layouts/title-pages-rtl.json";
import titlePages from "@/tests/fixtures/layouts/title-pages.json";
import loginFormRtl from "@/tests/fixtures/layouts/login-form-rtl.json";
import loginForm from "@/tests/fixtures/layouts/login-form.json";
import signupFormRtl from "@/tests/fixtures/layouts/signup-form-rtl.json";
import signupForm from "@/tests/fixtures/layouts/signup-form.json";
import phoneLoginRtl from "@/tests/fixtures/layouts/phone-login-rtl.json";
import phoneLogin from "@/tests/fixtures/layouts/phone-login.json";
import resetRtl from "@/tests/fixtures/layouts/reset-rtl.json";
import reset from "@/tests/fixtures/layouts/reset.json";
import packagesRtl from "@/tests/fixtures/layouts/packages-rtl.json";
import packages from "@/tests/fixtures/layouts/packages.json";
import profilesRtl from "@/tests/fixtures/layouts/profiles-rtl.json";
import profiles from "@/tests/fixtures/layouts/profiles.json";
import actionsRtl from "@/tests/fixtures/layouts/actions-rtl.json";
import actions from "@/tests/fixtures/layouts/actions.json";
import fallbacksRtl from "@/tests/fixtures/layouts/fallbacks-rtl.json";
import fallbacks from "@/tests/fixtures/layouts/fallbacks.json";
import homeRtl from "@/tests/fixtures/layouts/home-rtl.json";
import home from "@/tests/fixtures/layouts/home.json";
import landingRtl from "@/tests/fixtures/layouts/landing-rtl.json";
import landing from "@/tests/fixtures/layouts/landing.json";
import markupAsTextRtl from "@/tests/fixtures/layouts/markup-as-text-rtl.json";
import markupAsText from "@/tests/fixtures/layouts/markup-as-text.json";
import nestedStacksRtl from "@/tests/fixtures/layouts/nested-stacks-rtl.json";
import nestedStacks from "@/tests/fixtures/layouts/nested-stacks.json";
import textFormsRtl from "@/tests/fixtures/layouts/text-forms-rtl.json";
import textForms from "@/tests/fixtures/layouts/text-forms.json";
import visibleWhenRtl from "@/tests/fixtures/layouts/visible-when-rtl.json";
import visibleWhen from "@/tests/fixtures/layouts/visible-when.json";

export type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;

/** `ltr` is the plain fixture (stories show it in English), `rtl` its Arabic twin `<name>-rtl.json`. */
export type Twin = "ltr" | "rtl";

export type CorpusLayout =
  | "actions"
  | "fallbacks"
  | "home"
  | "landing"
  | "login-form"
  | "packages"
  | "phone-login"
  | "profiles"
  | "reset"
  | "signup-form"
  | "markup-as-text"
  | "nested-stacks"
  | "text-forms"
  | "title-pages"
  | "visible-when";

/** Typed as `unknown` on purpose: what the JSON holds is only known after validation. */
const layouts: Record<CorpusLayout, Record<Twin, unknown>> = {
  actions: { ltr: actions, rtl: actionsRtl },
  fallbacks: { ltr: fallbacks, rtl: fallbacksRtl },
  home: { ltr: home, rtl: homeRtl },
  landing: { ltr: landing, rtl: landingRtl },
  "login-form": { ltr: loginForm, rtl: loginFormRtl },
  packages: { ltr: packages, rtl: packagesRtl },
  "phone-login": { ltr: phoneLogin, rtl: phoneLoginRtl },
  profiles: { ltr: profiles, rtl: profilesRtl },
  reset: { ltr: reset, rtl: resetRtl },
  "signup-form": { ltr: signupForm, rtl: signupFormRtl },
  "markup-as-text": { ltr: markupAsText, rtl: markupAsTextRtl },
  "nested-stacks": { ltr: nestedStacks, rtl: nestedStacksRtl },
  "text-forms": { ltr: textForms, rtl: textFormsRtl },
  "title-pages": { ltr: titlePages, rtl: titlePagesRtl },
  "visible-when": { ltr: visibleWhen, rtl: visibleWhenRtl },
};

const examples: Record<BlockType, unknown> = {
  badge: badgeExample,
  banner: bannerExample,
  button: buttonExample,
  hero: heroExample,
  image: imageExample,
  module: moduleExample,
  rail: railExample,
  "section-header": sectionHeaderExample,
  stack: stackExample,
  text: textExample,
  tile: tileExample,
  form: formExample,
  "text-field": textFieldExample,
  "email-field": emailFieldExample,
  "password-field": passwordFieldExample,
  "phone-field": phoneFieldExample,
  "otp-field": otpFieldExample,
  checkbox: checkboxExample,
  select: selectExample,
  submit: submitExample,
  link: linkExample,
  "social-login": socialLoginExample,
  "profile-list": profileListExample,
  "title-header": titleHeaderExample,
  "season-picker": seasonPickerExample,
  grid: gridExample,
  "watch-history": watchHistoryExample,
  "package-list": packageListExample,
  "feature-table": featureTableExample,
  "order-summary": orderSummaryExample,
  "payment-method-list": paymentMethodListExample,
  "subscription-manage": subscriptionManageExample,
  "partner-list": partnerListExample,
  "offer-list": offerListExample,
  "programme-guide": programmeGuideExample,
  "search-results": searchResultsExample,
  "device-list": deviceListExample,
  "device-pairing": devicePairingExample,
  "onboarding-picks": onboardingPicksExample,
};

/** A validated block and where it came from, for the story's description. */
export interface Picked<K extends BlockType> {
  block: BlockOf<K>;
  /** Repository path of the layout file. */
  file: string;
  /** JSON pointer of the block in that file. */
  pointer: string;
}

export function fixtureFile(layout: CorpusLayout, twin: Twin): string {
  return `tests/fixtures/layouts/${layout}${twin === "rtl" ? "-rtl" : ""}.json`;
}

export function exampleFile(type: BlockType): string {
  return `screens-schema/examples/${type}.json`;
}

function isBlockOf<K extends BlockType>(block: Block, type: K): block is BlockOf<K> {
  return block.type === type;
}

interface Found {
  candidate: UnknownRecord;
  pointer: string;
}

/** Every block object of a document (top level, stack children, object fallbacks), in document order. */
function blocksIn(doc: unknown): Found[] {
  const found: Found[] = [];
  walkBlocks(doc, (candidate, pointer) => found.push({ candidate, pointer }));
  return found;
}

function guard<K extends BlockType>(found: Found, type: K, file: string): Picked<K> {
  const { candidate, pointer } = found;
  if (!validateBlock(candidate)) {
    const why = (validateBlock.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ""}`).join("; ");
    throw new Error(`${file}#${pointer}: the block does not pass the schema: ${why}`);
  }
  if (!isBlockOf(candidate, type)) throw new Error(`${file}#${pointer}: a ${candidate.type} block, not a ${type} block`);
  return { block: candidate, file, pointer };
}

function pickFrom<K extends BlockType>(doc: unknown, file: string, type: K, id?: string): Picked<K> {
  const match = blocksIn(doc).find(({ candidate }) => candidate["type"] === type && (id === undefined || candidate["id"] === id));
  if (!match) throw new Error(`${file}: no ${type} block${id === undefined ? "" : ` with id "${id}"`}`);
  return guard(match, type, file);
}

/**
 * A block of `type` from a corpus layout: the one with `id`, or the first of that type in document order.
 * Throws when it is missing or invalid, so a story built on a fixture that drifted fails loudly.
 */
export function pickBlock<K extends BlockType>(type: K, layout: CorpusLayout, twin: Twin, id?: string): Picked<K> {
  const file = fixtureFile(layout, twin);
  return pickFrom(layouts[layout][twin], file, type, id);
}

/** The block of `type` as it appears in `screens-schema/examples/<type>.json`. */
export function exampleBlock<K extends BlockType>(type: K): Picked<K> {
  return pickFrom(examples[type], exampleFile(type), type);
}

/** Every layout this module loads, as unvalidated JSON with its path; for the corpus tests. */
export function corpusDocuments(): { file: string; twin: Twin; doc: unknown }[] {
  return Object.entries(layouts).flatMap(([name, twins]) =>
    (["ltr", "rtl"] as const).map((twin) => ({ file: `tests/fixtures/layouts/${name}${twin === "rtl" ? "-rtl" : ""}.json`, twin, doc: twins[twin] })),
  );
}

/** Every block of `type` in every loaded layout (both twins), validated; throws on an invalid one. */
export function corpusBlocksOfType<K extends BlockType>(type: K): Picked<K>[] {
  return corpusDocuments().flatMap(({ file, doc }) =>
    blocksIn(doc)
      .filter(({ candidate }) => candidate["type"] === type)
      .map((found) => guard(found, type, file)),
  );
}
