/**
 * The largest `lifespan_amount` of a limited coupon. Redemptions are items of their own
 * (redemptions.ts), so this is a bound on the request, not on what a coupon can record.
 */
export const MAX_REDEMPTIONS = 1_000_000;

/**
 * How many redemptions a coupon allows in all, or undefined for no limit (an unlimited coupon, and
 * a once-per-customer one, whose limit is one per redeemer).
 */
export const redemptionLimit = (coupon: {
  readonly lifespan?: string;
  readonly lifespan_amount?: number;
}): number | undefined => {
  switch (coupon.lifespan) {
    case 'single_use':
      return 1;
    case 'limited':
      return coupon.lifespan_amount ?? 0;
    default:
      return undefined;
  }
};
