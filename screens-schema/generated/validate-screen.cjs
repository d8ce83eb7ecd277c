// GENERATED FILE, DO NOT EDIT.
// Compiled from screens-schema/schemas/*.schema.json by ajv standalone (screens-schema/build/generate.ts).
// CommonJS on purpose: ajv's standalone output uses require() even in ESM mode (STACK-NOTES pitfall 7).
// Regenerate with `npm run schema:generate`; `npm run schema:check` fails when this file is stale.
"use strict";
exports.validateScreen = validate52;
const schema19 = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://schemas.shasha.tv/v1/screen.schema.json",
  title: "Screen",
  description: "A server-driven screen: the envelope the CMS publishes and the renderer draws.",
  type: "object",
  additionalProperties: false,
  required: ["schemaVersion", "id", "title", "blocks"],
  properties: {
    $schema: {
      description: "Editor hint: URL or relative path of this schema.",
      type: "string",
      format: "uri-reference",
      examples: ["https://schemas.shasha.tv/v1/screen.schema.json"],
      "x-since": "1.0",
    },
    schemaVersion: {
      description:
        'Layout contract version as "major.minor". The renderer states which versions it accepts (currently "1.0").',
      type: "string",
      pattern: "^\\d+\\.\\d+$",
      examples: ["1.0"],
      "x-since": "1.0",
    },
    id: {
      description: 'Screen id: a name such as "home" or a server-driven page path such as "/user/login-form".',
      type: "string",
      pattern: "^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,63}|(?:/[A-Za-z0-9][A-Za-z0-9_-]{0,63}){1,8})$",
      examples: ["home", "ramadan", "/user/login-form"],
      "x-since": "1.0",
    },
    layout: {
      description:
        "Page chrome: default header and footer, none, a header over the first block, or the full-screen player.",
      enum: ["default", "no-chrome", "transparent-header", "player"],
      default: "default",
      "x-since": "1.0",
    },
    title: {
      description: "Page title (document title and analytics).",
      $ref: "common.schema.json#/$defs/text",
      "x-since": "1.0",
    },
    description: {
      description: "Page description (meta description).",
      $ref: "common.schema.json#/$defs/text",
      "x-since": "1.0",
    },
    blocks: {
      description: "The blocks, top to bottom; at least one.",
      type: "array",
      minItems: 1,
      items: { $ref: "block.schema.json" },
      "x-since": "1.0",
    },
  },
  examples: [
    {
      schemaVersion: "1.0",
      id: "home",
      title: { key: "home.title" },
      blocks: [{ type: "hero", id: "home-hero", source: { kind: "editorial-carousel", carouselId: "featured" } }],
    },
  ],
  "x-since": "1.0",
};
const formats0 =
  /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
