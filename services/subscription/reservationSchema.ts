/**
 * A card order paid at a coupon's or a deal's reserved price (csgReservations.ts, docs/codes-and-deals.md "Paying a
 * reserved price"): one migration of services/db/migrate.ts once it is listed there; a migration's text never changes
 * once it has shipped.
 *
 * - `reservation_id`: the `couponId` or `dealRedemptionId` the order was priced with (a row of
 *   subscription_code_redemptions), so an idempotent replay must name the same one and the paid order spends it;
 * - `reservation_kind`: COUPON or DEAL, the id's kind (the two ids share no namespace the buyer may mix up);
 * - `reservation_periods`: the months the payment covers, fixed when the order was priced (the subscription's first
 *   period), so a reservation priced again afterwards cannot change what was paid for.
 * All NULL for an order at the catalogue's price, as every order stored before this one was.
 */
export const orderReservationColumns = `
  ALTER TABLE subscription_orders ADD COLUMN reservation_id TEXT;
  ALTER TABLE subscription_orders ADD COLUMN reservation_kind TEXT CHECK (reservation_kind IN ('COUPON', 'DEAL'));
  ALTER TABLE subscription_orders ADD COLUMN reservation_periods INTEGER CHECK (reservation_periods >= 1);
`;
