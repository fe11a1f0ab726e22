import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of payments: providers' settings, payments, their webhooks and refunds. Each row, then
 * what the OpenAPI document says of them beyond their handlers (`docs`), then the request that
 * measures each (`recipes`). A handler passes its own row to defineHandler, so its bundle holds that
 * row only (every import here is a type).
 */
// payment providers (read_site / write_site: a site's settings, secrets included)
export const listPaymentProviders: RouteDefinition = {
  name: 'list-payment-providers',
  method: 'GET',
  path: '/payment_providers',
  auth: 'site',
  scope: 'read_site',
  access: 'read',
};
export const getPaymentProvider: RouteDefinition = {
  name: 'get-payment-provider',
  method: 'GET',
  path: '/payment_providers/{provider}',
  auth: 'site',
  scope: 'read_site',
  access: 'read',
};
export const putPaymentProvider: RouteDefinition = {
  name: 'put-payment-provider',
  method: 'PUT',
  path: '/payment_providers/{provider}',
  auth: 'site',
  scope: 'write_site',
  access: 'write',
};
export const deletePaymentProvider: RouteDefinition = {
  name: 'delete-payment-provider',
  method: 'DELETE',
  path: '/payment_providers/{provider}',
  auth: 'site',
  scope: 'write_site',
  access: 'write',
};
// payments of orders (read_orders / write_orders; a customer session pays and sees its own orders only)
export const listOrderPayments: RouteDefinition = {
  name: 'list-order-payments',
  method: 'GET',
  path: '/orders/{order}/payments',
  auth: 'site',
  scope: 'read_orders',
  access: 'read',
};
export const createPayment: RouteDefinition = {
  name: 'create-payment',
  method: 'POST',
  path: '/orders/{order}/payments',
  auth: 'site',
  scope: 'write_orders',
  access: 'write',
};
export const getPayment: RouteDefinition = {
  name: 'get-payment',
  method: 'GET',
  path: '/payments/{payment}',
  auth: 'site',
  scope: 'read_orders',
  access: 'read',
};
// authorize then capture: the shop captures or releases an authorized payment (write_orders)
export const capturePayment: RouteDefinition = {
  name: 'capture-payment',
  method: 'POST',
  path: '/payments/{payment}/capture',
  auth: 'site',
  scope: 'write_orders',
  access: 'write',
};
export const voidPayment: RouteDefinition = {
  name: 'void-payment',
  method: 'POST',
  path: '/payments/{payment}/void',
  auth: 'site',
  scope: 'write_orders',
  access: 'write',
};
// refunds of orders (write_orders to refund, read_orders to read)
export const listOrderRefunds: RouteDefinition = {
  name: 'list-order-refunds',
  method: 'GET',
  path: '/orders/{order}/refunds',
  auth: 'site',
  scope: 'read_orders',
  access: 'read',
};
export const createRefund: RouteDefinition = {
  name: 'create-refund',
  method: 'POST',
  path: '/orders/{order}/refunds',
  auth: 'site',
  scope: 'write_orders',
  access: 'write',
};
export const getRefund: RouteDefinition = {
  name: 'get-refund',
  method: 'GET',
  path: '/orders/{order}/refunds/{refund}',
  auth: 'site',
  scope: 'read_orders',
  access: 'read',
};
export const getCreditNotePdf: RouteDefinition = {
  name: 'get-credit-note-pdf',
  method: 'GET',
  path: '/orders/{order}/refunds/{refund}/credit_note.pdf',
  auth: 'site',
  scope: 'read_orders',
  access: 'read',
};
// the providers' webhooks: public (no token), verified by each provider's own means
export const receivePaymentWebhook: RouteDefinition = {
  name: 'receive-payment-webhook',
  method: 'POST',
  path: '/payments/webhooks/{provider}/{site}',
  auth: 'none',
  access: 'write',
};

