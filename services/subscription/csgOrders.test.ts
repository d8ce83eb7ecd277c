import { describe, expect, test } from "vitest";
import { HttpError } from "../http/HttpError";
import { billingAddressFor } from "./csgOrders";

const address = { addressLine1: "1 High Street", city: "London", zip: "SW1A 1AA", country: "GB" };

describe("billingAddressFor (csg/subscribe and csg/changeCard)", () => {
  test("where the country asks for one: the body's address, else 400 BILLING_ADDRESS_REQUIRED", () => {
    expect(billingAddressFor("GB", { billingAddress: address })).toEqual(address);
    expect(billingAddressFor("us", { billingAddress: address })).toEqual(address);
    expect(() => billingAddressFor("AU", {})).toThrow(expect.objectContaining({ status: 400, code: "BILLING_ADDRESS_REQUIRED" }));
    expect(() => billingAddressFor("CA", { billingAddress: undefined })).toThrow(HttpError);
  });

  test("elsewhere: nothing, whatever the body says", () => {
    expect(billingAddressFor("JO", { billingAddress: address })).toBeUndefined();
    expect(billingAddressFor("EG", {})).toBeUndefined();
  });
});
