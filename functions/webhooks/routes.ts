import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of webhooks and deliveries: each row, then what the OpenAPI document says of
 * them beyond their handlers (`docs`), then the request that measures each (`recipes`: the budget
 * test, the authorization matrix, the fault test and `npm run bench`). A handler passes its own row
 * to defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// webhooks (read_site / write_site): events of the site's resources, delivered as signed POSTs
export const listWebhooks: RouteDefinition = {
  name: 'list-webhooks',
  method: 'GET',
  path: '/webhooks',
  auth: 'site',
  scope: 'read_site',
  access: 'read',
};
export const countWebhooks: RouteDefinition = {
  name: 'count-webhooks',
  method: 'GET',
  path: '/webhooks/count',
  auth: 'site',
  scope: 'read_site',
  access: 'read',
};
export const createWebhook: RouteDefinition = {
  name: 'create-webhook',
  method: 'POST',
  path: '/webhooks',
  auth: 'site',
  scope: 'write_site',
  access: 'write',
};
export const getWebhook: RouteDefinition = {
  name: 'get-webhook',
  method: 'GET',
  path: '/webhooks/{webhook}',
  auth: 'site',
  scope: 'read_site',
  access: 'read',
};
export const updateWebhook: RouteDefinition = {
  name: 'update-webhook',
  method: 'PUT',
  path: '/webhooks/{webhook}',
  auth: 'site',
  scope: 'write_site',
  access: 'write',
};
export const deleteWebhook: RouteDefinition = {
  name: 'delete-webhook',
  method: 'DELETE',
  path: '/webhooks/{webhook}',
  auth: 'site',
  scope: 'write_site',
  access: 'write',
};
export const rotateWebhookSecret: RouteDefinition = {
  name: 'rotate-webhook-secret',
  method: 'POST',
  path: '/webhooks/{webhook}/rotate_secret',
  auth: 'site',
  scope: 'write_site',
  access: 'write',
};
export const pingWebhook: RouteDefinition = {
  name: 'ping-webhook',
  method: 'POST',
  path: '/webhooks/{webhook}/ping',
  auth: 'site',
  scope: 'write_site',
  access: 'write',
};
export const listWebhookDeliveries: RouteDefinition = {
  name: 'list-webhook-deliveries',
  method: 'GET',
  path: '/webhooks/{webhook}/deliveries',
  auth: 'site',
  scope: 'read_site',
  access: 'read',
};
export const getWebhookDelivery: RouteDefinition = {
  name: 'get-webhook-delivery',
  method: 'GET',
  path: '/webhooks/{webhook}/deliveries/{delivery}',
  auth: 'site',
  scope: 'read_site',
  access: 'read',
};
export const redeliverWebhookDelivery: RouteDefinition = {
  name: 'redeliver-webhook-delivery',
  method: 'POST',
  path: '/webhooks/{webhook}/deliveries/{delivery}/redeliver',
  auth: 'site',
  scope: 'write_site',
  access: 'write',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
export const docs: RouteDocs = {};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ must, as, get, WEBHOOK_BODY, roomForWebhook, makeWebhook }) => ({
  // webhooks (nothing is delivered here: no event worker runs; port 9 is discard)
  'GET /webhooks': async (context) => {
    await makeWebhook(context);
    return get('/webhooks', as(context.owner));
  },
  'GET /webhooks/count': async (context) => {
    await makeWebhook(context);
    return get('/webhooks/count', as(context.owner));
  },
  'POST /webhooks': async (context) => {
    await roomForWebhook(context);
    return { method: 'POST', path: '/webhooks', options: as(context.owner, { body: WEBHOOK_BODY }), expect: [201] };
  },
  'GET /webhooks/{}': async (context) => get(`/webhooks/${await makeWebhook(context)}`, as(context.owner)),
  'PUT /webhooks/{}': async (context) => ({
    method: 'PUT',
    path: `/webhooks/${await makeWebhook(context)}`,
    options: as(context.owner, { body: { events: ['*'] } }),
    expect: [200],
  }),
  'DELETE /webhooks/{}': async (context) => ({
    method: 'DELETE',
    path: `/webhooks/${await makeWebhook(context)}`,
    options: as(context.owner),
    expect: [204],
  }),
  'POST /webhooks/{}/rotate_secret': async (context) => ({
    method: 'POST',
    path: `/webhooks/${await makeWebhook(context)}/rotate_secret`,
    options: as(context.owner),
    expect: [200],
  }),
  'POST /webhooks/{}/ping': async (context) => ({
    method: 'POST',
    path: `/webhooks/${await makeWebhook(context)}/ping`,
    options: as(context.owner),
    expect: [202],
  }),
  'GET /webhooks/{}/deliveries': async (context) => {
    const webhook = await makeWebhook(context);
    must(
      'POST /webhooks/{}/ping',
      await context.api.request('POST', `/webhooks/${webhook}/ping`, as(context.owner)),
      202,
    );
    return get(`/webhooks/${webhook}/deliveries`, as(context.owner));
  },
  'GET /webhooks/{}/deliveries/{}': async (context) => {
    const webhook = await makeWebhook(context);
    const ping = must(
      'POST /webhooks/{}/ping',
      await context.api.request('POST', `/webhooks/${webhook}/ping`, as(context.owner)),
      202,
    );
    return get(`/webhooks/${webhook}/deliveries/${ping.body.id}`, as(context.owner));
  },
  'POST /webhooks/{}/deliveries/{}/redeliver': async (context) => {
    const webhook = await makeWebhook(context);
    const ping = must(
      'POST /webhooks/{}/ping',
      await context.api.request('POST', `/webhooks/${webhook}/ping`, as(context.owner)),
      202,
    );
    return {
      method: 'POST',
      path: `/webhooks/${webhook}/deliveries/${ping.body.id}/redeliver`,
      options: as(context.owner),
      expect: [202],
    };
  },
});
