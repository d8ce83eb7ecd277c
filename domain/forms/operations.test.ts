import { describe, expect, test } from "vitest";
import formSchema from "@/screens-schema/schemas/blocks/form.schema.json";
import { formOperations, isFormOperation, missingFields, operations, pickOperationValues, type FormOperation } from "./operations";

describe("form operations", () => {
  test("the closed set is exactly the schema's enum", () => {
    expect([...formOperations].sort()).toEqual([...formSchema.properties.operation.enum].sort());
    expect(Object.keys(operations).sort()).toEqual([...formOperations].sort());
  });

  test.each<[FormOperation, string[]]>([
    ["sign-in", ["email", "password"]],
    ["sign-up", ["email", "password"]],
    ["phone-sign-in", ["phone", "country"]],
    ["send-otp", ["phone", "country"]],
    ["verify-otp", ["phone", "otp"]],
    ["reset-request", ["email"]],
    ["reset", ["code", "newPassword"]],
    ["change-password", ["currentPassword", "newPassword"]],
    ["update-profile", ["firstName", "lastName"]],
    ["set-password", ["newPassword"]],
    ["delete-account", ["confirm"]],
    ["sign-out-other-devices", []],
    ["sign-out", []],
    ["pair-device", ["pairingCode"]],
  ])("%s requires %j", (operation, required) => {
    expect(operations[operation].required).toEqual(required);
    expect(missingFields(operation, required)).toEqual([]);
    expect(missingFields(operation, [])).toEqual(required);
  });

  test.each([
    ["sign-in", true],
    ["login", false],
    ["https://evil.example/collect", false],
    ["/api/forms/sign-in", false],
    [undefined, false],
  ])("isFormOperation(%j) is %s", (value, expected) => {
    expect(isFormOperation(value)).toBe(expected);
  });

  test("values an operation does not accept are dropped", () => {
    expect(pickOperationValues("sign-in", { email: "a@b.co", password: "x", isAdmin: true })).toEqual({ email: "a@b.co", password: "x" });
    expect(pickOperationValues("sign-up", { email: "e", subscribeToNewsLetter: true, acceptTerms: true })).toEqual({ email: "e", subscribeToNewsLetter: true });
  });
});
