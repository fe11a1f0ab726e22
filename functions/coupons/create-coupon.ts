import { cloudCodeWriter } from '../../lib/cloudcode/hooks.js';
import { createCouponSchema } from '../../lib/coupons/schemas.js';
import { createCoupon } from '../../lib/coupons/coupons.js';
import { presentCoupon } from '../../lib/coupons/present.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { couponSchema } from '../../lib/coupons/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.createCoupon,
  { responses: { 201: couponSchema }, body: createCouponSchema },
  async ({ event, principal, body }) => {
    const coupon = await createCoupon(principal.site!.id, body, cloudCodeWriter(principal, baseUrl(event)));
    const presented = presentCoupon(coupon, baseUrl(event));
    return created(presented, presented.url);
  },
);
