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

export const docs: RouteDocs = {
  'put-payment-provider': {
    summary: 'Set up a payment provider',
    description:
      'Stripe takes `secret_key` and `webhook_secret` (and `capture_method`), Mollie `api_key`; `manual` and `test` take no keys. ' +
      'Secrets are sealed at rest and write-only: reads show `…` and their last 4 characters. A secret left out keeps the stored one. ' +
      '`test` is refused (422 `test_payments_disabled`) on a deployed stage whose configuration does not set `allowTestPayments`.',
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ must, as, get }) => {
  const setUp = async ({ api, owner }: Parameters<ReturnType<RecipeBook>[string]>[0], provider = 'test') =>
    must(
      'PUT /payment_providers/{}',
      await api.request('PUT', `/payment_providers/${provider}`, as(owner, { body: {} })),
      200,
      201,
    );
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
    'DELETE /payment_providers/{}': async (context) => {
      await setUp(context, 'manual');
      return { method: 'DELETE', path: '/payment_providers/manual', options: as(context.owner), expect: [204] };
    },
  };
};
