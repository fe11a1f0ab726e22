import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of the site's mail templates: each row, then what the OpenAPI document says of them
 * beyond their handlers (`docs`), then the request that measures each (`recipes`). A handler
 * passes its own row to defineHandler, so its bundle holds that row only.
 */
// Mail templates are site settings (what the site's customers receive): read_site / write_site.
export const listMailTemplates: RouteDefinition = {
  name: 'list-mail-templates',
  method: 'GET',
  path: '/mail_templates',
  auth: 'site',
  scope: 'read_site',
  access: 'read',
};
export const getMailTemplate: RouteDefinition = {
  name: 'get-mail-template',
  method: 'GET',
  path: '/mail_templates/{name}',
  auth: 'site',
  scope: 'read_site',
  access: 'read',
};
export const putMailTemplate: RouteDefinition = {
  name: 'put-mail-template',
  method: 'PUT',
  path: '/mail_templates/{name}',
  auth: 'site',
  scope: 'write_site',
  access: 'write',
};
export const deleteMailTemplate: RouteDefinition = {
  name: 'delete-mail-template',
  method: 'DELETE',
  path: '/mail_templates/{name}',
  auth: 'site',
  scope: 'write_site',
  access: 'write',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
export const docs: RouteDocs = {
  'list-mail-templates': {
    summary: "The site's mail templates",
    description: 'Every template the site may edit: its own version, or the built-in default.',
  },
  'get-mail-template': {
    summary: 'A mail template',
    description:
      'customer_confirmation, customer_welcome, password_reset, order_confirmation, order_shipped or order_refunded; any other name is a 404.',
  },
  'put-mail-template': {
    summary: 'Save a mail template',
    description:
      'Liquid templates; the fields given replace the current ones. A part that does not parse is refused with 422 naming the field and its line.',
  },
  'delete-mail-template': { summary: 'Go back to the built-in default', description: 'Answers the default template.' },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ as, get }) => ({
  'GET /mail_templates': async ({ owner }) => get('/mail_templates', as(owner)),
  'GET /mail_templates/{}': async ({ owner }) => get('/mail_templates/customer_welcome', as(owner)),
  'PUT /mail_templates/{}': async ({ owner }) => ({
    method: 'PUT',
    path: '/mail_templates/customer_welcome',
    options: as(owner, { body: { subject: 'Welcome, {{ customer.first_name }}' } }),
    expect: [200],
  }),
  'DELETE /mail_templates/{}': async ({ owner }) => ({
    method: 'DELETE',
    path: '/mail_templates/customer_welcome',
    options: as(owner),
    expect: [200],
  }),
});
