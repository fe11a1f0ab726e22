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
export const countOrders: RouteDefinition = {
  name: 'count-orders',
  method: 'GET',
  path: '/orders/count',
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
export const listOrderHistory: RouteDefinition = {
  name: 'list-order-history',
  method: 'GET',
  path: '/orders/{order}/history',
  auth: 'site',
  scope: 'read_orders',
  access: 'read',
};
export const createOrderNote: RouteDefinition = {
  name: 'create-order-note',
  method: 'POST',
  path: '/orders/{order}/notes',
  auth: 'site',
  scope: 'write_orders',
  access: 'write',
};
export const getOrderInvoicePdf: RouteDefinition = {
  name: 'get-order-invoice-pdf',
  method: 'GET',
  path: '/orders/{order}/invoice.pdf',
  auth: 'site',
  scope: 'read_orders',
  access: 'read',
};
export const listOrderFulfillments: RouteDefinition = {
  name: 'list-order-fulfillments',
  method: 'GET',
  path: '/orders/{order}/fulfillments',
  auth: 'site',
  scope: 'read_orders',
  access: 'read',
};
export const createFulfillment: RouteDefinition = {
  name: 'create-fulfillment',
  method: 'POST',
  path: '/orders/{order}/fulfillments',
  auth: 'site',
  scope: 'write_orders',
  access: 'write',
};
export const getFulfillment: RouteDefinition = {
  name: 'get-fulfillment',
  method: 'GET',
  path: '/orders/{order}/fulfillments/{fulfillment}',
  auth: 'site',
  scope: 'read_orders',
  access: 'read',
};
export const cancelFulfillment: RouteDefinition = {
  name: 'cancel-fulfillment',
  method: 'POST',
  path: '/orders/{order}/fulfillments/{fulfillment}/cancel',
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
  'list-order-history': {
    summary: "An order's history, oldest first",
    description:
      'Every change to the order, each written in the same transaction as the change itself: `created`, `status_changed`, ' +
      '`payment_started`, `payment_event`, `refund`, `invoice_created`, `credit_note_created`, `fulfillment_created`, `fulfillment_cancelled`, `note` and `mail_sent` ' +
      "(written by the mail worker once the mail is out). A customer's session sees its own orders' history without staff notes.",
  },
  'create-fulfillment': {
    summary: "Ship (part of) an order's lines",
    description:
      'For a `pending` (cash on delivery) or `paid` order, else 409 `order_not_fulfillable`. Each line ships at most what was ordered ' +
      'less what shipped and what was refunded, decided in the write itself: otherwise 409 `over_fulfilled` (of two concurrent fulfilments ' +
      "of the last unit, one is 201 and the other 409). The order's `fulfillment_status` changes in the same write, and a paid order " +
      'fully shipped becomes `fulfilled`. With `notify` (default true) the buyer gets `order_shipped` with the tracking link, once.',
    errors: [403, 409],
  },
  'get-fulfillment': {
    summary: 'One fulfilment of an order',
    description:
      "What a fulfilment's `url`, its creation's `Location` and its webhooks point at: cancelled ones too. A customer's session " +
      "reads its own orders' fulfilments only (another's is 404).",
  },
  'cancel-fulfillment': {
    summary: 'Cancel a fulfilment: its quantities are back to ship',
    description:
      'In one write with the order: its `fulfillment_status` again, and a `fulfilled` order becomes `paid`. A fulfilment is cancelled once (409 `already_cancelled`).',
    errors: [403, 409],
  },
  'get-order-invoice-pdf': {
    summary: "An order's invoice as PDF",
    description:
      'The invoice issued when the order first became paid, rendered from the snapshot of seller, buyer and lines taken then ' +
      '(a later customer erase or settings change alters no invoice): seller, buyer, number and date, lines with quantity, net, ' +
      'VAT rate and amount, a VAT summary per rate, totals, and "Reverse charge" where it applies. The same bytes on every download ' +
      "(its `ETag` a hash of them; 304 to a matching `If-None-Match`). 409 `not_invoiced` before the order is paid. A customer's " +
      'session reads its own orders only.',
    mediaType: 'application/pdf',
    errors: [409],
  },
  'create-order-note': {
    summary: "Add a staff note to an order's history",
    errors: [403],
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({
  as,
  get,
  must,
  makeProduct,
  placeOrder,
  checkoutExtras,
  orderLine,
  shipLine,
}) => ({
  // orders: the checkout with a coupon and a shipping rate, as a storefront sends it
  'GET /orders': async (context) => {
    await placeOrder(context);
    return get('/orders', as(context.owner));
  },
  'GET /orders/count': async (context) => {
    await placeOrder(context);
    return get('/orders/count?status=pending', as(context.owner));
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
  'GET /orders/{}/invoice.pdf': async (context) => {
    const id = await placeOrder(context);
    must(
      'POST /orders/{}/transitions',
      await context.api.request('POST', `/orders/${id}/transitions`, as(context.owner, { body: { status: 'paid' } })),
      200,
    );
    return get(`/orders/${id}/invoice.pdf`, as(context.owner));
  },
  'GET /orders/{}/history': async (context) => get(`/orders/${await placeOrder(context)}/history`, as(context.owner)),
  'GET /orders/{}/fulfillments': async (context) => {
    const { id } = await shipLine(context);
    return get(`/orders/${id}/fulfillments`, as(context.owner));
  },
  'POST /orders/{}/fulfillments': async (context) => {
    const { id, line } = await orderLine(context);
    return {
      method: 'POST',
      path: `/orders/${id}/fulfillments`,
      options: as(context.owner, {
        body: {
          lines: [{ line_id: line, quantity: 1 }],
          carrier: 'bpost',
          tracking_number: 'CD123456789BE',
          tracking_url: 'https://track.example.com/CD123456789BE',
        },
      }),
      expect: [201],
    };
  },
  'GET /orders/{}/fulfillments/{}': async (context) => {
    const { id, fulfillment } = await shipLine(context);
    return get(`/orders/${id}/fulfillments/${fulfillment}`, as(context.owner));
  },
  'POST /orders/{}/fulfillments/{}/cancel': async (context) => {
    const { id, fulfillment } = await shipLine(context);
    return {
      method: 'POST',
      path: `/orders/${id}/fulfillments/${fulfillment}/cancel`,
      options: as(context.owner),
      expect: [200],
    };
  },
  'POST /orders/{}/notes': async (context) => ({
    method: 'POST',
    path: `/orders/${await placeOrder(context)}/notes`,
    options: as(context.owner, { body: { text: 'Called the buyer: leave it at the door' } }),
    expect: [201],
  }),
});
