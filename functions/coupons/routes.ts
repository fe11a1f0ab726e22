import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of coupons: each row, then what the OpenAPI document says of them beyond their
 * handlers (`docs`), then the request that measures each (`recipes`: the budget test, the
 * authorization matrix, the fault test and `npm run bench`). A handler passes its own row to
 * defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// coupons (read_coupons / write_coupons)
export const listCoupons: RouteDefinition = {
  name: 'list-coupons',
  method: 'GET',
  path: '/coupons',
  auth: 'site',
  scope: 'read_coupons',
  access: 'read',
};
export const countCoupons: RouteDefinition = {
  name: 'count-coupons',
  method: 'GET',
  path: '/coupons/count',
  auth: 'site',
  scope: 'read_coupons',
  access: 'read',
};
export const createCoupon: RouteDefinition = {
  name: 'create-coupon',
  method: 'POST',
  path: '/coupons',
  auth: 'site',
  scope: 'write_coupons',
  access: 'write',
};
export const getCoupon: RouteDefinition = {
  name: 'get-coupon',
  method: 'GET',
  path: '/coupons/{coupon}',
  auth: 'site',
  scope: 'read_coupons',
  access: 'read',
};
export const updateCoupon: RouteDefinition = {
  name: 'update-coupon',
  method: 'PUT',
  path: '/coupons/{coupon}',
  auth: 'site',
  scope: 'write_coupons',
  access: 'write',
};
export const deleteCoupon: RouteDefinition = {
  name: 'delete-coupon',
  method: 'DELETE',
  path: '/coupons/{coupon}',
  auth: 'site',
  scope: 'write_coupons',
  access: 'write',
};
export const listCouponRedemptions: RouteDefinition = {
  name: 'list-coupon-redemptions',
  method: 'GET',
  path: '/coupons/{coupon}/redemptions',
  auth: 'site',
  scope: 'read_coupons',
  access: 'read',
};

export const docs: RouteDocs = {
  'list-coupon-redemptions': {
    summary: "A coupon's redemptions",
    description:
      'One per order that redeemed the coupon (a cancelled order releases its redemption), newest first, paged; `redemption_count` on the coupon counts them. The coupon is an id or its code (any case).',
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ must, as, get, crud, makeProduct, unique }) => ({
  ...crud(
    '/coupons',
    () => ({ code: unique('BENCH'), coupon_type: 'percentage', coupon_percentage: 10 }),
    { name: 'Renamed' },
    { count: '?state=active' },
  ),
  'GET /coupons/{}/redemptions': async (context) => {
    const coupon = must(
      'POST /coupons',
      await context.api.request(
        'POST',
        '/coupons',
        as(context.owner, { body: { code: unique('BENCH'), coupon_type: 'percentage', coupon_percentage: 10 } }),
      ),
      201,
    ).body;
    const product = await makeProduct(context);
    must(
      'POST /orders',
      await context.api.request(
        'POST',
        '/orders',
        as(context.owner, {
          body: { email: 'bench@example.com', coupon: coupon.code, line_items: [{ product, quantity: 1 }] },
        }),
      ),
      201,
    );
    return get(`/coupons/${coupon.id}/redemptions`, as(context.owner));
  },
});
