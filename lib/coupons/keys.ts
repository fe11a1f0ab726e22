import { sitePk } from '../db/keys.js';

/**
 * Keys of coupons, their code claims, state index, redemptions and redeemer claims. Every partition starts with the site id (sitePk),
 * so a query or a GetItem can never reach another site's items: another site's resource is simply absent.
 */
export const couponKeys = {
  coupon: (siteId: string, couponId: string) => ({ pk: sitePk(siteId, 'COUPON'), sk: couponId }),
  couponPartition: (siteId: string) => sitePk(siteId, 'COUPON'),
  /** Code claim of a coupon, keyed by the lower-cased code (uniqueness, and code addressing: it carries a copy). */
  couponCode: (siteId: string, code: string) => ({ pk: sitePk(siteId, 'COUPON_CODE'), sk: code.toLowerCase() }),
  /** GSI1 partition of a site's coupons in one state, so `GET /coupons?state=` is one Query. */
  couponStateIndex: (siteId: string, state: string) => sitePk(siteId, `COUPON_STATE#${state}`),
  /** One redemption of a coupon, in the coupon's own partition under the order's id (time-ordered: read backwards, newest first). */
  couponRedemption: (siteId: string, couponId: string, orderId: string) => ({
    pk: sitePk(siteId, `COUPON_REDEMPTION#${couponId}`),
    sk: orderId,
  }),
  couponRedemptionPartition: (siteId: string, couponId: string) => sitePk(siteId, `COUPON_REDEMPTION#${couponId}`),
  /**
   * The claim a once-per-customer redemption holds on its redeemer (a customer id, or `email:<address>`),
   * under the lower-cased code, so a checkout reads it with the coupon, before knowing the coupon's id.
   * It names the coupon (`coupon_id`): a claim left by a deleted coupon of the same code counts for nothing.
   */
  couponRedeemer: (siteId: string, code: string, redeemer: string) => ({
    pk: sitePk(siteId, `COUPON_REDEEMER#${code.toLowerCase()}`),
    sk: redeemer,
  }),
};
