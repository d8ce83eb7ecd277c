// GENERATED FILE, DO NOT EDIT.
// Compiled from screens-schema/schemas/*.schema.json by ajv standalone (screens-schema/build/generate.ts).
// CommonJS on purpose: ajv's standalone output uses require() even in ESM mode (STACK-NOTES pitfall 7).
// Regenerate with `npm run schema:generate`; `npm run schema:check` fails when this file is stale.
function appendErrors(list, more) {
  if (list === null) return more;
  for (const error of more) list.push(error);
  return list;
}
("use strict");
exports.validateRouteTable = validate52;
const schema19 = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://schemas.shasha.tv/v1/route-table.schema.json",
  title: "RouteTable",
  description:
    'The app\'s routing table (spec 3 "App configuration": routing table, dynamic page screen ids): for every locale-less path pattern, the screen it shows, its page kind, its page chrome and who may open it. The app reads the first row whose pattern matches the path, in table order, so a specific row goes above a broader one ("/favorite" above "/:landingId").',
  type: "object",
  additionalProperties: false,
  required: ["schemaVersion", "routes"],
  properties: {
    $schema: {
      description: "Editor hint: URL or relative path of this schema.",
      type: "string",
      format: "uri-reference",
      examples: ["https://schemas.shasha.tv/v1/route-table.schema.json"],
      "x-since": "1.0",
    },
    schemaVersion: {
      description:
        'Route table contract version as "major.minor", versioned apart from the layouts\' (currently "1.0").',
      type: "string",
      pattern: "^\\d+\\.\\d+$",
      examples: ["1.0"],
      "x-since": "1.0",
    },
    maintenanceWindows: {
      description:
        'The maintenance windows that are open (spec 3 "App configuration" maintenanceWindow): every row whose `maintenanceArea` is switched on here shows the maintenance screen (/maintenance) in place of its page, until it is switched off and published again. The app configuration\'s own `maintenanceWindow` (the app-grid metadata) opens a window too. Absent or false: the area is up.',
      type: "object",
      additionalProperties: false,
      properties: {
        landingPages: {
          description: "true: the landingPages area is under maintenance.",
          type: "boolean",
          default: false,
          "x-since": "1.1",
        },
        settings: {
          description: "true: the settings area is under maintenance.",
          type: "boolean",
          default: false,
          "x-since": "1.1",
        },
        streamingPages: {
          description: "true: the streamingPages area is under maintenance.",
          type: "boolean",
          default: false,
          "x-since": "1.1",
        },
        showPages: {
          description: "true: the showPages area is under maintenance.",
          type: "boolean",
          default: false,
          "x-since": "1.1",
        },
        authentication: {
          description: "true: the authentication area is under maintenance.",
          type: "boolean",
          default: false,
          "x-since": "1.1",
        },
        subscription: {
          description: "true: the subscription area is under maintenance.",
          type: "boolean",
          default: false,
          "x-since": "1.1",
        },
      },
      examples: [{ streamingPages: true }],
      "x-since": "1.1",
    },
    routes: {
      description:
        "The rows, most specific first: the first row whose pattern matches a path decides it. At most 300 rows; no two rows may have the same pattern (compared without case and trailing slash; the validator checks).",
      type: "array",
      minItems: 1,
      items: { $ref: "#/$defs/route" },
      "x-since": "1.0",
    },
  },
  $defs: {
    route: {
      title: "Route",
      description: "One row: a path pattern, the screen it shows, its page kind, its chrome and its guard.",
      type: "object",
      additionalProperties: false,
      required: ["path", "kind", "layout", "access"],
      properties: {
        path: {
          description:
            'The path pattern without the language prefix ("/hub/login" serves /ar/hub/login, /en/hub/login and /fr/hub/login), in the spec\'s syntax (spec 2): `:name` a parameter (also inside a segment, as in `series-:titleId`), `*` exactly one segment, `**` any rest of the path (none included), `{...}` an optional part. Matched without case and with or without a trailing slash. At most 6 parameters and wildcards and 2 optional parts (`{...}` or `**`), which bound the time a pattern takes to compile; the validator compiles every pattern.',
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^/[A-Za-z0-9_.:*{}/-]*$",
          examples: [
            "/hub/login",
            "/hub/settings/**",
            "/hub/profile-update{/:profileId}",
            "/series/:title/series-:titleId",
          ],
          "x-since": "1.0",
        },
        screen: {
          description:
            "The screen id this path shows. Absent: the path has no screen of its own, and the row only carries its kind and guard (a hand-written page, a content page whose screen follows from the rest of its path, or a page whose screen is not published yet, which is not found until it is).",
          $ref: "screen.schema.json#/properties/id",
          "x-since": "1.0",
        },
        screenFromParam: {
          description:
            'For a catch-all row: the name of the path parameter whose value is the screen id ("landingId" in "/:landingId": /ramadan shows the screen "ramadan"); only an id of one name, never a path-like one such as "/user/settings", whose page has its own row and guard. A row names either `screen` or `screenFromParam`, not both; the parameter must be one of the pattern\'s (the validator checks both).',
          type: "string",
          pattern: "^[A-Za-z_][A-Za-z0-9_]{0,63}$",
          examples: ["landingId"],
          "x-since": "1.0",
        },
        kind: { description: "The page kind.", $ref: "#/$defs/pageKind", "x-since": "1.0" },
        layout: { description: "The page chrome this path asks for.", $ref: "#/$defs/routeLayout", "x-since": "1.0" },
        access: { description: "Who may open the page.", $ref: "#/$defs/access", "x-since": "1.0" },
        exempt: {
          description:
            'true: one of the paths spec 2 exempts from some global behaviour of the app shell (/before-you-go, /favorite, /contact-us, /applications, /terms-and-conditions, /RSL-terms-and-conditions, /privacy-policy, /logout and anything under /hub/), such as the full-screen no-internet message (spec 2 "Application shell behaviours").',
          type: "boolean",
          default: false,
          "x-since": "1.0",
        },
        personal: {
          description:
            "true: the page shows the viewer's own data (their history, their list, the packages they may move to), so it is rendered for each request and never enters the shared page cache. Default false: a landing is cached per viewer segment.",
          type: "boolean",
          default: false,
          "x-since": "1.1",
        },
        subscriptionPin: {
          description:
            "true: where the account has a PIN (the master profile's, else the account's), a session that has not given it yet is asked for it before the page shows (spec 3 \"Profile state\" isPassedPinCodeOnSubscription), once per session and again after switching profile. For the pages that buy, change or cancel the subscription; the subscription service refuses those writes without it all the same. Only on personal pages: a cached page is the same for everyone.",
          type: "boolean",
          default: false,
          "x-since": "1.1",
        },
        flow: {
          description:
            'The area of the subscription flow the page belongs to (spec 4 "Flows"): entering a subscription, authentication, code-redemption or onboarding page sets the flow state to SUBSCRIPTION; congratulations set it for a subscribed viewer; card maintenance and the home path set NORMAL; a page without one sets NORMAL.',
          enum: [
            "subscription",
            "authentication",
            "code-redemption",
            "onboarding",
            "congrats",
            "card-maintenance",
            "home",
          ],
          "x-since": "1.1",
        },
        maintenanceArea: {
          description:
            "The area of spec 3's maintenance windows the page belongs to: while that area's window is open (the table's `maintenanceWindows`, or the app configuration's `maintenanceWindow`), the page shows the maintenance screen. `landingPages` home and the landing pages; `settings` the account pages; `streamingPages` the player and live pages; `showPages` the title, season and genre pages; `authentication` sign-in and sign-up; `subscription` the package, payment, offer and cancellation pages. Absent: the page never goes down for maintenance (the static pages, sign-out, the maintenance screen itself).",
          $ref: "#/$defs/maintenanceArea",
          "x-since": "1.1",
        },
        note: {
          description:
            "A remark for the people who edit the table (why a row is there or guarded so); the app ignores it.",
          type: "string",
          maxLength: 500,
          "x-since": "1.0",
        },
      },
      examples: [
        {
          path: "/hub/settings",
          screen: "/user/settings",
          kind: "hub",
          layout: "default",
          access: "login-required",
          exempt: true,
        },
      ],
      "x-since": "1.0",
    },
    pageKind: {
      title: "PageKind",
      description:
        'What kind of page the path is (spec 2 "Page kinds"): `landing` a landing page (home, a listing root such as /series, any landing id); `hub` a page of the account area under /hub/ ("hub landing"); `content` a title, season or genre page of spec 2 "Content routes" ("show page"); `player` a playback page; `promo` the package-join flow; `static` an information page (contact, terms, privacy, applications); `channel` a channel page; `themed` a landing page with its own theme; `bespoke` a page with a hand-written route of its own (the sign-out confirmation, the email verification). The spec\'s not-found and old-browser error pages answer paths no row matches, and "a page without header and footer" is the `no-chrome` layout, so neither is a kind here.',
      type: "string",
      enum: ["landing", "hub", "content", "player", "promo", "static", "channel", "themed", "bespoke"],
      "x-since": "1.0",
    },
    routeLayout: {
      title: "RouteLayout",
      description:
        'The page chrome the path asks for, over the screen\'s own `layout`: `default` leaves it to the screen (header and footer unless the screen says otherwise); `no-chrome` hides the header and footer (spec 2\'s "header hidden" list, "a page without header and footer", the embed pages); `transparent-header` a header over the first block ("Every page may ask for a transparent header"); `widget` the page alone, as a widget inside a native app or another page (spec 2\'s "widget-mode pages", promo?widget=...); `player` the full-screen player (spec 2: live pages have the player layout).',
      type: "string",
      enum: ["default", "no-chrome", "transparent-header", "widget", "player"],
      "x-since": "1.0",
    },
    access: {
      title: "RouteAccess",
      description:
        "The guard of spec 2's path lists and spec 6: `any` everyone; `guest-only` visitors who are not signed in (a signed-in viewer is sent home); `login-required` signed-in viewers (a guest is sent to /hub/login, which brings them back); `subscription-required` subscribed viewers (a guest is sent to sign in, a registered viewer to /promo); `master-required` the account's main profile (a guest is sent to sign in; another profile gets the 403 page, with the way to switch profile: parental control, the PIN, new profiles and deleting the account are the parent's). One value rather than one flag per list: the lists cannot overlap (a page for guests only cannot require a login), and subscription-required already includes the login.",
      type: "string",
      enum: ["any", "guest-only", "login-required", "subscription-required", "master-required"],
      "x-since": "1.0",
    },
    maintenanceArea: {
      title: "MaintenanceArea",
      description: "An area of the app that a maintenance window switches off (spec 3 maintenanceWindow).",
      type: "string",
      enum: ["landingPages", "settings", "streamingPages", "showPages", "authentication", "subscription"],
      "x-since": "1.1",
    },
  },
  examples: [
    {
      schemaVersion: "1.0",
      routes: [
        {
          path: "/hub/login",
          screen: "/user/login-form",
          kind: "hub",
          layout: "default",
          access: "guest-only",
          exempt: true,
        },
        { path: "/:landingId", screenFromParam: "landingId", kind: "landing", layout: "default", access: "any" },
      ],
    },
  ],
  "x-since": "1.0",
};
const formats0 =
  /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
