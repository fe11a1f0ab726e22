import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook, RecipeContext } from '../../harness/recipes.js';

/*
 * The routes of customers and their sessions: each row, then what the OpenAPI document says of
 * them beyond their handlers (`docs`), then the request that measures each (`recipes`: the budget
 * test, the authorization matrix, the fault test and `npm run bench`). A handler passes its own row
 * to defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// customers and sessions (read_customers / write_customers)
export const listCustomers: RouteDefinition = {
  name: 'list-customers',
  method: 'GET',
  path: '/customers',
  auth: 'site',
  scope: 'read_customers',
  access: 'read',
};
export const countCustomers: RouteDefinition = {
  name: 'count-customers',
  method: 'GET',
  path: '/customers/count',
  auth: 'site',
  scope: 'read_customers',
  access: 'read',
};
// A publishable key (`public`) also signs a visitor up, with its own details only (the handler decides).
export const createCustomer: RouteDefinition = {
  name: 'create-customer',
  method: 'POST',
  path: '/customers',
  auth: 'site',
  scope: 'write_customers',
  alternativeScope: 'public',
  access: 'write',
};
export const getCustomer: RouteDefinition = {
  name: 'get-customer',
  method: 'GET',
  path: '/customers/{customer}',
  auth: 'site',
  scope: 'read_customers',
  access: 'read',
};
export const updateCustomer: RouteDefinition = {
  name: 'update-customer',
  method: 'PUT',
  path: '/customers/{customer}',
  auth: 'site',
  scope: 'write_customers',
  access: 'write',
};
export const deleteCustomer: RouteDefinition = {
  name: 'delete-customer',
  method: 'DELETE',
  path: '/customers/{customer}',
  auth: 'site',
  scope: 'write_customers',
  access: 'write',
};
// A customer's own data, for the shop to answer an access or portability request.
export const exportCustomer: RouteDefinition = {
  name: 'export-customer',
  method: 'GET',
  path: '/customers/{customer}/export',
  auth: 'site',
  scope: 'read_customers',
  access: 'read',
};
// The site's customer fields: the literal segment wins over `{customer}` (customer ids are 24 hex characters).
export const getCustomerCustomizations: RouteDefinition = {
  name: 'get-customer-customizations',
  method: 'GET',
  path: '/customers/customizations',
  auth: 'site',
  scope: 'read_customers',
  access: 'read',
};
export const updateCustomerCustomizations: RouteDefinition = {
  name: 'update-customer-customizations',
  method: 'PUT',
  path: '/customers/customizations',
  auth: 'site',
  scope: 'write_customers',
  access: 'write',
};
// Sign-in and sign-out need no scope, only a token resolved to the site (a storefront's public
// site token): the customer's password (or session) is the credential, not the token's scopes.
export const loginCustomer: RouteDefinition = {
  name: 'login-customer',
  method: 'POST',
  path: '/customers/login',
  auth: 'site',
  access: 'write',
};
export const logoutCustomer: RouteDefinition = {
  name: 'logout-customer',
  method: 'POST',
  path: '/customers/logout',
  auth: 'site',
  access: 'write',
};
// A customer's address book: no scope on the row, as a customer reaches its own through its
// session (any site token with Session-Token, or a customer token); without one the handler asks
// read_customers (GET) or write_customers, which reach any customer's.
export const listCustomerAddresses: RouteDefinition = {
  name: 'list-customer-addresses',
  method: 'GET',
  path: '/customers/{customer}/addresses',
  auth: 'site',
  access: 'read',
};
export const createCustomerAddress: RouteDefinition = {
  name: 'create-customer-address',
  method: 'POST',
  path: '/customers/{customer}/addresses',
  auth: 'site',
  access: 'write',
};
export const getCustomerAddress: RouteDefinition = {
  name: 'get-customer-address',
  method: 'GET',
  path: '/customers/{customer}/addresses/{address}',
  auth: 'site',
  access: 'read',
};
export const updateCustomerAddress: RouteDefinition = {
  name: 'update-customer-address',
  method: 'PUT',
  path: '/customers/{customer}/addresses/{address}',
  auth: 'site',
  access: 'write',
};
export const deleteCustomerAddress: RouteDefinition = {
  name: 'delete-customer-address',
  method: 'DELETE',
  path: '/customers/{customer}/addresses/{address}',
  auth: 'site',
  access: 'write',
};
// Accounts by mail. Following a link needs no scope either: the link's token is the credential.
// `confirm`, `password_reset` and `me` are literal segments, never customer ids (24 hex) or
// addresses, and literal routes win over /customers/{customer} (API Gateway and the local router).
export const confirmCustomer: RouteDefinition = {
  name: 'confirm-customer',
  method: 'POST',
  path: '/customers/confirm',
  auth: 'site',
  access: 'write',
};
export const requestCustomerPasswordReset: RouteDefinition = {
  name: 'request-customer-password-reset',
  method: 'POST',
  path: '/customers/password_reset',
  auth: 'site',
  access: 'write',
};
export const confirmCustomerPasswordReset: RouteDefinition = {
  name: 'confirm-customer-password-reset',
  method: 'POST',
  path: '/customers/password_reset/confirm',
  auth: 'site',
  access: 'write',
};
// The signed-in customer's own account (its session, or a customer token, is the credential).
export const changeOwnCustomerPassword: RouteDefinition = {
  name: 'change-own-customer-password',
  method: 'POST',
  path: '/customers/me/password',
  auth: 'site',
  access: 'write',
};
export const updateOwnCustomer: RouteDefinition = {
  name: 'update-own-customer',
  method: 'PUT',
  path: '/customers/me',
  auth: 'site',
  access: 'write',
};
export const resendCustomerConfirmation: RouteDefinition = {
  name: 'resend-customer-confirmation',
  method: 'POST',
  path: '/customers/{customer}/resend_confirmation',
  auth: 'site',
  scope: 'write_customers',
  access: 'write',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
const addressAccess =
  'A customer reaches its own addresses through its session (any site token with `Session-Token`, or a customer token); ' +
  "another customer's are 404. Without a session, `read_customers` (reads) or `write_customers` (writes) reach any customer's.";
export const docs: RouteDocs = {
  'list-customer-addresses': { summary: "A customer's addresses", description: addressAccess, errors: [403, 404] },
  'create-customer-address': {
    summary: 'Add an address to a customer',
    description:
      `${addressAccess} At most 20 per customer (422 \`too_many_addresses\`); \`country\` is an assigned ISO 3166-1 alpha-2 code. ` +
      'A new `default_billing` or `default_shipping` stops the previous one being it, in the same write. The change is a `customer.updated` event.',
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
  'confirm-customer': {
    summary: "Confirm a customer's e-mail address",
    description:
      'With the token of the link in its `customer_confirmation` mail (single use, 72 hours); 422 `invalid_confirmation_token` for a used, replaced, expired or unknown one.',
  },
  'request-customer-password-reset': {
    summary: 'Ask for a password reset mail',
    description:
      'Always 202 with the same body, whether or not the address belongs to a customer; when it does, a `password_reset` mail with a single-use link (1 hour) follows. Rate limited per address and per client address (429 with Retry-After).',
    errors: [429],
  },
  'confirm-customer-password-reset': {
    summary: 'Set a new password with a reset link',
    description:
      'Ends every session of the customer and uses the token up; 422 `invalid_reset_token` for a used, replaced, expired or unknown one.',
    errors: [429],
  },
  'change-own-customer-password': {
    summary: "Change the signed-in customer's password",
    description: 'With its current password; every other session of the customer ends. 401 without a customer session.',
    errors: [401],
  },
  'update-own-customer': {
    summary: "Change the signed-in customer's e-mail address",
    description:
      'Answers 202: a `customer_confirmation` mail goes to the new address, which replaces the old one once its link is followed (POST /customers/confirm). 401 without a customer session.',
    errors: [401],
  },
  'resend-customer-confirmation': {
    summary: 'Send a new confirmation link',
    description: 'The previous link stops working. 422 `already_confirmed` for a confirmed customer.',
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ must, as, get, makeCustomer, makeAddress, ADDRESS_BODY, unique }) => {
  /** A new customer signed in: its session's answer, for the routes a customer calls about itself. */
  const signedIn = async (context: RecipeContext) => {
    const customer = await makeCustomer(context);
    const login = must(
      'POST /customers/login',
      await context.api.request(
        'POST',
        '/customers/login',
        as(context.owner, { body: { email: customer.email, password: customer.password } }),
      ),
      201,
    );
    return { customer, login };
  };
  return {
    // customers and sessions
    'GET /customers': async (context) => {
      await makeCustomer(context);
      return get('/customers', as(context.owner));
    },
    'GET /customers/count': async (context) => {
      await makeCustomer(context);
      return get('/customers/count?where[email][prefix]=a', as(context.owner));
    },
    'POST /customers': async ({ owner }) => ({
      method: 'POST',
      path: '/customers',
      options: as(owner, { body: { email: `${unique('c')}@example.com`, password: 'secret-123' } }),
      expect: [201],
    }),
    'GET /customers/{}': async (context) => get(`/customers/${(await makeCustomer(context)).id}`, as(context.owner)),
    'PUT /customers/{}': async (context) => ({
      method: 'PUT',
      path: `/customers/${(await makeCustomer(context)).id}`,
      options: as(context.owner, { body: { first_name: 'Grace' } }),
      expect: [200],
    }),
    'DELETE /customers/{}': async (context) => ({
      method: 'DELETE',
      path: `/customers/${(await makeCustomer(context)).id}`,
      options: as(context.owner),
      expect: [204],
    }),
    'GET /customers/{}/export': async (context) =>
      get(`/customers/${(await makeCustomer(context)).id}/export`, as(context.owner)),
    'GET /customers/customizations': async ({ owner }) => get('/customers/customizations', as(owner)),
    'PUT /customers/customizations': async ({ owner }) => ({
      method: 'PUT',
      path: '/customers/customizations',
      options: as(owner, { body: { customizations: [{ name: 'loyalty_number', type: 'string', unique: true }] } }),
      expect: [200],
    }),
    'POST /customers/login': async (context) => {
      const customer = await makeCustomer(context);
      return {
        method: 'POST',
        path: '/customers/login',
        options: as(context.owner, { body: { email: customer.email, password: customer.password } }),
        expect: [201],
      };
    },
    'POST /customers/confirm': async ({ owner }) =>
      // An unknown token: the route's whole cost (the token's GetItem) without a mail to read.
      ({
        method: 'POST',
        path: '/customers/confirm',
        options: as(owner, { body: { token: `${'0'.repeat(24)}.${'A'.repeat(43)}` } }),
        expect: [422],
      }),
    'POST /customers/password_reset': async ({ owner }) => ({
      method: 'POST',
      path: '/customers/password_reset',
      options: as(owner, { body: { email: `${unique('c')}@example.com` } }),
      expect: [202],
    }),
    'POST /customers/password_reset/confirm': async ({ owner }) => ({
      method: 'POST',
      path: '/customers/password_reset/confirm',
      options: as(owner, { body: { token: `${'0'.repeat(24)}.${'A'.repeat(43)}`, password: 'new-secret-123' } }),
      expect: [422],
    }),
    'POST /customers/me/password': async (context) => {
      const { customer, login } = await signedIn(context);
      return {
        method: 'POST',
        path: '/customers/me/password',
        options: as(context.owner, {
          headers: { 'session-token': login.body.session_token },
          body: { current_password: customer.password, password: 'another-secret-9' },
        }),
        expect: [204],
      };
    },
    'PUT /customers/me': async (context) => {
      const { login } = await signedIn(context);
      return {
        method: 'PUT',
        path: '/customers/me',
        options: as(context.owner, {
          headers: { 'session-token': login.body.session_token },
          body: { email: `${unique('new')}@example.com` },
        }),
        expect: [202],
      };
    },
    'POST /customers/{}/resend_confirmation': async ({ owner, api }) => {
      // Made by a token without skip_confirmation: unconfirmed.
      const writer = await api.siteToken(owner, ['write_customers']);
      const made = must(
        'POST /customers',
        await api.request('POST', '/customers', {
          token: writer,
          body: { email: `${unique('c')}@example.com`, password: 'secret-123' },
        }),
        201,
      );
      return {
        method: 'POST',
        path: `/customers/${made.body.id}/resend_confirmation`,
        options: as(owner),
        expect: [202],
      };
    },
    'POST /customers/logout': async (context) => {
      const { login } = await signedIn(context);
      return {
        method: 'POST',
        path: '/customers/logout',
        options: as(context.owner, { headers: { 'session-token': login.body.session_token } }),
        expect: [204],
      };
    },
    // a customer's address book
    'GET /customers/{}/addresses': async (context) =>
      get(`/customers/${(await makeAddress(context)).customer}/addresses`, as(context.owner)),
    'POST /customers/{}/addresses': async (context) => ({
      method: 'POST',
      path: `/customers/${(await makeCustomer(context)).id}/addresses`,
      options: as(context.owner, { body: ADDRESS_BODY }),
      expect: [201],
    }),
    'GET /customers/{}/addresses/{}': async (context) => {
      const { customer, id } = await makeAddress(context);
      return get(`/customers/${customer}/addresses/${id}`, as(context.owner));
    },
    'PUT /customers/{}/addresses/{}': async (context) => {
      const { customer, id } = await makeAddress(context);
      return {
        method: 'PUT',
        path: `/customers/${customer}/addresses/${id}`,
        options: as(context.owner, { body: { city: 'Ghent', default_shipping: true } }),
        expect: [200],
      };
    },
    'DELETE /customers/{}/addresses/{}': async (context) => {
      const { customer, id } = await makeAddress(context);
      return {
        method: 'DELETE',
        path: `/customers/${customer}/addresses/${id}`,
        options: as(context.owner),
        expect: [204],
      };
    },
  };
};
