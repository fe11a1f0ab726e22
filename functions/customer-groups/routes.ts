import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of customer groups and their members: each row, then what the OpenAPI document says
 * of them beyond their handlers (`docs`), then the request that measures each (`recipes`). A
 * handler passes its own row to defineHandler, so its bundle holds that row only (every import
 * here is a type).
 */
// customer groups (read_customers / write_customers: the contract's customer scopes cover groups)
export const listCustomerGroups: RouteDefinition = {
  name: 'list-customer-groups',
  method: 'GET',
  path: '/customer_groups',
  auth: 'site',
  scope: 'read_customers',
  access: 'read',
};
export const countCustomerGroups: RouteDefinition = {
  name: 'count-customer-groups',
  method: 'GET',
  path: '/customer_groups/count',
  auth: 'site',
  scope: 'read_customers',
  access: 'read',
};
export const createCustomerGroup: RouteDefinition = {
  name: 'create-customer-group',
  method: 'POST',
  path: '/customer_groups',
  auth: 'site',
  scope: 'write_customers',
  access: 'write',
};
export const getCustomerGroup: RouteDefinition = {
  name: 'get-customer-group',
  method: 'GET',
  path: '/customer_groups/{group}',
  auth: 'site',
  scope: 'read_customers',
  access: 'read',
};
export const updateCustomerGroup: RouteDefinition = {
  name: 'update-customer-group',
  method: 'PUT',
  path: '/customer_groups/{group}',
  auth: 'site',
  scope: 'write_customers',
  access: 'write',
};
export const deleteCustomerGroup: RouteDefinition = {
  name: 'delete-customer-group',
  method: 'DELETE',
  path: '/customer_groups/{group}',
  auth: 'site',
  scope: 'write_customers',
  access: 'write',
};
export const addCustomerGroupMembers: RouteDefinition = {
  name: 'add-customer-group-members',
  method: 'POST',
  path: '/customer_groups/{group}/customers',
  auth: 'site',
  scope: 'write_customers',
  access: 'write',
};
export const removeCustomerGroupMember: RouteDefinition = {
  name: 'remove-customer-group-member',
  method: 'DELETE',
  path: '/customer_groups/{group}/customers/{customer}',
  auth: 'site',
  scope: 'write_customers',
  access: 'write',
};

export const docs: RouteDocs = {
  'update-customer-group': {
    summary: 'Change a customer group',
    description:
      "Changes the fields given. Members' copies of the group (`groups` on each customer) follow within a few seconds, off the request path.",
    errors: [409],
  },
  'create-customer-group': { errors: [409] },
  'delete-customer-group': {
    description: 'Answers at once; its members lose it within a few seconds, off the request path.',
  },
  'add-customer-group-members': {
    summary: 'Add customers to a group',
    description:
      'Up to 100 customer ids a call, each customer joined by its own write (not one transaction): safe to repeat, a repeat finds them among `already_members`.',
  },
  'remove-customer-group-member': {
    summary: 'Remove a customer from a group',
    description: 'The customer is an id or an email; 404 when it is not a member.',
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ must, as, crud, makeCustomer, unique }) => {
  const makeGroup = async ({ api, owner }: Parameters<ReturnType<RecipeBook>[string]>[0]) =>
    must(
      'POST /customer_groups',
      await api.request('POST', '/customer_groups', as(owner, { body: { name: unique('Group ') } })),
      201,
    ).body as { id: string; slug: string };
  return {
    ...crud('/customer_groups', () => ({ name: unique('Group ') }), { name: 'Renamed' }, { count: '' }),
    'POST /customer_groups/{}/customers': async (context) => {
      const group = await makeGroup(context);
      const customer = await makeCustomer(context);
      return {
        method: 'POST',
        path: `/customer_groups/${group.id}/customers`,
        options: as(context.owner, { body: { customer_ids: [customer.id] } }),
        expect: [200],
      };
    },
    'DELETE /customer_groups/{}/customers/{}': async (context) => {
      const group = await makeGroup(context);
      const customer = await makeCustomer(context);
      must(
        'POST /customer_groups/{}/customers',
        await context.api.request(
          'POST',
          `/customer_groups/${group.id}/customers`,
          as(context.owner, { body: { customer_ids: [customer.id] } }),
        ),
        200,
      );
      return {
        method: 'DELETE',
        path: `/customer_groups/${group.id}/customers/${customer.id}`,
        options: as(context.owner),
        expect: [204],
      };
    },
  };
};