export const docs: RouteDocs = {
  'get-credit-note-pdf': {
    summary: "A refund's credit note as PDF",
    description:
      'The credit note issued when the refund succeeded (`CN-2026-000001`, its own gapless series per site and year), rendered from ' +
      'the snapshot taken then: seller and buyer as the invoice had them, the invoice it corrects, the lines refunded, the amount ' +
      'credited with the VAT in it. The same bytes on every download (`ETag`, 304). 409 `not_credited` while the refund has not ' +
      "succeeded. A customer's session reads its own orders' credit notes only.",
    mediaType: 'application/pdf',
    errors: [409],
  },
  'create-payment': {
    summary: 'Start paying an order',
    description:
      'Pays what the order still owes (`amount_outstanding`) through a provider the site has set up: the answer carries the `checkout_url` the buyer is sent to ' +
      "(Stripe: also `client_secret`). The order is paid by the provider's webhook, never by the buyer's return. Expires the order's other pending payments. " +
      '409 `order_not_payable` for a cancelled order or one that owes nothing; 422 `provider_not_configured` for a provider the site has not set up. ' +
      'A retry with the same `Idempotency-Key` answers the first payment and never starts a second one.',
    errors: [409],
  },
  'capture-payment': {
    summary: 'Capture an authorized payment',
    description:
      'Captures `amount` (default: all that was authorized, at most what the order still owes) through the provider that authorized it; a partial capture releases the rest ' +
      '(the ledger shows a `capture` and a `void` of the remainder) and the payment is `paid` with the captured amount, the order `partially_paid` while it still owes. ' +
      '422 naming `amount` above the authorized amount, or above what the order still owes (`exceeds_outstanding`); 409 `payment_not_authorized` for a payment not `authorized`; 409 `order_not_payable` for a cancelled order or one that owes nothing; ' +
      '502 `provider_refused` when the provider refuses (nothing changes).',
    errors: [409, 502],
  },
  'void-payment': {
    summary: 'Release an authorized payment',
    description:
      'Releases the authorization through its provider: the payment becomes `voided` with a `void` entry in its ledger. ' +
      '409 `payment_not_authorized` for a payment not `authorized`; 502 `provider_refused` when the provider refuses (nothing changes).',
    errors: [409, 502],
  },
  'create-refund': {
    summary: "Refund an order's captured money",
    description:
      'Refunds `amount`, or what was paid for the `lines` given (per unit: the line net after its discount share, plus its tax), or else everything still refundable, through the payments that took the money: ' +
      'in `parts`, one per payment, the payment with the most refundable money first, each refunded at and settled by its own provider ' +
      '(manual and test parts refund at once: `succeeded`; the refund is `pending` while any part is, `failed` when any failed). Never more than captured minus already refunded: 422 `refund_exceeds_captured` ' +
      '(concurrent refunds included). `restock: true` puts the lines back into stock in the same write. ' +
      'A retry with the same `Idempotency-Key` answers the first refund and never refunds twice.',
  },
  'receive-payment-webhook': {
    summary: "A payment provider's event",
    description:
      'Public: no token. The body is read raw (Stripe signs it; Mollie posts `id=…` as a form; the test provider signs it with `Test-Signature`). ' +
      'An event that cannot be verified is 400 `invalid_webhook` and changes nothing, whether or not the site exists. Each provider event id is applied at most once; ' +
      'a payment only moves forward; an event for a payment not stored yet is queued and applied later (`queued`).',
  },
  'put-payment-provider': {
    summary: 'Set up a payment provider',
    description:
      'Stripe takes `secret_key` and `webhook_secret` (and `capture_method`), Mollie `api_key`; `manual` and `test` take no keys. ' +
      'Secrets are sealed at rest and write-only: reads show `…` and their last 4 characters. A secret left out keeps the stored one. ' +
      '`test` is refused (422 `test_payments_disabled`) on a deployed stage whose configuration does not set `allowTestPayments`.',
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ must, as, get, placeOrder, startPayment, signedPaymentEvent }) => {
  const setUp = async ({ api, owner }: Parameters<ReturnType<RecipeBook>[string]>[0], provider = 'test') =>
    must(
      'PUT /payment_providers/{}',
      await api.request('PUT', `/payment_providers/${provider}`, as(owner, { body: {} })),
      200,
      201,
    );
  type Context = Parameters<ReturnType<RecipeBook>[string]>[0];
  const makeRefund = async (context: Context) => {
    const payment = await startPayment(context);
    must(
      'POST /payments/webhooks/{}/{}',
      await context.api.request(
        'POST',
        `/payments/webhooks/test/${context.owner.site.id}`,
        await signedPaymentEvent(context, payment),
      ),
      200,
    );
    return must(
      'POST /orders/{}/refunds',
      await context.api.request(
        'POST',
        `/orders/${payment.order_id}/refunds`,
        as(context.owner, { body: { amount: 1 } }),
      ),
      201,
    ).body as { id: string; order_id: string };
  };
  return {
    'GET /payment_providers': async (context) => {
      await setUp(context);
      return get('/payment_providers', as(context.owner));
    },
    'GET /payment_providers/{}': async (context) => {
      await setUp(context);
      return get('/payment_providers/test', as(context.owner));
    },
    'PUT /payment_providers/{}': async (context) => ({
      method: 'PUT',
      path: '/payment_providers/mollie',
      options: as(context.owner, { body: { api_key: 'test_abcdefghijklmnopqrstuvwxyz12' } }),
      expect: [200, 201],
    }),
    // payments: through the test provider, as a storefront starts them
    'POST /orders/{}/payments': async (context) => {
      await setUp(context);
      return {
        method: 'POST',
        path: `/orders/${await placeOrder(context)}/payments`,
        options: as(context.owner, { body: { provider: 'test', return_url: 'https://shop.example.com/thanks' } }),
        expect: [201],
      };
    },
    'GET /orders/{}/payments': async (context) =>
      get(`/orders/${(await startPayment(context)).order_id}/payments`, as(context.owner)),
    'GET /payments/{}': async (context) => get(`/payments/${(await startPayment(context)).id}`, as(context.owner)),
    // the provider's event that pays the order
    'POST /payments/webhooks/{}/{}': async (context) => {
      const payment = await startPayment(context);
      return {
        method: 'POST',
        path: `/payments/webhooks/test/${context.owner.site.id}`,
        options: await signedPaymentEvent(context, payment),
        expect: [200],
      };
    },
    // refunds: of an order paid through the test provider
    'POST /orders/{}/refunds': async (context) => {
      const payment = await startPayment(context);
      must(
        'POST /payments/webhooks/{}/{}',
        await context.api.request(
          'POST',
          `/payments/webhooks/test/${context.owner.site.id}`,
          await signedPaymentEvent(context, payment),
        ),
        200,
      );
      return {
        method: 'POST',
        path: `/orders/${payment.order_id}/refunds`,
        options: as(context.owner, { body: { amount: 1, reason: 'Bench' } }),
        expect: [201],
      };
    },
    'GET /orders/{}/refunds': async (context) => {
      const refund = await makeRefund(context);
      return get(`/orders/${refund.order_id}/refunds`, as(context.owner));
    },
    'GET /orders/{}/refunds/{}/credit_note.pdf': async (context) => {
      const refund = await makeRefund(context);
      return get(`/orders/${refund.order_id}/refunds/${refund.id}/credit_note.pdf`, as(context.owner));
    },
    'GET /orders/{}/refunds/{}': async (context) => {
      const refund = await makeRefund(context);
      return get(`/orders/${refund.order_id}/refunds/${refund.id}`, as(context.owner));
    },
    // authorize then capture: a test payment authorized on its checkout page, then captured in part or released
    'POST /payments/{}/capture': async (context) => {
      const payment = await startPayment(context);
      must(
        'POST /payments/webhooks/{}/{}',
        await context.api.request(
          'POST',
          `/payments/webhooks/test/${context.owner.site.id}`,
          await signedPaymentEvent(context, payment, 'authorized'),
        ),
        200,
      );
      return {
        method: 'POST',
        path: `/payments/${payment.id}/capture`,
        options: as(context.owner, { body: { amount: 10 } }),
        expect: [200],
      };
    },
    'POST /payments/{}/void': async (context) => {
      const payment = await startPayment(context);
      must(
        'POST /payments/webhooks/{}/{}',
        await context.api.request(
          'POST',
          `/payments/webhooks/test/${context.owner.site.id}`,
          await signedPaymentEvent(context, payment, 'authorized'),
        ),
        200,
      );
      return { method: 'POST', path: `/payments/${payment.id}/void`, options: as(context.owner), expect: [200] };
    },
    'DELETE /payment_providers/{}': async (context) => {
      await setUp(context, 'manual');
      return { method: 'DELETE', path: '/payment_providers/manual', options: as(context.owner), expect: [204] };
    },
  };
};
