import { cloudCodeWriter } from '../../lib/cloudcode/hooks.js';
import { couponParamsSchema, updateCouponSchema } from '../../lib/coupons/schemas.js';
import { updateCoupon } from '../../lib/coupons/coupons.js';
import { presentCoupon } from '../../lib/coupons/present.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { couponSchema } from '../../lib/coupons/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.updateCoupon,
  { responses: { 200: couponSchema }, params: couponParamsSchema, body: updateCouponSchema },
  async ({ event, principal, params, body }) => {
    const coupon = await updateCoupon(
      principal.site!.id,
      params.coupon,
      body,
      cloudCodeWriter(principal, baseUrl(event)),
    );
    return ok(presentCoupon(coupon, baseUrl(event)));
  },
);
