import { listRedemptions } from '../../lib/coupons/redemption-list.js';
import { presentRedemption } from '../../lib/coupons/present.js';
import { redemptionListSchema } from '../../lib/coupons/response-schemas.js';
import { couponParamsSchema } from '../../lib/coupons/schemas.js';
import { pageQuerySchema } from '../../lib/db/pagination.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import * as route from './routes.js';

/** A coupon's redemptions, newest first: one per order that redeemed it and was not cancelled. */
export const handler = defineHandler(
  route.listCouponRedemptions,
  { responses: { 200: redemptionListSchema }, params: couponParamsSchema, query: pageQuerySchema },
  async ({ event, principal, params, query }) => {
    const page = await listRedemptions(principal.site!.id, params.coupon, query);
    if (!page) throw notFound('Coupon');
    const base = baseUrl(event);
    return listResponse(event, page, (redemption) => presentRedemption(redemption, base));
  },
);
