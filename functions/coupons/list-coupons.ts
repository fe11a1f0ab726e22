import { listCouponsQuerySchema } from '../../lib/coupons/schemas.js';
import { listCoupons } from '../../lib/coupons/coupons.js';
import { presentCoupon } from '../../lib/coupons/present.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { couponListQuery, couponListSchema } from '../../lib/coupons/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listCoupons,
  { responses: { 200: couponListSchema }, listQuery: couponListQuery, query: listCouponsQuerySchema },
  async ({ event, principal, query }) => {
    const { state, code, ...page } = query;
    const base = baseUrl(event);
    return listResponse(
      event,
      await listCoupons(principal.site!.id, { state, code }, page, event.queryStringParameters ?? {}),
      (coupon) => presentCoupon(coupon, base),
    );
  },
);
