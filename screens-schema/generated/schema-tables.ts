/**
 * GENERATED FILE, DO NOT EDIT (screens-schema/build/generate.ts).
 * Facts read from the schemas that the validator needs for its messages and suggestions.
 */

export const knownBlockTypes = [
  "stack",
  "hero",
  "rail",
  "tile",
  "section-header",
  "text",
  "image",
  "button",
  "badge",
  "banner",
  "module",
  "form",
  "text-field",
  "email-field",
  "password-field",
  "phone-field",
  "otp-field",
  "checkbox",
  "select",
  "submit",
  "link",
  "social-login",
  "profile-list",
  "title-header",
  "season-picker",
  "grid",
  "watch-history",
  "package-list",
  "feature-table",
  "order-summary",
  "payment-method-list",
  "subscription-manage",
  "partner-list",
  "offer-list",
] as const;

/** Allowed discriminator values, keyed by the `title` of the schema that holds the discriminator. */
export const discriminatorValues: { readonly [schemaTitle: string]: readonly string[] | undefined } = {
  Block: [
    "stack",
    "hero",
    "rail",
    "tile",
    "section-header",
    "text",
    "image",
    "button",
    "badge",
    "banner",
    "module",
    "form",
    "text-field",
    "email-field",
    "password-field",
    "phone-field",
    "otp-field",
    "checkbox",
    "select",
    "submit",
    "link",
    "social-login",
    "profile-list",
    "title-header",
    "season-picker",
    "grid",
    "watch-history",
    "package-list",
    "feature-table",
    "order-summary",
    "payment-method-list",
    "subscription-manage",
    "partner-list",
    "offer-list",
  ],
  HeroSource: ["editorial-carousel", "product-ids"],
  Action: ["navigate", "open-dialog", "play", "track"],
  DataSource: [
    "editorial-carousel",
    "product-ids",
    "product-filter",
    "live-channels",
    "continue-watching",
    "product",
    "related",
    "seasons",
  ],
};

export const sitePathPattern =
  "^/(?![/\\\\])[^\\s\\\\:?#\\u0000-\\u001F\\u007F]*(?:[?#][^\\s\\\\\\u0000-\\u001F\\u007F]*)?$";
export const blockIdPattern = "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$";
export const screenIdPattern = "^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,63}|(?:/[A-Za-z0-9][A-Za-z0-9_-]{0,63}){1,8})$";
export const routePathPattern = "^/[A-Za-z0-9_.:*{}/-]*$";
