import { describe, expect, test } from "vitest";
import { clientAddressOf } from "./clientAddress";

const headers = (values: Record<string, string>) => new Headers(values);

describe("the viewer's address", () => {
  test("comes from the edge's header when CLIENT_IP_HEADER names one, and then x-forwarded-for is ignored", () => {
    const request = headers({ "cf-connecting-ip": "203.0.113.7", "x-forwarded-for": "198.51.100.1" });
    expect(clientAddressOf(request, "CF-Connecting-IP")).toBe("203.0.113.7");
    expect(clientAddressOf(headers({ "x-forwarded-for": "198.51.100.1" }), "cf-connecting-ip")).toBe("unknown");
  });

  test("is else the rightmost x-forwarded-for entry, the one the nearest proxy appended", () => {
    expect(clientAddressOf(headers({ "x-forwarded-for": "1.2.3.4, 10.0.0.1 ,  198.51.100.9" }), undefined)).toBe("198.51.100.9");
    expect(clientAddressOf(headers({ "x-forwarded-for": "::1" }), "")).toBe("::1");
  });

  test.each([
    ["[2001:DB8::1]:443", "2001:db8::1"],
    ["203.0.113.7:8080", "203.0.113.7"],
    ["::ffff:127.0.0.1", "::ffff:127.0.0.1"],
    ["fe80::1%eth0", "fe80::1%eth0"],
  ])("reads %s as %s", (value, address) => {
    expect(clientAddressOf(headers({ "x-forwarded-for": value }), undefined)).toBe(address);
  });

  test.each(["", "  ", "evil|bucket", "not an address", "1.2.3.4, <script>"])("is unknown for %j", (value) => {
    expect(clientAddressOf(headers({ "x-forwarded-for": value }), undefined)).toBe("unknown");
  });

  test("is unknown without any header", () => {
    expect(clientAddressOf(headers({}), undefined)).toBe("unknown");
  });
});
