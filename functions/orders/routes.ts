import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of orders: each row, then what the OpenAPI document says of
 * them beyond their handlers (`docs`), then the request that measures each (`recipes`: the budget
 * test, the authorization matrix, the fault test and `npm run bench`). A handler passes its own row
 * to defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// orders (read_orders / write_orders): POST /orders is the checkout; with a customer session a
// token sees and places only that customer's orders
export const listOrders: RouteDefinition = {
  name: 'list-orders',
  method: 'GET',
  path: '/orders',
  auth: 'site',
  scope: 'read_orders',
  access: 'read',
};
export const createOrder: RouteDefinition = {
  name: 'create-order',
  method: 'POST',
  path: '/orders',
  auth: 'site',
  scope: 'write_orders',
  access: 'write',
};
export const previewOrder: RouteDefinition = {
  name: 'preview-order',
  method: 'POST',
  path: '/orders/preview',
  auth: 'site',
  scope: 'write_orders',
  // It writes no order; `write` only because every POST may store its Idempotency-Key answer.
  access: 'write',
};
export const getOrder: RouteDefinition = {
  name: 'get-order',
  method: 'GET',
  path: '/orders/{order}',
  auth: 'site',
  scope: 'read_orders',
  access: 'read',
};
export const transitionOrder: RouteDefinition = {
  name: 'transition-order',
  method: 'POST',
  path: '/orders/{order}/transitions',
  auth: 'site',
  scope: 'write_orders',
  access: 'write',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
export const docs: RouteDocs = {
  'preview-order': {
    summary: 'Preview a checkout: the order it would place, priced',
    description:
      "Takes a checkout's body and answers the order it would place, priced with tax, shipping and discount, writing nothing (no number, no stock, no redemption): a buyer sees the VAT before paying. Refuses what the checkout would refuse (422; 409 for stock short or a coupon used up).",
    errors: [409],
  },
  'create-order': {
    summary: 'Check out: place an order',
    description:
      'Prices the lines from stored products, takes the stock and redeems the coupon in one transaction: all of it or nothing. ' +
      '`number` is unique per site, from 1001, and increasing in the order numbers are given: a checkout takes the next number once it has been validated, ' +
      'so a checkout refused after that (stock or a coupon taken by a concurrent buyer meanwhile, 409; the service unable to complete it, 503) leaves a gap: numbers are not gapless. ' +
      'A collision with concurrent checkouts is retried by the server (jittered backoff, about 5 s at most); only then is the answer 503 `contention` with Retry-After, never a 409. ' +
      'A retry with the same `Idempotency-Key` returns the first order and never places a second one.',
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ as, get, makeProduct, placeOrder, checkoutExtras }) => ({
  // orders: the checkout with a coupon and a shipping rate, as a storefront sends it
  'GET /orders': async (context) => {
    await placeOrder(context);
    return get('/orders', as(context.owner));
  },
  'POST /orders': async (context) => {
    const product = await makeProduct(context);
    return {
      method: 'POST',
      path: '/orders',
      options: as(context.owner, {
        body: {
          email: 'bench@example.com',
          ...(await checkoutExtras(context)),
          line_items: [{ product, quantity: 2 }],
        },
      }),
      expect: [201],
    };
  },

  'POST /orders/preview': async (context) => {
    const product = await makeProduct(context);
    return {
      method: 'POST',
      path: '/orders/preview',
      options: as(context.owner, {
        body: {
          email: 'bench@example.com',
          ...(await checkoutExtras(context)),
          line_items: [{ product, quantity: 2 }],
        },
      }),
      expect: [200],
    };
  },
  'GET /orders/{}': async (context) => get(`/orders/${await placeOrder(context)}`, as(context.owner)),
  'POST /orders/{}/transitions': async (context) => ({
    method: 'POST',
    path: `/orders/${await placeOrder(context)}/transitions`,
    options: as(context.owner, { body: { status: 'cancelled' } }),
    expect: [200],
  }),
});
