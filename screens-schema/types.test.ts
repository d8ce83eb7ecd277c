import { describe, expect, expectTypeOf, test } from "vitest";
import { knownBlockTypes } from "./generated/schema-tables";
import { blockTypes, type BlockType } from "./types";
import block from "./schemas/block.schema.json";

describe("the block type list", () => {
  test("names exactly the members of BlockType (checked by tsc)", () => {
    expectTypeOf<(typeof knownBlockTypes)[number]>().toEqualTypeOf<BlockType>();
    const exhaustive = { stack: 1, hero: 1, rail: 1, tile: 1, "section-header": 1, text: 1, image: 1, button: 1, badge: 1, banner: 1, module: 1, form: 1, "text-field": 1, "email-field": 1, "password-field": 1, "phone-field": 1, "otp-field": 1, checkbox: 1, select: 1, submit: 1, link: 1, "social-login": 1, "profile-list": 1, "title-header": 1, "season-picker": 1, grid: 1, "watch-history": 1, "package-list": 1, "feature-table": 1, "order-summary": 1, "payment-method-list": 1, "subscription-manage": 1, "partner-list": 1, "offer-list": 1, "programme-guide": 1, "search-results": 1, "device-list": 1, "device-pairing": 1, "onboarding-picks": 1 } satisfies Record<BlockType, 1>;
    expect([...blockTypes].sort()).toEqual(Object.keys(exhaustive).sort());
  });

  test("has one entry per block schema in block.schema.json", () => {
    expect(blockTypes).toHaveLength(block.oneOf.length);
    expect(block.oneOf.map((branch) => branch.$ref)).toEqual(blockTypes.map((type) => `blocks/${type}.schema.json`));
  });
});