const pattern3 = new RegExp("^\\d+\\.\\d+$", "u");
const schema20 = {
  title: "Route",
  description: "One row: a path pattern, the screen it shows, its page kind, its chrome and its guard.",
  type: "object",
  additionalProperties: false,
  required: ["path", "kind", "layout", "access"],
  properties: {
    path: {
      description:
        'The path pattern without the language prefix ("/hub/login" serves /ar/hub/login, /en/hub/login and /fr/hub/login), in the spec\'s syntax (spec 2): `:name` a parameter (also inside a segment, as in `series-:titleId`), `*` exactly one segment, `**` any rest of the path (none included), `{...}` an optional part. Matched without case and with or without a trailing slash. At most 6 parameters and wildcards and 2 optional parts (`{...}` or `**`), which bound the time a pattern takes to compile; the validator compiles every pattern.',
      type: "string",
      minLength: 1,
      maxLength: 200,
      pattern: "^/[A-Za-z0-9_.:*{}/-]*$",
      examples: [
        "/hub/login",
        "/hub/settings/**",
        "/hub/profile-update{/:profileId}",
        "/series/:title/series-:titleId",
      ],
      "x-since": "1.0",
    },
    screen: {
      description:
        "The screen id this path shows. Absent: the path has no screen of its own, and the row only carries its kind and guard (a hand-written page, a content page whose screen follows from the rest of its path, or a page whose screen is not published yet, which is not found until it is).",
      $ref: "screen.schema.json#/properties/id",
      "x-since": "1.0",
    },
    screenFromParam: {
      description:
        'For a catch-all row: the name of the path parameter whose value is the screen id ("landingId" in "/:landingId": /ramadan shows the screen "ramadan"); only an id of one name, never a path-like one such as "/user/settings", whose page has its own row and guard. A row names either `screen` or `screenFromParam`, not both; the parameter must be one of the pattern\'s (the validator checks both).',
      type: "string",
      pattern: "^[A-Za-z_][A-Za-z0-9_]{0,63}$",
      examples: ["landingId"],
      "x-since": "1.0",
    },
    kind: { description: "The page kind.", $ref: "#/$defs/pageKind", "x-since": "1.0" },
    layout: { description: "The page chrome this path asks for.", $ref: "#/$defs/routeLayout", "x-since": "1.0" },
    access: { description: "Who may open the page.", $ref: "#/$defs/access", "x-since": "1.0" },
    exempt: {
      description:
        'true: one of the paths spec 2 exempts from some global behaviour of the app shell (/before-you-go, /favorite, /contact-us, /applications, /terms-and-conditions, /RSL-terms-and-conditions, /privacy-policy, /logout and anything under /hub/), such as the full-screen no-internet message (spec 2 "Application shell behaviours").',
      type: "boolean",
      default: false,
      "x-since": "1.0",
    },
    personal: {
      description:
        "true: the page shows the viewer's own data (their history, their list, the packages they may move to), so it is rendered for each request and never enters the shared page cache. Default false: a landing is cached per viewer segment.",
      type: "boolean",
      default: false,
      "x-since": "1.1",
    },
    subscriptionPin: {
      description:
        "true: where the account has a PIN (the master profile's, else the account's), a session that has not given it yet is asked for it before the page shows (spec 3 \"Profile state\" isPassedPinCodeOnSubscription), once per session and again after switching profile. For the pages that buy, change or cancel the subscription; the subscription service refuses those writes without it all the same. Only on personal pages: a cached page is the same for everyone.",
      type: "boolean",
      default: false,
      "x-since": "1.1",
    },
    flow: {
      description:
        'The area of the subscription flow the page belongs to (spec 4 "Flows"): entering a subscription, authentication, code-redemption or onboarding page sets the flow state to SUBSCRIPTION; congratulations set it for a subscribed viewer; card maintenance and the home path set NORMAL; a page without one sets NORMAL.',
      enum: ["subscription", "authentication", "code-redemption", "onboarding", "congrats", "card-maintenance", "home"],
      "x-since": "1.1",
    },
    maintenanceArea: {
      description:
        "The area of spec 3's maintenance windows the page belongs to: while that area's window is open (the table's `maintenanceWindows`, or the app configuration's `maintenanceWindow`), the page shows the maintenance screen. `landingPages` home and the landing pages; `settings` the account pages; `streamingPages` the player and live pages; `showPages` the title, season and genre pages; `authentication` sign-in and sign-up; `subscription` the package, payment, offer and cancellation pages. Absent: the page never goes down for maintenance (the static pages, sign-out, the maintenance screen itself).",
      $ref: "#/$defs/maintenanceArea",
      "x-since": "1.1",
    },
    note: {
      description: "A remark for the people who edit the table (why a row is there or guarded so); the app ignores it.",
      type: "string",
      maxLength: 500,
      "x-since": "1.0",
    },
  },
  examples: [
    {
      path: "/hub/settings",
      screen: "/user/settings",
      kind: "hub",
      layout: "default",
      access: "login-required",
      exempt: true,
    },
  ],
  "x-since": "1.0",
};
const func1 = Object.prototype.hasOwnProperty;
const func2 = require("ajv/dist/runtime/ucs2length").default;
const pattern4 = new RegExp("^/[A-Za-z0-9_.:*{}/-]*$", "u");
const pattern75 = new RegExp("^[A-Za-z_][A-Za-z0-9_]{0,63}$", "u");
const schema379 = {
  description: 'Screen id: a name such as "home" or a server-driven page path such as "/user/login-form".',
  type: "string",
  pattern: "^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,63}|(?:/[A-Za-z0-9][A-Za-z0-9_-]{0,63}){1,8})$",
  examples: ["home", "ramadan", "/user/login-form"],
  "x-since": "1.0",
};
const pattern6 = new RegExp("^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,63}|(?:/[A-Za-z0-9][A-Za-z0-9_-]{0,63}){1,8})$", "u");
function validate1189(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate1189.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data === "string") {
    if (!pattern6.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: "#/pattern",
        keyword: "pattern",
        params: { pattern: "^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,63}|(?:/[A-Za-z0-9][A-Za-z0-9_-]{0,63}){1,8})$" },
        message:
          'must match pattern "' +
          "^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,63}|(?:/[A-Za-z0-9][A-Za-z0-9_-]{0,63}){1,8})$" +
          '"',
        schema: "^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,63}|(?:/[A-Za-z0-9][A-Za-z0-9_-]{0,63}){1,8})$",
        parentSchema: schema379,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema379.type,
      parentSchema: schema379,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate1189.errors = vErrors;
  return errors === 0;
}
validate1189.evaluated = { dynamicProps: false, dynamicItems: false };
const schema380 = {
  title: "PageKind",
  description:
    'What kind of page the path is (spec 2 "Page kinds"): `landing` a landing page (home, a listing root such as /series, any landing id); `hub` a page of the account area under /hub/ ("hub landing"); `content` a title, season or genre page of spec 2 "Content routes" ("show page"); `player` a playback page; `promo` the package-join flow; `static` an information page (contact, terms, privacy, applications); `channel` a channel page; `themed` a landing page with its own theme; `bespoke` a page with a hand-written route of its own (the sign-out confirmation, the email verification). The spec\'s not-found and old-browser error pages answer paths no row matches, and "a page without header and footer" is the `no-chrome` layout, so neither is a kind here.',
  type: "string",
  enum: ["landing", "hub", "content", "player", "promo", "static", "channel", "themed", "bespoke"],
  "x-since": "1.0",
};
function validate1191(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate1191.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema380.type,
      parentSchema: schema380,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(
    data === "landing" ||
    data === "hub" ||
    data === "content" ||
    data === "player" ||
    data === "promo" ||
    data === "static" ||
    data === "channel" ||
    data === "themed" ||
    data === "bespoke"
  )) {
    const err1 = {
      instancePath,
      schemaPath: "#/enum",
      keyword: "enum",
      params: { allowedValues: schema380.enum },
      message: "must be equal to one of the allowed values",
      schema: schema380.enum,
      parentSchema: schema380,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate1191.errors = vErrors;
  return errors === 0;
}
validate1191.evaluated = { dynamicProps: false, dynamicItems: false };
const schema381 = {
  title: "RouteLayout",
  description:
    'The page chrome the path asks for, over the screen\'s own `layout`: `default` leaves it to the screen (header and footer unless the screen says otherwise); `no-chrome` hides the header and footer (spec 2\'s "header hidden" list, "a page without header and footer", the embed pages); `transparent-header` a header over the first block ("Every page may ask for a transparent header"); `widget` the page alone, as a widget inside a native app or another page (spec 2\'s "widget-mode pages", promo?widget=...); `player` the full-screen player (spec 2: live pages have the player layout).',
  type: "string",
  enum: ["default", "no-chrome", "transparent-header", "widget", "player"],
  "x-since": "1.0",
};
function validate1193(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate1193.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema381.type,
      parentSchema: schema381,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(
    data === "default" ||
    data === "no-chrome" ||
    data === "transparent-header" ||
    data === "widget" ||
    data === "player"
  )) {
    const err1 = {
      instancePath,
      schemaPath: "#/enum",
      keyword: "enum",
      params: { allowedValues: schema381.enum },
      message: "must be equal to one of the allowed values",
      schema: schema381.enum,
      parentSchema: schema381,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate1193.errors = vErrors;
  return errors === 0;
}
validate1193.evaluated = { dynamicProps: false, dynamicItems: false };
const schema382 = {
  title: "RouteAccess",
  description:
    "The guard of spec 2's path lists and spec 6: `any` everyone; `guest-only` visitors who are not signed in (a signed-in viewer is sent home); `login-required` signed-in viewers (a guest is sent to /hub/login, which brings them back); `subscription-required` subscribed viewers (a guest is sent to sign in, a registered viewer to /promo); `master-required` the account's main profile (a guest is sent to sign in; another profile gets the 403 page, with the way to switch profile: parental control, the PIN, new profiles and deleting the account are the parent's). One value rather than one flag per list: the lists cannot overlap (a page for guests only cannot require a login), and subscription-required already includes the login.",
  type: "string",
  enum: ["any", "guest-only", "login-required", "subscription-required", "master-required"],
  "x-since": "1.0",
};
function validate1195(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate1195.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema382.type,
      parentSchema: schema382,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(
    data === "any" ||
    data === "guest-only" ||
    data === "login-required" ||
    data === "subscription-required" ||
    data === "master-required"
  )) {
    const err1 = {
      instancePath,
      schemaPath: "#/enum",
      keyword: "enum",
      params: { allowedValues: schema382.enum },
      message: "must be equal to one of the allowed values",
      schema: schema382.enum,
      parentSchema: schema382,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate1195.errors = vErrors;
  return errors === 0;
}
validate1195.evaluated = { dynamicProps: false, dynamicItems: false };
const schema383 = {
  title: "MaintenanceArea",
  description: "An area of the app that a maintenance window switches off (spec 3 maintenanceWindow).",
  type: "string",
  enum: ["landingPages", "settings", "streamingPages", "showPages", "authentication", "subscription"],
  "x-since": "1.1",
};
function validate1197(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate1197.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema383.type,
      parentSchema: schema383,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(
    data === "landingPages" ||
    data === "settings" ||
    data === "streamingPages" ||
    data === "showPages" ||
    data === "authentication" ||
    data === "subscription"
  )) {
    const err1 = {
      instancePath,
      schemaPath: "#/enum",
      keyword: "enum",
      params: { allowedValues: schema383.enum },
      message: "must be equal to one of the allowed values",
      schema: schema383.enum,
      parentSchema: schema383,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate1197.errors = vErrors;
  return errors === 0;
}
validate1197.evaluated = { dynamicProps: false, dynamicItems: false };
function validate53(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate53.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.path === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "path" },
        message: "must have required property '" + "path" + "'",
        schema: schema20.required,
        parentSchema: schema20,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "kind" },
        message: "must have required property '" + "kind" + "'",
        schema: schema20.required,
        parentSchema: schema20,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.layout === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "layout" },
        message: "must have required property '" + "layout" + "'",
        schema: schema20.required,
        parentSchema: schema20,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.access === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "access" },
        message: "must have required property '" + "access" + "'",
        schema: schema20.required,
        parentSchema: schema20,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema20.properties, key0)) {
        const err4 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema20,
          data,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.path !== undefined) {
      let data0 = data.path;
      if (typeof data0 === "string") {
        if (func2(data0) > 200) {
          const err5 = {
            instancePath: instancePath + "/path",
            schemaPath: "#/properties/path/maxLength",
            keyword: "maxLength",
            params: { limit: 200 },
            message: "must NOT have more than 200 characters",
            schema: 200,
            parentSchema: schema20.properties.path,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err6 = {
            instancePath: instancePath + "/path",
            schemaPath: "#/properties/path/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
            schema: 1,
            parentSchema: schema20.properties.path,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (!pattern4.test(data0)) {
          const err7 = {
            instancePath: instancePath + "/path",
            schemaPath: "#/properties/path/pattern",
            keyword: "pattern",
            params: { pattern: "^/[A-Za-z0-9_.:*{}/-]*$" },
            message: 'must match pattern "' + "^/[A-Za-z0-9_.:*{}/-]*$" + '"',
            schema: "^/[A-Za-z0-9_.:*{}/-]*$",
            parentSchema: schema20.properties.path,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + "/path",
          schemaPath: "#/properties/path/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema20.properties.path.type,
          parentSchema: schema20.properties.path,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.screen !== undefined) {
      if (
        !validate1189(data.screen, {
          instancePath: instancePath + "/screen",
          parentData: data,
          parentDataProperty: "screen",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = appendErrors(vErrors, validate1189.errors);
        errors = vErrors.length;
      }
    }
    if (data.screenFromParam !== undefined) {
      let data2 = data.screenFromParam;
      if (typeof data2 === "string") {
        if (!pattern75.test(data2)) {
          const err9 = {
            instancePath: instancePath + "/screenFromParam",
            schemaPath: "#/properties/screenFromParam/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z_][A-Za-z0-9_]{0,63}$" },
            message: 'must match pattern "' + "^[A-Za-z_][A-Za-z0-9_]{0,63}$" + '"',
            schema: "^[A-Za-z_][A-Za-z0-9_]{0,63}$",
            parentSchema: schema20.properties.screenFromParam,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = {
          instancePath: instancePath + "/screenFromParam",
          schemaPath: "#/properties/screenFromParam/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema20.properties.screenFromParam.type,
          parentSchema: schema20.properties.screenFromParam,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if (
        !validate1191(data.kind, {
          instancePath: instancePath + "/kind",
          parentData: data,
          parentDataProperty: "kind",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = appendErrors(vErrors, validate1191.errors);
        errors = vErrors.length;
      }
    }
    if (data.layout !== undefined) {
      if (
        !validate1193(data.layout, {
          instancePath: instancePath + "/layout",
          parentData: data,
          parentDataProperty: "layout",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = appendErrors(vErrors, validate1193.errors);
        errors = vErrors.length;
      }
    }
    if (data.access !== undefined) {
      if (
        !validate1195(data.access, {
          instancePath: instancePath + "/access",
          parentData: data,
          parentDataProperty: "access",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = appendErrors(vErrors, validate1195.errors);
        errors = vErrors.length;
      }
    }
    if (data.exempt !== undefined) {
      let data6 = data.exempt;
      if (typeof data6 !== "boolean") {
        const err11 = {
          instancePath: instancePath + "/exempt",
          schemaPath: "#/properties/exempt/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema20.properties.exempt.type,
          parentSchema: schema20.properties.exempt,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.personal !== undefined) {
      let data7 = data.personal;
      if (typeof data7 !== "boolean") {
        const err12 = {
          instancePath: instancePath + "/personal",
          schemaPath: "#/properties/personal/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema20.properties.personal.type,
          parentSchema: schema20.properties.personal,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.subscriptionPin !== undefined) {
      let data8 = data.subscriptionPin;
      if (typeof data8 !== "boolean") {
        const err13 = {
          instancePath: instancePath + "/subscriptionPin",
          schemaPath: "#/properties/subscriptionPin/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema20.properties.subscriptionPin.type,
          parentSchema: schema20.properties.subscriptionPin,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.flow !== undefined) {
      let data9 = data.flow;
      if (!(
        data9 === "subscription" ||
        data9 === "authentication" ||
        data9 === "code-redemption" ||
        data9 === "onboarding" ||
        data9 === "congrats" ||
        data9 === "card-maintenance" ||
        data9 === "home"
      )) {
        const err14 = {
          instancePath: instancePath + "/flow",
          schemaPath: "#/properties/flow/enum",
          keyword: "enum",
          params: { allowedValues: schema20.properties.flow.enum },
          message: "must be equal to one of the allowed values",
          schema: schema20.properties.flow.enum,
          parentSchema: schema20.properties.flow,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.maintenanceArea !== undefined) {
      if (
        !validate1197(data.maintenanceArea, {
          instancePath: instancePath + "/maintenanceArea",
          parentData: data,
          parentDataProperty: "maintenanceArea",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = appendErrors(vErrors, validate1197.errors);
        errors = vErrors.length;
      }
    }
    if (data.note !== undefined) {
      let data11 = data.note;
      if (typeof data11 === "string") {
        if (func2(data11) > 500) {
          const err15 = {
            instancePath: instancePath + "/note",
            schemaPath: "#/properties/note/maxLength",
            keyword: "maxLength",
            params: { limit: 500 },
            message: "must NOT have more than 500 characters",
            schema: 500,
            parentSchema: schema20.properties.note,
            data: data11,
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      } else {
        const err16 = {
          instancePath: instancePath + "/note",
          schemaPath: "#/properties/note/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema20.properties.note.type,
          parentSchema: schema20.properties.note,
          data: data11,
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
  } else {
    const err17 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema20.type,
      parentSchema: schema20,
      data,
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate53.errors = vErrors;
  return errors === 0;
}
validate53.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate52(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.shasha.tv/v1/route-table.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate52.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schemaVersion === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "schemaVersion" },
        message: "must have required property '" + "schemaVersion" + "'",
        schema: schema19.required,
        parentSchema: schema19,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.routes === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "routes" },
        message: "must have required property '" + "routes" + "'",
        schema: schema19.required,
        parentSchema: schema19,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "$schema" || key0 === "schemaVersion" || key0 === "maintenanceWindows" || key0 === "routes")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema19,
          data,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.$schema !== undefined) {
      let data0 = data.$schema;
      if (typeof data0 === "string") {
        if (!formats0.test(data0)) {
          const err3 = {
            instancePath: instancePath + "/$schema",
            schemaPath: "#/properties/%24schema/format",
            keyword: "format",
            params: { format: "uri-reference" },
            message: 'must match format "' + "uri-reference" + '"',
            schema: "uri-reference",
            parentSchema: schema19.properties.$schema,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + "/$schema",
          schemaPath: "#/properties/%24schema/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema19.properties.$schema.type,
          parentSchema: schema19.properties.$schema,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.schemaVersion !== undefined) {
      let data1 = data.schemaVersion;
      if (typeof data1 === "string") {
        if (!pattern3.test(data1)) {
          const err5 = {
            instancePath: instancePath + "/schemaVersion",
            schemaPath: "#/properties/schemaVersion/pattern",
            keyword: "pattern",
            params: { pattern: "^\\d+\\.\\d+$" },
            message: 'must match pattern "' + "^\\d+\\.\\d+$" + '"',
            schema: "^\\d+\\.\\d+$",
            parentSchema: schema19.properties.schemaVersion,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/schemaVersion",
          schemaPath: "#/properties/schemaVersion/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema19.properties.schemaVersion.type,
          parentSchema: schema19.properties.schemaVersion,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.maintenanceWindows !== undefined) {
      let data2 = data.maintenanceWindows;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        for (const key1 in data2) {
          if (!(
            key1 === "landingPages" ||
            key1 === "settings" ||
            key1 === "streamingPages" ||
            key1 === "showPages" ||
            key1 === "authentication" ||
            key1 === "subscription"
          )) {
            const err7 = {
              instancePath: instancePath + "/maintenanceWindows",
              schemaPath: "#/properties/maintenanceWindows/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key1 },
              message: "must NOT have additional properties",
              schema: false,
              parentSchema: schema19.properties.maintenanceWindows,
              data: data2,
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data2.landingPages !== undefined) {
          let data3 = data2.landingPages;
          if (typeof data3 !== "boolean") {
            const err8 = {
              instancePath: instancePath + "/maintenanceWindows/landingPages",
              schemaPath: "#/properties/maintenanceWindows/properties/landingPages/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
              schema: schema19.properties.maintenanceWindows.properties.landingPages.type,
              parentSchema: schema19.properties.maintenanceWindows.properties.landingPages,
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data2.settings !== undefined) {
          let data4 = data2.settings;
          if (typeof data4 !== "boolean") {
            const err9 = {
              instancePath: instancePath + "/maintenanceWindows/settings",
              schemaPath: "#/properties/maintenanceWindows/properties/settings/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
              schema: schema19.properties.maintenanceWindows.properties.settings.type,
              parentSchema: schema19.properties.maintenanceWindows.properties.settings,
              data: data4,
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data2.streamingPages !== undefined) {
          let data5 = data2.streamingPages;
          if (typeof data5 !== "boolean") {
            const err10 = {
              instancePath: instancePath + "/maintenanceWindows/streamingPages",
              schemaPath: "#/properties/maintenanceWindows/properties/streamingPages/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
              schema: schema19.properties.maintenanceWindows.properties.streamingPages.type,
              parentSchema: schema19.properties.maintenanceWindows.properties.streamingPages,
              data: data5,
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data2.showPages !== undefined) {
          let data6 = data2.showPages;
          if (typeof data6 !== "boolean") {
            const err11 = {
              instancePath: instancePath + "/maintenanceWindows/showPages",
              schemaPath: "#/properties/maintenanceWindows/properties/showPages/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
              schema: schema19.properties.maintenanceWindows.properties.showPages.type,
              parentSchema: schema19.properties.maintenanceWindows.properties.showPages,
              data: data6,
            };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data2.authentication !== undefined) {
          let data7 = data2.authentication;
          if (typeof data7 !== "boolean") {
            const err12 = {
              instancePath: instancePath + "/maintenanceWindows/authentication",
              schemaPath: "#/properties/maintenanceWindows/properties/authentication/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
              schema: schema19.properties.maintenanceWindows.properties.authentication.type,
              parentSchema: schema19.properties.maintenanceWindows.properties.authentication,
              data: data7,
            };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data2.subscription !== undefined) {
          let data8 = data2.subscription;
          if (typeof data8 !== "boolean") {
            const err13 = {
              instancePath: instancePath + "/maintenanceWindows/subscription",
              schemaPath: "#/properties/maintenanceWindows/properties/subscription/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
              schema: schema19.properties.maintenanceWindows.properties.subscription.type,
              parentSchema: schema19.properties.maintenanceWindows.properties.subscription,
              data: data8,
            };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = {
          instancePath: instancePath + "/maintenanceWindows",
          schemaPath: "#/properties/maintenanceWindows/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
          schema: schema19.properties.maintenanceWindows.type,
          parentSchema: schema19.properties.maintenanceWindows,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.routes !== undefined) {
      let data9 = data.routes;
      if (Array.isArray(data9)) {
        if (data9.length < 1) {
          const err15 = {
            instancePath: instancePath + "/routes",
            schemaPath: "#/properties/routes/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema19.properties.routes,
            data: data9,
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        const len0 = data9.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate53(data9[i0], {
              instancePath: instancePath + "/routes/" + i0,
              parentData: data9,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = appendErrors(vErrors, validate53.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err16 = {
          instancePath: instancePath + "/routes",
          schemaPath: "#/properties/routes/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema19.properties.routes.type,
          parentSchema: schema19.properties.routes,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
  } else {
    const err17 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema19.type,
      parentSchema: schema19,
      data,
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate52.errors = vErrors;
  return errors === 0;
}
validate52.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