const pattern3 = new RegExp("^\\d+\\.\\d+$", "u");
const pattern4 = new RegExp("^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,63}|(?:/[A-Za-z0-9][A-Za-z0-9_-]{0,63}){1,8})$", "u");
const schema21 = {
  title: "Text",
  description:
    "User-visible text: an i18n key in the `screens` namespace, or the text in all three languages. Always shown as plain text, never interpreted as HTML.",
  anyOf: [{ $ref: "#/$defs/i18nKeyText" }, { $ref: "#/$defs/localeMapText" }],
  examples: [{ key: "home.trending" }, { ar: "الأكثر مشاهدة", en: "Trending now", fr: "Tendances" }],
  "x-since": "1.0",
};
const schema22 = {
  title: "I18nKeyText",
  description: "Text looked up by key in the `screens` i18n namespace.",
  type: "object",
  additionalProperties: false,
  required: ["key"],
  properties: {
    key: {
      description: "Key in the `screens` namespace (dot-separated).",
      type: "string",
      pattern: "^[A-Za-z0-9_]+(?:[.-][A-Za-z0-9_]+)*$",
      examples: ["home.trending"],
      "x-since": "1.0",
    },
    params: {
      description: "Interpolation values. Strings follow the same no-HTML rule as locale-map text.",
      type: "object",
      additionalProperties: { anyOf: [{ $ref: "#/$defs/plainString" }, { type: "number" }] },
      examples: [{ count: 3 }],
      "x-since": "1.0",
    },
  },
  "x-since": "1.0",
};
const pattern5 = new RegExp("^[A-Za-z0-9_]+(?:[.-][A-Za-z0-9_]+)*$", "u");
const schema23 = {
  description:
    'Display text. It is always shown as plain text and never interpreted as HTML: markup such as "<b>" appears literally.',
  $comment:
    'Why plain text rather than rejecting markup: titles legitimately hold "<", ">" and "&" ("Tom & Jerry <Classic>"), and a reject rule is a filter someone will eventually get around. The guarantee sits in the renderer instead: components only ever render strings as React text (lint forbids dangerouslySetInnerHTML), so markup shows up literally and runs nothing.',
  type: "string",
  minLength: 1,
  "x-since": "1.0",
};
const func1 = require("ajv/dist/runtime/ucs2length").default;
function validate56(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate56.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data === "string") {
    if (func1(data) < 1) {
      const err0 = {
        instancePath,
        schemaPath: "#/minLength",
        keyword: "minLength",
        params: { limit: 1 },
        message: "must NOT have fewer than 1 characters",
        schema: 1,
        parentSchema: schema23,
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
      schema: schema23.type,
      parentSchema: schema23,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate56.errors = vErrors;
  return errors === 0;
}
validate56.evaluated = { dynamicProps: false, dynamicItems: false };
function validate55(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate55.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.key === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "key" },
        message: "must have required property '" + "key" + "'",
        schema: schema22.required,
        parentSchema: schema22,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "key" || key0 === "params")) {
        const err1 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema22,
          data,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.key !== undefined) {
      let data0 = data.key;
      if (typeof data0 === "string") {
        if (!pattern5.test(data0)) {
          const err2 = {
            instancePath: instancePath + "/key",
            schemaPath: "#/properties/key/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9_]+(?:[.-][A-Za-z0-9_]+)*$" },
            message: 'must match pattern "' + "^[A-Za-z0-9_]+(?:[.-][A-Za-z0-9_]+)*$" + '"',
            schema: "^[A-Za-z0-9_]+(?:[.-][A-Za-z0-9_]+)*$",
            parentSchema: schema22.properties.key,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/key",
          schemaPath: "#/properties/key/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema22.properties.key.type,
          parentSchema: schema22.properties.key,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.params !== undefined) {
      let data1 = data.params;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        for (const key1 in data1) {
          let data2 = data1[key1];
          const _errs8 = errors;
          let valid2 = false;
          const _errs9 = errors;
          if (
            !validate56(data2, {
              instancePath: instancePath + "/params/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
              parentData: data1,
              parentDataProperty: key1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
            errors = vErrors.length;
          }
          var _valid0 = _errs9 === errors;
          valid2 = valid2 || _valid0;
          const _errs10 = errors;
          if (!(typeof data2 == "number" && isFinite(data2))) {
            const err4 = {
              instancePath: instancePath + "/params/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
              schemaPath: "#/properties/params/additionalProperties/anyOf/1/type",
              keyword: "type",
              params: { type: "number" },
              message: "must be number",
              schema: schema22.properties.params.additionalProperties.anyOf[1].type,
              parentSchema: schema22.properties.params.additionalProperties.anyOf[1],
              data: data2,
            };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
          var _valid0 = _errs10 === errors;
          valid2 = valid2 || _valid0;
          if (!valid2) {
            const err5 = {
              instancePath: instancePath + "/params/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
              schemaPath: "#/properties/params/additionalProperties/anyOf",
              keyword: "anyOf",
              params: {},
              message: "must match a schema in anyOf",
              schema: schema22.properties.params.additionalProperties.anyOf,
              parentSchema: schema22.properties.params.additionalProperties,
              data: data2,
            };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          } else {
            errors = _errs8;
            if (vErrors !== null) {
              if (_errs8) {
                vErrors.length = _errs8;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/params",
          schemaPath: "#/properties/params/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
          schema: schema22.properties.params.type,
          parentSchema: schema22.properties.params,
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
  } else {
    const err7 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema22.type,
      parentSchema: schema22,
      data,
    };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate55.errors = vErrors;
  return errors === 0;
}
validate55.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema24 = {
  title: "LocaleMapText",
  description:
    "The same text written in every supported language. All three are required so no language falls back silently.",
  type: "object",
  additionalProperties: false,
  required: ["ar", "en", "fr"],
  properties: {
    ar: { description: "Arabic text (rendered right-to-left).", $ref: "#/$defs/plainString", "x-since": "1.0" },
    en: { description: "English text.", $ref: "#/$defs/plainString", "x-since": "1.0" },
    fr: { description: "French text.", $ref: "#/$defs/plainString", "x-since": "1.0" },
  },
  "x-since": "1.0",
};
function validate59(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate59.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.ar === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "ar" },
        message: "must have required property '" + "ar" + "'",
        schema: schema24.required,
        parentSchema: schema24,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.en === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "en" },
        message: "must have required property '" + "en" + "'",
        schema: schema24.required,
        parentSchema: schema24,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.fr === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "fr" },
        message: "must have required property '" + "fr" + "'",
        schema: schema24.required,
        parentSchema: schema24,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "ar" || key0 === "en" || key0 === "fr")) {
        const err3 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema24,
          data,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.ar !== undefined) {
      if (
        !validate56(data.ar, {
          instancePath: instancePath + "/ar",
          parentData: data,
          parentDataProperty: "ar",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
        errors = vErrors.length;
      }
    }
    if (data.en !== undefined) {
      if (
        !validate56(data.en, {
          instancePath: instancePath + "/en",
          parentData: data,
          parentDataProperty: "en",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
        errors = vErrors.length;
      }
    }
    if (data.fr !== undefined) {
      if (
        !validate56(data.fr, {
          instancePath: instancePath + "/fr",
          parentData: data,
          parentDataProperty: "fr",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err4 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema24.type,
      parentSchema: schema24,
      data,
    };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate59.errors = vErrors;
  return errors === 0;
}
validate59.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate54(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate54.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!validate55(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs2 = errors;
  if (!validate59(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = true;
    }
  }
  if (!valid0) {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema21.anyOf,
      parentSchema: schema21,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate54.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate54.evaluated = { dynamicProps: true, dynamicItems: false };
const schema25 = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://schemas.shasha.tv/v1/block.schema.json",
  title: "Block",
  description: "One building block of a screen. The `type` selects the block schema.",
  type: "object",
  discriminator: { propertyName: "type" },
  oneOf: [
    { $ref: "blocks/stack.schema.json" },
    { $ref: "blocks/hero.schema.json" },
    { $ref: "blocks/rail.schema.json" },
    { $ref: "blocks/tile.schema.json" },
    { $ref: "blocks/section-header.schema.json" },
    { $ref: "blocks/text.schema.json" },
    { $ref: "blocks/image.schema.json" },
    { $ref: "blocks/button.schema.json" },
    { $ref: "blocks/badge.schema.json" },
    { $ref: "blocks/banner.schema.json" },
    { $ref: "blocks/module.schema.json" },
  ],
  "x-since": "1.0",
};
const schema26 = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://schemas.shasha.tv/v1/blocks/stack.schema.json",
  title: "StackBlock",
  description: "Lays out child blocks in a row or a column. Stacks nest.",
  type: "object",
  additionalProperties: false,
  required: ["type", "id", "children"],
  properties: {
    type: { description: "Block type.", const: "stack", "x-since": "1.0" },
    id: {
      description: "Block id, unique in the screen.",
      $ref: "../common.schema.json#/$defs/blockId",
      "x-since": "1.0",
    },
    visibleWhen: {
      description: "Conditions for showing the block; absent means always.",
      $ref: "../common.schema.json#/$defs/visibleWhen",
      "x-since": "1.0",
    },
    fallback: {
      description: 'Replacement when this block is invalid: "drop" (default) or another block.',
      $ref: "../common.schema.json#/$defs/fallback",
      "x-since": "1.0",
    },
    critical: {
      description: "true: an invalid block fails the whole screen instead of being dropped.",
      $ref: "../common.schema.json#/$defs/critical",
      "x-since": "1.0",
    },
    analytics: {
      description: "Analytics events for this block.",
      $ref: "../common.schema.json#/$defs/analytics",
      "x-since": "1.0",
    },
    direction: {
      description: "Main axis: vertical (column) or horizontal (row, follows the text direction).",
      enum: ["vertical", "horizontal"],
      default: "vertical",
      "x-since": "1.0",
    },
    gap: {
      description: "Space between children, from the spacing tokens.",
      enum: ["none", "small", "medium", "large"],
      default: "medium",
      "x-since": "1.0",
    },
    align: {
      description: "Cross-axis alignment, in logical terms (start/end follow the text direction).",
      enum: ["start", "center", "end", "stretch"],
      default: "stretch",
      "x-since": "1.0",
    },
    children: {
      description: "The child blocks, at least one.",
      type: "array",
      minItems: 1,
      items: { $ref: "../block.schema.json" },
      "x-since": "1.0",
    },
  },
  examples: [
    {
      type: "stack",
      id: "promo-row",
      direction: "horizontal",
      children: [{ type: "text", id: "promo-text", text: { key: "home.promo" } }],
    },
  ],
  "x-since": "1.0",
};
const func2 = Object.prototype.hasOwnProperty;
const schema27 = {
  title: "BlockId",
  description:
    "Identifier of a block, unique within the screen (the validator checks uniqueness). Used for analytics, tests and error reports.",
  type: "string",
  pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$",
  examples: ["home-hero", "rail-trending"],
  "x-since": "1.0",
};
const pattern6 = new RegExp("^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$", "u");
function validate68(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate68.evaluated;
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
        params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" },
        message: 'must match pattern "' + "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" + '"',
        schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$",
        parentSchema: schema27,
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
      schema: schema27.type,
      parentSchema: schema27,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate68.errors = vErrors;
  return errors === 0;
}
validate68.evaluated = { dynamicProps: false, dynamicItems: false };
const schema28 = {
  title: "VisibleWhen",
  description:
    "Conditions for showing the block. Every given condition must hold; a list matches any of its values. Absent means always visible.",
  type: "object",
  additionalProperties: false,
  properties: {
    userType: {
      description: "Show only to these user types.",
      type: "array",
      items: { $ref: "#/$defs/userType" },
      minItems: 1,
      uniqueItems: true,
      examples: [["subscribed"]],
      "x-since": "1.0",
    },
    profileKind: {
      description: "Show only for these profile kinds.",
      type: "array",
      items: { $ref: "#/$defs/profileKind" },
      minItems: 1,
      uniqueItems: true,
      examples: [["kid"]],
      "x-since": "1.0",
    },
    platform: {
      description: "Show only on these platforms.",
      type: "array",
      items: { $ref: "#/$defs/platform" },
      minItems: 1,
      uniqueItems: true,
      examples: [["WEB"]],
      "x-since": "1.0",
    },
    country: {
      description: "Show only in these countries (ISO 3166-1 alpha-2, upper case).",
      type: "array",
      items: { $ref: "#/$defs/country" },
      minItems: 1,
      uniqueItems: true,
      examples: [["JO", "SA"]],
      "x-since": "1.0",
    },
    locale: {
      description: "Show only in these UI languages.",
      type: "array",
      items: { $ref: "#/$defs/locale" },
      minItems: 1,
      uniqueItems: true,
      examples: [["ar"]],
      "x-since": "1.0",
    },
    webView: {
      description: "true: show only inside a native app's web view; false: show only in a normal browser.",
      type: "boolean",
      "x-since": "1.0",
    },
  },
  examples: [{ userType: ["anonymous", "registered"], locale: ["ar"] }],
  "x-since": "1.0",
};
const schema29 = {
  title: "UserType",
  description: "The visitor's account state.",
  type: "string",
  enum: ["anonymous", "registered", "subscribed", "suspended"],
  "x-since": "1.0",
};
function validate71(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate71.evaluated;
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
      schema: schema29.type,
      parentSchema: schema29,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(data === "anonymous" || data === "registered" || data === "subscribed" || data === "suspended")) {
    const err1 = {
      instancePath,
      schemaPath: "#/enum",
      keyword: "enum",
      params: { allowedValues: schema29.enum },
      message: "must be equal to one of the allowed values",
      schema: schema29.enum,
      parentSchema: schema29,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate71.errors = vErrors;
  return errors === 0;
}
validate71.evaluated = { dynamicProps: false, dynamicItems: false };
const schema30 = {
  title: "ProfileKind",
  description: "The active profile's kind: kid profiles get the kids menu and home.",
  type: "string",
  enum: ["adult", "kid"],
  "x-since": "1.0",
};
function validate73(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate73.evaluated;
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
      schema: schema30.type,
      parentSchema: schema30,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(data === "adult" || data === "kid")) {
    const err1 = {
      instancePath,
      schemaPath: "#/enum",
      keyword: "enum",
      params: { allowedValues: schema30.enum },
      message: "must be equal to one of the allowed values",
      schema: schema30.enum,
      parentSchema: schema30,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate73.errors = vErrors;
  return errors === 0;
}
validate73.evaluated = { dynamicProps: false, dynamicItems: false };
const schema31 = {
  title: "Platform",
  description: "The client platform; native apps show the web app in a web view.",
  type: "string",
  enum: ["WEB", "ANDROID_APP", "ANDROID_APP2", "IOS_APP", "IOS_APP2", "SMART_TV", "HMS_APP"],
  "x-since": "1.0",
};
function validate75(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate75.evaluated;
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
      schema: schema31.type,
      parentSchema: schema31,
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
    data === "WEB" ||
    data === "ANDROID_APP" ||
    data === "ANDROID_APP2" ||
    data === "IOS_APP" ||
    data === "IOS_APP2" ||
    data === "SMART_TV" ||
    data === "HMS_APP"
  )) {
    const err1 = {
      instancePath,
      schemaPath: "#/enum",
      keyword: "enum",
      params: { allowedValues: schema31.enum },
      message: "must be equal to one of the allowed values",
      schema: schema31.enum,
      parentSchema: schema31,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate75.errors = vErrors;
  return errors === 0;
}
validate75.evaluated = { dynamicProps: false, dynamicItems: false };
const schema32 = {
  title: "CountryCode",
  description: "ISO 3166-1 alpha-2 country code, upper case.",
  type: "string",
  pattern: "^[A-Z]{2}$",
  examples: ["JO", "SA", "EG"],
  "x-since": "1.0",
};
const pattern7 = new RegExp("^[A-Z]{2}$", "u");
function validate77(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate77.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data === "string") {
    if (!pattern7.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: "#/pattern",
        keyword: "pattern",
        params: { pattern: "^[A-Z]{2}$" },
        message: 'must match pattern "' + "^[A-Z]{2}$" + '"',
        schema: "^[A-Z]{2}$",
        parentSchema: schema32,
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
      schema: schema32.type,
      parentSchema: schema32,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate77.errors = vErrors;
  return errors === 0;
}
validate77.evaluated = { dynamicProps: false, dynamicItems: false };
const schema33 = {
  title: "Locale",
  description: "A supported UI language. Arabic (rtl) is the default.",
  type: "string",
  enum: ["ar", "en", "fr"],
  "x-since": "1.0",
};
function validate79(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate79.evaluated;
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
      schema: schema33.type,
      parentSchema: schema33,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(data === "ar" || data === "en" || data === "fr")) {
    const err1 = {
      instancePath,
      schemaPath: "#/enum",
      keyword: "enum",
      params: { allowedValues: schema33.enum },
      message: "must be equal to one of the allowed values",
      schema: schema33.enum,
      parentSchema: schema33,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate79.errors = vErrors;
  return errors === 0;
}
validate79.evaluated = { dynamicProps: false, dynamicItems: false };
const func0 = require("ajv/dist/runtime/equal").default;
function validate70(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate70.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === "userType" ||
        key0 === "profileKind" ||
        key0 === "platform" ||
        key0 === "country" ||
        key0 === "locale" ||
        key0 === "webView"
      )) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema28,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.userType !== undefined) {
      let data0 = data.userType;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err1 = {
            instancePath: instancePath + "/userType",
            schemaPath: "#/properties/userType/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.userType,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate71(data0[i0], {
              instancePath: instancePath + "/userType/" + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data0.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--;) {
            for (j0 = i1; j0--;) {
              if (func0(data0[i1], data0[j0])) {
                const err2 = {
                  instancePath: instancePath + "/userType",
                  schemaPath: "#/properties/userType/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i1, j: j0 },
                  message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.userType,
                  data: data0,
                };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/userType",
          schemaPath: "#/properties/userType/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.userType.type,
          parentSchema: schema28.properties.userType,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.profileKind !== undefined) {
      let data2 = data.profileKind;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err4 = {
            instancePath: instancePath + "/profileKind",
            schemaPath: "#/properties/profileKind/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.profileKind,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len1 = data2.length;
        for (let i2 = 0; i2 < len1; i2++) {
          if (
            !validate73(data2[i2], {
              instancePath: instancePath + "/profileKind/" + i2,
              parentData: data2,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
            errors = vErrors.length;
          }
        }
        let i3 = data2.length;
        let j1;
        if (i3 > 1) {
          outer1: for (; i3--;) {
            for (j1 = i3; j1--;) {
              if (func0(data2[i3], data2[j1])) {
                const err5 = {
                  instancePath: instancePath + "/profileKind",
                  schemaPath: "#/properties/profileKind/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i3, j: j1 },
                  message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.profileKind,
                  data: data2,
                };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/profileKind",
          schemaPath: "#/properties/profileKind/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.profileKind.type,
          parentSchema: schema28.properties.profileKind,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.platform !== undefined) {
      let data4 = data.platform;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err7 = {
            instancePath: instancePath + "/platform",
            schemaPath: "#/properties/platform/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.platform,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len2 = data4.length;
        for (let i4 = 0; i4 < len2; i4++) {
          if (
            !validate75(data4[i4], {
              instancePath: instancePath + "/platform/" + i4,
              parentData: data4,
              parentDataProperty: i4,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
            errors = vErrors.length;
          }
        }
        let i5 = data4.length;
        let j2;
        if (i5 > 1) {
          outer2: for (; i5--;) {
            for (j2 = i5; j2--;) {
              if (func0(data4[i5], data4[j2])) {
                const err8 = {
                  instancePath: instancePath + "/platform",
                  schemaPath: "#/properties/platform/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i5, j: j2 },
                  message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.platform,
                  data: data4,
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
                break outer2;
              }
            }
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/platform",
          schemaPath: "#/properties/platform/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.platform.type,
          parentSchema: schema28.properties.platform,
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
    if (data.country !== undefined) {
      let data6 = data.country;
      if (Array.isArray(data6)) {
        if (data6.length < 1) {
          const err10 = {
            instancePath: instancePath + "/country",
            schemaPath: "#/properties/country/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.country,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len3 = data6.length;
        for (let i6 = 0; i6 < len3; i6++) {
          if (
            !validate77(data6[i6], {
              instancePath: instancePath + "/country/" + i6,
              parentData: data6,
              parentDataProperty: i6,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
            errors = vErrors.length;
          }
        }
        let i7 = data6.length;
        let j3;
        if (i7 > 1) {
          outer3: for (; i7--;) {
            for (j3 = i7; j3--;) {
              if (func0(data6[i7], data6[j3])) {
                const err11 = {
                  instancePath: instancePath + "/country",
                  schemaPath: "#/properties/country/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i7, j: j3 },
                  message: "must NOT have duplicate items (items ## " + j3 + " and " + i7 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.country,
                  data: data6,
                };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
                break outer3;
              }
            }
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/country",
          schemaPath: "#/properties/country/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.country.type,
          parentSchema: schema28.properties.country,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.locale !== undefined) {
      let data8 = data.locale;
      if (Array.isArray(data8)) {
        if (data8.length < 1) {
          const err13 = {
            instancePath: instancePath + "/locale",
            schemaPath: "#/properties/locale/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.locale,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        const len4 = data8.length;
        for (let i8 = 0; i8 < len4; i8++) {
          if (
            !validate79(data8[i8], {
              instancePath: instancePath + "/locale/" + i8,
              parentData: data8,
              parentDataProperty: i8,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
            errors = vErrors.length;
          }
        }
        let i9 = data8.length;
        let j4;
        if (i9 > 1) {
          outer4: for (; i9--;) {
            for (j4 = i9; j4--;) {
              if (func0(data8[i9], data8[j4])) {
                const err14 = {
                  instancePath: instancePath + "/locale",
                  schemaPath: "#/properties/locale/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i9, j: j4 },
                  message: "must NOT have duplicate items (items ## " + j4 + " and " + i9 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.locale,
                  data: data8,
                };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
                break outer4;
              }
            }
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + "/locale",
          schemaPath: "#/properties/locale/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.locale.type,
          parentSchema: schema28.properties.locale,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.webView !== undefined) {
      let data10 = data.webView;
      if (typeof data10 !== "boolean") {
        const err16 = {
          instancePath: instancePath + "/webView",
          schemaPath: "#/properties/webView/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema28.properties.webView.type,
          parentSchema: schema28.properties.webView,
          data: data10,
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
      schema: schema28.type,
      parentSchema: schema28,
      data,
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate70.errors = vErrors;
  return errors === 0;
}
validate70.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema34 = {
  title: "Fallback",
  description:
    'What replaces this block when it is invalid: "drop" removes it, a block is rendered in its place (when that block is itself valid).',
  default: "drop",
  anyOf: [
    { type: "string", const: "drop", description: "Remove the invalid block." },
    { $ref: "block.schema.json", description: "Render this block instead of the invalid one." },
  ],
  "x-since": "1.0",
};
const wrapper0 = { validate: validate66 };
function validate82(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate82.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf/0/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema34.anyOf[0].type,
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if ("drop" !== data) {
    const err1 = {
      instancePath,
      schemaPath: "#/anyOf/0/const",
      keyword: "const",
      params: { allowedValue: "drop" },
      message: "must be equal to constant",
      schema: "drop",
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (!wrapper0.validate(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
    errors = vErrors.length;
  } else {
    var props0 = wrapper0.validate.evaluated.props;
    var items0 = wrapper0.validate.evaluated.items;
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err2 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema34.anyOf,
      parentSchema: schema34,
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate82.errors = vErrors;
  evaluated0.props = props0;
  evaluated0.items = items0;
  return errors === 0;
}
validate82.evaluated = { dynamicProps: true, dynamicItems: true };
const schema35 = {
  description: "true: an invalid block fails the whole screen to a safe error state instead of being dropped.",
  type: "boolean",
  default: false,
  "x-since": "1.0",
};
function validate84(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate84.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "boolean") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "boolean" },
      message: "must be boolean",
      schema: schema35.type,
      parentSchema: schema35,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate84.errors = vErrors;
  return errors === 0;
}
validate84.evaluated = { dynamicProps: false, dynamicItems: false };
const schema36 = {
  title: "Analytics",
  description: "Analytics events the block sends.",
  type: "object",
  additionalProperties: false,
  properties: {
    impression: {
      description: "Sent once when the block scrolls into view.",
      $ref: "#/$defs/trackEvent",
      "x-since": "1.0",
    },
    click: {
      description: "Sent when the user activates the block or one of its items.",
      $ref: "#/$defs/trackEvent",
      "x-since": "1.0",
    },
  },
  "x-since": "1.0",
};
const schema37 = {
  title: "TrackEvent",
  description: "An analytics event sent to the tag manager.",
  type: "object",
  additionalProperties: false,
  required: ["event"],
  properties: {
    event: {
      description: "Event name.",
      type: "string",
      pattern: "^[A-Za-z][A-Za-z0-9_.:-]{0,63}$",
      examples: ["rail_impression"],
      "x-since": "1.0",
    },
    params: { description: "Event parameters.", $ref: "#/$defs/scalarParams", "x-since": "1.0" },
  },
  "x-since": "1.0",
};
const pattern8 = new RegExp("^[A-Za-z][A-Za-z0-9_.:-]{0,63}$", "u");
const schema38 = {
  description: "Event parameters: string, number or boolean values.",
  type: "object",
  additionalProperties: { type: ["string", "number", "boolean"] },
  examples: [{ rail: "trending", position: 2 }],
  "x-since": "1.0",
};
function validate88(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate88.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      let data0 = data[key0];
      if (typeof data0 !== "string" && !(typeof data0 == "number" && isFinite(data0)) && typeof data0 !== "boolean") {
        const err0 = {
          instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
          schemaPath: "#/additionalProperties/type",
          keyword: "type",
          params: { type: schema38.additionalProperties.type },
          message: "must be string,number,boolean",
          schema: schema38.additionalProperties.type,
          parentSchema: schema38.additionalProperties,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema38.type,
      parentSchema: schema38,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate88.errors = vErrors;
  return errors === 0;
}
validate88.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate87(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate87.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.event === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "event" },
        message: "must have required property '" + "event" + "'",
        schema: schema37.required,
        parentSchema: schema37,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "event" || key0 === "params")) {
        const err1 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema37,
          data,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.event !== undefined) {
      let data0 = data.event;
      if (typeof data0 === "string") {
        if (!pattern8.test(data0)) {
          const err2 = {
            instancePath: instancePath + "/event",
            schemaPath: "#/properties/event/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z][A-Za-z0-9_.:-]{0,63}$" },
            message: 'must match pattern "' + "^[A-Za-z][A-Za-z0-9_.:-]{0,63}$" + '"',
            schema: "^[A-Za-z][A-Za-z0-9_.:-]{0,63}$",
            parentSchema: schema37.properties.event,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/event",
          schemaPath: "#/properties/event/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema37.properties.event.type,
          parentSchema: schema37.properties.event,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.params !== undefined) {
      if (
        !validate88(data.params, {
          instancePath: instancePath + "/params",
          parentData: data,
          parentDataProperty: "params",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err4 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema37.type,
      parentSchema: schema37,
      data,
    };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate87.errors = vErrors;
  return errors === 0;
}
validate87.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate86(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate86.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "impression" || key0 === "click")) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema36,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.impression !== undefined) {
      if (
        !validate87(data.impression, {
          instancePath: instancePath + "/impression",
          parentData: data,
          parentDataProperty: "impression",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
    if (data.click !== undefined) {
      if (
        !validate87(data.click, {
          instancePath: instancePath + "/click",
          parentData: data,
          parentDataProperty: "click",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema36.type,
      parentSchema: schema36,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate86.errors = vErrors;
  return errors === 0;
}
validate86.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate67(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.shasha.tv/v1/blocks/stack.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate67.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema26.required,
        parentSchema: schema26,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
        schema: schema26.required,
        parentSchema: schema26,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.children === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "children" },
        message: "must have required property '" + "children" + "'",
        schema: schema26.required,
        parentSchema: schema26,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema26.properties, key0)) {
        const err3 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema26,
          data,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if ("stack" !== data0) {
        const err4 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "stack" },
          message: "must be equal to constant",
          schema: "stack",
          parentSchema: schema26.properties.type,
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
    if (data.id !== undefined) {
      if (
        !validate68(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
        errors = vErrors.length;
      }
    }
    if (data.visibleWhen !== undefined) {
      if (
        !validate70(data.visibleWhen, {
          instancePath: instancePath + "/visibleWhen",
          parentData: data,
          parentDataProperty: "visibleWhen",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
        errors = vErrors.length;
      }
    }
    if (data.fallback !== undefined) {
      if (
        !validate82(data.fallback, {
          instancePath: instancePath + "/fallback",
          parentData: data,
          parentDataProperty: "fallback",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
        errors = vErrors.length;
      }
    }
    if (data.critical !== undefined) {
      if (
        !validate84(data.critical, {
          instancePath: instancePath + "/critical",
          parentData: data,
          parentDataProperty: "critical",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
        errors = vErrors.length;
      }
    }
    if (data.analytics !== undefined) {
      if (
        !validate86(data.analytics, {
          instancePath: instancePath + "/analytics",
          parentData: data,
          parentDataProperty: "analytics",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
        errors = vErrors.length;
      }
    }
    if (data.direction !== undefined) {
      let data6 = data.direction;
      if (!(data6 === "vertical" || data6 === "horizontal")) {
        const err5 = {
          instancePath: instancePath + "/direction",
          schemaPath: "#/properties/direction/enum",
          keyword: "enum",
          params: { allowedValues: schema26.properties.direction.enum },
          message: "must be equal to one of the allowed values",
          schema: schema26.properties.direction.enum,
          parentSchema: schema26.properties.direction,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.gap !== undefined) {
      let data7 = data.gap;
      if (!(data7 === "none" || data7 === "small" || data7 === "medium" || data7 === "large")) {
        const err6 = {
          instancePath: instancePath + "/gap",
          schemaPath: "#/properties/gap/enum",
          keyword: "enum",
          params: { allowedValues: schema26.properties.gap.enum },
          message: "must be equal to one of the allowed values",
          schema: schema26.properties.gap.enum,
          parentSchema: schema26.properties.gap,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.align !== undefined) {
      let data8 = data.align;
      if (!(data8 === "start" || data8 === "center" || data8 === "end" || data8 === "stretch")) {
        const err7 = {
          instancePath: instancePath + "/align",
          schemaPath: "#/properties/align/enum",
          keyword: "enum",
          params: { allowedValues: schema26.properties.align.enum },
          message: "must be equal to one of the allowed values",
          schema: schema26.properties.align.enum,
          parentSchema: schema26.properties.align,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.children !== undefined) {
      let data9 = data.children;
      if (Array.isArray(data9)) {
        if (data9.length < 1) {
          const err8 = {
            instancePath: instancePath + "/children",
            schemaPath: "#/properties/children/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema26.properties.children,
            data: data9,
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        const len0 = data9.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !wrapper0.validate(data9[i0], {
              instancePath: instancePath + "/children/" + i0,
              parentData: data9,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/children",
          schemaPath: "#/properties/children/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema26.properties.children.type,
          parentSchema: schema26.properties.children,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema26.type,
      parentSchema: schema26,
      data,
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate67.errors = vErrors;
  return errors === 0;
}
validate67.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema39 = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://schemas.shasha.tv/v1/blocks/hero.schema.json",
  title: "HeroBlock",
  description: "Full-width carousel of featured content at the top of a page.",
  type: "object",
  additionalProperties: false,
  required: ["type", "id", "source"],
  properties: {
    type: { description: "Block type.", const: "hero", "x-since": "1.0" },
    id: {
      description: "Block id, unique in the screen.",
      $ref: "../common.schema.json#/$defs/blockId",
      "x-since": "1.0",
    },
    visibleWhen: {
      description: "Conditions for showing the block; absent means always.",
      $ref: "../common.schema.json#/$defs/visibleWhen",
      "x-since": "1.0",
    },
    fallback: {
      description: 'Replacement when this block is invalid: "drop" (default) or another block.',
      $ref: "../common.schema.json#/$defs/fallback",
      "x-since": "1.0",
    },
    critical: {
      description: "true: an invalid block fails the whole screen instead of being dropped.",
      $ref: "../common.schema.json#/$defs/critical",
      "x-since": "1.0",
    },
    analytics: {
      description: "Analytics events for this block.",
      $ref: "../common.schema.json#/$defs/analytics",
      "x-since": "1.0",
    },
    source: {
      title: "HeroSource",
      description: "Where the slides come from: an editorial carousel or a list of product ids.",
      type: "object",
      discriminator: { propertyName: "kind" },
      oneOf: [
        { $ref: "../data-source.schema.json#/$defs/editorialCarouselSource" },
        { $ref: "../data-source.schema.json#/$defs/productIdsSource" },
      ],
      "x-since": "1.0",
    },
    preset: {
      description: "Visual preset: the home hero (one big slide) or the landing hero (three slides).",
      enum: ["home-hero", "landing-hero"],
      default: "home-hero",
      "x-since": "1.0",
    },
    autoplay: {
      description: "Advance slides automatically (paused on hover, focus and reduced motion).",
      type: "boolean",
      default: true,
      "x-since": "1.0",
    },
    intervalMs: {
      description: "Time each slide stays, in milliseconds (3000..20000).",
      type: "integer",
      minimum: 3000,
      maximum: 20000,
      default: 6000,
      "x-since": "1.0",
    },
    limit: {
      description: "Maximum number of slides (1..10).",
      type: "integer",
      minimum: 1,
      maximum: 10,
      default: 5,
      "x-since": "1.0",
    },
  },
  examples: [
    { type: "hero", id: "home-hero", source: { kind: "editorial-carousel", carouselId: "featured" }, limit: 5 },
  ],
  "x-since": "1.0",
};
function validate94(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate94.evaluated;
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
        params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" },
        message: 'must match pattern "' + "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" + '"',
        schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$",
        parentSchema: schema27,
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
      schema: schema27.type,
      parentSchema: schema27,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate94.errors = vErrors;
  return errors === 0;
}
validate94.evaluated = { dynamicProps: false, dynamicItems: false };
function validate96(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate96.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === "userType" ||
        key0 === "profileKind" ||
        key0 === "platform" ||
        key0 === "country" ||
        key0 === "locale" ||
        key0 === "webView"
      )) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema28,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.userType !== undefined) {
      let data0 = data.userType;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err1 = {
            instancePath: instancePath + "/userType",
            schemaPath: "#/properties/userType/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.userType,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate71(data0[i0], {
              instancePath: instancePath + "/userType/" + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data0.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--;) {
            for (j0 = i1; j0--;) {
              if (func0(data0[i1], data0[j0])) {
                const err2 = {
                  instancePath: instancePath + "/userType",
                  schemaPath: "#/properties/userType/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i1, j: j0 },
                  message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.userType,
                  data: data0,
                };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/userType",
          schemaPath: "#/properties/userType/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.userType.type,
          parentSchema: schema28.properties.userType,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.profileKind !== undefined) {
      let data2 = data.profileKind;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err4 = {
            instancePath: instancePath + "/profileKind",
            schemaPath: "#/properties/profileKind/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.profileKind,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len1 = data2.length;
        for (let i2 = 0; i2 < len1; i2++) {
          if (
            !validate73(data2[i2], {
              instancePath: instancePath + "/profileKind/" + i2,
              parentData: data2,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
            errors = vErrors.length;
          }
        }
        let i3 = data2.length;
        let j1;
        if (i3 > 1) {
          outer1: for (; i3--;) {
            for (j1 = i3; j1--;) {
              if (func0(data2[i3], data2[j1])) {
                const err5 = {
                  instancePath: instancePath + "/profileKind",
                  schemaPath: "#/properties/profileKind/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i3, j: j1 },
                  message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.profileKind,
                  data: data2,
                };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/profileKind",
          schemaPath: "#/properties/profileKind/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.profileKind.type,
          parentSchema: schema28.properties.profileKind,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.platform !== undefined) {
      let data4 = data.platform;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err7 = {
            instancePath: instancePath + "/platform",
            schemaPath: "#/properties/platform/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.platform,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len2 = data4.length;
        for (let i4 = 0; i4 < len2; i4++) {
          if (
            !validate75(data4[i4], {
              instancePath: instancePath + "/platform/" + i4,
              parentData: data4,
              parentDataProperty: i4,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
            errors = vErrors.length;
          }
        }
        let i5 = data4.length;
        let j2;
        if (i5 > 1) {
          outer2: for (; i5--;) {
            for (j2 = i5; j2--;) {
              if (func0(data4[i5], data4[j2])) {
                const err8 = {
                  instancePath: instancePath + "/platform",
                  schemaPath: "#/properties/platform/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i5, j: j2 },
                  message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.platform,
                  data: data4,
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
                break outer2;
              }
            }
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/platform",
          schemaPath: "#/properties/platform/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.platform.type,
          parentSchema: schema28.properties.platform,
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
    if (data.country !== undefined) {
      let data6 = data.country;
      if (Array.isArray(data6)) {
        if (data6.length < 1) {
          const err10 = {
            instancePath: instancePath + "/country",
            schemaPath: "#/properties/country/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.country,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len3 = data6.length;
        for (let i6 = 0; i6 < len3; i6++) {
          if (
            !validate77(data6[i6], {
              instancePath: instancePath + "/country/" + i6,
              parentData: data6,
              parentDataProperty: i6,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
            errors = vErrors.length;
          }
        }
        let i7 = data6.length;
        let j3;
        if (i7 > 1) {
          outer3: for (; i7--;) {
            for (j3 = i7; j3--;) {
              if (func0(data6[i7], data6[j3])) {
                const err11 = {
                  instancePath: instancePath + "/country",
                  schemaPath: "#/properties/country/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i7, j: j3 },
                  message: "must NOT have duplicate items (items ## " + j3 + " and " + i7 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.country,
                  data: data6,
                };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
                break outer3;
              }
            }
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/country",
          schemaPath: "#/properties/country/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.country.type,
          parentSchema: schema28.properties.country,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.locale !== undefined) {
      let data8 = data.locale;
      if (Array.isArray(data8)) {
        if (data8.length < 1) {
          const err13 = {
            instancePath: instancePath + "/locale",
            schemaPath: "#/properties/locale/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.locale,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        const len4 = data8.length;
        for (let i8 = 0; i8 < len4; i8++) {
          if (
            !validate79(data8[i8], {
              instancePath: instancePath + "/locale/" + i8,
              parentData: data8,
              parentDataProperty: i8,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
            errors = vErrors.length;
          }
        }
        let i9 = data8.length;
        let j4;
        if (i9 > 1) {
          outer4: for (; i9--;) {
            for (j4 = i9; j4--;) {
              if (func0(data8[i9], data8[j4])) {
                const err14 = {
                  instancePath: instancePath + "/locale",
                  schemaPath: "#/properties/locale/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i9, j: j4 },
                  message: "must NOT have duplicate items (items ## " + j4 + " and " + i9 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.locale,
                  data: data8,
                };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
                break outer4;
              }
            }
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + "/locale",
          schemaPath: "#/properties/locale/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.locale.type,
          parentSchema: schema28.properties.locale,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.webView !== undefined) {
      let data10 = data.webView;
      if (typeof data10 !== "boolean") {
        const err16 = {
          instancePath: instancePath + "/webView",
          schemaPath: "#/properties/webView/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema28.properties.webView.type,
          parentSchema: schema28.properties.webView,
          data: data10,
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
      schema: schema28.type,
      parentSchema: schema28,
      data,
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate96.errors = vErrors;
  return errors === 0;
}
validate96.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate103(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate103.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf/0/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema34.anyOf[0].type,
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if ("drop" !== data) {
    const err1 = {
      instancePath,
      schemaPath: "#/anyOf/0/const",
      keyword: "const",
      params: { allowedValue: "drop" },
      message: "must be equal to constant",
      schema: "drop",
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (!wrapper0.validate(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
    errors = vErrors.length;
  } else {
    var props0 = wrapper0.validate.evaluated.props;
    var items0 = wrapper0.validate.evaluated.items;
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err2 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema34.anyOf,
      parentSchema: schema34,
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate103.errors = vErrors;
  evaluated0.props = props0;
  evaluated0.items = items0;
  return errors === 0;
}
validate103.evaluated = { dynamicProps: true, dynamicItems: true };
function validate105(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate105.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "boolean") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "boolean" },
      message: "must be boolean",
      schema: schema35.type,
      parentSchema: schema35,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate105.errors = vErrors;
  return errors === 0;
}
validate105.evaluated = { dynamicProps: false, dynamicItems: false };
function validate107(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate107.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "impression" || key0 === "click")) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema36,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.impression !== undefined) {
      if (
        !validate87(data.impression, {
          instancePath: instancePath + "/impression",
          parentData: data,
          parentDataProperty: "impression",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
    if (data.click !== undefined) {
      if (
        !validate87(data.click, {
          instancePath: instancePath + "/click",
          parentData: data,
          parentDataProperty: "click",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema36.type,
      parentSchema: schema36,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate107.errors = vErrors;
  return errors === 0;
}
validate107.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema46 = {
  title: "EditorialCarouselSource",
  description: "The products of an editorial carousel curated in the content service.",
  type: "object",
  additionalProperties: false,
  required: ["kind", "carouselId"],
  properties: {
    kind: { description: "Source kind.", const: "editorial-carousel", "x-since": "1.0" },
    carouselId: {
      description: "Editorial carousel id.",
      type: "string",
      pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$",
      examples: ["featured", "trending-now"],
      "x-since": "1.0",
    },
  },
  "x-since": "1.0",
};
function validate124(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate124.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "kind" },
        message: "must have required property '" + "kind" + "'",
        schema: schema46.required,
        parentSchema: schema46,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.carouselId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "carouselId" },
        message: "must have required property '" + "carouselId" + "'",
        schema: schema46.required,
        parentSchema: schema46,
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
      if (!(key0 === "kind" || key0 === "carouselId")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema46,
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
    if (data.kind !== undefined) {
      let data0 = data.kind;
      if ("editorial-carousel" !== data0) {
        const err3 = {
          instancePath: instancePath + "/kind",
          schemaPath: "#/properties/kind/const",
          keyword: "const",
          params: { allowedValue: "editorial-carousel" },
          message: "must be equal to constant",
          schema: "editorial-carousel",
          parentSchema: schema46.properties.kind,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.carouselId !== undefined) {
      let data1 = data.carouselId;
      if (typeof data1 === "string") {
        if (!pattern6.test(data1)) {
          const err4 = {
            instancePath: instancePath + "/carouselId",
            schemaPath: "#/properties/carouselId/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" },
            message: 'must match pattern "' + "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" + '"',
            schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$",
            parentSchema: schema46.properties.carouselId,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/carouselId",
          schemaPath: "#/properties/carouselId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema46.properties.carouselId.type,
          parentSchema: schema46.properties.carouselId,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema46.type,
      parentSchema: schema46,
      data,
    };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate124.errors = vErrors;
  return errors === 0;
}
validate124.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema47 = {
  title: "ProductIdsSource",
  description: "A hand-picked list of products, shown in this order; unknown ids are left out.",
  type: "object",
  additionalProperties: false,
  required: ["kind", "ids"],
  properties: {
    kind: { description: "Source kind.", const: "product-ids", "x-since": "1.0" },
    ids: {
      description: "Product ids, 1..200, no duplicates.",
      type: "array",
      items: { $ref: "common.schema.json#/$defs/contentId" },
      minItems: 1,
      maxItems: 200,
      uniqueItems: true,
      examples: [["101", "102", "103"]],
      "x-since": "1.0",
    },
  },
  "x-since": "1.0",
};
const schema48 = {
  title: "ContentId",
  description: 'Identifier of a product (movie, series, episode, live channel...) in the content service, e.g. "101".',
  type: "string",
  pattern: "^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$",
  examples: ["101", "series-12"],
  "x-since": "1.0",
};
const pattern11 = new RegExp("^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$", "u");
function validate114(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate114.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data === "string") {
    if (!pattern11.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: "#/pattern",
        keyword: "pattern",
        params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$" },
        message: 'must match pattern "' + "^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$" + '"',
        schema: "^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$",
        parentSchema: schema48,
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
      schema: schema48.type,
      parentSchema: schema48,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate114.errors = vErrors;
  return errors === 0;
}
validate114.evaluated = { dynamicProps: false, dynamicItems: false };
function validate125(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate125.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "kind" },
        message: "must have required property '" + "kind" + "'",
        schema: schema47.required,
        parentSchema: schema47,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.ids === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "ids" },
        message: "must have required property '" + "ids" + "'",
        schema: schema47.required,
        parentSchema: schema47,
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
      if (!(key0 === "kind" || key0 === "ids")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema47,
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
    if (data.kind !== undefined) {
      let data0 = data.kind;
      if ("product-ids" !== data0) {
        const err3 = {
          instancePath: instancePath + "/kind",
          schemaPath: "#/properties/kind/const",
          keyword: "const",
          params: { allowedValue: "product-ids" },
          message: "must be equal to constant",
          schema: "product-ids",
          parentSchema: schema47.properties.kind,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.ids !== undefined) {
      let data1 = data.ids;
      if (Array.isArray(data1)) {
        if (data1.length > 200) {
          const err4 = {
            instancePath: instancePath + "/ids",
            schemaPath: "#/properties/ids/maxItems",
            keyword: "maxItems",
            params: { limit: 200 },
            message: "must NOT have more than 200 items",
            schema: 200,
            parentSchema: schema47.properties.ids,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data1.length < 1) {
          const err5 = {
            instancePath: instancePath + "/ids",
            schemaPath: "#/properties/ids/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema47.properties.ids,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate114(data1[i0], {
              instancePath: instancePath + "/ids/" + i0,
              parentData: data1,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data1.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--;) {
            for (j0 = i1; j0--;) {
              if (func0(data1[i1], data1[j0])) {
                const err6 = {
                  instancePath: instancePath + "/ids",
                  schemaPath: "#/properties/ids/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i1, j: j0 },
                  message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)",
                  schema: true,
                  parentSchema: schema47.properties.ids,
                  data: data1,
                };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + "/ids",
          schemaPath: "#/properties/ids/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema47.properties.ids.type,
          parentSchema: schema47.properties.ids,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema47.type,
      parentSchema: schema47,
      data,
    };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate125.errors = vErrors;
  return errors === 0;
}
validate125.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate93(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.shasha.tv/v1/blocks/hero.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate93.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema39.required,
        parentSchema: schema39,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
        schema: schema39.required,
        parentSchema: schema39,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.source === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "source" },
        message: "must have required property '" + "source" + "'",
        schema: schema39.required,
        parentSchema: schema39,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema39.properties, key0)) {
        const err3 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema39,
          data,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if ("hero" !== data0) {
        const err4 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "hero" },
          message: "must be equal to constant",
          schema: "hero",
          parentSchema: schema39.properties.type,
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
    if (data.id !== undefined) {
      if (
        !validate94(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
        errors = vErrors.length;
      }
    }
    if (data.visibleWhen !== undefined) {
      if (
        !validate96(data.visibleWhen, {
          instancePath: instancePath + "/visibleWhen",
          parentData: data,
          parentDataProperty: "visibleWhen",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
        errors = vErrors.length;
      }
    }
    if (data.fallback !== undefined) {
      if (
        !validate103(data.fallback, {
          instancePath: instancePath + "/fallback",
          parentData: data,
          parentDataProperty: "fallback",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
        errors = vErrors.length;
      }
    }
    if (data.critical !== undefined) {
      if (
        !validate105(data.critical, {
          instancePath: instancePath + "/critical",
          parentData: data,
          parentDataProperty: "critical",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
        errors = vErrors.length;
      }
    }
    if (data.analytics !== undefined) {
      if (
        !validate107(data.analytics, {
          instancePath: instancePath + "/analytics",
          parentData: data,
          parentDataProperty: "analytics",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
        errors = vErrors.length;
      }
    }
    if (data.source !== undefined) {
      let data6 = data.source;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        const tag0 = data6.kind;
        if (typeof tag0 == "string") {
          if (tag0 === "editorial-carousel") {
            if (
              !validate124(data6, {
                instancePath: instancePath + "/source",
                parentData: data,
                parentDataProperty: "source",
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
              errors = vErrors.length;
            }
            var props1 = true;
          } else if (tag0 === "product-ids") {
            if (
              !validate125(data6, {
                instancePath: instancePath + "/source",
                parentData: data,
                parentDataProperty: "source",
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
              errors = vErrors.length;
            }
            if (props1 !== true) {
              props1 = true;
            }
          } else {
            const err5 = {
              instancePath: instancePath + "/source",
              schemaPath: "#/properties/source/discriminator",
              keyword: "discriminator",
              params: { error: "mapping", tag: "kind", tagValue: tag0 },
              message: 'value of tag "kind" must be in oneOf',
              schema: schema39.properties.source.discriminator,
              parentSchema: schema39.properties.source,
              data: data6,
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
            instancePath: instancePath + "/source",
            schemaPath: "#/properties/source/discriminator",
            keyword: "discriminator",
            params: { error: "tag", tag: "kind", tagValue: tag0 },
            message: 'tag "kind" must be string',
            schema: schema39.properties.source.discriminator,
            parentSchema: schema39.properties.source,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + "/source",
          schemaPath: "#/properties/source/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
          schema: schema39.properties.source.type,
          parentSchema: schema39.properties.source,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.preset !== undefined) {
      let data7 = data.preset;
      if (!(data7 === "home-hero" || data7 === "landing-hero")) {
        const err8 = {
          instancePath: instancePath + "/preset",
          schemaPath: "#/properties/preset/enum",
          keyword: "enum",
          params: { allowedValues: schema39.properties.preset.enum },
          message: "must be equal to one of the allowed values",
          schema: schema39.properties.preset.enum,
          parentSchema: schema39.properties.preset,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.autoplay !== undefined) {
      let data8 = data.autoplay;
      if (typeof data8 !== "boolean") {
        const err9 = {
          instancePath: instancePath + "/autoplay",
          schemaPath: "#/properties/autoplay/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema39.properties.autoplay.type,
          parentSchema: schema39.properties.autoplay,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.intervalMs !== undefined) {
      let data9 = data.intervalMs;
      if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
        const err10 = {
          instancePath: instancePath + "/intervalMs",
          schemaPath: "#/properties/intervalMs/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema39.properties.intervalMs.type,
          parentSchema: schema39.properties.intervalMs,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data9 == "number" && isFinite(data9)) {
        if (data9 > 20000 || isNaN(data9)) {
          const err11 = {
            instancePath: instancePath + "/intervalMs",
            schemaPath: "#/properties/intervalMs/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 20000 },
            message: "must be <= 20000",
            schema: 20000,
            parentSchema: schema39.properties.intervalMs,
            data: data9,
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data9 < 3000 || isNaN(data9)) {
          const err12 = {
            instancePath: instancePath + "/intervalMs",
            schemaPath: "#/properties/intervalMs/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 3000 },
            message: "must be >= 3000",
            schema: 3000,
            parentSchema: schema39.properties.intervalMs,
            data: data9,
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data.limit !== undefined) {
      let data10 = data.limit;
      if (!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10))) {
        const err13 = {
          instancePath: instancePath + "/limit",
          schemaPath: "#/properties/limit/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema39.properties.limit.type,
          parentSchema: schema39.properties.limit,
          data: data10,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data10 == "number" && isFinite(data10)) {
        if (data10 > 10 || isNaN(data10)) {
          const err14 = {
            instancePath: instancePath + "/limit",
            schemaPath: "#/properties/limit/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 10 },
            message: "must be <= 10",
            schema: 10,
            parentSchema: schema39.properties.limit,
            data: data10,
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data10 < 1 || isNaN(data10)) {
          const err15 = {
            instancePath: instancePath + "/limit",
            schemaPath: "#/properties/limit/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema39.properties.limit,
            data: data10,
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
  } else {
    const err16 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema39.type,
      parentSchema: schema39,
      data,
    };
    if (vErrors === null) {
      vErrors = [err16];
    } else {
      vErrors.push(err16);
    }
    errors++;
  }
  validate93.errors = vErrors;
  return errors === 0;
}
validate93.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema54 = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://schemas.shasha.tv/v1/blocks/rail.schema.json",
  title: "RailBlock",
  description: "A titled horizontal row of content tiles fed by a data source.",
  type: "object",
  additionalProperties: false,
  required: ["type", "id", "tileStyle", "source"],
  properties: {
    type: { description: "Block type.", const: "rail", "x-since": "1.0" },
    id: {
      description: "Block id, unique in the screen.",
      $ref: "../common.schema.json#/$defs/blockId",
      "x-since": "1.0",
    },
    visibleWhen: {
      description: "Conditions for showing the block; absent means always.",
      $ref: "../common.schema.json#/$defs/visibleWhen",
      "x-since": "1.0",
    },
    fallback: {
      description: 'Replacement when this block is invalid: "drop" (default) or another block.',
      $ref: "../common.schema.json#/$defs/fallback",
      "x-since": "1.0",
    },
    critical: {
      description: "true: an invalid block fails the whole screen instead of being dropped.",
      $ref: "../common.schema.json#/$defs/critical",
      "x-since": "1.0",
    },
    analytics: {
      description: "Analytics events for this block.",
      $ref: "../common.schema.json#/$defs/analytics",
      "x-since": "1.0",
    },
    title: { description: "Rail heading.", $ref: "../common.schema.json#/$defs/text", "x-since": "1.0" },
    tileStyle: {
      description: "How each tile is drawn.",
      $ref: "../common.schema.json#/$defs/tileStyle",
      "x-since": "1.0",
    },
    source: { description: "Where the tiles come from.", $ref: "../data-source.schema.json", "x-since": "1.0" },
    limit: {
      description: "Maximum number of tiles (1..50).",
      type: "integer",
      minimum: 1,
      maximum: 50,
      default: 20,
      "x-since": "1.0",
    },
    seeAll: {
      description: 'Target of the "see all" link; no link when absent.',
      $ref: "../common.schema.json#/$defs/navigateAction",
      "x-since": "1.0",
    },
    slides: {
      description: "Tiles visible at once per breakpoint.",
      $ref: "../common.schema.json#/$defs/slidesPerBreakpoint",
      "x-since": "1.0",
    },
    showTitles: {
      description: "Show the item title under each tile.",
      type: "boolean",
      default: false,
      "x-since": "1.0",
    },
  },
  examples: [
    {
      type: "rail",
      id: "rail-trending",
      title: { key: "home.trending" },
      tileStyle: "poster",
      source: { kind: "editorial-carousel", carouselId: "trending-now" },
    },
  ],
  "x-since": "1.0",
};
function validate130(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate130.evaluated;
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
        params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" },
        message: 'must match pattern "' + "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" + '"',
        schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$",
        parentSchema: schema27,
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
      schema: schema27.type,
      parentSchema: schema27,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate130.errors = vErrors;
  return errors === 0;
}
validate130.evaluated = { dynamicProps: false, dynamicItems: false };
function validate132(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate132.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === "userType" ||
        key0 === "profileKind" ||
        key0 === "platform" ||
        key0 === "country" ||
        key0 === "locale" ||
        key0 === "webView"
      )) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema28,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.userType !== undefined) {
      let data0 = data.userType;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err1 = {
            instancePath: instancePath + "/userType",
            schemaPath: "#/properties/userType/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.userType,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate71(data0[i0], {
              instancePath: instancePath + "/userType/" + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data0.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--;) {
            for (j0 = i1; j0--;) {
              if (func0(data0[i1], data0[j0])) {
                const err2 = {
                  instancePath: instancePath + "/userType",
                  schemaPath: "#/properties/userType/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i1, j: j0 },
                  message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.userType,
                  data: data0,
                };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/userType",
          schemaPath: "#/properties/userType/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.userType.type,
          parentSchema: schema28.properties.userType,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.profileKind !== undefined) {
      let data2 = data.profileKind;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err4 = {
            instancePath: instancePath + "/profileKind",
            schemaPath: "#/properties/profileKind/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.profileKind,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len1 = data2.length;
        for (let i2 = 0; i2 < len1; i2++) {
          if (
            !validate73(data2[i2], {
              instancePath: instancePath + "/profileKind/" + i2,
              parentData: data2,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
            errors = vErrors.length;
          }
        }
        let i3 = data2.length;
        let j1;
        if (i3 > 1) {
          outer1: for (; i3--;) {
            for (j1 = i3; j1--;) {
              if (func0(data2[i3], data2[j1])) {
                const err5 = {
                  instancePath: instancePath + "/profileKind",
                  schemaPath: "#/properties/profileKind/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i3, j: j1 },
                  message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.profileKind,
                  data: data2,
                };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/profileKind",
          schemaPath: "#/properties/profileKind/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.profileKind.type,
          parentSchema: schema28.properties.profileKind,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.platform !== undefined) {
      let data4 = data.platform;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err7 = {
            instancePath: instancePath + "/platform",
            schemaPath: "#/properties/platform/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.platform,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len2 = data4.length;
        for (let i4 = 0; i4 < len2; i4++) {
          if (
            !validate75(data4[i4], {
              instancePath: instancePath + "/platform/" + i4,
              parentData: data4,
              parentDataProperty: i4,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
            errors = vErrors.length;
          }
        }
        let i5 = data4.length;
        let j2;
        if (i5 > 1) {
          outer2: for (; i5--;) {
            for (j2 = i5; j2--;) {
              if (func0(data4[i5], data4[j2])) {
                const err8 = {
                  instancePath: instancePath + "/platform",
                  schemaPath: "#/properties/platform/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i5, j: j2 },
                  message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.platform,
                  data: data4,
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
                break outer2;
              }
            }
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/platform",
          schemaPath: "#/properties/platform/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.platform.type,
          parentSchema: schema28.properties.platform,
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
    if (data.country !== undefined) {
      let data6 = data.country;
      if (Array.isArray(data6)) {
        if (data6.length < 1) {
          const err10 = {
            instancePath: instancePath + "/country",
            schemaPath: "#/properties/country/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.country,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len3 = data6.length;
        for (let i6 = 0; i6 < len3; i6++) {
          if (
            !validate77(data6[i6], {
              instancePath: instancePath + "/country/" + i6,
              parentData: data6,
              parentDataProperty: i6,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
            errors = vErrors.length;
          }
        }
        let i7 = data6.length;
        let j3;
        if (i7 > 1) {
          outer3: for (; i7--;) {
            for (j3 = i7; j3--;) {
              if (func0(data6[i7], data6[j3])) {
                const err11 = {
                  instancePath: instancePath + "/country",
                  schemaPath: "#/properties/country/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i7, j: j3 },
                  message: "must NOT have duplicate items (items ## " + j3 + " and " + i7 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.country,
                  data: data6,
                };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
                break outer3;
              }
            }
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/country",
          schemaPath: "#/properties/country/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.country.type,
          parentSchema: schema28.properties.country,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.locale !== undefined) {
      let data8 = data.locale;
      if (Array.isArray(data8)) {
        if (data8.length < 1) {
          const err13 = {
            instancePath: instancePath + "/locale",
            schemaPath: "#/properties/locale/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.locale,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        const len4 = data8.length;
        for (let i8 = 0; i8 < len4; i8++) {
          if (
            !validate79(data8[i8], {
              instancePath: instancePath + "/locale/" + i8,
              parentData: data8,
              parentDataProperty: i8,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
            errors = vErrors.length;
          }
        }
        let i9 = data8.length;
        let j4;
        if (i9 > 1) {
          outer4: for (; i9--;) {
            for (j4 = i9; j4--;) {
              if (func0(data8[i9], data8[j4])) {
                const err14 = {
                  instancePath: instancePath + "/locale",
                  schemaPath: "#/properties/locale/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i9, j: j4 },
                  message: "must NOT have duplicate items (items ## " + j4 + " and " + i9 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.locale,
                  data: data8,
                };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
                break outer4;
              }
            }
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + "/locale",
          schemaPath: "#/properties/locale/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.locale.type,
          parentSchema: schema28.properties.locale,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.webView !== undefined) {
      let data10 = data.webView;
      if (typeof data10 !== "boolean") {
        const err16 = {
          instancePath: instancePath + "/webView",
          schemaPath: "#/properties/webView/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema28.properties.webView.type,
          parentSchema: schema28.properties.webView,
          data: data10,
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
      schema: schema28.type,
      parentSchema: schema28,
      data,
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate132.errors = vErrors;
  return errors === 0;
}
validate132.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate139(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate139.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf/0/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema34.anyOf[0].type,
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if ("drop" !== data) {
    const err1 = {
      instancePath,
      schemaPath: "#/anyOf/0/const",
      keyword: "const",
      params: { allowedValue: "drop" },
      message: "must be equal to constant",
      schema: "drop",
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (!wrapper0.validate(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
    errors = vErrors.length;
  } else {
    var props0 = wrapper0.validate.evaluated.props;
    var items0 = wrapper0.validate.evaluated.items;
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err2 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema34.anyOf,
      parentSchema: schema34,
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate139.errors = vErrors;
  evaluated0.props = props0;
  evaluated0.items = items0;
  return errors === 0;
}
validate139.evaluated = { dynamicProps: true, dynamicItems: true };
function validate141(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate141.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "boolean") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "boolean" },
      message: "must be boolean",
      schema: schema35.type,
      parentSchema: schema35,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate141.errors = vErrors;
  return errors === 0;
}
validate141.evaluated = { dynamicProps: false, dynamicItems: false };
function validate143(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate143.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "impression" || key0 === "click")) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema36,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.impression !== undefined) {
      if (
        !validate87(data.impression, {
          instancePath: instancePath + "/impression",
          parentData: data,
          parentDataProperty: "impression",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
    if (data.click !== undefined) {
      if (
        !validate87(data.click, {
          instancePath: instancePath + "/click",
          parentData: data,
          parentDataProperty: "click",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema36.type,
      parentSchema: schema36,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate143.errors = vErrors;
  return errors === 0;
}
validate143.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate147(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate147.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!validate55(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs2 = errors;
  if (!validate59(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = true;
    }
  }
  if (!valid0) {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema21.anyOf,
      parentSchema: schema21,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate147.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate147.evaluated = { dynamicProps: true, dynamicItems: false };
const schema61 = {
  title: "TileStyle",
  description:
    "How a content item is drawn: poster (portrait), landscape, square, episode (landscape with episode number) or live-channel (logo card).",
  type: "string",
  enum: ["poster", "landscape", "square", "episode", "live-channel"],
  "x-since": "1.0",
};
function validate151(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate151.evaluated;
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
      schema: schema61.type,
      parentSchema: schema61,
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
    data === "poster" ||
    data === "landscape" ||
    data === "square" ||
    data === "episode" ||
    data === "live-channel"
  )) {
    const err1 = {
      instancePath,
      schemaPath: "#/enum",
      keyword: "enum",
      params: { allowedValues: schema61.enum },
      message: "must be equal to one of the allowed values",
      schema: schema61.enum,
      parentSchema: schema61,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate151.errors = vErrors;
  return errors === 0;
}
validate151.evaluated = { dynamicProps: false, dynamicItems: false };
const schema45 = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://schemas.shasha.tv/v1/data-source.schema.json",
  title: "DataSource",
  description:
    "Where a data-bound block (hero, rail) gets its items. The `kind` selects the shape; items are never inlined.",
  type: "object",
  discriminator: { propertyName: "kind" },
  oneOf: [
    { $ref: "#/$defs/editorialCarouselSource" },
    { $ref: "#/$defs/productIdsSource" },
    { $ref: "#/$defs/productFilterSource" },
    { $ref: "#/$defs/liveChannelsSource" },
    { $ref: "#/$defs/continueWatchingSource" },
  ],
  "x-since": "1.0",
  $defs: {
    editorialCarouselSource: {
      title: "EditorialCarouselSource",
      description: "The products of an editorial carousel curated in the content service.",
      type: "object",
      additionalProperties: false,
      required: ["kind", "carouselId"],
      properties: {
        kind: { description: "Source kind.", const: "editorial-carousel", "x-since": "1.0" },
        carouselId: {
          description: "Editorial carousel id.",
          type: "string",
          pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$",
          examples: ["featured", "trending-now"],
          "x-since": "1.0",
        },
      },
      "x-since": "1.0",
    },
    productIdsSource: {
      title: "ProductIdsSource",
      description: "A hand-picked list of products, shown in this order; unknown ids are left out.",
      type: "object",
      additionalProperties: false,
      required: ["kind", "ids"],
      properties: {
        kind: { description: "Source kind.", const: "product-ids", "x-since": "1.0" },
        ids: {
          description: "Product ids, 1..200, no duplicates.",
          type: "array",
          items: { $ref: "common.schema.json#/$defs/contentId" },
          minItems: 1,
          maxItems: 200,
          uniqueItems: true,
          examples: [["101", "102", "103"]],
          "x-since": "1.0",
        },
      },
      "x-since": "1.0",
    },
    productFilterSource: {
      title: "ProductFilterSource",
      description: "Products matching a filter, sorted and paged.",
      type: "object",
      additionalProperties: false,
      required: ["kind"],
      properties: {
        kind: { description: "Source kind.", const: "product-filter", "x-since": "1.0" },
        filter: {
          title: "ProductFilter",
          description: "Filter conditions; all given conditions must hold.",
          type: "object",
          additionalProperties: false,
          properties: {
            productType: {
              description: "Only this product type.",
              enum: ["MOVIE", "SERIES", "SHOW", "EPISODE", "CLIP"],
              "x-since": "1.0",
            },
            genre: {
              description: "Only this genre id.",
              type: "string",
              minLength: 1,
              examples: ["drama"],
              "x-since": "1.0",
            },
            plus: {
              description: "true: only Plus (subscription) content; false: only free content.",
              type: "boolean",
              "x-since": "1.0",
            },
            comingSoon: {
              description: "true: only coming-soon content; false: only available content.",
              type: "boolean",
              "x-since": "1.0",
            },
          },
          examples: [{ productType: "SERIES", genre: "drama" }],
          "x-since": "1.0",
        },
        sort: {
          description:
            "Sort order: newest first, oldest first, A to Z, Z to A, most popular this month, most trending this week.",
          enum: ["newest", "oldest", "a-z", "z-a", "popular-month", "trending-week"],
          default: "newest",
          "x-since": "1.0",
        },
        page: { description: "Page number, starting at 0.", type: "integer", minimum: 0, default: 0, "x-since": "1.0" },
        size: {
          description: "Items per page, 1..50.",
          type: "integer",
          minimum: 1,
          maximum: 50,
          default: 25,
          "x-since": "1.0",
        },
      },
      "x-since": "1.0",
    },
    liveChannelsSource: {
      title: "LiveChannelsSource",
      description: "Live TV channels.",
      type: "object",
      additionalProperties: false,
      required: ["kind"],
      properties: {
        kind: { description: "Source kind.", const: "live-channels", "x-since": "1.0" },
        page: { description: "Page number, starting at 0.", type: "integer", minimum: 0, default: 0, "x-since": "1.0" },
        size: {
          description: "Items per page, 1..50.",
          type: "integer",
          minimum: 1,
          maximum: 50,
          default: 25,
          "x-since": "1.0",
        },
      },
      "x-since": "1.0",
    },
    continueWatchingSource: {
      title: "ContinueWatchingSource",
      description:
        "The signed-in user's unfinished items, resolved on the client. Empty (and the block hidden) for anonymous visitors.",
      type: "object",
      additionalProperties: false,
      required: ["kind"],
      properties: { kind: { description: "Source kind.", const: "continue-watching", "x-since": "1.0" } },
      "x-since": "1.0",
    },
  },
};
function validate112(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate112.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "kind" },
        message: "must have required property '" + "kind" + "'",
        schema: schema46.required,
        parentSchema: schema46,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.carouselId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "carouselId" },
        message: "must have required property '" + "carouselId" + "'",
        schema: schema46.required,
        parentSchema: schema46,
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
      if (!(key0 === "kind" || key0 === "carouselId")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema46,
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
    if (data.kind !== undefined) {
      let data0 = data.kind;
      if ("editorial-carousel" !== data0) {
        const err3 = {
          instancePath: instancePath + "/kind",
          schemaPath: "#/properties/kind/const",
          keyword: "const",
          params: { allowedValue: "editorial-carousel" },
          message: "must be equal to constant",
          schema: "editorial-carousel",
          parentSchema: schema46.properties.kind,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.carouselId !== undefined) {
      let data1 = data.carouselId;
      if (typeof data1 === "string") {
        if (!pattern6.test(data1)) {
          const err4 = {
            instancePath: instancePath + "/carouselId",
            schemaPath: "#/properties/carouselId/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" },
            message: 'must match pattern "' + "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" + '"',
            schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$",
            parentSchema: schema46.properties.carouselId,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/carouselId",
          schemaPath: "#/properties/carouselId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema46.properties.carouselId.type,
          parentSchema: schema46.properties.carouselId,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema46.type,
      parentSchema: schema46,
      data,
    };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate112.errors = vErrors;
  return errors === 0;
}
validate112.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate113(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate113.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "kind" },
        message: "must have required property '" + "kind" + "'",
        schema: schema47.required,
        parentSchema: schema47,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.ids === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "ids" },
        message: "must have required property '" + "ids" + "'",
        schema: schema47.required,
        parentSchema: schema47,
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
      if (!(key0 === "kind" || key0 === "ids")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema47,
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
    if (data.kind !== undefined) {
      let data0 = data.kind;
      if ("product-ids" !== data0) {
        const err3 = {
          instancePath: instancePath + "/kind",
          schemaPath: "#/properties/kind/const",
          keyword: "const",
          params: { allowedValue: "product-ids" },
          message: "must be equal to constant",
          schema: "product-ids",
          parentSchema: schema47.properties.kind,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.ids !== undefined) {
      let data1 = data.ids;
      if (Array.isArray(data1)) {
        if (data1.length > 200) {
          const err4 = {
            instancePath: instancePath + "/ids",
            schemaPath: "#/properties/ids/maxItems",
            keyword: "maxItems",
            params: { limit: 200 },
            message: "must NOT have more than 200 items",
            schema: 200,
            parentSchema: schema47.properties.ids,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data1.length < 1) {
          const err5 = {
            instancePath: instancePath + "/ids",
            schemaPath: "#/properties/ids/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema47.properties.ids,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate114(data1[i0], {
              instancePath: instancePath + "/ids/" + i0,
              parentData: data1,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data1.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--;) {
            for (j0 = i1; j0--;) {
              if (func0(data1[i1], data1[j0])) {
                const err6 = {
                  instancePath: instancePath + "/ids",
                  schemaPath: "#/properties/ids/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i1, j: j0 },
                  message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)",
                  schema: true,
                  parentSchema: schema47.properties.ids,
                  data: data1,
                };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + "/ids",
          schemaPath: "#/properties/ids/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema47.properties.ids.type,
          parentSchema: schema47.properties.ids,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema47.type,
      parentSchema: schema47,
      data,
    };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate113.errors = vErrors;
  return errors === 0;
}
validate113.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema49 = {
  title: "ProductFilterSource",
  description: "Products matching a filter, sorted and paged.",
  type: "object",
  additionalProperties: false,
  required: ["kind"],
  properties: {
    kind: { description: "Source kind.", const: "product-filter", "x-since": "1.0" },
    filter: {
      title: "ProductFilter",
      description: "Filter conditions; all given conditions must hold.",
      type: "object",
      additionalProperties: false,
      properties: {
        productType: {
          description: "Only this product type.",
          enum: ["MOVIE", "SERIES", "SHOW", "EPISODE", "CLIP"],
          "x-since": "1.0",
        },
        genre: {
          description: "Only this genre id.",
          type: "string",
          minLength: 1,
          examples: ["drama"],
          "x-since": "1.0",
        },
        plus: {
          description: "true: only Plus (subscription) content; false: only free content.",
          type: "boolean",
          "x-since": "1.0",
        },
        comingSoon: {
          description: "true: only coming-soon content; false: only available content.",
          type: "boolean",
          "x-since": "1.0",
        },
      },
      examples: [{ productType: "SERIES", genre: "drama" }],
      "x-since": "1.0",
    },
    sort: {
      description:
        "Sort order: newest first, oldest first, A to Z, Z to A, most popular this month, most trending this week.",
      enum: ["newest", "oldest", "a-z", "z-a", "popular-month", "trending-week"],
      default: "newest",
      "x-since": "1.0",
    },
    page: { description: "Page number, starting at 0.", type: "integer", minimum: 0, default: 0, "x-since": "1.0" },
    size: {
      description: "Items per page, 1..50.",
      type: "integer",
      minimum: 1,
      maximum: 50,
      default: 25,
      "x-since": "1.0",
    },
  },
  "x-since": "1.0",
};
function validate116(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate116.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "kind" },
        message: "must have required property '" + "kind" + "'",
        schema: schema49.required,
        parentSchema: schema49,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "kind" || key0 === "filter" || key0 === "sort" || key0 === "page" || key0 === "size")) {
        const err1 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema49,
          data,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      let data0 = data.kind;
      if ("product-filter" !== data0) {
        const err2 = {
          instancePath: instancePath + "/kind",
          schemaPath: "#/properties/kind/const",
          keyword: "const",
          params: { allowedValue: "product-filter" },
          message: "must be equal to constant",
          schema: "product-filter",
          parentSchema: schema49.properties.kind,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.filter !== undefined) {
      let data1 = data.filter;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        for (const key1 in data1) {
          if (!(key1 === "productType" || key1 === "genre" || key1 === "plus" || key1 === "comingSoon")) {
            const err3 = {
              instancePath: instancePath + "/filter",
              schemaPath: "#/properties/filter/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key1 },
              message: "must NOT have additional properties",
              schema: false,
              parentSchema: schema49.properties.filter,
              data: data1,
            };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data1.productType !== undefined) {
          let data2 = data1.productType;
          if (!(
            data2 === "MOVIE" ||
            data2 === "SERIES" ||
            data2 === "SHOW" ||
            data2 === "EPISODE" ||
            data2 === "CLIP"
          )) {
            const err4 = {
              instancePath: instancePath + "/filter/productType",
              schemaPath: "#/properties/filter/properties/productType/enum",
              keyword: "enum",
              params: { allowedValues: schema49.properties.filter.properties.productType.enum },
              message: "must be equal to one of the allowed values",
              schema: schema49.properties.filter.properties.productType.enum,
              parentSchema: schema49.properties.filter.properties.productType,
              data: data2,
            };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data1.genre !== undefined) {
          let data3 = data1.genre;
          if (typeof data3 === "string") {
            if (func1(data3) < 1) {
              const err5 = {
                instancePath: instancePath + "/filter/genre",
                schemaPath: "#/properties/filter/properties/genre/minLength",
                keyword: "minLength",
                params: { limit: 1 },
                message: "must NOT have fewer than 1 characters",
                schema: 1,
                parentSchema: schema49.properties.filter.properties.genre,
                data: data3,
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
              instancePath: instancePath + "/filter/genre",
              schemaPath: "#/properties/filter/properties/genre/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
              schema: schema49.properties.filter.properties.genre.type,
              parentSchema: schema49.properties.filter.properties.genre,
              data: data3,
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data1.plus !== undefined) {
          let data4 = data1.plus;
          if (typeof data4 !== "boolean") {
            const err7 = {
              instancePath: instancePath + "/filter/plus",
              schemaPath: "#/properties/filter/properties/plus/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
              schema: schema49.properties.filter.properties.plus.type,
              parentSchema: schema49.properties.filter.properties.plus,
              data: data4,
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data1.comingSoon !== undefined) {
          let data5 = data1.comingSoon;
          if (typeof data5 !== "boolean") {
            const err8 = {
              instancePath: instancePath + "/filter/comingSoon",
              schemaPath: "#/properties/filter/properties/comingSoon/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
              schema: schema49.properties.filter.properties.comingSoon.type,
              parentSchema: schema49.properties.filter.properties.comingSoon,
              data: data5,
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/filter",
          schemaPath: "#/properties/filter/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
          schema: schema49.properties.filter.type,
          parentSchema: schema49.properties.filter,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.sort !== undefined) {
      let data6 = data.sort;
      if (!(
        data6 === "newest" ||
        data6 === "oldest" ||
        data6 === "a-z" ||
        data6 === "z-a" ||
        data6 === "popular-month" ||
        data6 === "trending-week"
      )) {
        const err10 = {
          instancePath: instancePath + "/sort",
          schemaPath: "#/properties/sort/enum",
          keyword: "enum",
          params: { allowedValues: schema49.properties.sort.enum },
          message: "must be equal to one of the allowed values",
          schema: schema49.properties.sort.enum,
          parentSchema: schema49.properties.sort,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.page !== undefined) {
      let data7 = data.page;
      if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
        const err11 = {
          instancePath: instancePath + "/page",
          schemaPath: "#/properties/page/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema49.properties.page.type,
          parentSchema: schema49.properties.page,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data7 == "number" && isFinite(data7)) {
        if (data7 < 0 || isNaN(data7)) {
          const err12 = {
            instancePath: instancePath + "/page",
            schemaPath: "#/properties/page/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
            schema: 0,
            parentSchema: schema49.properties.page,
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
    }
    if (data.size !== undefined) {
      let data8 = data.size;
      if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
        const err13 = {
          instancePath: instancePath + "/size",
          schemaPath: "#/properties/size/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema49.properties.size.type,
          parentSchema: schema49.properties.size,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data8 == "number" && isFinite(data8)) {
        if (data8 > 50 || isNaN(data8)) {
          const err14 = {
            instancePath: instancePath + "/size",
            schemaPath: "#/properties/size/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 50 },
            message: "must be <= 50",
            schema: 50,
            parentSchema: schema49.properties.size,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data8 < 1 || isNaN(data8)) {
          const err15 = {
            instancePath: instancePath + "/size",
            schemaPath: "#/properties/size/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema49.properties.size,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
  } else {
    const err16 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema49.type,
      parentSchema: schema49,
      data,
    };
    if (vErrors === null) {
      vErrors = [err16];
    } else {
      vErrors.push(err16);
    }
    errors++;
  }
  validate116.errors = vErrors;
  return errors === 0;
}
validate116.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema50 = {
  title: "LiveChannelsSource",
  description: "Live TV channels.",
  type: "object",
  additionalProperties: false,
  required: ["kind"],
  properties: {
    kind: { description: "Source kind.", const: "live-channels", "x-since": "1.0" },
    page: { description: "Page number, starting at 0.", type: "integer", minimum: 0, default: 0, "x-since": "1.0" },
    size: {
      description: "Items per page, 1..50.",
      type: "integer",
      minimum: 1,
      maximum: 50,
      default: 25,
      "x-since": "1.0",
    },
  },
  "x-since": "1.0",
};
function validate117(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate117.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "kind" },
        message: "must have required property '" + "kind" + "'",
        schema: schema50.required,
        parentSchema: schema50,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "kind" || key0 === "page" || key0 === "size")) {
        const err1 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema50,
          data,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      let data0 = data.kind;
      if ("live-channels" !== data0) {
        const err2 = {
          instancePath: instancePath + "/kind",
          schemaPath: "#/properties/kind/const",
          keyword: "const",
          params: { allowedValue: "live-channels" },
          message: "must be equal to constant",
          schema: "live-channels",
          parentSchema: schema50.properties.kind,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.page !== undefined) {
      let data1 = data.page;
      if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err3 = {
          instancePath: instancePath + "/page",
          schemaPath: "#/properties/page/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema50.properties.page.type,
          parentSchema: schema50.properties.page,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 < 0 || isNaN(data1)) {
          const err4 = {
            instancePath: instancePath + "/page",
            schemaPath: "#/properties/page/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
            message: "must be >= 0",
            schema: 0,
            parentSchema: schema50.properties.page,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data.size !== undefined) {
      let data2 = data.size;
      if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err5 = {
          instancePath: instancePath + "/size",
          schemaPath: "#/properties/size/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema50.properties.size.type,
          parentSchema: schema50.properties.size,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 > 50 || isNaN(data2)) {
          const err6 = {
            instancePath: instancePath + "/size",
            schemaPath: "#/properties/size/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 50 },
            message: "must be <= 50",
            schema: 50,
            parentSchema: schema50.properties.size,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data2 < 1 || isNaN(data2)) {
          const err7 = {
            instancePath: instancePath + "/size",
            schemaPath: "#/properties/size/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema50.properties.size,
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
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema50.type,
      parentSchema: schema50,
      data,
    };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate117.errors = vErrors;
  return errors === 0;
}
validate117.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema51 = {
  title: "ContinueWatchingSource",
  description:
    "The signed-in user's unfinished items, resolved on the client. Empty (and the block hidden) for anonymous visitors.",
  type: "object",
  additionalProperties: false,
  required: ["kind"],
  properties: { kind: { description: "Source kind.", const: "continue-watching", "x-since": "1.0" } },
  "x-since": "1.0",
};
function validate118(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate118.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "kind" },
        message: "must have required property '" + "kind" + "'",
        schema: schema51.required,
        parentSchema: schema51,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "kind")) {
        const err1 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema51,
          data,
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      let data0 = data.kind;
      if ("continue-watching" !== data0) {
        const err2 = {
          instancePath: instancePath + "/kind",
          schemaPath: "#/properties/kind/const",
          keyword: "const",
          params: { allowedValue: "continue-watching" },
          message: "must be equal to constant",
          schema: "continue-watching",
          parentSchema: schema51.properties.kind,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
  } else {
    const err3 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema51.type,
      parentSchema: schema51,
      data,
    };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate118.errors = vErrors;
  return errors === 0;
}
validate118.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate111(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.shasha.tv/v1/data-source.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate111.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    const tag0 = data.kind;
    if (typeof tag0 == "string") {
      if (tag0 === "editorial-carousel") {
        if (!validate112(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
          errors = vErrors.length;
        }
        var props0 = true;
      } else if (tag0 === "product-ids") {
        if (!validate113(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === "product-filter") {
        if (!validate116(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === "live-channels") {
        if (!validate117(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === "continue-watching") {
        if (!validate118(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate118.errors : vErrors.concat(validate118.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else {
        const err0 = {
          instancePath,
          schemaPath: "#/discriminator",
          keyword: "discriminator",
          params: { error: "mapping", tag: "kind", tagValue: tag0 },
          message: 'value of tag "kind" must be in oneOf',
          schema: schema45.discriminator,
          parentSchema: schema45,
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
        schemaPath: "#/discriminator",
        keyword: "discriminator",
        params: { error: "tag", tag: "kind", tagValue: tag0 },
        message: 'tag "kind" must be string',
        schema: schema45.discriminator,
        parentSchema: schema45,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  } else {
    const err2 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema45.type,
      parentSchema: schema45,
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate111.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate111.evaluated = { dynamicProps: true, dynamicItems: false };
const schema62 = {
  title: "NavigateAction",
  description: "Go to a page of this site.",
  type: "object",
  additionalProperties: false,
  required: ["type", "to"],
  properties: {
    type: { description: "Action type.", const: "navigate", "x-since": "1.0" },
    to: { description: "Destination: a same-site, locale-less path.", $ref: "#/$defs/sitePath", "x-since": "1.0" },
  },
  examples: [{ type: "navigate", to: "/series" }],
  "x-since": "1.0",
};
const schema63 = {
  title: "SitePath",
  description:
    'A same-site, locale-less path starting with "/" ("/series" becomes "/ar/series"). Schemes (javascript:, data:, https:), protocol-relative "//host", backslashes and whitespace are rejected.',
  type: "string",
  pattern: "^/(?![/\\\\])[^\\s\\\\:?#\\u0000-\\u001F\\u007F]*(?:[?#][^\\s\\\\\\u0000-\\u001F\\u007F]*)?$",
  examples: ["/series", "/movies?sort=newest"],
  "x-since": "1.0",
};
const pattern14 = new RegExp(
  "^/(?![/\\\\])[^\\s\\\\:?#\\u0000-\\u001F\\u007F]*(?:[?#][^\\s\\\\\\u0000-\\u001F\\u007F]*)?$",
  "u",
);
function validate155(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate155.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data === "string") {
    if (!pattern14.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: "#/pattern",
        keyword: "pattern",
        params: {
          pattern: "^/(?![/\\\\])[^\\s\\\\:?#\\u0000-\\u001F\\u007F]*(?:[?#][^\\s\\\\\\u0000-\\u001F\\u007F]*)?$",
        },
        message:
          'must match pattern "' +
          "^/(?![/\\\\])[^\\s\\\\:?#\\u0000-\\u001F\\u007F]*(?:[?#][^\\s\\\\\\u0000-\\u001F\\u007F]*)?$" +
          '"',
        schema: "^/(?![/\\\\])[^\\s\\\\:?#\\u0000-\\u001F\\u007F]*(?:[?#][^\\s\\\\\\u0000-\\u001F\\u007F]*)?$",
        parentSchema: schema63,
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
      schema: schema63.type,
      parentSchema: schema63,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate155.errors = vErrors;
  return errors === 0;
}
validate155.evaluated = { dynamicProps: false, dynamicItems: false };
function validate154(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate154.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema62.required,
        parentSchema: schema62,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.to === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "to" },
        message: "must have required property '" + "to" + "'",
        schema: schema62.required,
        parentSchema: schema62,
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
      if (!(key0 === "type" || key0 === "to")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema62,
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
    if (data.type !== undefined) {
      let data0 = data.type;
      if ("navigate" !== data0) {
        const err3 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "navigate" },
          message: "must be equal to constant",
          schema: "navigate",
          parentSchema: schema62.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.to !== undefined) {
      if (
        !validate155(data.to, {
          instancePath: instancePath + "/to",
          parentData: data,
          parentDataProperty: "to",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate155.errors : vErrors.concat(validate155.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err4 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema62.type,
      parentSchema: schema62,
      data,
    };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate154.errors = vErrors;
  return errors === 0;
}
validate154.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema64 = {
  title: "SlidesPerBreakpoint",
  description:
    "Tiles visible at once per breakpoint (mobile 320, small 768, medium 1024, high 1280, full 1440, quad 2560 px). Missing breakpoints use the tile style's default.",
  type: "object",
  additionalProperties: false,
  properties: {
    mobile: { description: "Tiles visible from the mobile breakpoint.", $ref: "#/$defs/slideCount", "x-since": "1.0" },
    small: { description: "Tiles visible from the small breakpoint.", $ref: "#/$defs/slideCount", "x-since": "1.0" },
    medium: { description: "Tiles visible from the medium breakpoint.", $ref: "#/$defs/slideCount", "x-since": "1.0" },
    high: { description: "Tiles visible from the high breakpoint.", $ref: "#/$defs/slideCount", "x-since": "1.0" },
    full: { description: "Tiles visible from the full breakpoint.", $ref: "#/$defs/slideCount", "x-since": "1.0" },
    quad: { description: "Tiles visible from the quad breakpoint.", $ref: "#/$defs/slideCount", "x-since": "1.0" },
  },
  examples: [{ mobile: 2.5, medium: 4, full: 5 }],
  "x-since": "1.0",
};
const schema65 = {
  description: "Tiles visible at once at this breakpoint; half values show a peek of the next tile.",
  type: "number",
  minimum: 1,
  maximum: 12,
  multipleOf: 0.5,
  "x-since": "1.0",
};
function validate159(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate159.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data == "number" && isFinite(data)) {
    if (data > 12 || isNaN(data)) {
      const err0 = {
        instancePath,
        schemaPath: "#/maximum",
        keyword: "maximum",
        params: { comparison: "<=", limit: 12 },
        message: "must be <= 12",
        schema: 12,
        parentSchema: schema65,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data < 1 || isNaN(data)) {
      const err1 = {
        instancePath,
        schemaPath: "#/minimum",
        keyword: "minimum",
        params: { comparison: ">=", limit: 1 },
        message: "must be >= 1",
        schema: 1,
        parentSchema: schema65,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    let res0;
    if (0.5 === 0 || ((res0 = data / 0.5), res0 !== parseInt(res0))) {
      const err2 = {
        instancePath,
        schemaPath: "#/multipleOf",
        keyword: "multipleOf",
        params: { multipleOf: 0.5 },
        message: "must be multiple of 0.5",
        schema: 0.5,
        parentSchema: schema65,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
  } else {
    const err3 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "number" },
      message: "must be number",
      schema: schema65.type,
      parentSchema: schema65,
      data,
    };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate159.errors = vErrors;
  return errors === 0;
}
validate159.evaluated = { dynamicProps: false, dynamicItems: false };
function validate158(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate158.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === "mobile" ||
        key0 === "small" ||
        key0 === "medium" ||
        key0 === "high" ||
        key0 === "full" ||
        key0 === "quad"
      )) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema64,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.mobile !== undefined) {
      if (
        !validate159(data.mobile, {
          instancePath: instancePath + "/mobile",
          parentData: data,
          parentDataProperty: "mobile",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate159.errors : vErrors.concat(validate159.errors);
        errors = vErrors.length;
      }
    }
    if (data.small !== undefined) {
      if (
        !validate159(data.small, {
          instancePath: instancePath + "/small",
          parentData: data,
          parentDataProperty: "small",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate159.errors : vErrors.concat(validate159.errors);
        errors = vErrors.length;
      }
    }
    if (data.medium !== undefined) {
      if (
        !validate159(data.medium, {
          instancePath: instancePath + "/medium",
          parentData: data,
          parentDataProperty: "medium",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate159.errors : vErrors.concat(validate159.errors);
        errors = vErrors.length;
      }
    }
    if (data.high !== undefined) {
      if (
        !validate159(data.high, {
          instancePath: instancePath + "/high",
          parentData: data,
          parentDataProperty: "high",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate159.errors : vErrors.concat(validate159.errors);
        errors = vErrors.length;
      }
    }
    if (data.full !== undefined) {
      if (
        !validate159(data.full, {
          instancePath: instancePath + "/full",
          parentData: data,
          parentDataProperty: "full",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate159.errors : vErrors.concat(validate159.errors);
        errors = vErrors.length;
      }
    }
    if (data.quad !== undefined) {
      if (
        !validate159(data.quad, {
          instancePath: instancePath + "/quad",
          parentData: data,
          parentDataProperty: "quad",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate159.errors : vErrors.concat(validate159.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema64.type,
      parentSchema: schema64,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate158.errors = vErrors;
  return errors === 0;
}
validate158.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate129(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.shasha.tv/v1/blocks/rail.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate129.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema54.required,
        parentSchema: schema54,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
        schema: schema54.required,
        parentSchema: schema54,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.tileStyle === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "tileStyle" },
        message: "must have required property '" + "tileStyle" + "'",
        schema: schema54.required,
        parentSchema: schema54,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.source === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "source" },
        message: "must have required property '" + "source" + "'",
        schema: schema54.required,
        parentSchema: schema54,
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
      if (!func2.call(schema54.properties, key0)) {
        const err4 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema54,
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
    if (data.type !== undefined) {
      let data0 = data.type;
      if ("rail" !== data0) {
        const err5 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "rail" },
          message: "must be equal to constant",
          schema: "rail",
          parentSchema: schema54.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      if (
        !validate130(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
        errors = vErrors.length;
      }
    }
    if (data.visibleWhen !== undefined) {
      if (
        !validate132(data.visibleWhen, {
          instancePath: instancePath + "/visibleWhen",
          parentData: data,
          parentDataProperty: "visibleWhen",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
        errors = vErrors.length;
      }
    }
    if (data.fallback !== undefined) {
      if (
        !validate139(data.fallback, {
          instancePath: instancePath + "/fallback",
          parentData: data,
          parentDataProperty: "fallback",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate139.errors : vErrors.concat(validate139.errors);
        errors = vErrors.length;
      }
    }
    if (data.critical !== undefined) {
      if (
        !validate141(data.critical, {
          instancePath: instancePath + "/critical",
          parentData: data,
          parentDataProperty: "critical",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate141.errors : vErrors.concat(validate141.errors);
        errors = vErrors.length;
      }
    }
    if (data.analytics !== undefined) {
      if (
        !validate143(data.analytics, {
          instancePath: instancePath + "/analytics",
          parentData: data,
          parentDataProperty: "analytics",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate143.errors : vErrors.concat(validate143.errors);
        errors = vErrors.length;
      }
    }
    if (data.title !== undefined) {
      if (
        !validate147(data.title, {
          instancePath: instancePath + "/title",
          parentData: data,
          parentDataProperty: "title",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate147.errors : vErrors.concat(validate147.errors);
        errors = vErrors.length;
      }
    }
    if (data.tileStyle !== undefined) {
      if (
        !validate151(data.tileStyle, {
          instancePath: instancePath + "/tileStyle",
          parentData: data,
          parentDataProperty: "tileStyle",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate151.errors : vErrors.concat(validate151.errors);
        errors = vErrors.length;
      }
    }
    if (data.source !== undefined) {
      if (
        !validate111(data.source, {
          instancePath: instancePath + "/source",
          parentData: data,
          parentDataProperty: "source",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
        errors = vErrors.length;
      }
    }
    if (data.limit !== undefined) {
      let data9 = data.limit;
      if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
        const err6 = {
          instancePath: instancePath + "/limit",
          schemaPath: "#/properties/limit/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema54.properties.limit.type,
          parentSchema: schema54.properties.limit,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data9 == "number" && isFinite(data9)) {
        if (data9 > 50 || isNaN(data9)) {
          const err7 = {
            instancePath: instancePath + "/limit",
            schemaPath: "#/properties/limit/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 50 },
            message: "must be <= 50",
            schema: 50,
            parentSchema: schema54.properties.limit,
            data: data9,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data9 < 1 || isNaN(data9)) {
          const err8 = {
            instancePath: instancePath + "/limit",
            schemaPath: "#/properties/limit/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema54.properties.limit,
            data: data9,
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
    if (data.seeAll !== undefined) {
      if (
        !validate154(data.seeAll, {
          instancePath: instancePath + "/seeAll",
          parentData: data,
          parentDataProperty: "seeAll",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
        errors = vErrors.length;
      }
    }
    if (data.slides !== undefined) {
      if (
        !validate158(data.slides, {
          instancePath: instancePath + "/slides",
          parentData: data,
          parentDataProperty: "slides",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate158.errors : vErrors.concat(validate158.errors);
        errors = vErrors.length;
      }
    }
    if (data.showTitles !== undefined) {
      let data12 = data.showTitles;
      if (typeof data12 !== "boolean") {
        const err9 = {
          instancePath: instancePath + "/showTitles",
          schemaPath: "#/properties/showTitles/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema54.properties.showTitles.type,
          parentSchema: schema54.properties.showTitles,
          data: data12,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema54.type,
      parentSchema: schema54,
      data,
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate129.errors = vErrors;
  return errors === 0;
}
validate129.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema66 = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://schemas.shasha.tv/v1/blocks/tile.schema.json",
  title: "TileBlock",
  description: "A single content tile.",
  type: "object",
  additionalProperties: false,
  required: ["type", "id", "contentId", "tileStyle"],
  properties: {
    type: { description: "Block type.", const: "tile", "x-since": "1.0" },
    id: {
      description: "Block id, unique in the screen.",
      $ref: "../common.schema.json#/$defs/blockId",
      "x-since": "1.0",
    },
    visibleWhen: {
      description: "Conditions for showing the block; absent means always.",
      $ref: "../common.schema.json#/$defs/visibleWhen",
      "x-since": "1.0",
    },
    fallback: {
      description: 'Replacement when this block is invalid: "drop" (default) or another block.',
      $ref: "../common.schema.json#/$defs/fallback",
      "x-since": "1.0",
    },
    critical: {
      description: "true: an invalid block fails the whole screen instead of being dropped.",
      $ref: "../common.schema.json#/$defs/critical",
      "x-since": "1.0",
    },
    analytics: {
      description: "Analytics events for this block.",
      $ref: "../common.schema.json#/$defs/analytics",
      "x-since": "1.0",
    },
    contentId: { description: "Product id.", $ref: "../common.schema.json#/$defs/contentId", "x-since": "1.0" },
    tileStyle: {
      description: "How the tile is drawn.",
      $ref: "../common.schema.json#/$defs/tileStyle",
      "x-since": "1.0",
    },
    showTitle: {
      description: "Show the item title under the tile.",
      type: "boolean",
      default: false,
      "x-since": "1.0",
    },
  },
  examples: [{ type: "tile", id: "tile-101", contentId: "101", tileStyle: "landscape" }],
  "x-since": "1.0",
};
function validate168(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate168.evaluated;
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
        params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" },
        message: 'must match pattern "' + "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" + '"',
        schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$",
        parentSchema: schema27,
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
      schema: schema27.type,
      parentSchema: schema27,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate168.errors = vErrors;
  return errors === 0;
}
validate168.evaluated = { dynamicProps: false, dynamicItems: false };
function validate170(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate170.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === "userType" ||
        key0 === "profileKind" ||
        key0 === "platform" ||
        key0 === "country" ||
        key0 === "locale" ||
        key0 === "webView"
      )) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema28,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.userType !== undefined) {
      let data0 = data.userType;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err1 = {
            instancePath: instancePath + "/userType",
            schemaPath: "#/properties/userType/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.userType,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate71(data0[i0], {
              instancePath: instancePath + "/userType/" + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data0.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--;) {
            for (j0 = i1; j0--;) {
              if (func0(data0[i1], data0[j0])) {
                const err2 = {
                  instancePath: instancePath + "/userType",
                  schemaPath: "#/properties/userType/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i1, j: j0 },
                  message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.userType,
                  data: data0,
                };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/userType",
          schemaPath: "#/properties/userType/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.userType.type,
          parentSchema: schema28.properties.userType,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.profileKind !== undefined) {
      let data2 = data.profileKind;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err4 = {
            instancePath: instancePath + "/profileKind",
            schemaPath: "#/properties/profileKind/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.profileKind,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len1 = data2.length;
        for (let i2 = 0; i2 < len1; i2++) {
          if (
            !validate73(data2[i2], {
              instancePath: instancePath + "/profileKind/" + i2,
              parentData: data2,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
            errors = vErrors.length;
          }
        }
        let i3 = data2.length;
        let j1;
        if (i3 > 1) {
          outer1: for (; i3--;) {
            for (j1 = i3; j1--;) {
              if (func0(data2[i3], data2[j1])) {
                const err5 = {
                  instancePath: instancePath + "/profileKind",
                  schemaPath: "#/properties/profileKind/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i3, j: j1 },
                  message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.profileKind,
                  data: data2,
                };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/profileKind",
          schemaPath: "#/properties/profileKind/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.profileKind.type,
          parentSchema: schema28.properties.profileKind,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.platform !== undefined) {
      let data4 = data.platform;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err7 = {
            instancePath: instancePath + "/platform",
            schemaPath: "#/properties/platform/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.platform,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len2 = data4.length;
        for (let i4 = 0; i4 < len2; i4++) {
          if (
            !validate75(data4[i4], {
              instancePath: instancePath + "/platform/" + i4,
              parentData: data4,
              parentDataProperty: i4,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
            errors = vErrors.length;
          }
        }
        let i5 = data4.length;
        let j2;
        if (i5 > 1) {
          outer2: for (; i5--;) {
            for (j2 = i5; j2--;) {
              if (func0(data4[i5], data4[j2])) {
                const err8 = {
                  instancePath: instancePath + "/platform",
                  schemaPath: "#/properties/platform/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i5, j: j2 },
                  message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.platform,
                  data: data4,
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
                break outer2;
              }
            }
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/platform",
          schemaPath: "#/properties/platform/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.platform.type,
          parentSchema: schema28.properties.platform,
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
    if (data.country !== undefined) {
      let data6 = data.country;
      if (Array.isArray(data6)) {
        if (data6.length < 1) {
          const err10 = {
            instancePath: instancePath + "/country",
            schemaPath: "#/properties/country/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.country,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len3 = data6.length;
        for (let i6 = 0; i6 < len3; i6++) {
          if (
            !validate77(data6[i6], {
              instancePath: instancePath + "/country/" + i6,
              parentData: data6,
              parentDataProperty: i6,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
            errors = vErrors.length;
          }
        }
        let i7 = data6.length;
        let j3;
        if (i7 > 1) {
          outer3: for (; i7--;) {
            for (j3 = i7; j3--;) {
              if (func0(data6[i7], data6[j3])) {
                const err11 = {
                  instancePath: instancePath + "/country",
                  schemaPath: "#/properties/country/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i7, j: j3 },
                  message: "must NOT have duplicate items (items ## " + j3 + " and " + i7 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.country,
                  data: data6,
                };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
                break outer3;
              }
            }
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/country",
          schemaPath: "#/properties/country/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.country.type,
          parentSchema: schema28.properties.country,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.locale !== undefined) {
      let data8 = data.locale;
      if (Array.isArray(data8)) {
        if (data8.length < 1) {
          const err13 = {
            instancePath: instancePath + "/locale",
            schemaPath: "#/properties/locale/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.locale,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        const len4 = data8.length;
        for (let i8 = 0; i8 < len4; i8++) {
          if (
            !validate79(data8[i8], {
              instancePath: instancePath + "/locale/" + i8,
              parentData: data8,
              parentDataProperty: i8,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
            errors = vErrors.length;
          }
        }
        let i9 = data8.length;
        let j4;
        if (i9 > 1) {
          outer4: for (; i9--;) {
            for (j4 = i9; j4--;) {
              if (func0(data8[i9], data8[j4])) {
                const err14 = {
                  instancePath: instancePath + "/locale",
                  schemaPath: "#/properties/locale/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i9, j: j4 },
                  message: "must NOT have duplicate items (items ## " + j4 + " and " + i9 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.locale,
                  data: data8,
                };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
                break outer4;
              }
            }
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + "/locale",
          schemaPath: "#/properties/locale/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.locale.type,
          parentSchema: schema28.properties.locale,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.webView !== undefined) {
      let data10 = data.webView;
      if (typeof data10 !== "boolean") {
        const err16 = {
          instancePath: instancePath + "/webView",
          schemaPath: "#/properties/webView/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema28.properties.webView.type,
          parentSchema: schema28.properties.webView,
          data: data10,
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
      schema: schema28.type,
      parentSchema: schema28,
      data,
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate170.errors = vErrors;
  return errors === 0;
}
validate170.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate177(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate177.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf/0/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema34.anyOf[0].type,
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if ("drop" !== data) {
    const err1 = {
      instancePath,
      schemaPath: "#/anyOf/0/const",
      keyword: "const",
      params: { allowedValue: "drop" },
      message: "must be equal to constant",
      schema: "drop",
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (!wrapper0.validate(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
    errors = vErrors.length;
  } else {
    var props0 = wrapper0.validate.evaluated.props;
    var items0 = wrapper0.validate.evaluated.items;
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err2 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema34.anyOf,
      parentSchema: schema34,
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate177.errors = vErrors;
  evaluated0.props = props0;
  evaluated0.items = items0;
  return errors === 0;
}
validate177.evaluated = { dynamicProps: true, dynamicItems: true };
function validate179(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate179.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "boolean") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "boolean" },
      message: "must be boolean",
      schema: schema35.type,
      parentSchema: schema35,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate179.errors = vErrors;
  return errors === 0;
}
validate179.evaluated = { dynamicProps: false, dynamicItems: false };
function validate181(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate181.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "impression" || key0 === "click")) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema36,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.impression !== undefined) {
      if (
        !validate87(data.impression, {
          instancePath: instancePath + "/impression",
          parentData: data,
          parentDataProperty: "impression",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
    if (data.click !== undefined) {
      if (
        !validate87(data.click, {
          instancePath: instancePath + "/click",
          parentData: data,
          parentDataProperty: "click",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema36.type,
      parentSchema: schema36,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate181.errors = vErrors;
  return errors === 0;
}
validate181.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate185(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate185.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data === "string") {
    if (!pattern11.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: "#/pattern",
        keyword: "pattern",
        params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$" },
        message: 'must match pattern "' + "^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$" + '"',
        schema: "^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$",
        parentSchema: schema48,
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
      schema: schema48.type,
      parentSchema: schema48,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate185.errors = vErrors;
  return errors === 0;
}
validate185.evaluated = { dynamicProps: false, dynamicItems: false };
function validate187(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate187.evaluated;
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
      schema: schema61.type,
      parentSchema: schema61,
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
    data === "poster" ||
    data === "landscape" ||
    data === "square" ||
    data === "episode" ||
    data === "live-channel"
  )) {
    const err1 = {
      instancePath,
      schemaPath: "#/enum",
      keyword: "enum",
      params: { allowedValues: schema61.enum },
      message: "must be equal to one of the allowed values",
      schema: schema61.enum,
      parentSchema: schema61,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate187.errors = vErrors;
  return errors === 0;
}
validate187.evaluated = { dynamicProps: false, dynamicItems: false };
function validate167(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.shasha.tv/v1/blocks/tile.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate167.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema66.required,
        parentSchema: schema66,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
        schema: schema66.required,
        parentSchema: schema66,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.contentId === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "contentId" },
        message: "must have required property '" + "contentId" + "'",
        schema: schema66.required,
        parentSchema: schema66,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.tileStyle === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "tileStyle" },
        message: "must have required property '" + "tileStyle" + "'",
        schema: schema66.required,
        parentSchema: schema66,
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
      if (!func2.call(schema66.properties, key0)) {
        const err4 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema66,
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
    if (data.type !== undefined) {
      let data0 = data.type;
      if ("tile" !== data0) {
        const err5 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "tile" },
          message: "must be equal to constant",
          schema: "tile",
          parentSchema: schema66.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      if (
        !validate168(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate168.errors : vErrors.concat(validate168.errors);
        errors = vErrors.length;
      }
    }
    if (data.visibleWhen !== undefined) {
      if (
        !validate170(data.visibleWhen, {
          instancePath: instancePath + "/visibleWhen",
          parentData: data,
          parentDataProperty: "visibleWhen",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
        errors = vErrors.length;
      }
    }
    if (data.fallback !== undefined) {
      if (
        !validate177(data.fallback, {
          instancePath: instancePath + "/fallback",
          parentData: data,
          parentDataProperty: "fallback",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);
        errors = vErrors.length;
      }
    }
    if (data.critical !== undefined) {
      if (
        !validate179(data.critical, {
          instancePath: instancePath + "/critical",
          parentData: data,
          parentDataProperty: "critical",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate179.errors : vErrors.concat(validate179.errors);
        errors = vErrors.length;
      }
    }
    if (data.analytics !== undefined) {
      if (
        !validate181(data.analytics, {
          instancePath: instancePath + "/analytics",
          parentData: data,
          parentDataProperty: "analytics",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
        errors = vErrors.length;
      }
    }
    if (data.contentId !== undefined) {
      if (
        !validate185(data.contentId, {
          instancePath: instancePath + "/contentId",
          parentData: data,
          parentDataProperty: "contentId",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate185.errors : vErrors.concat(validate185.errors);
        errors = vErrors.length;
      }
    }
    if (data.tileStyle !== undefined) {
      if (
        !validate187(data.tileStyle, {
          instancePath: instancePath + "/tileStyle",
          parentData: data,
          parentDataProperty: "tileStyle",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate187.errors : vErrors.concat(validate187.errors);
        errors = vErrors.length;
      }
    }
    if (data.showTitle !== undefined) {
      let data8 = data.showTitle;
      if (typeof data8 !== "boolean") {
        const err6 = {
          instancePath: instancePath + "/showTitle",
          schemaPath: "#/properties/showTitle/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema66.properties.showTitle.type,
          parentSchema: schema66.properties.showTitle,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema66.type,
      parentSchema: schema66,
      data,
    };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate167.errors = vErrors;
  return errors === 0;
}
validate167.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema74 = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://schemas.shasha.tv/v1/blocks/section-header.schema.json",
  title: "SectionHeaderBlock",
  description: "A heading that introduces the blocks after it.",
  type: "object",
  additionalProperties: false,
  required: ["type", "id", "title"],
  properties: {
    type: { description: "Block type.", const: "section-header", "x-since": "1.0" },
    id: {
      description: "Block id, unique in the screen.",
      $ref: "../common.schema.json#/$defs/blockId",
      "x-since": "1.0",
    },
    visibleWhen: {
      description: "Conditions for showing the block; absent means always.",
      $ref: "../common.schema.json#/$defs/visibleWhen",
      "x-since": "1.0",
    },
    fallback: {
      description: 'Replacement when this block is invalid: "drop" (default) or another block.',
      $ref: "../common.schema.json#/$defs/fallback",
      "x-since": "1.0",
    },
    critical: {
      description: "true: an invalid block fails the whole screen instead of being dropped.",
      $ref: "../common.schema.json#/$defs/critical",
      "x-since": "1.0",
    },
    analytics: {
      description: "Analytics events for this block.",
      $ref: "../common.schema.json#/$defs/analytics",
      "x-since": "1.0",
    },
    title: { description: "Heading text.", $ref: "../common.schema.json#/$defs/text", "x-since": "1.0" },
    subtitle: {
      description: "Secondary line under the heading.",
      $ref: "../common.schema.json#/$defs/text",
      "x-since": "1.0",
    },
    seeAll: {
      description: 'Target of the "see all" link; no link when absent.',
      $ref: "../common.schema.json#/$defs/navigateAction",
      "x-since": "1.0",
    },
    level: { description: "Heading level (h2 or h3).", enum: [2, 3], default: 2, "x-since": "1.0" },
  },
  examples: [{ type: "section-header", id: "kids-header", title: { key: "home.kids" }, level: 2 }],
  "x-since": "1.0",
};
function validate190(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate190.evaluated;
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
        params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" },
        message: 'must match pattern "' + "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" + '"',
        schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$",
        parentSchema: schema27,
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
      schema: schema27.type,
      parentSchema: schema27,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate190.errors = vErrors;
  return errors === 0;
}
validate190.evaluated = { dynamicProps: false, dynamicItems: false };
function validate192(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate192.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === "userType" ||
        key0 === "profileKind" ||
        key0 === "platform" ||
        key0 === "country" ||
        key0 === "locale" ||
        key0 === "webView"
      )) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema28,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.userType !== undefined) {
      let data0 = data.userType;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err1 = {
            instancePath: instancePath + "/userType",
            schemaPath: "#/properties/userType/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.userType,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate71(data0[i0], {
              instancePath: instancePath + "/userType/" + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data0.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--;) {
            for (j0 = i1; j0--;) {
              if (func0(data0[i1], data0[j0])) {
                const err2 = {
                  instancePath: instancePath + "/userType",
                  schemaPath: "#/properties/userType/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i1, j: j0 },
                  message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.userType,
                  data: data0,
                };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/userType",
          schemaPath: "#/properties/userType/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.userType.type,
          parentSchema: schema28.properties.userType,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.profileKind !== undefined) {
      let data2 = data.profileKind;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err4 = {
            instancePath: instancePath + "/profileKind",
            schemaPath: "#/properties/profileKind/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.profileKind,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len1 = data2.length;
        for (let i2 = 0; i2 < len1; i2++) {
          if (
            !validate73(data2[i2], {
              instancePath: instancePath + "/profileKind/" + i2,
              parentData: data2,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
            errors = vErrors.length;
          }
        }
        let i3 = data2.length;
        let j1;
        if (i3 > 1) {
          outer1: for (; i3--;) {
            for (j1 = i3; j1--;) {
              if (func0(data2[i3], data2[j1])) {
                const err5 = {
                  instancePath: instancePath + "/profileKind",
                  schemaPath: "#/properties/profileKind/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i3, j: j1 },
                  message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.profileKind,
                  data: data2,
                };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/profileKind",
          schemaPath: "#/properties/profileKind/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.profileKind.type,
          parentSchema: schema28.properties.profileKind,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.platform !== undefined) {
      let data4 = data.platform;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err7 = {
            instancePath: instancePath + "/platform",
            schemaPath: "#/properties/platform/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.platform,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len2 = data4.length;
        for (let i4 = 0; i4 < len2; i4++) {
          if (
            !validate75(data4[i4], {
              instancePath: instancePath + "/platform/" + i4,
              parentData: data4,
              parentDataProperty: i4,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
            errors = vErrors.length;
          }
        }
        let i5 = data4.length;
        let j2;
        if (i5 > 1) {
          outer2: for (; i5--;) {
            for (j2 = i5; j2--;) {
              if (func0(data4[i5], data4[j2])) {
                const err8 = {
                  instancePath: instancePath + "/platform",
                  schemaPath: "#/properties/platform/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i5, j: j2 },
                  message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.platform,
                  data: data4,
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
                break outer2;
              }
            }
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/platform",
          schemaPath: "#/properties/platform/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.platform.type,
          parentSchema: schema28.properties.platform,
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
    if (data.country !== undefined) {
      let data6 = data.country;
      if (Array.isArray(data6)) {
        if (data6.length < 1) {
          const err10 = {
            instancePath: instancePath + "/country",
            schemaPath: "#/properties/country/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.country,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len3 = data6.length;
        for (let i6 = 0; i6 < len3; i6++) {
          if (
            !validate77(data6[i6], {
              instancePath: instancePath + "/country/" + i6,
              parentData: data6,
              parentDataProperty: i6,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
            errors = vErrors.length;
          }
        }
        let i7 = data6.length;
        let j3;
        if (i7 > 1) {
          outer3: for (; i7--;) {
            for (j3 = i7; j3--;) {
              if (func0(data6[i7], data6[j3])) {
                const err11 = {
                  instancePath: instancePath + "/country",
                  schemaPath: "#/properties/country/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i7, j: j3 },
                  message: "must NOT have duplicate items (items ## " + j3 + " and " + i7 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.country,
                  data: data6,
                };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
                break outer3;
              }
            }
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/country",
          schemaPath: "#/properties/country/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.country.type,
          parentSchema: schema28.properties.country,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.locale !== undefined) {
      let data8 = data.locale;
      if (Array.isArray(data8)) {
        if (data8.length < 1) {
          const err13 = {
            instancePath: instancePath + "/locale",
            schemaPath: "#/properties/locale/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.locale,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        const len4 = data8.length;
        for (let i8 = 0; i8 < len4; i8++) {
          if (
            !validate79(data8[i8], {
              instancePath: instancePath + "/locale/" + i8,
              parentData: data8,
              parentDataProperty: i8,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
            errors = vErrors.length;
          }
        }
        let i9 = data8.length;
        let j4;
        if (i9 > 1) {
          outer4: for (; i9--;) {
            for (j4 = i9; j4--;) {
              if (func0(data8[i9], data8[j4])) {
                const err14 = {
                  instancePath: instancePath + "/locale",
                  schemaPath: "#/properties/locale/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i9, j: j4 },
                  message: "must NOT have duplicate items (items ## " + j4 + " and " + i9 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.locale,
                  data: data8,
                };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
                break outer4;
              }
            }
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + "/locale",
          schemaPath: "#/properties/locale/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.locale.type,
          parentSchema: schema28.properties.locale,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.webView !== undefined) {
      let data10 = data.webView;
      if (typeof data10 !== "boolean") {
        const err16 = {
          instancePath: instancePath + "/webView",
          schemaPath: "#/properties/webView/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema28.properties.webView.type,
          parentSchema: schema28.properties.webView,
          data: data10,
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
      schema: schema28.type,
      parentSchema: schema28,
      data,
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate192.errors = vErrors;
  return errors === 0;
}
validate192.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate199(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate199.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf/0/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema34.anyOf[0].type,
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if ("drop" !== data) {
    const err1 = {
      instancePath,
      schemaPath: "#/anyOf/0/const",
      keyword: "const",
      params: { allowedValue: "drop" },
      message: "must be equal to constant",
      schema: "drop",
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (!wrapper0.validate(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
    errors = vErrors.length;
  } else {
    var props0 = wrapper0.validate.evaluated.props;
    var items0 = wrapper0.validate.evaluated.items;
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err2 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema34.anyOf,
      parentSchema: schema34,
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate199.errors = vErrors;
  evaluated0.props = props0;
  evaluated0.items = items0;
  return errors === 0;
}
validate199.evaluated = { dynamicProps: true, dynamicItems: true };
function validate201(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate201.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "boolean") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "boolean" },
      message: "must be boolean",
      schema: schema35.type,
      parentSchema: schema35,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate201.errors = vErrors;
  return errors === 0;
}
validate201.evaluated = { dynamicProps: false, dynamicItems: false };
function validate203(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate203.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "impression" || key0 === "click")) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema36,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.impression !== undefined) {
      if (
        !validate87(data.impression, {
          instancePath: instancePath + "/impression",
          parentData: data,
          parentDataProperty: "impression",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
    if (data.click !== undefined) {
      if (
        !validate87(data.click, {
          instancePath: instancePath + "/click",
          parentData: data,
          parentDataProperty: "click",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema36.type,
      parentSchema: schema36,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate203.errors = vErrors;
  return errors === 0;
}
validate203.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate207(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate207.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!validate55(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs2 = errors;
  if (!validate59(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = true;
    }
  }
  if (!valid0) {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema21.anyOf,
      parentSchema: schema21,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate207.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate207.evaluated = { dynamicProps: true, dynamicItems: false };
function validate212(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate212.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema62.required,
        parentSchema: schema62,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.to === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "to" },
        message: "must have required property '" + "to" + "'",
        schema: schema62.required,
        parentSchema: schema62,
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
      if (!(key0 === "type" || key0 === "to")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema62,
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
    if (data.type !== undefined) {
      let data0 = data.type;
      if ("navigate" !== data0) {
        const err3 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "navigate" },
          message: "must be equal to constant",
          schema: "navigate",
          parentSchema: schema62.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.to !== undefined) {
      if (
        !validate155(data.to, {
          instancePath: instancePath + "/to",
          parentData: data,
          parentDataProperty: "to",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate155.errors : vErrors.concat(validate155.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err4 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema62.type,
      parentSchema: schema62,
      data,
    };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate212.errors = vErrors;
  return errors === 0;
}
validate212.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate189(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.shasha.tv/v1/blocks/section-header.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate189.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema74.required,
        parentSchema: schema74,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
        schema: schema74.required,
        parentSchema: schema74,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.title === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "title" },
        message: "must have required property '" + "title" + "'",
        schema: schema74.required,
        parentSchema: schema74,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema74.properties, key0)) {
        const err3 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema74,
          data,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if ("section-header" !== data0) {
        const err4 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "section-header" },
          message: "must be equal to constant",
          schema: "section-header",
          parentSchema: schema74.properties.type,
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
    if (data.id !== undefined) {
      if (
        !validate190(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate190.errors : vErrors.concat(validate190.errors);
        errors = vErrors.length;
      }
    }
    if (data.visibleWhen !== undefined) {
      if (
        !validate192(data.visibleWhen, {
          instancePath: instancePath + "/visibleWhen",
          parentData: data,
          parentDataProperty: "visibleWhen",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);
        errors = vErrors.length;
      }
    }
    if (data.fallback !== undefined) {
      if (
        !validate199(data.fallback, {
          instancePath: instancePath + "/fallback",
          parentData: data,
          parentDataProperty: "fallback",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate199.errors : vErrors.concat(validate199.errors);
        errors = vErrors.length;
      }
    }
    if (data.critical !== undefined) {
      if (
        !validate201(data.critical, {
          instancePath: instancePath + "/critical",
          parentData: data,
          parentDataProperty: "critical",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate201.errors : vErrors.concat(validate201.errors);
        errors = vErrors.length;
      }
    }
    if (data.analytics !== undefined) {
      if (
        !validate203(data.analytics, {
          instancePath: instancePath + "/analytics",
          parentData: data,
          parentDataProperty: "analytics",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate203.errors : vErrors.concat(validate203.errors);
        errors = vErrors.length;
      }
    }
    if (data.title !== undefined) {
      if (
        !validate207(data.title, {
          instancePath: instancePath + "/title",
          parentData: data,
          parentDataProperty: "title",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate207.errors : vErrors.concat(validate207.errors);
        errors = vErrors.length;
      }
    }
    if (data.subtitle !== undefined) {
      if (
        !validate207(data.subtitle, {
          instancePath: instancePath + "/subtitle",
          parentData: data,
          parentDataProperty: "subtitle",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate207.errors : vErrors.concat(validate207.errors);
        errors = vErrors.length;
      }
    }
    if (data.seeAll !== undefined) {
      if (
        !validate212(data.seeAll, {
          instancePath: instancePath + "/seeAll",
          parentData: data,
          parentDataProperty: "seeAll",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate212.errors : vErrors.concat(validate212.errors);
        errors = vErrors.length;
      }
    }
    if (data.level !== undefined) {
      let data9 = data.level;
      if (!(data9 === 2 || data9 === 3)) {
        const err5 = {
          instancePath: instancePath + "/level",
          schemaPath: "#/properties/level/enum",
          keyword: "enum",
          params: { allowedValues: schema74.properties.level.enum },
          message: "must be equal to one of the allowed values",
          schema: schema74.properties.level.enum,
          parentSchema: schema74.properties.level,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema74.type,
      parentSchema: schema74,
      data,
    };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate189.errors = vErrors;
  return errors === 0;
}
validate189.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema82 = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://schemas.shasha.tv/v1/blocks/text.schema.json",
  title: "TextBlock",
  description: "A paragraph or heading of plain text.",
  type: "object",
  additionalProperties: false,
  required: ["type", "id", "text"],
  properties: {
    type: { description: "Block type.", const: "text", "x-since": "1.0" },
    id: {
      description: "Block id, unique in the screen.",
      $ref: "../common.schema.json#/$defs/blockId",
      "x-since": "1.0",
    },
    visibleWhen: {
      description: "Conditions for showing the block; absent means always.",
      $ref: "../common.schema.json#/$defs/visibleWhen",
      "x-since": "1.0",
    },
    fallback: {
      description: 'Replacement when this block is invalid: "drop" (default) or another block.',
      $ref: "../common.schema.json#/$defs/fallback",
      "x-since": "1.0",
    },
    critical: {
      description: "true: an invalid block fails the whole screen instead of being dropped.",
      $ref: "../common.schema.json#/$defs/critical",
      "x-since": "1.0",
    },
    analytics: {
      description: "Analytics events for this block.",
      $ref: "../common.schema.json#/$defs/analytics",
      "x-since": "1.0",
    },
    text: {
      description: "The text, shown as plain text (markup appears literally, never as HTML).",
      $ref: "../common.schema.json#/$defs/text",
      "x-since": "1.0",
    },
    variant: {
      description: "Typographic role.",
      enum: ["headline", "title", "body", "caption"],
      default: "body",
      "x-since": "1.0",
    },
    align: {
      description: "Inline alignment in logical terms (start/end follow the text direction).",
      enum: ["start", "center", "end"],
      default: "start",
      "x-since": "1.0",
    },
  },
  examples: [{ type: "text", id: "intro", text: { ar: "مرحباً", en: "Welcome", fr: "Bienvenue" }, variant: "headline" }],
  "x-since": "1.0",
};
function validate216(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate216.evaluated;
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
        params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" },
        message: 'must match pattern "' + "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" + '"',
        schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$",
        parentSchema: schema27,
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
      schema: schema27.type,
      parentSchema: schema27,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate216.errors = vErrors;
  return errors === 0;
}
validate216.evaluated = { dynamicProps: false, dynamicItems: false };
function validate218(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate218.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === "userType" ||
        key0 === "profileKind" ||
        key0 === "platform" ||
        key0 === "country" ||
        key0 === "locale" ||
        key0 === "webView"
      )) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema28,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.userType !== undefined) {
      let data0 = data.userType;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err1 = {
            instancePath: instancePath + "/userType",
            schemaPath: "#/properties/userType/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.userType,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate71(data0[i0], {
              instancePath: instancePath + "/userType/" + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data0.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--;) {
            for (j0 = i1; j0--;) {
              if (func0(data0[i1], data0[j0])) {
                const err2 = {
                  instancePath: instancePath + "/userType",
                  schemaPath: "#/properties/userType/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i1, j: j0 },
                  message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.userType,
                  data: data0,
                };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/userType",
          schemaPath: "#/properties/userType/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.userType.type,
          parentSchema: schema28.properties.userType,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.profileKind !== undefined) {
      let data2 = data.profileKind;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err4 = {
            instancePath: instancePath + "/profileKind",
            schemaPath: "#/properties/profileKind/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.profileKind,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len1 = data2.length;
        for (let i2 = 0; i2 < len1; i2++) {
          if (
            !validate73(data2[i2], {
              instancePath: instancePath + "/profileKind/" + i2,
              parentData: data2,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
            errors = vErrors.length;
          }
        }
        let i3 = data2.length;
        let j1;
        if (i3 > 1) {
          outer1: for (; i3--;) {
            for (j1 = i3; j1--;) {
              if (func0(data2[i3], data2[j1])) {
                const err5 = {
                  instancePath: instancePath + "/profileKind",
                  schemaPath: "#/properties/profileKind/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i3, j: j1 },
                  message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.profileKind,
                  data: data2,
                };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/profileKind",
          schemaPath: "#/properties/profileKind/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.profileKind.type,
          parentSchema: schema28.properties.profileKind,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.platform !== undefined) {
      let data4 = data.platform;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err7 = {
            instancePath: instancePath + "/platform",
            schemaPath: "#/properties/platform/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.platform,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len2 = data4.length;
        for (let i4 = 0; i4 < len2; i4++) {
          if (
            !validate75(data4[i4], {
              instancePath: instancePath + "/platform/" + i4,
              parentData: data4,
              parentDataProperty: i4,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
            errors = vErrors.length;
          }
        }
        let i5 = data4.length;
        let j2;
        if (i5 > 1) {
          outer2: for (; i5--;) {
            for (j2 = i5; j2--;) {
              if (func0(data4[i5], data4[j2])) {
                const err8 = {
                  instancePath: instancePath + "/platform",
                  schemaPath: "#/properties/platform/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i5, j: j2 },
                  message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.platform,
                  data: data4,
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
                break outer2;
              }
            }
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/platform",
          schemaPath: "#/properties/platform/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.platform.type,
          parentSchema: schema28.properties.platform,
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
    if (data.country !== undefined) {
      let data6 = data.country;
      if (Array.isArray(data6)) {
        if (data6.length < 1) {
          const err10 = {
            instancePath: instancePath + "/country",
            schemaPath: "#/properties/country/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.country,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len3 = data6.length;
        for (let i6 = 0; i6 < len3; i6++) {
          if (
            !validate77(data6[i6], {
              instancePath: instancePath + "/country/" + i6,
              parentData: data6,
              parentDataProperty: i6,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
            errors = vErrors.length;
          }
        }
        let i7 = data6.length;
        let j3;
        if (i7 > 1) {
          outer3: for (; i7--;) {
            for (j3 = i7; j3--;) {
              if (func0(data6[i7], data6[j3])) {
                const err11 = {
                  instancePath: instancePath + "/country",
                  schemaPath: "#/properties/country/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i7, j: j3 },
                  message: "must NOT have duplicate items (items ## " + j3 + " and " + i7 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.country,
                  data: data6,
                };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
                break outer3;
              }
            }
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/country",
          schemaPath: "#/properties/country/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.country.type,
          parentSchema: schema28.properties.country,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.locale !== undefined) {
      let data8 = data.locale;
      if (Array.isArray(data8)) {
        if (data8.length < 1) {
          const err13 = {
            instancePath: instancePath + "/locale",
            schemaPath: "#/properties/locale/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.locale,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        const len4 = data8.length;
        for (let i8 = 0; i8 < len4; i8++) {
          if (
            !validate79(data8[i8], {
              instancePath: instancePath + "/locale/" + i8,
              parentData: data8,
              parentDataProperty: i8,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
            errors = vErrors.length;
          }
        }
        let i9 = data8.length;
        let j4;
        if (i9 > 1) {
          outer4: for (; i9--;) {
            for (j4 = i9; j4--;) {
              if (func0(data8[i9], data8[j4])) {
                const err14 = {
                  instancePath: instancePath + "/locale",
                  schemaPath: "#/properties/locale/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i9, j: j4 },
                  message: "must NOT have duplicate items (items ## " + j4 + " and " + i9 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.locale,
                  data: data8,
                };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
                break outer4;
              }
            }
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + "/locale",
          schemaPath: "#/properties/locale/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.locale.type,
          parentSchema: schema28.properties.locale,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.webView !== undefined) {
      let data10 = data.webView;
      if (typeof data10 !== "boolean") {
        const err16 = {
          instancePath: instancePath + "/webView",
          schemaPath: "#/properties/webView/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema28.properties.webView.type,
          parentSchema: schema28.properties.webView,
          data: data10,
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
      schema: schema28.type,
      parentSchema: schema28,
      data,
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate218.errors = vErrors;
  return errors === 0;
}
validate218.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate225(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate225.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf/0/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema34.anyOf[0].type,
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if ("drop" !== data) {
    const err1 = {
      instancePath,
      schemaPath: "#/anyOf/0/const",
      keyword: "const",
      params: { allowedValue: "drop" },
      message: "must be equal to constant",
      schema: "drop",
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (!wrapper0.validate(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
    errors = vErrors.length;
  } else {
    var props0 = wrapper0.validate.evaluated.props;
    var items0 = wrapper0.validate.evaluated.items;
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err2 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema34.anyOf,
      parentSchema: schema34,
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate225.errors = vErrors;
  evaluated0.props = props0;
  evaluated0.items = items0;
  return errors === 0;
}
validate225.evaluated = { dynamicProps: true, dynamicItems: true };
function validate227(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate227.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "boolean") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "boolean" },
      message: "must be boolean",
      schema: schema35.type,
      parentSchema: schema35,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate227.errors = vErrors;
  return errors === 0;
}
validate227.evaluated = { dynamicProps: false, dynamicItems: false };
function validate229(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate229.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "impression" || key0 === "click")) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema36,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.impression !== undefined) {
      if (
        !validate87(data.impression, {
          instancePath: instancePath + "/impression",
          parentData: data,
          parentDataProperty: "impression",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
    if (data.click !== undefined) {
      if (
        !validate87(data.click, {
          instancePath: instancePath + "/click",
          parentData: data,
          parentDataProperty: "click",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema36.type,
      parentSchema: schema36,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate229.errors = vErrors;
  return errors === 0;
}
validate229.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate233(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate233.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!validate55(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs2 = errors;
  if (!validate59(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = true;
    }
  }
  if (!valid0) {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema21.anyOf,
      parentSchema: schema21,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate233.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate233.evaluated = { dynamicProps: true, dynamicItems: false };
function validate215(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.shasha.tv/v1/blocks/text.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate215.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema82.required,
        parentSchema: schema82,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
        schema: schema82.required,
        parentSchema: schema82,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.text === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "text" },
        message: "must have required property '" + "text" + "'",
        schema: schema82.required,
        parentSchema: schema82,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema82.properties, key0)) {
        const err3 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema82,
          data,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if ("text" !== data0) {
        const err4 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "text" },
          message: "must be equal to constant",
          schema: "text",
          parentSchema: schema82.properties.type,
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
    if (data.id !== undefined) {
      if (
        !validate216(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate216.errors : vErrors.concat(validate216.errors);
        errors = vErrors.length;
      }
    }
    if (data.visibleWhen !== undefined) {
      if (
        !validate218(data.visibleWhen, {
          instancePath: instancePath + "/visibleWhen",
          parentData: data,
          parentDataProperty: "visibleWhen",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate218.errors : vErrors.concat(validate218.errors);
        errors = vErrors.length;
      }
    }
    if (data.fallback !== undefined) {
      if (
        !validate225(data.fallback, {
          instancePath: instancePath + "/fallback",
          parentData: data,
          parentDataProperty: "fallback",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate225.errors : vErrors.concat(validate225.errors);
        errors = vErrors.length;
      }
    }
    if (data.critical !== undefined) {
      if (
        !validate227(data.critical, {
          instancePath: instancePath + "/critical",
          parentData: data,
          parentDataProperty: "critical",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate227.errors : vErrors.concat(validate227.errors);
        errors = vErrors.length;
      }
    }
    if (data.analytics !== undefined) {
      if (
        !validate229(data.analytics, {
          instancePath: instancePath + "/analytics",
          parentData: data,
          parentDataProperty: "analytics",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate229.errors : vErrors.concat(validate229.errors);
        errors = vErrors.length;
      }
    }
    if (data.text !== undefined) {
      if (
        !validate233(data.text, {
          instancePath: instancePath + "/text",
          parentData: data,
          parentDataProperty: "text",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate233.errors : vErrors.concat(validate233.errors);
        errors = vErrors.length;
      }
    }
    if (data.variant !== undefined) {
      let data7 = data.variant;
      if (!(data7 === "headline" || data7 === "title" || data7 === "body" || data7 === "caption")) {
        const err5 = {
          instancePath: instancePath + "/variant",
          schemaPath: "#/properties/variant/enum",
          keyword: "enum",
          params: { allowedValues: schema82.properties.variant.enum },
          message: "must be equal to one of the allowed values",
          schema: schema82.properties.variant.enum,
          parentSchema: schema82.properties.variant,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.align !== undefined) {
      let data8 = data.align;
      if (!(data8 === "start" || data8 === "center" || data8 === "end")) {
        const err6 = {
          instancePath: instancePath + "/align",
          schemaPath: "#/properties/align/enum",
          keyword: "enum",
          params: { allowedValues: schema82.properties.align.enum },
          message: "must be equal to one of the allowed values",
          schema: schema82.properties.align.enum,
          parentSchema: schema82.properties.align,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema82.type,
      parentSchema: schema82,
      data,
    };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate215.errors = vErrors;
  return errors === 0;
}
validate215.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema89 = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://schemas.shasha.tv/v1/blocks/image.schema.json",
  title: "ImageBlock",
  description: "A static image, optionally linking to a page.",
  type: "object",
  additionalProperties: false,
  required: ["type", "id", "src", "alt", "width", "height"],
  properties: {
    type: { description: "Block type.", const: "image", "x-since": "1.0" },
    id: {
      description: "Block id, unique in the screen.",
      $ref: "../common.schema.json#/$defs/blockId",
      "x-since": "1.0",
    },
    visibleWhen: {
      description: "Conditions for showing the block; absent means always.",
      $ref: "../common.schema.json#/$defs/visibleWhen",
      "x-since": "1.0",
    },
    fallback: {
      description: 'Replacement when this block is invalid: "drop" (default) or another block.',
      $ref: "../common.schema.json#/$defs/fallback",
      "x-since": "1.0",
    },
    critical: {
      description: "true: an invalid block fails the whole screen instead of being dropped.",
      $ref: "../common.schema.json#/$defs/critical",
      "x-since": "1.0",
    },
    analytics: {
      description: "Analytics events for this block.",
      $ref: "../common.schema.json#/$defs/analytics",
      "x-since": "1.0",
    },
    src: { description: "Same-site image path.", $ref: "../common.schema.json#/$defs/imageSrc", "x-since": "1.0" },
    alt: {
      description: "Text alternative for screen readers.",
      $ref: "../common.schema.json#/$defs/text",
      "x-since": "1.0",
    },
    width: {
      description: "Intrinsic width in CSS pixels (reserves space, avoids layout shift).",
      type: "integer",
      minimum: 1,
      maximum: 4096,
      "x-since": "1.0",
    },
    height: {
      description: "Intrinsic height in CSS pixels.",
      type: "integer",
      minimum: 1,
      maximum: 4096,
      "x-since": "1.0",
    },
    action: {
      description: "Page to open when the image is activated.",
      $ref: "../common.schema.json#/$defs/navigateAction",
      "x-since": "1.0",
    },
  },
  examples: [
    {
      type: "image",
      id: "ramadan-art",
      src: "/images/banner/ramadan-{resolution}.svg",
      alt: { key: "ramadan.art_alt" },
      width: 1440,
      height: 480,
    },
  ],
  "x-since": "1.0",
};
function validate238(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate238.evaluated;
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
        params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" },
        message: 'must match pattern "' + "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" + '"',
        schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$",
        parentSchema: schema27,
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
      schema: schema27.type,
      parentSchema: schema27,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate238.errors = vErrors;
  return errors === 0;
}
validate238.evaluated = { dynamicProps: false, dynamicItems: false };
function validate240(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate240.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === "userType" ||
        key0 === "profileKind" ||
        key0 === "platform" ||
        key0 === "country" ||
        key0 === "locale" ||
        key0 === "webView"
      )) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema28,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.userType !== undefined) {
      let data0 = data.userType;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err1 = {
            instancePath: instancePath + "/userType",
            schemaPath: "#/properties/userType/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.userType,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate71(data0[i0], {
              instancePath: instancePath + "/userType/" + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data0.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--;) {
            for (j0 = i1; j0--;) {
              if (func0(data0[i1], data0[j0])) {
                const err2 = {
                  instancePath: instancePath + "/userType",
                  schemaPath: "#/properties/userType/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i1, j: j0 },
                  message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.userType,
                  data: data0,
                };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/userType",
          schemaPath: "#/properties/userType/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.userType.type,
          parentSchema: schema28.properties.userType,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.profileKind !== undefined) {
      let data2 = data.profileKind;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err4 = {
            instancePath: instancePath + "/profileKind",
            schemaPath: "#/properties/profileKind/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.profileKind,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len1 = data2.length;
        for (let i2 = 0; i2 < len1; i2++) {
          if (
            !validate73(data2[i2], {
              instancePath: instancePath + "/profileKind/" + i2,
              parentData: data2,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
            errors = vErrors.length;
          }
        }
        let i3 = data2.length;
        let j1;
        if (i3 > 1) {
          outer1: for (; i3--;) {
            for (j1 = i3; j1--;) {
              if (func0(data2[i3], data2[j1])) {
                const err5 = {
                  instancePath: instancePath + "/profileKind",
                  schemaPath: "#/properties/profileKind/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i3, j: j1 },
                  message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.profileKind,
                  data: data2,
                };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/profileKind",
          schemaPath: "#/properties/profileKind/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.profileKind.type,
          parentSchema: schema28.properties.profileKind,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.platform !== undefined) {
      let data4 = data.platform;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err7 = {
            instancePath: instancePath + "/platform",
            schemaPath: "#/properties/platform/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.platform,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len2 = data4.length;
        for (let i4 = 0; i4 < len2; i4++) {
          if (
            !validate75(data4[i4], {
              instancePath: instancePath + "/platform/" + i4,
              parentData: data4,
              parentDataProperty: i4,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
            errors = vErrors.length;
          }
        }
        let i5 = data4.length;
        let j2;
        if (i5 > 1) {
          outer2: for (; i5--;) {
            for (j2 = i5; j2--;) {
              if (func0(data4[i5], data4[j2])) {
                const err8 = {
                  instancePath: instancePath + "/platform",
                  schemaPath: "#/properties/platform/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i5, j: j2 },
                  message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.platform,
                  data: data4,
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
                break outer2;
              }
            }
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/platform",
          schemaPath: "#/properties/platform/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.platform.type,
          parentSchema: schema28.properties.platform,
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
    if (data.country !== undefined) {
      let data6 = data.country;
      if (Array.isArray(data6)) {
        if (data6.length < 1) {
          const err10 = {
            instancePath: instancePath + "/country",
            schemaPath: "#/properties/country/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.country,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len3 = data6.length;
        for (let i6 = 0; i6 < len3; i6++) {
          if (
            !validate77(data6[i6], {
              instancePath: instancePath + "/country/" + i6,
              parentData: data6,
              parentDataProperty: i6,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
            errors = vErrors.length;
          }
        }
        let i7 = data6.length;
        let j3;
        if (i7 > 1) {
          outer3: for (; i7--;) {
            for (j3 = i7; j3--;) {
              if (func0(data6[i7], data6[j3])) {
                const err11 = {
                  instancePath: instancePath + "/country",
                  schemaPath: "#/properties/country/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i7, j: j3 },
                  message: "must NOT have duplicate items (items ## " + j3 + " and " + i7 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.country,
                  data: data6,
                };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
                break outer3;
              }
            }
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/country",
          schemaPath: "#/properties/country/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.country.type,
          parentSchema: schema28.properties.country,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.locale !== undefined) {
      let data8 = data.locale;
      if (Array.isArray(data8)) {
        if (data8.length < 1) {
          const err13 = {
            instancePath: instancePath + "/locale",
            schemaPath: "#/properties/locale/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.locale,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        const len4 = data8.length;
        for (let i8 = 0; i8 < len4; i8++) {
          if (
            !validate79(data8[i8], {
              instancePath: instancePath + "/locale/" + i8,
              parentData: data8,
              parentDataProperty: i8,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
            errors = vErrors.length;
          }
        }
        let i9 = data8.length;
        let j4;
        if (i9 > 1) {
          outer4: for (; i9--;) {
            for (j4 = i9; j4--;) {
              if (func0(data8[i9], data8[j4])) {
                const err14 = {
                  instancePath: instancePath + "/locale",
                  schemaPath: "#/properties/locale/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i9, j: j4 },
                  message: "must NOT have duplicate items (items ## " + j4 + " and " + i9 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.locale,
                  data: data8,
                };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
                break outer4;
              }
            }
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + "/locale",
          schemaPath: "#/properties/locale/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.locale.type,
          parentSchema: schema28.properties.locale,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.webView !== undefined) {
      let data10 = data.webView;
      if (typeof data10 !== "boolean") {
        const err16 = {
          instancePath: instancePath + "/webView",
          schemaPath: "#/properties/webView/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema28.properties.webView.type,
          parentSchema: schema28.properties.webView,
          data: data10,
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
      schema: schema28.type,
      parentSchema: schema28,
      data,
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate240.errors = vErrors;
  return errors === 0;
}
validate240.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate247(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate247.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf/0/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema34.anyOf[0].type,
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if ("drop" !== data) {
    const err1 = {
      instancePath,
      schemaPath: "#/anyOf/0/const",
      keyword: "const",
      params: { allowedValue: "drop" },
      message: "must be equal to constant",
      schema: "drop",
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (!wrapper0.validate(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
    errors = vErrors.length;
  } else {
    var props0 = wrapper0.validate.evaluated.props;
    var items0 = wrapper0.validate.evaluated.items;
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err2 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema34.anyOf,
      parentSchema: schema34,
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate247.errors = vErrors;
  evaluated0.props = props0;
  evaluated0.items = items0;
  return errors === 0;
}
validate247.evaluated = { dynamicProps: true, dynamicItems: true };
function validate249(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate249.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "boolean") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "boolean" },
      message: "must be boolean",
      schema: schema35.type,
      parentSchema: schema35,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate249.errors = vErrors;
  return errors === 0;
}
validate249.evaluated = { dynamicProps: false, dynamicItems: false };
function validate251(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate251.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "impression" || key0 === "click")) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema36,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.impression !== undefined) {
      if (
        !validate87(data.impression, {
          instancePath: instancePath + "/impression",
          parentData: data,
          parentDataProperty: "impression",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
    if (data.click !== undefined) {
      if (
        !validate87(data.click, {
          instancePath: instancePath + "/click",
          parentData: data,
          parentDataProperty: "click",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema36.type,
      parentSchema: schema36,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate251.errors = vErrors;
  return errors === 0;
}
validate251.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema95 = {
  title: "ImageSrc",
  description:
    "A same-site image path. Paths under /images/ are served by the image service (IMAGES_BASE_URL), other paths by the app. May hold the {resolution} placeholder.",
  type: "string",
  pattern: "^/(?![/\\\\])[^\\s\\\\:?#\\u0000-\\u001F\\u007F]*(?:[?#][^\\s\\\\\\u0000-\\u001F\\u007F]*)?$",
  examples: ["/images/banner/ramadan-{resolution}.svg"],
  "x-since": "1.0",
};
function validate255(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate255.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data === "string") {
    if (!pattern14.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: "#/pattern",
        keyword: "pattern",
        params: {
          pattern: "^/(?![/\\\\])[^\\s\\\\:?#\\u0000-\\u001F\\u007F]*(?:[?#][^\\s\\\\\\u0000-\\u001F\\u007F]*)?$",
        },
        message:
          'must match pattern "' +
          "^/(?![/\\\\])[^\\s\\\\:?#\\u0000-\\u001F\\u007F]*(?:[?#][^\\s\\\\\\u0000-\\u001F\\u007F]*)?$" +
          '"',
        schema: "^/(?![/\\\\])[^\\s\\\\:?#\\u0000-\\u001F\\u007F]*(?:[?#][^\\s\\\\\\u0000-\\u001F\\u007F]*)?$",
        parentSchema: schema95,
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
      schema: schema95.type,
      parentSchema: schema95,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate255.errors = vErrors;
  return errors === 0;
}
validate255.evaluated = { dynamicProps: false, dynamicItems: false };
function validate257(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate257.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!validate55(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs2 = errors;
  if (!validate59(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = true;
    }
  }
  if (!valid0) {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema21.anyOf,
      parentSchema: schema21,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate257.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate257.evaluated = { dynamicProps: true, dynamicItems: false };
function validate261(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate261.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema62.required,
        parentSchema: schema62,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.to === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "to" },
        message: "must have required property '" + "to" + "'",
        schema: schema62.required,
        parentSchema: schema62,
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
      if (!(key0 === "type" || key0 === "to")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema62,
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
    if (data.type !== undefined) {
      let data0 = data.type;
      if ("navigate" !== data0) {
        const err3 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "navigate" },
          message: "must be equal to constant",
          schema: "navigate",
          parentSchema: schema62.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.to !== undefined) {
      if (
        !validate155(data.to, {
          instancePath: instancePath + "/to",
          parentData: data,
          parentDataProperty: "to",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate155.errors : vErrors.concat(validate155.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err4 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema62.type,
      parentSchema: schema62,
      data,
    };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate261.errors = vErrors;
  return errors === 0;
}
validate261.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate237(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.shasha.tv/v1/blocks/image.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate237.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema89.required,
        parentSchema: schema89,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
        schema: schema89.required,
        parentSchema: schema89,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.src === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "src" },
        message: "must have required property '" + "src" + "'",
        schema: schema89.required,
        parentSchema: schema89,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.alt === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "alt" },
        message: "must have required property '" + "alt" + "'",
        schema: schema89.required,
        parentSchema: schema89,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.width === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "width" },
        message: "must have required property '" + "width" + "'",
        schema: schema89.required,
        parentSchema: schema89,
        data,
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.height === undefined) {
      const err5 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "height" },
        message: "must have required property '" + "height" + "'",
        schema: schema89.required,
        parentSchema: schema89,
        data,
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema89.properties, key0)) {
        const err6 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema89,
          data,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if ("image" !== data0) {
        const err7 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "image" },
          message: "must be equal to constant",
          schema: "image",
          parentSchema: schema89.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      if (
        !validate238(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate238.errors : vErrors.concat(validate238.errors);
        errors = vErrors.length;
      }
    }
    if (data.visibleWhen !== undefined) {
      if (
        !validate240(data.visibleWhen, {
          instancePath: instancePath + "/visibleWhen",
          parentData: data,
          parentDataProperty: "visibleWhen",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate240.errors : vErrors.concat(validate240.errors);
        errors = vErrors.length;
      }
    }
    if (data.fallback !== undefined) {
      if (
        !validate247(data.fallback, {
          instancePath: instancePath + "/fallback",
          parentData: data,
          parentDataProperty: "fallback",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate247.errors : vErrors.concat(validate247.errors);
        errors = vErrors.length;
      }
    }
    if (data.critical !== undefined) {
      if (
        !validate249(data.critical, {
          instancePath: instancePath + "/critical",
          parentData: data,
          parentDataProperty: "critical",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate249.errors : vErrors.concat(validate249.errors);
        errors = vErrors.length;
      }
    }
    if (data.analytics !== undefined) {
      if (
        !validate251(data.analytics, {
          instancePath: instancePath + "/analytics",
          parentData: data,
          parentDataProperty: "analytics",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate251.errors : vErrors.concat(validate251.errors);
        errors = vErrors.length;
      }
    }
    if (data.src !== undefined) {
      if (
        !validate255(data.src, {
          instancePath: instancePath + "/src",
          parentData: data,
          parentDataProperty: "src",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate255.errors : vErrors.concat(validate255.errors);
        errors = vErrors.length;
      }
    }
    if (data.alt !== undefined) {
      if (
        !validate257(data.alt, {
          instancePath: instancePath + "/alt",
          parentData: data,
          parentDataProperty: "alt",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate257.errors : vErrors.concat(validate257.errors);
        errors = vErrors.length;
      }
    }
    if (data.width !== undefined) {
      let data8 = data.width;
      if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
        const err8 = {
          instancePath: instancePath + "/width",
          schemaPath: "#/properties/width/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema89.properties.width.type,
          parentSchema: schema89.properties.width,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data8 == "number" && isFinite(data8)) {
        if (data8 > 4096 || isNaN(data8)) {
          const err9 = {
            instancePath: instancePath + "/width",
            schemaPath: "#/properties/width/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 4096 },
            message: "must be <= 4096",
            schema: 4096,
            parentSchema: schema89.properties.width,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data8 < 1 || isNaN(data8)) {
          const err10 = {
            instancePath: instancePath + "/width",
            schemaPath: "#/properties/width/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema89.properties.width,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.height !== undefined) {
      let data9 = data.height;
      if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
        const err11 = {
          instancePath: instancePath + "/height",
          schemaPath: "#/properties/height/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
          schema: schema89.properties.height.type,
          parentSchema: schema89.properties.height,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data9 == "number" && isFinite(data9)) {
        if (data9 > 4096 || isNaN(data9)) {
          const err12 = {
            instancePath: instancePath + "/height",
            schemaPath: "#/properties/height/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 4096 },
            message: "must be <= 4096",
            schema: 4096,
            parentSchema: schema89.properties.height,
            data: data9,
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data9 < 1 || isNaN(data9)) {
          const err13 = {
            instancePath: instancePath + "/height",
            schemaPath: "#/properties/height/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 1 },
            message: "must be >= 1",
            schema: 1,
            parentSchema: schema89.properties.height,
            data: data9,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.action !== undefined) {
      if (
        !validate261(data.action, {
          instancePath: instancePath + "/action",
          parentData: data,
          parentDataProperty: "action",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate261.errors : vErrors.concat(validate261.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err14 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema89.type,
      parentSchema: schema89,
      data,
    };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate237.errors = vErrors;
  return errors === 0;
}
validate237.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema98 = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://schemas.shasha.tv/v1/blocks/button.schema.json",
  title: "ButtonBlock",
  description: "A button that runs an action.",
  type: "object",
  additionalProperties: false,
  required: ["type", "id", "label", "action"],
  properties: {
    type: { description: "Block type.", const: "button", "x-since": "1.0" },
    id: {
      description: "Block id, unique in the screen.",
      $ref: "../common.schema.json#/$defs/blockId",
      "x-since": "1.0",
    },
    visibleWhen: {
      description: "Conditions for showing the block; absent means always.",
      $ref: "../common.schema.json#/$defs/visibleWhen",
      "x-since": "1.0",
    },
    fallback: {
      description: 'Replacement when this block is invalid: "drop" (default) or another block.',
      $ref: "../common.schema.json#/$defs/fallback",
      "x-since": "1.0",
    },
    critical: {
      description: "true: an invalid block fails the whole screen instead of being dropped.",
      $ref: "../common.schema.json#/$defs/critical",
      "x-since": "1.0",
    },
    analytics: {
      description: "Analytics events for this block.",
      $ref: "../common.schema.json#/$defs/analytics",
      "x-since": "1.0",
    },
    label: { description: "Button label.", $ref: "../common.schema.json#/$defs/text", "x-since": "1.0" },
    action: { description: "What the button does.", $ref: "../common.schema.json#/$defs/action", "x-since": "1.0" },
    variant: {
      description: "Visual emphasis.",
      enum: ["primary", "secondary", "ghost"],
      default: "primary",
      "x-since": "1.0",
    },
  },
  examples: [
    {
      type: "button",
      id: "subscribe",
      label: { key: "landing.subscribe" },
      action: { type: "navigate", to: "/hub/packages" },
    },
  ],
  "x-since": "1.0",
};
function validate265(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate265.evaluated;
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
        params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" },
        message: 'must match pattern "' + "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" + '"',
        schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$",
        parentSchema: schema27,
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
      schema: schema27.type,
      parentSchema: schema27,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate265.errors = vErrors;
  return errors === 0;
}
validate265.evaluated = { dynamicProps: false, dynamicItems: false };
function validate267(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate267.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === "userType" ||
        key0 === "profileKind" ||
        key0 === "platform" ||
        key0 === "country" ||
        key0 === "locale" ||
        key0 === "webView"
      )) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema28,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.userType !== undefined) {
      let data0 = data.userType;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err1 = {
            instancePath: instancePath + "/userType",
            schemaPath: "#/properties/userType/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.userType,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate71(data0[i0], {
              instancePath: instancePath + "/userType/" + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data0.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--;) {
            for (j0 = i1; j0--;) {
              if (func0(data0[i1], data0[j0])) {
                const err2 = {
                  instancePath: instancePath + "/userType",
                  schemaPath: "#/properties/userType/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i1, j: j0 },
                  message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.userType,
                  data: data0,
                };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/userType",
          schemaPath: "#/properties/userType/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.userType.type,
          parentSchema: schema28.properties.userType,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.profileKind !== undefined) {
      let data2 = data.profileKind;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err4 = {
            instancePath: instancePath + "/profileKind",
            schemaPath: "#/properties/profileKind/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.profileKind,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len1 = data2.length;
        for (let i2 = 0; i2 < len1; i2++) {
          if (
            !validate73(data2[i2], {
              instancePath: instancePath + "/profileKind/" + i2,
              parentData: data2,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
            errors = vErrors.length;
          }
        }
        let i3 = data2.length;
        let j1;
        if (i3 > 1) {
          outer1: for (; i3--;) {
            for (j1 = i3; j1--;) {
              if (func0(data2[i3], data2[j1])) {
                const err5 = {
                  instancePath: instancePath + "/profileKind",
                  schemaPath: "#/properties/profileKind/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i3, j: j1 },
                  message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.profileKind,
                  data: data2,
                };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/profileKind",
          schemaPath: "#/properties/profileKind/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.profileKind.type,
          parentSchema: schema28.properties.profileKind,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.platform !== undefined) {
      let data4 = data.platform;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err7 = {
            instancePath: instancePath + "/platform",
            schemaPath: "#/properties/platform/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.platform,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len2 = data4.length;
        for (let i4 = 0; i4 < len2; i4++) {
          if (
            !validate75(data4[i4], {
              instancePath: instancePath + "/platform/" + i4,
              parentData: data4,
              parentDataProperty: i4,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
            errors = vErrors.length;
          }
        }
        let i5 = data4.length;
        let j2;
        if (i5 > 1) {
          outer2: for (; i5--;) {
            for (j2 = i5; j2--;) {
              if (func0(data4[i5], data4[j2])) {
                const err8 = {
                  instancePath: instancePath + "/platform",
                  schemaPath: "#/properties/platform/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i5, j: j2 },
                  message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.platform,
                  data: data4,
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
                break outer2;
              }
            }
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/platform",
          schemaPath: "#/properties/platform/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.platform.type,
          parentSchema: schema28.properties.platform,
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
    if (data.country !== undefined) {
      let data6 = data.country;
      if (Array.isArray(data6)) {
        if (data6.length < 1) {
          const err10 = {
            instancePath: instancePath + "/country",
            schemaPath: "#/properties/country/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.country,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len3 = data6.length;
        for (let i6 = 0; i6 < len3; i6++) {
          if (
            !validate77(data6[i6], {
              instancePath: instancePath + "/country/" + i6,
              parentData: data6,
              parentDataProperty: i6,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
            errors = vErrors.length;
          }
        }
        let i7 = data6.length;
        let j3;
        if (i7 > 1) {
          outer3: for (; i7--;) {
            for (j3 = i7; j3--;) {
              if (func0(data6[i7], data6[j3])) {
                const err11 = {
                  instancePath: instancePath + "/country",
                  schemaPath: "#/properties/country/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i7, j: j3 },
                  message: "must NOT have duplicate items (items ## " + j3 + " and " + i7 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.country,
                  data: data6,
                };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
                break outer3;
              }
            }
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/country",
          schemaPath: "#/properties/country/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.country.type,
          parentSchema: schema28.properties.country,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.locale !== undefined) {
      let data8 = data.locale;
      if (Array.isArray(data8)) {
        if (data8.length < 1) {
          const err13 = {
            instancePath: instancePath + "/locale",
            schemaPath: "#/properties/locale/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.locale,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        const len4 = data8.length;
        for (let i8 = 0; i8 < len4; i8++) {
          if (
            !validate79(data8[i8], {
              instancePath: instancePath + "/locale/" + i8,
              parentData: data8,
              parentDataProperty: i8,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
            errors = vErrors.length;
          }
        }
        let i9 = data8.length;
        let j4;
        if (i9 > 1) {
          outer4: for (; i9--;) {
            for (j4 = i9; j4--;) {
              if (func0(data8[i9], data8[j4])) {
                const err14 = {
                  instancePath: instancePath + "/locale",
                  schemaPath: "#/properties/locale/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i9, j: j4 },
                  message: "must NOT have duplicate items (items ## " + j4 + " and " + i9 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.locale,
                  data: data8,
                };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
                break outer4;
              }
            }
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + "/locale",
          schemaPath: "#/properties/locale/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.locale.type,
          parentSchema: schema28.properties.locale,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.webView !== undefined) {
      let data10 = data.webView;
      if (typeof data10 !== "boolean") {
        const err16 = {
          instancePath: instancePath + "/webView",
          schemaPath: "#/properties/webView/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema28.properties.webView.type,
          parentSchema: schema28.properties.webView,
          data: data10,
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
      schema: schema28.type,
      parentSchema: schema28,
      data,
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate267.errors = vErrors;
  return errors === 0;
}
validate267.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate274(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate274.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf/0/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema34.anyOf[0].type,
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if ("drop" !== data) {
    const err1 = {
      instancePath,
      schemaPath: "#/anyOf/0/const",
      keyword: "const",
      params: { allowedValue: "drop" },
      message: "must be equal to constant",
      schema: "drop",
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (!wrapper0.validate(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
    errors = vErrors.length;
  } else {
    var props0 = wrapper0.validate.evaluated.props;
    var items0 = wrapper0.validate.evaluated.items;
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err2 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema34.anyOf,
      parentSchema: schema34,
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate274.errors = vErrors;
  evaluated0.props = props0;
  evaluated0.items = items0;
  return errors === 0;
}
validate274.evaluated = { dynamicProps: true, dynamicItems: true };
function validate276(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate276.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "boolean") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "boolean" },
      message: "must be boolean",
      schema: schema35.type,
      parentSchema: schema35,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate276.errors = vErrors;
  return errors === 0;
}
validate276.evaluated = { dynamicProps: false, dynamicItems: false };
function validate278(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate278.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "impression" || key0 === "click")) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema36,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.impression !== undefined) {
      if (
        !validate87(data.impression, {
          instancePath: instancePath + "/impression",
          parentData: data,
          parentDataProperty: "impression",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
    if (data.click !== undefined) {
      if (
        !validate87(data.click, {
          instancePath: instancePath + "/click",
          parentData: data,
          parentDataProperty: "click",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema36.type,
      parentSchema: schema36,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate278.errors = vErrors;
  return errors === 0;
}
validate278.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate282(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate282.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!validate55(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs2 = errors;
  if (!validate59(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = true;
    }
  }
  if (!valid0) {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema21.anyOf,
      parentSchema: schema21,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate282.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate282.evaluated = { dynamicProps: true, dynamicItems: false };
const schema105 = {
  title: "Action",
  description: "What happens when the user activates the element. A closed set; the `type` selects the shape.",
  type: "object",
  discriminator: { propertyName: "type" },
  oneOf: [
    { $ref: "#/$defs/navigateAction" },
    { $ref: "#/$defs/openDialogAction" },
    { $ref: "#/$defs/playAction" },
    { $ref: "#/$defs/trackAction" },
  ],
  "x-since": "1.0",
};
function validate287(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate287.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema62.required,
        parentSchema: schema62,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.to === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "to" },
        message: "must have required property '" + "to" + "'",
        schema: schema62.required,
        parentSchema: schema62,
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
      if (!(key0 === "type" || key0 === "to")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema62,
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
    if (data.type !== undefined) {
      let data0 = data.type;
      if ("navigate" !== data0) {
        const err3 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "navigate" },
          message: "must be equal to constant",
          schema: "navigate",
          parentSchema: schema62.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.to !== undefined) {
      if (
        !validate155(data.to, {
          instancePath: instancePath + "/to",
          parentData: data,
          parentDataProperty: "to",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate155.errors : vErrors.concat(validate155.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err4 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema62.type,
      parentSchema: schema62,
      data,
    };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate287.errors = vErrors;
  return errors === 0;
}
validate287.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema107 = {
  title: "OpenDialogAction",
  description: "Open one of the app's dialogs.",
  type: "object",
  additionalProperties: false,
  required: ["type", "dialog"],
  properties: {
    type: { description: "Action type.", const: "open-dialog", "x-since": "1.0" },
    dialog: {
      description: "Which dialog: the language picker or an information dialog.",
      enum: ["language", "info"],
      "x-since": "1.0",
    },
    title: { description: "Dialog title (info dialogs).", $ref: "#/$defs/text", "x-since": "1.0" },
    body: { description: "Dialog body (info dialogs).", $ref: "#/$defs/text", "x-since": "1.0" },
  },
  examples: [{ type: "open-dialog", dialog: "language" }],
  "x-since": "1.0",
};
function validate290(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate290.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!validate55(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs2 = errors;
  if (!validate59(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = true;
    }
  }
  if (!valid0) {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema21.anyOf,
      parentSchema: schema21,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate290.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate290.evaluated = { dynamicProps: true, dynamicItems: false };
function validate289(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate289.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema107.required,
        parentSchema: schema107,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.dialog === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "dialog" },
        message: "must have required property '" + "dialog" + "'",
        schema: schema107.required,
        parentSchema: schema107,
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
      if (!(key0 === "type" || key0 === "dialog" || key0 === "title" || key0 === "body")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema107,
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
    if (data.type !== undefined) {
      let data0 = data.type;
      if ("open-dialog" !== data0) {
        const err3 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "open-dialog" },
          message: "must be equal to constant",
          schema: "open-dialog",
          parentSchema: schema107.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.dialog !== undefined) {
      let data1 = data.dialog;
      if (!(data1 === "language" || data1 === "info")) {
        const err4 = {
          instancePath: instancePath + "/dialog",
          schemaPath: "#/properties/dialog/enum",
          keyword: "enum",
          params: { allowedValues: schema107.properties.dialog.enum },
          message: "must be equal to one of the allowed values",
          schema: schema107.properties.dialog.enum,
          parentSchema: schema107.properties.dialog,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      if (
        !validate290(data.title, {
          instancePath: instancePath + "/title",
          parentData: data,
          parentDataProperty: "title",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate290.errors : vErrors.concat(validate290.errors);
        errors = vErrors.length;
      }
    }
    if (data.body !== undefined) {
      if (
        !validate290(data.body, {
          instancePath: instancePath + "/body",
          parentData: data,
          parentDataProperty: "body",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate290.errors : vErrors.concat(validate290.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err5 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema107.type,
      parentSchema: schema107,
      data,
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate289.errors = vErrors;
  return errors === 0;
}
validate289.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema109 = {
  title: "PlayAction",
  description: "Start playback of a content item.",
  type: "object",
  additionalProperties: false,
  required: ["type", "contentId", "contentType"],
  properties: {
    type: { description: "Action type.", const: "play", "x-since": "1.0" },
    contentId: { description: "Product id to play.", $ref: "#/$defs/contentId", "x-since": "1.0" },
    contentType: {
      description: "Kind of stream.",
      enum: ["MOVIE", "EPISODE", "LIVE_CHANNEL", "CLIP", "TRAILER"],
      "x-since": "1.0",
    },
  },
  examples: [{ type: "play", contentId: "301", contentType: "LIVE_CHANNEL" }],
  "x-since": "1.0",
};
function validate296(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate296.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data === "string") {
    if (!pattern11.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: "#/pattern",
        keyword: "pattern",
        params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$" },
        message: 'must match pattern "' + "^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$" + '"',
        schema: "^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$",
        parentSchema: schema48,
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
      schema: schema48.type,
      parentSchema: schema48,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate296.errors = vErrors;
  return errors === 0;
}
validate296.evaluated = { dynamicProps: false, dynamicItems: false };
function validate295(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate295.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema109.required,
        parentSchema: schema109,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.contentId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "contentId" },
        message: "must have required property '" + "contentId" + "'",
        schema: schema109.required,
        parentSchema: schema109,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.contentType === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "contentType" },
        message: "must have required property '" + "contentType" + "'",
        schema: schema109.required,
        parentSchema: schema109,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "type" || key0 === "contentId" || key0 === "contentType")) {
        const err3 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema109,
          data,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if ("play" !== data0) {
        const err4 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "play" },
          message: "must be equal to constant",
          schema: "play",
          parentSchema: schema109.properties.type,
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
    if (data.contentId !== undefined) {
      if (
        !validate296(data.contentId, {
          instancePath: instancePath + "/contentId",
          parentData: data,
          parentDataProperty: "contentId",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate296.errors : vErrors.concat(validate296.errors);
        errors = vErrors.length;
      }
    }
    if (data.contentType !== undefined) {
      let data2 = data.contentType;
      if (!(
        data2 === "MOVIE" ||
        data2 === "EPISODE" ||
        data2 === "LIVE_CHANNEL" ||
        data2 === "CLIP" ||
        data2 === "TRAILER"
      )) {
        const err5 = {
          instancePath: instancePath + "/contentType",
          schemaPath: "#/properties/contentType/enum",
          keyword: "enum",
          params: { allowedValues: schema109.properties.contentType.enum },
          message: "must be equal to one of the allowed values",
          schema: schema109.properties.contentType.enum,
          parentSchema: schema109.properties.contentType,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema109.type,
      parentSchema: schema109,
      data,
    };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate295.errors = vErrors;
  return errors === 0;
}
validate295.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema111 = {
  title: "TrackAction",
  description: "Only send an analytics event.",
  type: "object",
  additionalProperties: false,
  required: ["type", "event"],
  properties: {
    type: { description: "Action type.", const: "track", "x-since": "1.0" },
    event: {
      description: "Event name.",
      type: "string",
      pattern: "^[A-Za-z][A-Za-z0-9_.:-]{0,63}$",
      examples: ["promo_click"],
      "x-since": "1.0",
    },
    params: { description: "Event parameters.", $ref: "#/$defs/scalarParams", "x-since": "1.0" },
  },
  "x-since": "1.0",
};
function validate298(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate298.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema111.required,
        parentSchema: schema111,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.event === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "event" },
        message: "must have required property '" + "event" + "'",
        schema: schema111.required,
        parentSchema: schema111,
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
      if (!(key0 === "type" || key0 === "event" || key0 === "params")) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema111,
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
    if (data.type !== undefined) {
      let data0 = data.type;
      if ("track" !== data0) {
        const err3 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "track" },
          message: "must be equal to constant",
          schema: "track",
          parentSchema: schema111.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.event !== undefined) {
      let data1 = data.event;
      if (typeof data1 === "string") {
        if (!pattern8.test(data1)) {
          const err4 = {
            instancePath: instancePath + "/event",
            schemaPath: "#/properties/event/pattern",
            keyword: "pattern",
            params: { pattern: "^[A-Za-z][A-Za-z0-9_.:-]{0,63}$" },
            message: 'must match pattern "' + "^[A-Za-z][A-Za-z0-9_.:-]{0,63}$" + '"',
            schema: "^[A-Za-z][A-Za-z0-9_.:-]{0,63}$",
            parentSchema: schema111.properties.event,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/event",
          schemaPath: "#/properties/event/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema111.properties.event.type,
          parentSchema: schema111.properties.event,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.params !== undefined) {
      if (
        !validate88(data.params, {
          instancePath: instancePath + "/params",
          parentData: data,
          parentDataProperty: "params",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err6 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema111.type,
      parentSchema: schema111,
      data,
    };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate298.errors = vErrors;
  return errors === 0;
}
validate298.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate286(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate286.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    const tag0 = data.type;
    if (typeof tag0 == "string") {
      if (tag0 === "navigate") {
        if (!validate287(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate287.errors : vErrors.concat(validate287.errors);
          errors = vErrors.length;
        }
        var props0 = true;
      } else if (tag0 === "open-dialog") {
        if (!validate289(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate289.errors : vErrors.concat(validate289.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === "play") {
        if (!validate295(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate295.errors : vErrors.concat(validate295.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === "track") {
        if (!validate298(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate298.errors : vErrors.concat(validate298.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else {
        const err0 = {
          instancePath,
          schemaPath: "#/discriminator",
          keyword: "discriminator",
          params: { error: "mapping", tag: "type", tagValue: tag0 },
          message: 'value of tag "type" must be in oneOf',
          schema: schema105.discriminator,
          parentSchema: schema105,
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
        schemaPath: "#/discriminator",
        keyword: "discriminator",
        params: { error: "tag", tag: "type", tagValue: tag0 },
        message: 'tag "type" must be string',
        schema: schema105.discriminator,
        parentSchema: schema105,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  } else {
    const err2 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema105.type,
      parentSchema: schema105,
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate286.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate286.evaluated = { dynamicProps: true, dynamicItems: false };
function validate264(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.shasha.tv/v1/blocks/button.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate264.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema98.required,
        parentSchema: schema98,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
        schema: schema98.required,
        parentSchema: schema98,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.label === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "label" },
        message: "must have required property '" + "label" + "'",
        schema: schema98.required,
        parentSchema: schema98,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.action === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "action" },
        message: "must have required property '" + "action" + "'",
        schema: schema98.required,
        parentSchema: schema98,
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
      if (!func2.call(schema98.properties, key0)) {
        const err4 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema98,
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
    if (data.type !== undefined) {
      let data0 = data.type;
      if ("button" !== data0) {
        const err5 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "button" },
          message: "must be equal to constant",
          schema: "button",
          parentSchema: schema98.properties.type,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      if (
        !validate265(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate265.errors : vErrors.concat(validate265.errors);
        errors = vErrors.length;
      }
    }
    if (data.visibleWhen !== undefined) {
      if (
        !validate267(data.visibleWhen, {
          instancePath: instancePath + "/visibleWhen",
          parentData: data,
          parentDataProperty: "visibleWhen",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate267.errors : vErrors.concat(validate267.errors);
        errors = vErrors.length;
      }
    }
    if (data.fallback !== undefined) {
      if (
        !validate274(data.fallback, {
          instancePath: instancePath + "/fallback",
          parentData: data,
          parentDataProperty: "fallback",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate274.errors : vErrors.concat(validate274.errors);
        errors = vErrors.length;
      }
    }
    if (data.critical !== undefined) {
      if (
        !validate276(data.critical, {
          instancePath: instancePath + "/critical",
          parentData: data,
          parentDataProperty: "critical",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate276.errors : vErrors.concat(validate276.errors);
        errors = vErrors.length;
      }
    }
    if (data.analytics !== undefined) {
      if (
        !validate278(data.analytics, {
          instancePath: instancePath + "/analytics",
          parentData: data,
          parentDataProperty: "analytics",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate278.errors : vErrors.concat(validate278.errors);
        errors = vErrors.length;
      }
    }
    if (data.label !== undefined) {
      if (
        !validate282(data.label, {
          instancePath: instancePath + "/label",
          parentData: data,
          parentDataProperty: "label",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate282.errors : vErrors.concat(validate282.errors);
        errors = vErrors.length;
      }
    }
    if (data.action !== undefined) {
      if (
        !validate286(data.action, {
          instancePath: instancePath + "/action",
          parentData: data,
          parentDataProperty: "action",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate286.errors : vErrors.concat(validate286.errors);
        errors = vErrors.length;
      }
    }
    if (data.variant !== undefined) {
      let data8 = data.variant;
      if (!(data8 === "primary" || data8 === "secondary" || data8 === "ghost")) {
        const err6 = {
          instancePath: instancePath + "/variant",
          schemaPath: "#/properties/variant/enum",
          keyword: "enum",
          params: { allowedValues: schema98.properties.variant.enum },
          message: "must be equal to one of the allowed values",
          schema: schema98.properties.variant.enum,
          parentSchema: schema98.properties.variant,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema98.type,
      parentSchema: schema98,
      data,
    };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate264.errors = vErrors;
  return errors === 0;
}
validate264.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema112 = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://schemas.shasha.tv/v1/blocks/badge.schema.json",
  title: "BadgeBlock",
  description: "A small status label.",
  type: "object",
  additionalProperties: false,
  required: ["type", "id", "variant"],
  properties: {
    type: { description: "Block type.", const: "badge", "x-since": "1.0" },
    id: {
      description: "Block id, unique in the screen.",
      $ref: "../common.schema.json#/$defs/blockId",
      "x-since": "1.0",
    },
    visibleWhen: {
      description: "Conditions for showing the block; absent means always.",
      $ref: "../common.schema.json#/$defs/visibleWhen",
      "x-since": "1.0",
    },
    fallback: {
      description: 'Replacement when this block is invalid: "drop" (default) or another block.',
      $ref: "../common.schema.json#/$defs/fallback",
      "x-since": "1.0",
    },
    critical: {
      description: "true: an invalid block fails the whole screen instead of being dropped.",
      $ref: "../common.schema.json#/$defs/critical",
      "x-since": "1.0",
    },
    analytics: {
      description: "Analytics events for this block.",
      $ref: "../common.schema.json#/$defs/analytics",
      "x-since": "1.0",
    },
    variant: {
      description: "Which badge: Plus content, coming soon or live.",
      enum: ["plus", "coming-soon", "live"],
      "x-since": "1.0",
    },
    label: {
      description: "Custom label; the badge's own translated label when absent.",
      $ref: "../common.schema.json#/$defs/text",
      "x-since": "1.0",
    },
  },
  examples: [{ type: "badge", id: "live-badge", variant: "live" }],
  "x-since": "1.0",
};
function validate306(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate306.evaluated;
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
        params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" },
        message: 'must match pattern "' + "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" + '"',
        schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$",
        parentSchema: schema27,
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
      schema: schema27.type,
      parentSchema: schema27,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate306.errors = vErrors;
  return errors === 0;
}
validate306.evaluated = { dynamicProps: false, dynamicItems: false };
function validate308(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate308.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === "userType" ||
        key0 === "profileKind" ||
        key0 === "platform" ||
        key0 === "country" ||
        key0 === "locale" ||
        key0 === "webView"
      )) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema28,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.userType !== undefined) {
      let data0 = data.userType;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err1 = {
            instancePath: instancePath + "/userType",
            schemaPath: "#/properties/userType/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.userType,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate71(data0[i0], {
              instancePath: instancePath + "/userType/" + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data0.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--;) {
            for (j0 = i1; j0--;) {
              if (func0(data0[i1], data0[j0])) {
                const err2 = {
                  instancePath: instancePath + "/userType",
                  schemaPath: "#/properties/userType/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i1, j: j0 },
                  message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.userType,
                  data: data0,
                };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/userType",
          schemaPath: "#/properties/userType/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.userType.type,
          parentSchema: schema28.properties.userType,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.profileKind !== undefined) {
      let data2 = data.profileKind;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err4 = {
            instancePath: instancePath + "/profileKind",
            schemaPath: "#/properties/profileKind/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.profileKind,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len1 = data2.length;
        for (let i2 = 0; i2 < len1; i2++) {
          if (
            !validate73(data2[i2], {
              instancePath: instancePath + "/profileKind/" + i2,
              parentData: data2,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
            errors = vErrors.length;
          }
        }
        let i3 = data2.length;
        let j1;
        if (i3 > 1) {
          outer1: for (; i3--;) {
            for (j1 = i3; j1--;) {
              if (func0(data2[i3], data2[j1])) {
                const err5 = {
                  instancePath: instancePath + "/profileKind",
                  schemaPath: "#/properties/profileKind/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i3, j: j1 },
                  message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.profileKind,
                  data: data2,
                };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/profileKind",
          schemaPath: "#/properties/profileKind/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.profileKind.type,
          parentSchema: schema28.properties.profileKind,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.platform !== undefined) {
      let data4 = data.platform;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err7 = {
            instancePath: instancePath + "/platform",
            schemaPath: "#/properties/platform/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.platform,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len2 = data4.length;
        for (let i4 = 0; i4 < len2; i4++) {
          if (
            !validate75(data4[i4], {
              instancePath: instancePath + "/platform/" + i4,
              parentData: data4,
              parentDataProperty: i4,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
            errors = vErrors.length;
          }
        }
        let i5 = data4.length;
        let j2;
        if (i5 > 1) {
          outer2: for (; i5--;) {
            for (j2 = i5; j2--;) {
              if (func0(data4[i5], data4[j2])) {
                const err8 = {
                  instancePath: instancePath + "/platform",
                  schemaPath: "#/properties/platform/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i5, j: j2 },
                  message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.platform,
                  data: data4,
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
                break outer2;
              }
            }
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/platform",
          schemaPath: "#/properties/platform/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.platform.type,
          parentSchema: schema28.properties.platform,
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
    if (data.country !== undefined) {
      let data6 = data.country;
      if (Array.isArray(data6)) {
        if (data6.length < 1) {
          const err10 = {
            instancePath: instancePath + "/country",
            schemaPath: "#/properties/country/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.country,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len3 = data6.length;
        for (let i6 = 0; i6 < len3; i6++) {
          if (
            !validate77(data6[i6], {
              instancePath: instancePath + "/country/" + i6,
              parentData: data6,
              parentDataProperty: i6,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
            errors = vErrors.length;
          }
        }
        let i7 = data6.length;
        let j3;
        if (i7 > 1) {
          outer3: for (; i7--;) {
            for (j3 = i7; j3--;) {
              if (func0(data6[i7], data6[j3])) {
                const err11 = {
                  instancePath: instancePath + "/country",
                  schemaPath: "#/properties/country/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i7, j: j3 },
                  message: "must NOT have duplicate items (items ## " + j3 + " and " + i7 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.country,
                  data: data6,
                };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
                break outer3;
              }
            }
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/country",
          schemaPath: "#/properties/country/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.country.type,
          parentSchema: schema28.properties.country,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.locale !== undefined) {
      let data8 = data.locale;
      if (Array.isArray(data8)) {
        if (data8.length < 1) {
          const err13 = {
            instancePath: instancePath + "/locale",
            schemaPath: "#/properties/locale/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.locale,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        const len4 = data8.length;
        for (let i8 = 0; i8 < len4; i8++) {
          if (
            !validate79(data8[i8], {
              instancePath: instancePath + "/locale/" + i8,
              parentData: data8,
              parentDataProperty: i8,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
            errors = vErrors.length;
          }
        }
        let i9 = data8.length;
        let j4;
        if (i9 > 1) {
          outer4: for (; i9--;) {
            for (j4 = i9; j4--;) {
              if (func0(data8[i9], data8[j4])) {
                const err14 = {
                  instancePath: instancePath + "/locale",
                  schemaPath: "#/properties/locale/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i9, j: j4 },
                  message: "must NOT have duplicate items (items ## " + j4 + " and " + i9 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.locale,
                  data: data8,
                };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
                break outer4;
              }
            }
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + "/locale",
          schemaPath: "#/properties/locale/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.locale.type,
          parentSchema: schema28.properties.locale,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.webView !== undefined) {
      let data10 = data.webView;
      if (typeof data10 !== "boolean") {
        const err16 = {
          instancePath: instancePath + "/webView",
          schemaPath: "#/properties/webView/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema28.properties.webView.type,
          parentSchema: schema28.properties.webView,
          data: data10,
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
      schema: schema28.type,
      parentSchema: schema28,
      data,
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate308.errors = vErrors;
  return errors === 0;
}
validate308.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate315(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate315.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf/0/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema34.anyOf[0].type,
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if ("drop" !== data) {
    const err1 = {
      instancePath,
      schemaPath: "#/anyOf/0/const",
      keyword: "const",
      params: { allowedValue: "drop" },
      message: "must be equal to constant",
      schema: "drop",
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (!wrapper0.validate(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
    errors = vErrors.length;
  } else {
    var props0 = wrapper0.validate.evaluated.props;
    var items0 = wrapper0.validate.evaluated.items;
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err2 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema34.anyOf,
      parentSchema: schema34,
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate315.errors = vErrors;
  evaluated0.props = props0;
  evaluated0.items = items0;
  return errors === 0;
}
validate315.evaluated = { dynamicProps: true, dynamicItems: true };
function validate317(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate317.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "boolean") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "boolean" },
      message: "must be boolean",
      schema: schema35.type,
      parentSchema: schema35,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate317.errors = vErrors;
  return errors === 0;
}
validate317.evaluated = { dynamicProps: false, dynamicItems: false };
function validate319(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate319.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "impression" || key0 === "click")) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema36,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.impression !== undefined) {
      if (
        !validate87(data.impression, {
          instancePath: instancePath + "/impression",
          parentData: data,
          parentDataProperty: "impression",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
    if (data.click !== undefined) {
      if (
        !validate87(data.click, {
          instancePath: instancePath + "/click",
          parentData: data,
          parentDataProperty: "click",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema36.type,
      parentSchema: schema36,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate319.errors = vErrors;
  return errors === 0;
}
validate319.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate323(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate323.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!validate55(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs2 = errors;
  if (!validate59(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = true;
    }
  }
  if (!valid0) {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema21.anyOf,
      parentSchema: schema21,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate323.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate323.evaluated = { dynamicProps: true, dynamicItems: false };
function validate305(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.shasha.tv/v1/blocks/badge.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate305.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema112.required,
        parentSchema: schema112,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
        schema: schema112.required,
        parentSchema: schema112,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.variant === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "variant" },
        message: "must have required property '" + "variant" + "'",
        schema: schema112.required,
        parentSchema: schema112,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === "type" ||
        key0 === "id" ||
        key0 === "visibleWhen" ||
        key0 === "fallback" ||
        key0 === "critical" ||
        key0 === "analytics" ||
        key0 === "variant" ||
        key0 === "label"
      )) {
        const err3 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema112,
          data,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if ("badge" !== data0) {
        const err4 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "badge" },
          message: "must be equal to constant",
          schema: "badge",
          parentSchema: schema112.properties.type,
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
    if (data.id !== undefined) {
      if (
        !validate306(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate306.errors : vErrors.concat(validate306.errors);
        errors = vErrors.length;
      }
    }
    if (data.visibleWhen !== undefined) {
      if (
        !validate308(data.visibleWhen, {
          instancePath: instancePath + "/visibleWhen",
          parentData: data,
          parentDataProperty: "visibleWhen",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate308.errors : vErrors.concat(validate308.errors);
        errors = vErrors.length;
      }
    }
    if (data.fallback !== undefined) {
      if (
        !validate315(data.fallback, {
          instancePath: instancePath + "/fallback",
          parentData: data,
          parentDataProperty: "fallback",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate315.errors : vErrors.concat(validate315.errors);
        errors = vErrors.length;
      }
    }
    if (data.critical !== undefined) {
      if (
        !validate317(data.critical, {
          instancePath: instancePath + "/critical",
          parentData: data,
          parentDataProperty: "critical",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate317.errors : vErrors.concat(validate317.errors);
        errors = vErrors.length;
      }
    }
    if (data.analytics !== undefined) {
      if (
        !validate319(data.analytics, {
          instancePath: instancePath + "/analytics",
          parentData: data,
          parentDataProperty: "analytics",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate319.errors : vErrors.concat(validate319.errors);
        errors = vErrors.length;
      }
    }
    if (data.variant !== undefined) {
      let data6 = data.variant;
      if (!(data6 === "plus" || data6 === "coming-soon" || data6 === "live")) {
        const err5 = {
          instancePath: instancePath + "/variant",
          schemaPath: "#/properties/variant/enum",
          keyword: "enum",
          params: { allowedValues: schema112.properties.variant.enum },
          message: "must be equal to one of the allowed values",
          schema: schema112.properties.variant.enum,
          parentSchema: schema112.properties.variant,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.label !== undefined) {
      if (
        !validate323(data.label, {
          instancePath: instancePath + "/label",
          parentData: data,
          parentDataProperty: "label",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate323.errors : vErrors.concat(validate323.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err6 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema112.type,
      parentSchema: schema112,
      data,
    };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate305.errors = vErrors;
  return errors === 0;
}
validate305.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema119 = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://schemas.shasha.tv/v1/blocks/banner.schema.json",
  title: "BannerBlock",
  description: "A promotional or informational panel with optional image and call to action.",
  type: "object",
  additionalProperties: false,
  required: ["type", "id", "title"],
  properties: {
    type: { description: "Block type.", const: "banner", "x-since": "1.0" },
    id: {
      description: "Block id, unique in the screen.",
      $ref: "../common.schema.json#/$defs/blockId",
      "x-since": "1.0",
    },
    visibleWhen: {
      description: "Conditions for showing the block; absent means always.",
      $ref: "../common.schema.json#/$defs/visibleWhen",
      "x-since": "1.0",
    },
    fallback: {
      description: 'Replacement when this block is invalid: "drop" (default) or another block.',
      $ref: "../common.schema.json#/$defs/fallback",
      "x-since": "1.0",
    },
    critical: {
      description: "true: an invalid block fails the whole screen instead of being dropped.",
      $ref: "../common.schema.json#/$defs/critical",
      "x-since": "1.0",
    },
    analytics: {
      description: "Analytics events for this block.",
      $ref: "../common.schema.json#/$defs/analytics",
      "x-since": "1.0",
    },
    title: { description: "Banner heading.", $ref: "../common.schema.json#/$defs/text", "x-since": "1.0" },
    body: { description: "Banner body text.", $ref: "../common.schema.json#/$defs/text", "x-since": "1.0" },
    image: {
      title: "BannerImage",
      description: "Artwork shown beside the text.",
      type: "object",
      additionalProperties: false,
      required: ["src", "alt"],
      properties: {
        src: { description: "Same-site image path.", $ref: "../common.schema.json#/$defs/imageSrc", "x-since": "1.0" },
        alt: {
          description: "Text alternative for screen readers.",
          $ref: "../common.schema.json#/$defs/text",
          "x-since": "1.0",
        },
      },
      "x-since": "1.0",
    },
    cta: {
      title: "BannerCta",
      description: "Call-to-action button.",
      type: "object",
      additionalProperties: false,
      required: ["label", "action"],
      properties: {
        label: { description: "Button label.", $ref: "../common.schema.json#/$defs/text", "x-since": "1.0" },
        action: { description: "What the button does.", $ref: "../common.schema.json#/$defs/action", "x-since": "1.0" },
      },
      "x-since": "1.0",
    },
    tone: { description: "Colour scheme.", enum: ["promo", "info", "warning"], default: "promo", "x-since": "1.0" },
  },
  examples: [{ type: "banner", id: "ramadan-banner", title: { key: "ramadan.banner_title" }, tone: "promo" }],
  "x-since": "1.0",
};
function validate328(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate328.evaluated;
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
        params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" },
        message: 'must match pattern "' + "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" + '"',
        schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$",
        parentSchema: schema27,
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
      schema: schema27.type,
      parentSchema: schema27,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate328.errors = vErrors;
  return errors === 0;
}
validate328.evaluated = { dynamicProps: false, dynamicItems: false };
function validate330(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate330.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === "userType" ||
        key0 === "profileKind" ||
        key0 === "platform" ||
        key0 === "country" ||
        key0 === "locale" ||
        key0 === "webView"
      )) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema28,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.userType !== undefined) {
      let data0 = data.userType;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err1 = {
            instancePath: instancePath + "/userType",
            schemaPath: "#/properties/userType/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.userType,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate71(data0[i0], {
              instancePath: instancePath + "/userType/" + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data0.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--;) {
            for (j0 = i1; j0--;) {
              if (func0(data0[i1], data0[j0])) {
                const err2 = {
                  instancePath: instancePath + "/userType",
                  schemaPath: "#/properties/userType/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i1, j: j0 },
                  message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.userType,
                  data: data0,
                };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/userType",
          schemaPath: "#/properties/userType/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.userType.type,
          parentSchema: schema28.properties.userType,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.profileKind !== undefined) {
      let data2 = data.profileKind;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err4 = {
            instancePath: instancePath + "/profileKind",
            schemaPath: "#/properties/profileKind/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.profileKind,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len1 = data2.length;
        for (let i2 = 0; i2 < len1; i2++) {
          if (
            !validate73(data2[i2], {
              instancePath: instancePath + "/profileKind/" + i2,
              parentData: data2,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
            errors = vErrors.length;
          }
        }
        let i3 = data2.length;
        let j1;
        if (i3 > 1) {
          outer1: for (; i3--;) {
            for (j1 = i3; j1--;) {
              if (func0(data2[i3], data2[j1])) {
                const err5 = {
                  instancePath: instancePath + "/profileKind",
                  schemaPath: "#/properties/profileKind/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i3, j: j1 },
                  message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.profileKind,
                  data: data2,
                };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/profileKind",
          schemaPath: "#/properties/profileKind/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.profileKind.type,
          parentSchema: schema28.properties.profileKind,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.platform !== undefined) {
      let data4 = data.platform;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err7 = {
            instancePath: instancePath + "/platform",
            schemaPath: "#/properties/platform/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.platform,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len2 = data4.length;
        for (let i4 = 0; i4 < len2; i4++) {
          if (
            !validate75(data4[i4], {
              instancePath: instancePath + "/platform/" + i4,
              parentData: data4,
              parentDataProperty: i4,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
            errors = vErrors.length;
          }
        }
        let i5 = data4.length;
        let j2;
        if (i5 > 1) {
          outer2: for (; i5--;) {
            for (j2 = i5; j2--;) {
              if (func0(data4[i5], data4[j2])) {
                const err8 = {
                  instancePath: instancePath + "/platform",
                  schemaPath: "#/properties/platform/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i5, j: j2 },
                  message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.platform,
                  data: data4,
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
                break outer2;
              }
            }
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/platform",
          schemaPath: "#/properties/platform/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.platform.type,
          parentSchema: schema28.properties.platform,
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
    if (data.country !== undefined) {
      let data6 = data.country;
      if (Array.isArray(data6)) {
        if (data6.length < 1) {
          const err10 = {
            instancePath: instancePath + "/country",
            schemaPath: "#/properties/country/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.country,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len3 = data6.length;
        for (let i6 = 0; i6 < len3; i6++) {
          if (
            !validate77(data6[i6], {
              instancePath: instancePath + "/country/" + i6,
              parentData: data6,
              parentDataProperty: i6,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
            errors = vErrors.length;
          }
        }
        let i7 = data6.length;
        let j3;
        if (i7 > 1) {
          outer3: for (; i7--;) {
            for (j3 = i7; j3--;) {
              if (func0(data6[i7], data6[j3])) {
                const err11 = {
                  instancePath: instancePath + "/country",
                  schemaPath: "#/properties/country/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i7, j: j3 },
                  message: "must NOT have duplicate items (items ## " + j3 + " and " + i7 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.country,
                  data: data6,
                };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
                break outer3;
              }
            }
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/country",
          schemaPath: "#/properties/country/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.country.type,
          parentSchema: schema28.properties.country,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.locale !== undefined) {
      let data8 = data.locale;
      if (Array.isArray(data8)) {
        if (data8.length < 1) {
          const err13 = {
            instancePath: instancePath + "/locale",
            schemaPath: "#/properties/locale/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.locale,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        const len4 = data8.length;
        for (let i8 = 0; i8 < len4; i8++) {
          if (
            !validate79(data8[i8], {
              instancePath: instancePath + "/locale/" + i8,
              parentData: data8,
              parentDataProperty: i8,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
            errors = vErrors.length;
          }
        }
        let i9 = data8.length;
        let j4;
        if (i9 > 1) {
          outer4: for (; i9--;) {
            for (j4 = i9; j4--;) {
              if (func0(data8[i9], data8[j4])) {
                const err14 = {
                  instancePath: instancePath + "/locale",
                  schemaPath: "#/properties/locale/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i9, j: j4 },
                  message: "must NOT have duplicate items (items ## " + j4 + " and " + i9 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.locale,
                  data: data8,
                };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
                break outer4;
              }
            }
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + "/locale",
          schemaPath: "#/properties/locale/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.locale.type,
          parentSchema: schema28.properties.locale,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.webView !== undefined) {
      let data10 = data.webView;
      if (typeof data10 !== "boolean") {
        const err16 = {
          instancePath: instancePath + "/webView",
          schemaPath: "#/properties/webView/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema28.properties.webView.type,
          parentSchema: schema28.properties.webView,
          data: data10,
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
      schema: schema28.type,
      parentSchema: schema28,
      data,
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate330.errors = vErrors;
  return errors === 0;
}
validate330.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate337(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate337.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf/0/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema34.anyOf[0].type,
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if ("drop" !== data) {
    const err1 = {
      instancePath,
      schemaPath: "#/anyOf/0/const",
      keyword: "const",
      params: { allowedValue: "drop" },
      message: "must be equal to constant",
      schema: "drop",
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (!wrapper0.validate(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
    errors = vErrors.length;
  } else {
    var props0 = wrapper0.validate.evaluated.props;
    var items0 = wrapper0.validate.evaluated.items;
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err2 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema34.anyOf,
      parentSchema: schema34,
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate337.errors = vErrors;
  evaluated0.props = props0;
  evaluated0.items = items0;
  return errors === 0;
}
validate337.evaluated = { dynamicProps: true, dynamicItems: true };
function validate339(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate339.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "boolean") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "boolean" },
      message: "must be boolean",
      schema: schema35.type,
      parentSchema: schema35,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate339.errors = vErrors;
  return errors === 0;
}
validate339.evaluated = { dynamicProps: false, dynamicItems: false };
function validate341(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate341.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "impression" || key0 === "click")) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema36,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.impression !== undefined) {
      if (
        !validate87(data.impression, {
          instancePath: instancePath + "/impression",
          parentData: data,
          parentDataProperty: "impression",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
    if (data.click !== undefined) {
      if (
        !validate87(data.click, {
          instancePath: instancePath + "/click",
          parentData: data,
          parentDataProperty: "click",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema36.type,
      parentSchema: schema36,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate341.errors = vErrors;
  return errors === 0;
}
validate341.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate345(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate345.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!validate55(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs2 = errors;
  if (!validate59(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = true;
    }
  }
  if (!valid0) {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema21.anyOf,
      parentSchema: schema21,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate345.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate345.evaluated = { dynamicProps: true, dynamicItems: false };
function validate350(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate350.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data === "string") {
    if (!pattern14.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: "#/pattern",
        keyword: "pattern",
        params: {
          pattern: "^/(?![/\\\\])[^\\s\\\\:?#\\u0000-\\u001F\\u007F]*(?:[?#][^\\s\\\\\\u0000-\\u001F\\u007F]*)?$",
        },
        message:
          'must match pattern "' +
          "^/(?![/\\\\])[^\\s\\\\:?#\\u0000-\\u001F\\u007F]*(?:[?#][^\\s\\\\\\u0000-\\u001F\\u007F]*)?$" +
          '"',
        schema: "^/(?![/\\\\])[^\\s\\\\:?#\\u0000-\\u001F\\u007F]*(?:[?#][^\\s\\\\\\u0000-\\u001F\\u007F]*)?$",
        parentSchema: schema95,
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
      schema: schema95.type,
      parentSchema: schema95,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate350.errors = vErrors;
  return errors === 0;
}
validate350.evaluated = { dynamicProps: false, dynamicItems: false };
function validate354(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate354.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    const tag0 = data.type;
    if (typeof tag0 == "string") {
      if (tag0 === "navigate") {
        if (!validate287(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate287.errors : vErrors.concat(validate287.errors);
          errors = vErrors.length;
        }
        var props0 = true;
      } else if (tag0 === "open-dialog") {
        if (!validate289(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate289.errors : vErrors.concat(validate289.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === "play") {
        if (!validate295(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate295.errors : vErrors.concat(validate295.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === "track") {
        if (!validate298(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate298.errors : vErrors.concat(validate298.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else {
        const err0 = {
          instancePath,
          schemaPath: "#/discriminator",
          keyword: "discriminator",
          params: { error: "mapping", tag: "type", tagValue: tag0 },
          message: 'value of tag "type" must be in oneOf',
          schema: schema105.discriminator,
          parentSchema: schema105,
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
        schemaPath: "#/discriminator",
        keyword: "discriminator",
        params: { error: "tag", tag: "type", tagValue: tag0 },
        message: 'tag "type" must be string',
        schema: schema105.discriminator,
        parentSchema: schema105,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  } else {
    const err2 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema105.type,
      parentSchema: schema105,
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate354.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate354.evaluated = { dynamicProps: true, dynamicItems: false };
function validate327(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.shasha.tv/v1/blocks/banner.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate327.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema119.required,
        parentSchema: schema119,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
        schema: schema119.required,
        parentSchema: schema119,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.title === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "title" },
        message: "must have required property '" + "title" + "'",
        schema: schema119.required,
        parentSchema: schema119,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema119.properties, key0)) {
        const err3 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema119,
          data,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if ("banner" !== data0) {
        const err4 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "banner" },
          message: "must be equal to constant",
          schema: "banner",
          parentSchema: schema119.properties.type,
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
    if (data.id !== undefined) {
      if (
        !validate328(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate328.errors : vErrors.concat(validate328.errors);
        errors = vErrors.length;
      }
    }
    if (data.visibleWhen !== undefined) {
      if (
        !validate330(data.visibleWhen, {
          instancePath: instancePath + "/visibleWhen",
          parentData: data,
          parentDataProperty: "visibleWhen",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate330.errors : vErrors.concat(validate330.errors);
        errors = vErrors.length;
      }
    }
    if (data.fallback !== undefined) {
      if (
        !validate337(data.fallback, {
          instancePath: instancePath + "/fallback",
          parentData: data,
          parentDataProperty: "fallback",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate337.errors : vErrors.concat(validate337.errors);
        errors = vErrors.length;
      }
    }
    if (data.critical !== undefined) {
      if (
        !validate339(data.critical, {
          instancePath: instancePath + "/critical",
          parentData: data,
          parentDataProperty: "critical",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate339.errors : vErrors.concat(validate339.errors);
        errors = vErrors.length;
      }
    }
    if (data.analytics !== undefined) {
      if (
        !validate341(data.analytics, {
          instancePath: instancePath + "/analytics",
          parentData: data,
          parentDataProperty: "analytics",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate341.errors : vErrors.concat(validate341.errors);
        errors = vErrors.length;
      }
    }
    if (data.title !== undefined) {
      if (
        !validate345(data.title, {
          instancePath: instancePath + "/title",
          parentData: data,
          parentDataProperty: "title",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate345.errors : vErrors.concat(validate345.errors);
        errors = vErrors.length;
      }
    }
    if (data.body !== undefined) {
      if (
        !validate345(data.body, {
          instancePath: instancePath + "/body",
          parentData: data,
          parentDataProperty: "body",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate345.errors : vErrors.concat(validate345.errors);
        errors = vErrors.length;
      }
    }
    if (data.image !== undefined) {
      let data8 = data.image;
      if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
        if (data8.src === undefined) {
          const err5 = {
            instancePath: instancePath + "/image",
            schemaPath: "#/properties/image/required",
            keyword: "required",
            params: { missingProperty: "src" },
            message: "must have required property '" + "src" + "'",
            schema: schema119.properties.image.required,
            parentSchema: schema119.properties.image,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data8.alt === undefined) {
          const err6 = {
            instancePath: instancePath + "/image",
            schemaPath: "#/properties/image/required",
            keyword: "required",
            params: { missingProperty: "alt" },
            message: "must have required property '" + "alt" + "'",
            schema: schema119.properties.image.required,
            parentSchema: schema119.properties.image,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        for (const key1 in data8) {
          if (!(key1 === "src" || key1 === "alt")) {
            const err7 = {
              instancePath: instancePath + "/image",
              schemaPath: "#/properties/image/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key1 },
              message: "must NOT have additional properties",
              schema: false,
              parentSchema: schema119.properties.image,
              data: data8,
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data8.src !== undefined) {
          if (
            !validate350(data8.src, {
              instancePath: instancePath + "/image/src",
              parentData: data8,
              parentDataProperty: "src",
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate350.errors : vErrors.concat(validate350.errors);
            errors = vErrors.length;
          }
        }
        if (data8.alt !== undefined) {
          if (
            !validate345(data8.alt, {
              instancePath: instancePath + "/image/alt",
              parentData: data8,
              parentDataProperty: "alt",
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate345.errors : vErrors.concat(validate345.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + "/image",
          schemaPath: "#/properties/image/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
          schema: schema119.properties.image.type,
          parentSchema: schema119.properties.image,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.cta !== undefined) {
      let data11 = data.cta;
      if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
        if (data11.label === undefined) {
          const err9 = {
            instancePath: instancePath + "/cta",
            schemaPath: "#/properties/cta/required",
            keyword: "required",
            params: { missingProperty: "label" },
            message: "must have required property '" + "label" + "'",
            schema: schema119.properties.cta.required,
            parentSchema: schema119.properties.cta,
            data: data11,
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data11.action === undefined) {
          const err10 = {
            instancePath: instancePath + "/cta",
            schemaPath: "#/properties/cta/required",
            keyword: "required",
            params: { missingProperty: "action" },
            message: "must have required property '" + "action" + "'",
            schema: schema119.properties.cta.required,
            parentSchema: schema119.properties.cta,
            data: data11,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        for (const key2 in data11) {
          if (!(key2 === "label" || key2 === "action")) {
            const err11 = {
              instancePath: instancePath + "/cta",
              schemaPath: "#/properties/cta/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key2 },
              message: "must NOT have additional properties",
              schema: false,
              parentSchema: schema119.properties.cta,
              data: data11,
            };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data11.label !== undefined) {
          if (
            !validate345(data11.label, {
              instancePath: instancePath + "/cta/label",
              parentData: data11,
              parentDataProperty: "label",
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate345.errors : vErrors.concat(validate345.errors);
            errors = vErrors.length;
          }
        }
        if (data11.action !== undefined) {
          if (
            !validate354(data11.action, {
              instancePath: instancePath + "/cta/action",
              parentData: data11,
              parentDataProperty: "action",
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate354.errors : vErrors.concat(validate354.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/cta",
          schemaPath: "#/properties/cta/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
          schema: schema119.properties.cta.type,
          parentSchema: schema119.properties.cta,
          data: data11,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.tone !== undefined) {
      let data14 = data.tone;
      if (!(data14 === "promo" || data14 === "info" || data14 === "warning")) {
        const err13 = {
          instancePath: instancePath + "/tone",
          schemaPath: "#/properties/tone/enum",
          keyword: "enum",
          params: { allowedValues: schema119.properties.tone.enum },
          message: "must be equal to one of the allowed values",
          schema: schema119.properties.tone.enum,
          parentSchema: schema119.properties.tone,
          data: data14,
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
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema119.type,
      parentSchema: schema119,
      data,
    };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate327.errors = vErrors;
  return errors === 0;
}
validate327.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema128 = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://schemas.shasha.tv/v1/blocks/module.schema.json",
  title: "ModuleBlock",
  description: "An application module that renders itself (player, sports centre, payments).",
  type: "object",
  additionalProperties: false,
  required: ["type", "id", "module"],
  properties: {
    type: { description: "Block type.", const: "module", "x-since": "1.0" },
    id: {
      description: "Block id, unique in the screen.",
      $ref: "../common.schema.json#/$defs/blockId",
      "x-since": "1.0",
    },
    visibleWhen: {
      description: "Conditions for showing the block; absent means always.",
      $ref: "../common.schema.json#/$defs/visibleWhen",
      "x-since": "1.0",
    },
    fallback: {
      description: 'Replacement when this block is invalid: "drop" (default) or another block.',
      $ref: "../common.schema.json#/$defs/fallback",
      "x-since": "1.0",
    },
    critical: {
      description: "true: an invalid block fails the whole screen instead of being dropped.",
      $ref: "../common.schema.json#/$defs/critical",
      "x-since": "1.0",
    },
    analytics: {
      description: "Analytics events for this block.",
      $ref: "../common.schema.json#/$defs/analytics",
      "x-since": "1.0",
    },
    module: { description: "Which module.", enum: ["player", "sports", "payments"], "x-since": "1.0" },
    props: {
      description: "Module settings: string, number or boolean values.",
      type: "object",
      additionalProperties: { type: ["string", "number", "boolean"] },
      examples: [{ competition: "saudi-league" }],
      "x-since": "1.0",
    },
  },
  examples: [{ type: "module", id: "sports-centre", module: "sports" }],
  "x-since": "1.0",
};
function validate361(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate361.evaluated;
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
        params: { pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" },
        message: 'must match pattern "' + "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" + '"',
        schema: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$",
        parentSchema: schema27,
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
      schema: schema27.type,
      parentSchema: schema27,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate361.errors = vErrors;
  return errors === 0;
}
validate361.evaluated = { dynamicProps: false, dynamicItems: false };
function validate363(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate363.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === "userType" ||
        key0 === "profileKind" ||
        key0 === "platform" ||
        key0 === "country" ||
        key0 === "locale" ||
        key0 === "webView"
      )) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema28,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.userType !== undefined) {
      let data0 = data.userType;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err1 = {
            instancePath: instancePath + "/userType",
            schemaPath: "#/properties/userType/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.userType,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate71(data0[i0], {
              instancePath: instancePath + "/userType/" + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data0.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--;) {
            for (j0 = i1; j0--;) {
              if (func0(data0[i1], data0[j0])) {
                const err2 = {
                  instancePath: instancePath + "/userType",
                  schemaPath: "#/properties/userType/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i1, j: j0 },
                  message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.userType,
                  data: data0,
                };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/userType",
          schemaPath: "#/properties/userType/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.userType.type,
          parentSchema: schema28.properties.userType,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.profileKind !== undefined) {
      let data2 = data.profileKind;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err4 = {
            instancePath: instancePath + "/profileKind",
            schemaPath: "#/properties/profileKind/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.profileKind,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len1 = data2.length;
        for (let i2 = 0; i2 < len1; i2++) {
          if (
            !validate73(data2[i2], {
              instancePath: instancePath + "/profileKind/" + i2,
              parentData: data2,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
            errors = vErrors.length;
          }
        }
        let i3 = data2.length;
        let j1;
        if (i3 > 1) {
          outer1: for (; i3--;) {
            for (j1 = i3; j1--;) {
              if (func0(data2[i3], data2[j1])) {
                const err5 = {
                  instancePath: instancePath + "/profileKind",
                  schemaPath: "#/properties/profileKind/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i3, j: j1 },
                  message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.profileKind,
                  data: data2,
                };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/profileKind",
          schemaPath: "#/properties/profileKind/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.profileKind.type,
          parentSchema: schema28.properties.profileKind,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.platform !== undefined) {
      let data4 = data.platform;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err7 = {
            instancePath: instancePath + "/platform",
            schemaPath: "#/properties/platform/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.platform,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len2 = data4.length;
        for (let i4 = 0; i4 < len2; i4++) {
          if (
            !validate75(data4[i4], {
              instancePath: instancePath + "/platform/" + i4,
              parentData: data4,
              parentDataProperty: i4,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
            errors = vErrors.length;
          }
        }
        let i5 = data4.length;
        let j2;
        if (i5 > 1) {
          outer2: for (; i5--;) {
            for (j2 = i5; j2--;) {
              if (func0(data4[i5], data4[j2])) {
                const err8 = {
                  instancePath: instancePath + "/platform",
                  schemaPath: "#/properties/platform/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i5, j: j2 },
                  message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.platform,
                  data: data4,
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
                break outer2;
              }
            }
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/platform",
          schemaPath: "#/properties/platform/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.platform.type,
          parentSchema: schema28.properties.platform,
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
    if (data.country !== undefined) {
      let data6 = data.country;
      if (Array.isArray(data6)) {
        if (data6.length < 1) {
          const err10 = {
            instancePath: instancePath + "/country",
            schemaPath: "#/properties/country/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.country,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len3 = data6.length;
        for (let i6 = 0; i6 < len3; i6++) {
          if (
            !validate77(data6[i6], {
              instancePath: instancePath + "/country/" + i6,
              parentData: data6,
              parentDataProperty: i6,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
            errors = vErrors.length;
          }
        }
        let i7 = data6.length;
        let j3;
        if (i7 > 1) {
          outer3: for (; i7--;) {
            for (j3 = i7; j3--;) {
              if (func0(data6[i7], data6[j3])) {
                const err11 = {
                  instancePath: instancePath + "/country",
                  schemaPath: "#/properties/country/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i7, j: j3 },
                  message: "must NOT have duplicate items (items ## " + j3 + " and " + i7 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.country,
                  data: data6,
                };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
                break outer3;
              }
            }
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/country",
          schemaPath: "#/properties/country/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.country.type,
          parentSchema: schema28.properties.country,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.locale !== undefined) {
      let data8 = data.locale;
      if (Array.isArray(data8)) {
        if (data8.length < 1) {
          const err13 = {
            instancePath: instancePath + "/locale",
            schemaPath: "#/properties/locale/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema28.properties.locale,
            data: data8,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        const len4 = data8.length;
        for (let i8 = 0; i8 < len4; i8++) {
          if (
            !validate79(data8[i8], {
              instancePath: instancePath + "/locale/" + i8,
              parentData: data8,
              parentDataProperty: i8,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
            errors = vErrors.length;
          }
        }
        let i9 = data8.length;
        let j4;
        if (i9 > 1) {
          outer4: for (; i9--;) {
            for (j4 = i9; j4--;) {
              if (func0(data8[i9], data8[j4])) {
                const err14 = {
                  instancePath: instancePath + "/locale",
                  schemaPath: "#/properties/locale/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i9, j: j4 },
                  message: "must NOT have duplicate items (items ## " + j4 + " and " + i9 + " are identical)",
                  schema: true,
                  parentSchema: schema28.properties.locale,
                  data: data8,
                };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
                break outer4;
              }
            }
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + "/locale",
          schemaPath: "#/properties/locale/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema28.properties.locale.type,
          parentSchema: schema28.properties.locale,
          data: data8,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.webView !== undefined) {
      let data10 = data.webView;
      if (typeof data10 !== "boolean") {
        const err16 = {
          instancePath: instancePath + "/webView",
          schemaPath: "#/properties/webView/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
          schema: schema28.properties.webView.type,
          parentSchema: schema28.properties.webView,
          data: data10,
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
      schema: schema28.type,
      parentSchema: schema28,
      data,
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate363.errors = vErrors;
  return errors === 0;
}
validate363.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate370(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate370.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/anyOf/0/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
      schema: schema34.anyOf[0].type,
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if ("drop" !== data) {
    const err1 = {
      instancePath,
      schemaPath: "#/anyOf/0/const",
      keyword: "const",
      params: { allowedValue: "drop" },
      message: "must be equal to constant",
      schema: "drop",
      parentSchema: schema34.anyOf[0],
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (!wrapper0.validate(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
    errors = vErrors.length;
  } else {
    var props0 = wrapper0.validate.evaluated.props;
    var items0 = wrapper0.validate.evaluated.items;
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err2 = {
      instancePath,
      schemaPath: "#/anyOf",
      keyword: "anyOf",
      params: {},
      message: "must match a schema in anyOf",
      schema: schema34.anyOf,
      parentSchema: schema34,
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate370.errors = vErrors;
  evaluated0.props = props0;
  evaluated0.items = items0;
  return errors === 0;
}
validate370.evaluated = { dynamicProps: true, dynamicItems: true };
function validate372(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate372.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "boolean") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "boolean" },
      message: "must be boolean",
      schema: schema35.type,
      parentSchema: schema35,
      data,
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate372.errors = vErrors;
  return errors === 0;
}
validate372.evaluated = { dynamicProps: false, dynamicItems: false };
function validate374(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate374.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "impression" || key0 === "click")) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema36,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.impression !== undefined) {
      if (
        !validate87(data.impression, {
          instancePath: instancePath + "/impression",
          parentData: data,
          parentDataProperty: "impression",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
    if (data.click !== undefined) {
      if (
        !validate87(data.click, {
          instancePath: instancePath + "/click",
          parentData: data,
          parentDataProperty: "click",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema36.type,
      parentSchema: schema36,
      data,
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate374.errors = vErrors;
  return errors === 0;
}
validate374.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate360(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.shasha.tv/v1/blocks/module.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate360.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "type" },
        message: "must have required property '" + "type" + "'",
        schema: schema128.required,
        parentSchema: schema128,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
        schema: schema128.required,
        parentSchema: schema128,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.module === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "module" },
        message: "must have required property '" + "module" + "'",
        schema: schema128.required,
        parentSchema: schema128,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === "type" ||
        key0 === "id" ||
        key0 === "visibleWhen" ||
        key0 === "fallback" ||
        key0 === "critical" ||
        key0 === "analytics" ||
        key0 === "module" ||
        key0 === "props"
      )) {
        const err3 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
          schema: false,
          parentSchema: schema128,
          data,
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.type !== undefined) {
      let data0 = data.type;
      if ("module" !== data0) {
        const err4 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "module" },
          message: "must be equal to constant",
          schema: "module",
          parentSchema: schema128.properties.type,
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
    if (data.id !== undefined) {
      if (
        !validate361(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate361.errors : vErrors.concat(validate361.errors);
        errors = vErrors.length;
      }
    }
    if (data.visibleWhen !== undefined) {
      if (
        !validate363(data.visibleWhen, {
          instancePath: instancePath + "/visibleWhen",
          parentData: data,
          parentDataProperty: "visibleWhen",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate363.errors : vErrors.concat(validate363.errors);
        errors = vErrors.length;
      }
    }
    if (data.fallback !== undefined) {
      if (
        !validate370(data.fallback, {
          instancePath: instancePath + "/fallback",
          parentData: data,
          parentDataProperty: "fallback",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate370.errors : vErrors.concat(validate370.errors);
        errors = vErrors.length;
      }
    }
    if (data.critical !== undefined) {
      if (
        !validate372(data.critical, {
          instancePath: instancePath + "/critical",
          parentData: data,
          parentDataProperty: "critical",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate372.errors : vErrors.concat(validate372.errors);
        errors = vErrors.length;
      }
    }
    if (data.analytics !== undefined) {
      if (
        !validate374(data.analytics, {
          instancePath: instancePath + "/analytics",
          parentData: data,
          parentDataProperty: "analytics",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate374.errors : vErrors.concat(validate374.errors);
        errors = vErrors.length;
      }
    }
    if (data.module !== undefined) {
      let data6 = data.module;
      if (!(data6 === "player" || data6 === "sports" || data6 === "payments")) {
        const err5 = {
          instancePath: instancePath + "/module",
          schemaPath: "#/properties/module/enum",
          keyword: "enum",
          params: { allowedValues: schema128.properties.module.enum },
          message: "must be equal to one of the allowed values",
          schema: schema128.properties.module.enum,
          parentSchema: schema128.properties.module,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.props !== undefined) {
      let data7 = data.props;
      if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
        for (const key1 in data7) {
          let data8 = data7[key1];
          if (
            typeof data8 !== "string" &&
            !(typeof data8 == "number" && isFinite(data8)) &&
            typeof data8 !== "boolean"
          ) {
            const err6 = {
              instancePath: instancePath + "/props/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
              schemaPath: "#/properties/props/additionalProperties/type",
              keyword: "type",
              params: { type: schema128.properties.props.additionalProperties.type },
              message: "must be string,number,boolean",
              schema: schema128.properties.props.additionalProperties.type,
              parentSchema: schema128.properties.props.additionalProperties,
              data: data8,
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + "/props",
          schemaPath: "#/properties/props/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
          schema: schema128.properties.props.type,
          parentSchema: schema128.properties.props,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema128.type,
      parentSchema: schema128,
      data,
    };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate360.errors = vErrors;
  return errors === 0;
}
validate360.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate66(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.shasha.tv/v1/block.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate66.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    const tag0 = data.type;
    if (typeof tag0 == "string") {
      if (tag0 === "stack") {
        if (!validate67(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
          errors = vErrors.length;
        }
        var props0 = true;
      } else if (tag0 === "hero") {
        if (!validate93(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === "rail") {
        if (!validate129(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === "tile") {
        if (!validate167(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate167.errors : vErrors.concat(validate167.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === "section-header") {
        if (!validate189(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate189.errors : vErrors.concat(validate189.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === "text") {
        if (!validate215(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate215.errors : vErrors.concat(validate215.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === "image") {
        if (!validate237(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate237.errors : vErrors.concat(validate237.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === "button") {
        if (!validate264(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate264.errors : vErrors.concat(validate264.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === "badge") {
        if (!validate305(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate305.errors : vErrors.concat(validate305.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === "banner") {
        if (!validate327(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate327.errors : vErrors.concat(validate327.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === "module") {
        if (!validate360(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate360.errors : vErrors.concat(validate360.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else {
        const err0 = {
          instancePath,
          schemaPath: "#/discriminator",
          keyword: "discriminator",
          params: { error: "mapping", tag: "type", tagValue: tag0 },
          message: 'value of tag "type" must be in oneOf',
          schema: schema25.discriminator,
          parentSchema: schema25,
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
        schemaPath: "#/discriminator",
        keyword: "discriminator",
        params: { error: "tag", tag: "type", tagValue: tag0 },
        message: 'tag "type" must be string',
        schema: schema25.discriminator,
        parentSchema: schema25,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  } else {
    const err2 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
      schema: schema25.type,
      parentSchema: schema25,
      data,
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate66.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate66.evaluated = { dynamicProps: true, dynamicItems: false };
function validate52(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://schemas.shasha.tv/v1/screen.schema.json" */ let vErrors = null;
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
    if (data.id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
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
    if (data.title === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "title" },
        message: "must have required property '" + "title" + "'",
        schema: schema19.required,
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
    if (data.blocks === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "blocks" },
        message: "must have required property '" + "blocks" + "'",
        schema: schema19.required,
        parentSchema: schema19,
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
      if (!(
        key0 === "$schema" ||
        key0 === "schemaVersion" ||
        key0 === "id" ||
        key0 === "layout" ||
        key0 === "title" ||
        key0 === "description" ||
        key0 === "blocks"
      )) {
        const err4 = {
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
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.$schema !== undefined) {
      let data0 = data.$schema;
      if (typeof data0 === "string") {
        if (!formats0.test(data0)) {
          const err5 = {
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
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
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
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.schemaVersion !== undefined) {
      let data1 = data.schemaVersion;
      if (typeof data1 === "string") {
        if (!pattern3.test(data1)) {
          const err7 = {
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
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
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
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data2 = data.id;
      if (typeof data2 === "string") {
        if (!pattern4.test(data2)) {
          const err9 = {
            instancePath: instancePath + "/id",
            schemaPath: "#/properties/id/pattern",
            keyword: "pattern",
            params: { pattern: "^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,63}|(?:/[A-Za-z0-9][A-Za-z0-9_-]{0,63}){1,8})$" },
            message:
              'must match pattern "' +
              "^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,63}|(?:/[A-Za-z0-9][A-Za-z0-9_-]{0,63}){1,8})$" +
              '"',
            schema: "^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,63}|(?:/[A-Za-z0-9][A-Za-z0-9_-]{0,63}){1,8})$",
            parentSchema: schema19.properties.id,
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
          instancePath: instancePath + "/id",
          schemaPath: "#/properties/id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
          schema: schema19.properties.id.type,
          parentSchema: schema19.properties.id,
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
    if (data.layout !== undefined) {
      let data3 = data.layout;
      if (!(data3 === "default" || data3 === "no-chrome" || data3 === "transparent-header" || data3 === "player")) {
        const err11 = {
          instancePath: instancePath + "/layout",
          schemaPath: "#/properties/layout/enum",
          keyword: "enum",
          params: { allowedValues: schema19.properties.layout.enum },
          message: "must be equal to one of the allowed values",
          schema: schema19.properties.layout.enum,
          parentSchema: schema19.properties.layout,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      if (
        !validate54(data.title, {
          instancePath: instancePath + "/title",
          parentData: data,
          parentDataProperty: "title",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
        errors = vErrors.length;
      }
    }
    if (data.description !== undefined) {
      if (
        !validate54(data.description, {
          instancePath: instancePath + "/description",
          parentData: data,
          parentDataProperty: "description",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
        errors = vErrors.length;
      }
    }
    if (data.blocks !== undefined) {
      let data6 = data.blocks;
      if (Array.isArray(data6)) {
        if (data6.length < 1) {
          const err12 = {
            instancePath: instancePath + "/blocks",
            schemaPath: "#/properties/blocks/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
            schema: 1,
            parentSchema: schema19.properties.blocks,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        const len0 = data6.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate66(data6[i0], {
              instancePath: instancePath + "/blocks/" + i0,
              parentData: data6,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err13 = {
          instancePath: instancePath + "/blocks",
          schemaPath: "#/properties/blocks/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
          schema: schema19.properties.blocks.type,
          parentSchema: schema19.properties.blocks,
          data: data6,
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
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate52.errors = vErrors;
  return errors === 0;
}
validate52.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
exports.validateBlock = validate66;
