import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of devices and push: each row, then what the OpenAPI document says of
 * them beyond their handlers (`docs`), then the request that measures each (`recipes`: the budget
 * test, the authorization matrix, the fault test and `npm run bench`). A handler passes its own row
 * to defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// devices and push (read_devices / write_devices). A storefront or app registers with the
// `public` scope (its customer session makes the device that customer's) and then reads, changes
// and deletes only its own device, named by the Installation-Id header; the handler decides.
export const createDevice: RouteDefinition = {
  name: 'create-device',
  method: 'POST',
  path: '/devices',
  auth: 'site',
  scope: 'write_devices',
  alternativeScope: 'public',
  access: 'write',
};
export const listDevices: RouteDefinition = {
  name: 'list-devices',
  method: 'GET',
  path: '/devices',
  auth: 'site',
  scope: 'read_devices',
  access: 'read',
};
export const countDevices: RouteDefinition = {
  name: 'count-devices',
  method: 'GET',
  path: '/devices/count',
  auth: 'site',
  scope: 'read_devices',
  access: 'read',
};
export const getDevice: RouteDefinition = {
  name: 'get-device',
  method: 'GET',
  path: '/devices/{device}',
  auth: 'site',
  scope: 'read_devices',
  alternativeScope: 'public',
  access: 'read',
};
export const updateDevice: RouteDefinition = {
  name: 'update-device',
  method: 'PATCH',
  path: '/devices/{device}',
  auth: 'site',
  scope: 'write_devices',
  alternativeScope: 'public',
  access: 'write',
};
export const deleteDevice: RouteDefinition = {
  name: 'delete-device',
  method: 'DELETE',
  path: '/devices/{device}',
  auth: 'site',
  scope: 'write_devices',
  alternativeScope: 'public',
  access: 'write',
};
export const createPush: RouteDefinition = {
  name: 'create-push',
  method: 'POST',
  path: '/devices/push',
  auth: 'site',
  scope: 'write_devices',
  access: 'write',
};
export const listPushes: RouteDefinition = {
  name: 'list-pushes',
  method: 'GET',
  path: '/devices/push',
  auth: 'site',
  scope: 'read_devices',
  access: 'read',
};
export const getPush: RouteDefinition = {
  name: 'get-push',
  method: 'GET',
  path: '/devices/push/{push}',
  auth: 'site',
  scope: 'read_devices',
  access: 'read',
};
export const cancelPush: RouteDefinition = {
  name: 'cancel-push',
  method: 'DELETE',
  path: '/devices/push/{push}',
  auth: 'site',
  scope: 'write_devices',
  access: 'write',
};
// The VAPID public key is what a browser subscribes with: public (a storefront's token), or any device scope.
export const getPushVapidPublicKey: RouteDefinition = {
  name: 'get-push-vapid-public-key',
  method: 'GET',
  path: '/push/vapid_public_key',
  auth: 'site',
  scope: 'public',
  alternativeScope: 'read_devices',
  access: 'write',
};
export const getPushSettings: RouteDefinition = {
  name: 'get-push-settings',
  method: 'GET',
  path: '/push/settings',
  auth: 'site',
  scope: 'read_site',
  access: 'read',
};
export const updatePushSettings: RouteDefinition = {
  name: 'update-push-settings',
  method: 'PUT',
  path: '/push/settings',
  auth: 'site',
  scope: 'write_site',
  access: 'write',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
export const docs: RouteDocs = {};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ must, as, get, deviceBody, makeDevice, PUSH_BODY, makePush, inADay }) => ({
  // devices and push
  'POST /devices': async ({ owner }) => ({
    method: 'POST',
    path: '/devices',
    options: as(owner, { body: deviceBody() }),
    expect: [201],
  }),
  'GET /devices': async (context) => {
    await makeDevice(context);
    return get('/devices', as(context.owner));
  },
  'GET /devices/count': async (context) => {
    await makeDevice(context);
    return get('/devices/count?where[platform]=web', as(context.owner));
  },
  'GET /devices/{}': async (context) => get(`/devices/${await makeDevice(context)}`, as(context.owner)),
  'PATCH /devices/{}': async (context) => ({
    method: 'PATCH',
    path: `/devices/${await makeDevice(context)}`,
    options: as(context.owner, { body: { badge: 3, channels: ['news', 'offers'] } }),
    expect: [200],
  }),
  'DELETE /devices/{}': async (context) => ({
    method: 'DELETE',
    path: `/devices/${await makeDevice(context)}`,
    options: as(context.owner),
    expect: [204],
  }),
  'POST /devices/push': async ({ owner }) => ({
    method: 'POST',
    path: '/devices/push',
    options: as(owner, { body: PUSH_BODY }),
    expect: [202],
  }),
  'GET /devices/push': async (context) => {
    await makePush(context);
    return get('/devices/push', as(context.owner));
  },
  'GET /devices/push/{}': async (context) => get(`/devices/push/${await makePush(context)}`, as(context.owner)),
  'DELETE /devices/push/{}': async (context) => ({
    method: 'DELETE',
    path: `/devices/push/${await makePush(context, { ...PUSH_BODY, options: { send_at: inADay() } })}`,
    options: as(context.owner),
    expect: [200],
  }),
  'GET /push/vapid_public_key': async ({ api, owner }) => {
    must(
      'GET /push/vapid_public_key (makes the key pair)',
      await api.request('GET', '/push/vapid_public_key', as(owner)),
      200,
    );
    return get('/push/vapid_public_key', as(owner));
  },
  'GET /push/settings': async ({ owner }) => get('/push/settings', as(owner)),
  'PUT /push/settings': async ({ owner }) => ({
    method: 'PUT',
    path: '/push/settings',
    options: as(owner, { body: { vapid_subject: 'mailto:ops@example.com' } }),
    expect: [200],
  }),
});
