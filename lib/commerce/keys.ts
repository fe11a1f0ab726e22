import { sitePk } from '../db/keys.js';

/**
 * Keys of the commerce entities. Every partition starts with the site id (sitePk), so a query
 * or a GetItem can never reach another site's items: another site's resource is simply absent.
 */
export const commerceKeys = {
  /** A shipping rate, in the site's SHIPPING_RATE partition (listed by one Query). */
  shippingRate: (siteId: string, rateId: string) => ({ pk: sitePk(siteId, 'SHIPPING_RATE'), sk: rateId }),
  shippingRatePartition: (siteId: string) => sitePk(siteId, 'SHIPPING_RATE'),
  /** The site's default-rate marker: names the one default rate; every default change conditions on it. */
  defaultShippingRate: (siteId: string) => ({ pk: sitePk(siteId, 'SHIPPING_RATE_DEFAULT'), sk: 'DEFAULT' }),

  checkoutProfile: (siteId: string, profileId: string) => ({ pk: sitePk(siteId, 'CHECKOUT_PROFILE'), sk: profileId }),
  checkoutProfilePartition: (siteId: string) => sitePk(siteId, 'CHECKOUT_PROFILE'),
  /** Slug claim of a checkout profile (uniqueness, and slug addressing: it carries a copy of the profile). */
  checkoutProfileSlug: (siteId: string, slug: string) => ({ pk: sitePk(siteId, 'CHECKOUT_PROFILE_SLUG'), sk: slug }),

  coupon: (siteId: string, couponId: string) => ({ pk: sitePk(siteId, 'COUPON'), sk: couponId }),
  couponPartition: (siteId: string) => sitePk(siteId, 'COUPON'),
  /** Code claim of a coupon, keyed by the lower-cased code (uniqueness, and code addressing: it carries a copy). */
  couponCode: (siteId: string, code: string) => ({ pk: sitePk(siteId, 'COUPON_CODE'), sk: code.toLowerCase() }),
  /** GSI1 partition of a site's coupons in one state, so `GET /coupons?state=` is one Query. */
  couponStateIndex: (siteId: string, state: string) => sitePk(siteId, `COUPON_STATE#${state}`),
  /** One redemption of a coupon, in the coupon's own partition under the order's id (time-ordered: read backwards, newest first). */
  couponRedemption: (siteId: string, couponId: string, orderId: string) => ({ pk: sitePk(siteId, `COUPON_REDEMPTION#${couponId}`), sk: orderId }),
  couponRedemptionPartition: (siteId: string, couponId: string) => sitePk(siteId, `COUPON_REDEMPTION#${couponId}`),
  /**
   * The claim a once-per-customer redemption holds on its redeemer (a customer id, or `email:<address>`),
   * under the lower-cased code, so a checkout reads it with the coupon, before knowing the coupon's id.
   * It names the coupon (`coupon_id`): a claim left by a deleted coupon of the same code counts for nothing.
   */
  couponRedeemer: (siteId: string, code: string, redeemer: string) => ({ pk: sitePk(siteId, `COUPON_REDEEMER#${code.toLowerCase()}`), sk: redeemer }),
};
