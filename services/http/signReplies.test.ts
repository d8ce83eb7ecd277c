import { describe, expect, test } from "vitest";
import { responseSignatureHeader, verifyResponseSignature } from "@/domain/responseSignature";
import { jsonReply } from "./reply";
import { signProtectedReplies } from "./signReplies";

const requestTo = (url: string) => ({ url });

describe("the services sign the protected calls' replies", () => {
  const finish = signProtectedReplies("shared");

  test("a protected call's reply, error or not, carries the signature of its status and body", () => {
    for (const reply of [jsonReply({ user: { id: "u1" } }), jsonReply({ error: { code: "407" } }, 401)]) {
      const signed = finish(requestTo("/user/userData?country=JO"), reply);
      expect(verifyResponseSignature("shared", signed.status, signed.body, signed.headers[responseSignatureHeader] ?? null)).toBe(true);
      expect(signed.body).toBe(reply.body);
    }
    expect(finish(requestTo("/content/playout/new/drm"), jsonReply({})).headers[responseSignatureHeader]).toBeDefined();
  });

  test("any other reply is left as it was", () => {
    const reply = jsonReply({ products: [] });
    expect(finish(requestTo("/content/product/id"), reply)).toBe(reply);
  });
});
