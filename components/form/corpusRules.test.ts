import { describe, expect, test } from "vitest";
import { fieldSpecsOf } from "@/domain/forms/fieldSpecs";
import { validateBlock } from "@/screens-schema/generated/validate-screen.cjs";
import { isUnknownRecord, walkBlocks } from "@/screens-schema/validator/walk-blocks";
import { corpusDocuments, exampleBlock } from "../testing/corpus";
import { otpKeyAction, fillCells, backspaceCells } from "./otpKeys";

const formTypes = ["form", "text-field", "email-field", "password-field", "phone-field", "otp-field", "checkbox", "select", "submit", "link", "social-login"] as const;

/** Every `rules.pattern.value` in a document, wherever it sits. */
function patternsIn(doc: unknown): string[] {
  const found: string[] = [];
  walkBlocks(doc, (block) => {
    const rules = block["rules"];
    const pattern = isUnknownRecord(rules) ? rules["pattern"] : undefined;
    const value = isUnknownRecord(pattern) ? pattern["value"] : undefined;
    if (typeof value === "string") found.push(value);
  });
  return found;
}

describe("field rules in the corpus and the examples", () => {
  const documents = [...corpusDocuments(), ...formTypes.map((type) => ({ file: `example ${type}`, doc: { blocks: [exampleBlock(type).block] } }))];

  test.each(documents.map(({ file, doc }) => [file, doc] as const))("every pattern in %s compiles as the validator runs it", (_file, doc) => {
    for (const pattern of patternsIn(doc)) expect(() => new RegExp(`^(?:${pattern})$`, "u")).not.toThrow();
  });

  test("every matches rule names a field of the same form", () => {
    for (const { doc } of corpusDocuments()) {
      walkBlocks(doc, (candidate) => {
        if (candidate["type"] !== "form" || !validateBlock(candidate) || candidate.type !== "form") return;
        const specs = fieldSpecsOf(candidate.children);
        const names = specs.map((spec) => spec.name);
        const dangling = specs.flatMap((spec) => (spec.rules?.matches && !names.includes(spec.rules.matches.field) ? [spec.name] : []));
        expect(dangling).toEqual([]);
        expect(new Set(names).size).toBe(names.length);
      });
    }
  });
});

describe("code input keys", () => {
  const key = (value: string) => ({ key: value, ctrlKey: false, metaKey: false, altKey: false });

  test.each([
    ["5", "ltr", { kind: "digit", digit: "5" }],
    ["٣", "rtl", { kind: "digit", digit: "3" }],
    ["a", "ltr", { kind: "block" }],
    ["/", "ltr", { kind: "block" }],
    [" ", "ltr", { kind: "block" }],
    ["Backspace", "ltr", { kind: "backspace" }],
    ["Delete", "ltr", { kind: "delete" }],
    ["Tab", "ltr", { kind: "pass" }],
    ["ArrowLeft", "ltr", { kind: "move", by: -1 }],
    ["ArrowLeft", "rtl", { kind: "move", by: 1 }],
    ["ArrowRight", "rtl", { kind: "move", by: -1 }],
  ] as const)("%j in %s", (value, dir, expected) => {
    expect(otpKeyAction(key(value), dir)).toEqual(expected);
  });

  test("paste and backspace", () => {
    expect(fillCells(["", "", "", ""], 1, "9a8b7c6")).toEqual({ cells: ["", "9", "8", "7"], next: 3 });
    expect(backspaceCells(["1", "", ""], 1)).toEqual({ cells: ["", "", ""], next: 0 });
    expect(backspaceCells(["1", "2", ""], 1)).toEqual({ cells: ["1", "", ""], next: 1 });
  });
});
