import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of customers and their sessions: each row, then what the OpenAPI document says of
 * them beyond their handlers (`docs`), then the request that measures each (`recipes`: the budget
 * test, the authorization matrix, the fault test and `npm run bench`). A handler passes its own row
 * to defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// customers and sessions (read_customers / write_customers)
export const listCustomers: RouteDefinition = { name: 'list-customers', method: 'GET', path: '/customers', auth: 'site', scope: 'read_customers', access: 'read' };
export const createCustomer: RouteDefinition = { name: 'create-customer', method: 'POST', path: '/customers', auth: 'site', scope: 'write_customers', access: 'write' };
export const getCustomer: RouteDefinition = { name: 'get-customer', method: 'GET', path: '/customers/{customer}', auth: 'site', scope: 'read_customers', access: 'read' };
export const updateCustomer: RouteDefinition = { name: 'update-customer', method: 'PUT', path: '/customers/{customer}', auth: 'site', scope: 'write_customers', access: 'write' };
export const deleteCustomer: RouteDefinition = { name: 'delete-customer', method: 'DELETE', path: '/customers/{customer}', auth: 'site', scope: 'write_customers', access: 'write' };
// The site's customer fields: the literal segment wins over `{customer}` (customer ids are 24 hex characters).
export const getCustomerCustomizations: RouteDefinition = { name: 'get-customer-customizations', method: 'GET', path: '/customers/customizations', auth: 'site', scope: 'read_customers', access: 'read' };
export const updateCustomerCustomizations: RouteDefinition = { name: 'update-customer-customizations', method: 'PUT', path: '/customers/customizations', auth: 'site', scope: 'write_customers', access: 'write' };
// Sign-in and sign-out need no scope, only a token resolved to the site (a storefront's public
// site token): the customer's password (or session) is the credential, not the token's scopes.
export const loginCustomer: RouteDefinition = { name: 'login-customer', method: 'POST', path: '/customers/login', auth: 'site', access: 'write' };
export const logoutCustomer: RouteDefinition = { name: 'logout-customer', method: 'POST', path: '/customers/logout', auth: 'site', access: 'write' };

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
export const docs: RouteDocs = {};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ must, as, get, makeCustomer, unique }) => ({
  // customers and sessions
  'GET /customers': async (context) => {
    await makeCustomer(context);
    return get('/customers', as(context.owner));
  },
  'POST /customers': async ({ owner }) =>
    ({ method: 'POST', path: '/customers', options: as(owner, { body: { email: `${unique('c')}@example.com`, password: 'secret-123' } }), expect: [201] }),
  'GET /customers/{}': async (context) => get(`/customers/${(await makeCustomer(context)).id}`, as(context.owner)),
  'PUT /customers/{}': async (context) =>
    ({ method: 'PUT', path: `/customers/${(await makeCustomer(context)).id}`, options: as(context.owner, { body: { first_name: 'Grace' } }), expect: [200] }),
  'DELETE /customers/{}': async (context) =>
    ({ method: 'DELETE', path: `/customers/${(await makeCustomer(context)).id}`, options: as(context.owner), expect: [204] }),
  'GET /customers/customizations': async ({ owner }) => get('/customers/customizations', as(owner)),
  'PUT /customers/customizations': async ({ owner }) =>
    ({ method: 'PUT', path: '/customers/customizations', options: as(owner, { body: { customizations: [{ name: 'loyalty_number', type: 'string', unique: true }] } }), expect: [200] }),
  'POST /customers/login': async (context) => {
    const customer = await makeCustomer(context);
    return { method: 'POST', path: '/customers/login', options: as(context.owner, { body: { email: customer.email, password: customer.password } }), expect: [201] };
  },
  'POST /customers/logout': async (context) => {
    const customer = await makeCustomer(context);
    const login = must('POST /customers/login', await context.api.request('POST', '/customers/login', as(context.owner, { body: { email: customer.email, password: customer.password } })), 201);
    return { method: 'POST', path: '/customers/logout', options: as(context.owner, { headers: { 'session-token': login.body.session_token } }), expect: [204] };
  },
});
