import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { contractIdOf, contractReplySchema, contractRequest, latestPin, startCarrierKit, type CarrierKit } from "./carrierProviderTestKit";

let kit: CarrierKit;
beforeAll(async () => {
  kit = await startCarrierKit();
});
afterAll(() => kit.close());

let serial = 0;
/** A new PIN contract on a fresh Zain number; its id and number. */
async function pinContract(changes: Record<string, unknown> = {}) {
  serial += 1;
  const msisdn = `+96279550${5000 + serial}`;
  const reply = await kit.create(contractRequest({ msisdn, merchantReference: `order-pin-${serial}`, ...changes }), `pin-${serial}`);
  expect(reply.status).toBe(200);
  return { contractId: contractIdOf(reply), msisdn };
}

const verify = (contractId: string, pin: string) => kit.post(`/v1/contracts/${contractId}/verify`, { pin });
const resend = (contractId: string) => kit.post(`/v1/contracts/${contractId}/send-pin`);
const wrongPin = (pin: string) => (pin === "0000" ? "1111" : "0000");

describe("the PIN", () => {
  test("is sent by SMS in the contract's language: four digits, and that it expires in 2 minutes", async () => {
    const { contractId, msisdn } = await pinContract();
    const [sms] = kit.sms(msisdn);
    expect(sms?.kind).toBe("otp");
    expect(sms?.code).toMatch(/^\d{4}$/);
    expect(sms?.text).toBe(`Your Shasha subscription code is ${sms?.code}. It expires in 2 minutes. Do not share it.`);
    const view = contractReplySchema.parse((await kit.get(`/v1/contracts/${contractId}`)).body);
    expect(view.status).toBe("PENDING_PIN");
    expect(view.pin).toEqual({ length: 4, expiresIn: 120, resendIn: 30, resendsLeft: 3, attemptsLeft: 3 });
    // The reply never holds the number nor the PIN.
    expect(JSON.stringify(view)).not.toContain(msisdn.slice(1));
    const arabic = await pinContract({ language: "ar" });
    expect(kit.sms(arabic.msisdn)[0]?.text).toContain("دقيقتين");
    const french = await pinContract({ language: "fr" });
    expect(kit.sms(french.msisdn)[0]?.text).toContain("expire dans 2 minutes");
  });

  test("is good for 120 s: at 119 s it confirms the contract, at 120 s it has expired", async () => {
    const early = await pinContract();
    kit.advance(119_000);
    const confirmed = await verify(early.contractId, latestPin(kit, early.msisdn));
    expect(contractReplySchema.parse(confirmed.body).status).toBe("ACTIVE");
    const late = await pinContract();
    kit.advance(120_000);
    const expired = await verify(late.contractId, latestPin(kit, late.msisdn));
    expect([expired.status, expired.body]).toEqual([410, expect.objectContaining({ errorCode: "PIN_EXPIRED" })]);
  });

  test("three wrong tries kill it: attempts left 2, 1, then TOO_MANY_ATTEMPTS, even for the right PIN", async () => {
    const { contractId, msisdn } = await pinContract();
    const pin = latestPin(kit, msisdn);
    const first = await verify(contractId, wrongPin(pin));
    expect([first.status, first.body]).toEqual([422, expect.objectContaining({ errorCode: "WRONG_PIN", attemptsLeft: 2 })]);
    expect((await verify(contractId, wrongPin(pin))).body).toMatchObject({ errorCode: "WRONG_PIN", attemptsLeft: 1 });
    const third = await verify(contractId, wrongPin(pin));
    expect([third.status, third.body]).toEqual([429, expect.objectContaining({ errorCode: "TOO_MANY_ATTEMPTS" })]);
    expect((await verify(contractId, pin)).body).toMatchObject({ errorCode: "TOO_MANY_ATTEMPTS" });
    expect(contractReplySchema.parse((await kit.get(`/v1/contracts/${contractId}`)).body).status).toBe("PENDING_PIN");
  });

  test("a resend waits 30 s, gives a new PIN (the old one dies, the tries start again), three at most", async () => {
    const { contractId, msisdn } = await pinContract();
    const firstPin = latestPin(kit, msisdn);
    kit.advance(10_000);
    const soon = await resend(contractId);
    expect([soon.status, soon.body]).toEqual([429, expect.objectContaining({ errorCode: "RESEND_TOO_SOON", retryIn: 20 })]);
    // A wrong try before the resend: the new PIN has its own three.
    await verify(contractId, wrongPin(firstPin));
    const pins = [];
    for (let count = 0; count < 3; count += 1) {
      kit.advance(30_000);
      pins.push(contractReplySchema.parse((await resend(contractId)).body).pin);
    }
    expect(pins).toEqual([2, 1, 0].map((resendsLeft) => ({ length: 4, expiresIn: 120, resendIn: resendsLeft === 0 ? 0 : 30, resendsLeft, attemptsLeft: 3 })));
    expect(kit.sms(msisdn)).toHaveLength(4);
    kit.advance(30_000);
    const tooMany = await resend(contractId);
    expect([tooMany.status, tooMany.body]).toEqual([429, expect.objectContaining({ errorCode: "TOO_MANY_RESENDS" })]);
    const latest = latestPin(kit, msisdn);
    // The first PIN died with the first resend (were the two the same four digits, any other PIN stands in).
    const stale = latest === firstPin ? wrongPin(latest) : firstPin;
    expect((await verify(contractId, stale)).body).toMatchObject({ errorCode: "WRONG_PIN" });
    expect(contractReplySchema.parse((await verify(contractId, latest)).body).status).toBe("ACTIVE");
  });

  test("a confirmed contract takes no more PINs and sends none", async () => {
    const { contractId, msisdn } = await pinContract();
    await verify(contractId, latestPin(kit, msisdn));
    const again = await verify(contractId, latestPin(kit, msisdn));
    expect([again.status, again.body]).toEqual([409, expect.objectContaining({ errorCode: "CONTRACT_NOT_PENDING", contractStatus: "ACTIVE" })]);
    kit.advance(30_000);
    expect((await resend(contractId)).body).toMatchObject({ errorCode: "CONTRACT_NOT_PENDING" });
    expect(kit.sms(msisdn)).toHaveLength(1);
    expect((await verify(contractId, "12a4")).status).toBe(400);
  });

  test("without the development defaults the SMS row keeps neither the PIN nor its text", async () => {
    const quiet = await startCarrierKit({ devRoutes: false });
    try {
      const reply = await quiet.create(contractRequest(), "quiet-1");
      expect(reply.status).toBe(200);
      const [sms] = quiet.sms("+962791234567");
      expect(sms?.code).toBeNull();
      expect(sms?.text).toBe("Your Shasha subscription code is [not kept]. It expires in 2 minutes. Do not share it.");
    } finally {
      await quiet.close();
    }
  });

  test("a number gets the PINs of five new contracts an hour at most, so typing someone's number cannot flood it", async () => {
    const msisdn = "+962795554321";
    const replies = [];
    for (let count = 0; count < 6; count += 1) replies.push((await kit.create(contractRequest({ msisdn, merchantReference: `flood-${count}` }), `flood-${count}`)).status);
    expect(replies).toEqual([200, 200, 200, 200, 200, 429]);
    expect(kit.sms(msisdn)).toHaveLength(5);
    kit.advance(60 * 60 * 1000);
    expect((await kit.create(contractRequest({ msisdn, merchantReference: "flood-later" }), "flood-later")).status).toBe(200);
  });
});
