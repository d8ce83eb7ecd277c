import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { createTerminationStore } from "./terminationStore";
import { errorCodeOf, startSubscriptionKit, type SubscriptionKit } from "./testKit";

let kit: SubscriptionKit;
beforeAll(() => {
  kit = startSubscriptionKit("2026-11-26T12:00:00.000Z");
});
afterAll(() => kit.close());

const reasonsReply = z.object({ reasons: z.array(z.object({ id: z.string(), label: z.string() })) });
const post = (body: unknown, headers: Record<string, string>) => kit.call("/subscription/addTerminationReasons", { method: "POST", body, headers });

describe("GET addTerminationReasons", () => {
  test("the reasons in the language asked", async () => {
    const french = reasonsReply.parse((await kit.call("/subscription/addTerminationReasons?language=fr")).body);
    expect(french.reasons.map((reason) => reason.id)).toEqual(["too-expensive", "not-enough-content", "technical-problems", "one-show", "other"]);
    expect(french.reasons[0]?.label).toBe("C’est trop cher");
    const arabic = reasonsReply.parse((await kit.call("/subscription/addTerminationReasons", { headers: { language: "ar" } })).body);
    expect(arabic.reasons[4]?.label).toBe("سبب آخر");
    expect((await kit.call("/subscription/addTerminationReasons?language=de")).status).toBe(400);
  });
});

describe("POST addTerminationReasons", () => {
  test("a subscriber's answer is stored with the package held", async () => {
    const reply = await post({ reasonId: "too-expensive", comment: "  Prices went up.  " }, { token: kit.tokenFor("900003") });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ ok: true });
    const [row] = createTerminationStore(kit.db).ofUser("900003");
    expect(row).toMatchObject({ user_id: "900003", reason_id: "too-expensive", comment: "Prices went up.", product_id: "shasha-vip", created_at: Date.parse("2026-11-26T12:00:00.000Z") });
    await post({ reasonId: "other" }, { token: kit.tokenFor("900003") });
    expect(createTerminationStore(kit.db).ofUser("900003").map((entry) => [entry.reason_id, entry.comment])).toEqual([["other", null], ["too-expensive", "Prices went up."]]);
  });

  test("refused: an unknown reason, a bad body, no subscription, no session", async () => {
    const token = kit.tokenFor("900002");
    const unknown = await post({ reasonId: "bored" }, { token });
    expect([unknown.status, errorCodeOf(unknown)]).toEqual([400, "UNKNOWN_REASON"]);
    expect((await post({ reasonId: "other", comment: "x".repeat(501) }, { token })).status).toBe(400);
    expect((await post("{not json", { token })).status).toBe(400);
    expect((await post({}, { token })).status).toBe(400);
    const none = await post({ reasonId: "other" }, { token: kit.tokenFor("900001") });
    expect([none.status, errorCodeOf(none)]).toEqual([403, "NO_ACTIVE_SUBSCRIPTION"]);
    expect((await post({ reasonId: "other" }, {})).status).toBe(401);
    expect(createTerminationStore(kit.db).ofUser("900002")).toEqual([]);
  });
});
