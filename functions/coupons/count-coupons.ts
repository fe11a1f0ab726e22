import * as z from 'zod/mini';
import { countCoupons } from '../../lib/coupons/coupons.js';
import { couponListQuery } from '../../lib/coupons/response-schemas.js';
import { listCouponsQuerySchema } from '../../lib/coupons/schemas.js';
import { countHandler } from '../../lib/endpoint/count-handler.js';
import * as route from './routes.js';

/** How many coupons the list holds for the same `state`, `code` and `where[…]`. */
export const handler = countHandler(
  route.countCoupons,
  { listQuery: couponListQuery, query: z.omit(listCouponsQuerySchema, { per_page: true, cursor: true }) },
  async ({ event, principal, query }) =>
    countCoupons(principal.site!.id, { state: query.state, code: query.code }, event.queryStringParameters ?? {}),
);
