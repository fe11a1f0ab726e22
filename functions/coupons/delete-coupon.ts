import { cloudCodeDeleter } from '../../lib/cloudcode/hooks.js';
import { couponParamsSchema } from '../../lib/coupons/schemas.js';
import { deleteCoupon } from '../../lib/coupons/coupons.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deleteCoupon,
  { responses: { 204: null }, params: couponParamsSchema },
  async ({ event, principal, params }) => {
    if (!(await deleteCoupon(principal.site!.id, params.coupon, cloudCodeDeleter(principal, baseUrl(event)))))
      throw notFound('Coupon');
    return noContent();
  },
);
