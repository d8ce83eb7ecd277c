/**
 * Proration of an upgrade (spec 7 `getProrationinfo`): what to pay now to move to a dearer package for the rest of
 * the billing period. Amount = (new price − current price) × remaining whole days ÷ days in the period, rounded half
 * up to a minor unit, never negative; all in integers, so no float ever carries money (domain/subscription/money.ts).
 * The billing period is the plan's cycle (one month for P1M) counted from the subscription's start date, and the
 * subscription's end date ends it early: after the end nothing remains to prorate.
 */
const dayMs = 86_400_000;

export const planMonths = { P1M: 1, P3M: 3, P1Y: 12 } as const;

/** `date` plus whole months in UTC, the day clamped to the month's last (31 January + 1 month = 28 February). */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

export interface BillingPeriod {
  start: Date;
  /** The cycle's natural end: what the period's length is measured to. */
  cycleEnd: Date;
  /** The cycle's end, or the subscription's end when that comes first: the next renewal date. */
  end: Date;
}

/** The billing cycle of `months` months, counted from `start`, that holds `now`; the first cycle before `start`. */
export function billingPeriod(start: Date, subscriptionEnd: Date, now: Date, months: number): BillingPeriod {
  let cycles = Math.max(0, (now.getUTCFullYear() - start.getUTCFullYear()) * 12 + now.getUTCMonth() - start.getUTCMonth());
  cycles = Math.floor(cycles / months);
  while (cycles > 0 && addMonths(start, cycles * months) > now) cycles -= 1;
  while (addMonths(start, (cycles + 1) * months) <= now) cycles += 1;
  const cycleStart = addMonths(start, cycles * months);
  const cycleEnd = addMonths(start, (cycles + 1) * months);
  return { start: cycleStart, cycleEnd, end: subscriptionEnd < cycleEnd ? subscriptionEnd : cycleEnd };
}

/** `numerator / denominator` rounded half up, for non-negative integers. */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export interface Proration {
  amountDue: number;
  remainingDays: number;
  daysInPeriod: number;
  period: BillingPeriod;
}

export function prorate(input: { currentMinor: number; newMinor: number; start: Date; end: Date; now: Date; months: number }): Proration {
  const period = billingPeriod(input.start, input.end, input.now, input.months);
  const daysInPeriod = Math.max(1, Math.round((period.cycleEnd.getTime() - period.start.getTime()) / dayMs));
  const remainingDays = Math.min(daysInPeriod, Math.max(0, Math.floor((period.end.getTime() - input.now.getTime()) / dayMs)));
  const difference = input.newMinor - input.currentMinor;
  const amountDue = difference <= 0 ? 0 : divideHalfUp(difference * remainingDays, daysInPeriod);
  return { amountDue, remainingDays, daysInPeriod, period };
}
