import { couponParamsSchema } from '../../lib/coupons/schemas.js';
import { getCoupon } from '../../lib/coupons/coupons.js';
import { presentCoupon } from '../../lib/coupons/present.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { couponSchema } from '../../lib/coupons/response-schemas.js';
import { prefetchById } from '../../lib/db/prefetch.js';
import { couponKeys } from '../../lib/coupons/keys.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.getCoupon,
  { prefetch: prefetchById('coupon', couponKeys.coupon), responses: { 200: couponSchema }, params: couponParamsSchema },
  async ({ event, principal, params }) => {
    const coupon = await getCoupon(principal.site!.id, params.coupon);
    if (!coupon) throw notFound('Coupon');
    return ok(presentCoupon(coupon, baseUrl(event)));
  },
);
