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
// A customer's address book: no scope on the row, as a customer reaches its own through its
// session (any site token with Session-Token, or a customer token); without one the handler asks
// read_customers (GET) or write_customers, which reach any customer's.
export const listCustomerAddresses: RouteDefinition = { name: 'list-customer-addresses', method: 'GET', path: '/customers/{customer}/addresses', auth: 'site', access: 'read' };
export const createCustomerAddress: RouteDefinition = { name: 'create-customer-address', method: 'POST', path: '/customers/{customer}/addresses', auth: 'site', access: 'write' };
export const getCustomerAddress: RouteDefinition = { name: 'get-customer-address', method: 'GET', path: '/customers/{customer}/addresses/{address}', auth: 'site', access: 'read' };
export const updateCustomerAddress: RouteDefinition = { name: 'update-customer-address', method: 'PUT', path: '/customers/{customer}/addresses/{address}', auth: 'site', access: 'write' };
export const deleteCustomerAddress: RouteDefinition = { name: 'delete-customer-address', method: 'DELETE', path: '/customers/{customer}/addresses/{address}', auth: 'site', access: 'write' };

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
const addressAccess = 'A customer reaches its own addresses through its session (any site token with `Session-Token`, or a customer token); '
  + "another customer's are 404. Without a session, `read_customers` (reads) or `write_customers` (writes) reach any customer's.";
export const docs: RouteDocs = {
  'list-customer-addresses': { summary: "A customer's addresses", description: addressAccess, errors: [403, 404] },
  'create-customer-address': {
    summary: 'Add an address to a customer',
    description: `${addressAccess} At most 20 per customer (422 \`too_many_addresses\`); \`country\` is an assigned ISO 3166-1 alpha-2 code. `
      + 'A new `default_billing` or `default_shipping` stops the previous one being it, in the same write. The change is a `customer.updated` event.',
    errors: [403, 404],
  },
  'get-customer-address': { summary: 'One address of a customer', description: addressAccess, errors: [403, 404] },
  'update-customer-address': {
    summary: 'Change an address of a customer',
    description: `${addressAccess} The fields given change (null clears an optional one); past orders keep the copy they took. The change is a \`customer.updated\` event.`,
    errors: [403, 404],
  },
  'delete-customer-address': {
    summary: 'Delete an address of a customer',
    description: `${addressAccess} Past orders keep the copy they took. The change is a \`customer.updated\` event.`,
    errors: [403, 404],
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ must, as, get, makeCustomer, makeAddress, ADDRESS_BODY, unique }) => ({
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
  // a customer's address book
  'GET /customers/{}/addresses': async (context) => get(`/customers/${(await makeAddress(context)).customer}/addresses`, as(context.owner)),
  'POST /customers/{}/addresses': async (context) =>
    ({ method: 'POST', path: `/customers/${(await makeCustomer(context)).id}/addresses`, options: as(context.owner, { body: ADDRESS_BODY }), expect: [201] }),
  'GET /customers/{}/addresses/{}': async (context) => {
    const { customer, id } = await makeAddress(context);
    return get(`/customers/${customer}/addresses/${id}`, as(context.owner));
  },
  'PUT /customers/{}/addresses/{}': async (context) => {
    const { customer, id } = await makeAddress(context);
    return { method: 'PUT', path: `/customers/${customer}/addresses/${id}`, options: as(context.owner, { body: { city: 'Ghent', default_shipping: true } }), expect: [200] };
  },
  'DELETE /customers/{}/addresses/{}': async (context) => {
    const { customer, id } = await makeAddress(context);
    return { method: 'DELETE', path: `/customers/${customer}/addresses/${id}`, options: as(context.owner), expect: [204] };
  },
});
