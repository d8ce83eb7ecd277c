/**
 * The card payment kit (csgTestKit.ts) for purchases at a coupon's or a deal's reserved price: the reservations made
 * through the service's own calls (codes/redeem, deals/…/redeem), and readers of what a payment does to them.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { orderReplySchema, post, startCsgKit, subscribeBodyOf, type CsgKit } from "./csgTestKit";

export function startReservationKit(): Promise<CsgKit> {
  return startCsgKit();
}

const couponReply = z.object({ couponId: z.string() });
const dealReply = z.object({ dealRedemptionId: z.string() });

/** The account's reservation of a coupon code (WELCOME50: VIP, JOD 2.000 for one month in Jordan). */
export async function reserveCoupon(csg: CsgKit, token: string, code = "WELCOME50"): Promise<string> {
  const reply = await post(csg.kit, "/codes/redeem", { code, idempotencyKey: `coupon-${randomUUID()}` }, token);
  return couponReply.parse(reply.body).couponId;
}

/** The account's reservation of a priced deal (souq-plus-3-for-2: VIP, three months for JOD 8.000 in Jordan). */
export async function reserveDeal(csg: CsgKit, token: string, dealParam = "souq-plus-3-for-2", productId = "shasha-vip"): Promise<string> {
  const reply = await post(csg.kit, `/deals/${dealParam}/redeem`, { productId, idempotencyKey: `deal-${randomUUID()}` }, token);
  return dealReply.parse(reply.body).dealRedemptionId;
}

/** csg/subscribe of VIP from Jordan with the given changes (a reservation's id and its price). */
export const subscribeWith = (csg: CsgKit, token: string, changes: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post(csg.kit, "/csg/subscribe", subscribeBodyOf(changes), token, headers);

/** The id of the order csg/subscribe answered (it fails the test on an error reply). */
export const orderIdOf = (reply: { body: unknown }): string => orderReplySchema.parse(reply.body).orderId;

const redemptionState = z.object({ status: z.string(), order_id: z.string().nullable() });

/** The reservation's status and the order that used it. */
export function reservationState(csg: CsgKit, id: string) {
  return redemptionState.parse(csg.kit.db.prepare("SELECT status, order_id FROM subscription_code_redemptions WHERE id = ?").get(id));
}

const orderColumns = z.object({ amount: z.number(), payment_method: z.string(), reservation_id: z.string().nullable(), reservation_kind: z.string().nullable(), reservation_periods: z.number().nullable() });

/** The order's price and reservation as stored. */
export function storedOrder(csg: CsgKit, orderId: string) {
  return orderColumns.parse(csg.kit.db.prepare("SELECT amount, payment_method, reservation_id, reservation_kind, reservation_periods FROM subscription_orders WHERE id = ?").get(orderId));
}
