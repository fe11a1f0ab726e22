import type { Scope } from '../lib/auth/scopes.js';

/**
 * How a route authenticates:
 * - `none`: public (health, login, OAuth endpoints that authenticate clients themselves);
 * - `token`: any valid bearer token, no site needed (user endpoints, token management);
 * - `site`: a token resolved against one site (X-Service-Site for user tokens).
 */
export type RouteAuth = 'none' | 'token' | 'site';

export interface RouteDefinition {
  /** Function file `functions/<name>.ts`, Lambda function and operation id. */
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API Gateway HTTP API path, `{param}` per path segment. */
  readonly path: string;
  readonly auth: RouteAuth;
  /** Scope the route requires; `write_X` satisfies `read_X`. Absent: any valid token. */
  readonly scope?: Scope;
  /**
   * A second scope that also opens the route; the handler then decides per resource which of the
   * two applies (privacy-sensitive channels need the sensitive scopes instead of the plain ones).
   */
  readonly alternativeScope?: Scope;
  /** Table access the function is granted: least privilege for read-only routes. */
  readonly access: 'read' | 'write';
}

/**
 * The route table: the single source for the CDK routes and functions, the local server,
 * the OpenAPI document and the guard test that every row has a function file.
 * Keep rows grouped by domain.
 */
export const routes: readonly RouteDefinition[] = [
  // platform
  { name: 'get-health', method: 'GET', path: '/health', auth: 'none', access: 'read' },

  // identity: login, tokens, user
  { name: 'login', method: 'POST', path: '/auth/login', auth: 'none', access: 'write' },
  { name: 'create-token', method: 'POST', path: '/tokens', auth: 'token', access: 'write' },
  { name: 'list-tokens', method: 'GET', path: '/tokens', auth: 'token', access: 'read' },
  { name: 'delete-token', method: 'DELETE', path: '/tokens/{token}', auth: 'token', access: 'write' },
  { name: 'get-user', method: 'GET', path: '/user', auth: 'token', access: 'read' },

  // sites and members
  { name: 'list-sites', method: 'GET', path: '/sites', auth: 'token', access: 'read' },
  { name: 'create-site', method: 'POST', path: '/sites', auth: 'token', access: 'write' },
  { name: 'get-site', method: 'GET', path: '/sites/{site}', auth: 'token', access: 'read' },
  { name: 'get-current-site', method: 'GET', path: '/site', auth: 'site', scope: 'read_site', access: 'read' },
  { name: 'list-members', method: 'GET', path: '/sites/{site}/members', auth: 'token', scope: 'read_site', access: 'read' },
  { name: 'add-member', method: 'POST', path: '/sites/{site}/members', auth: 'token', scope: 'write_site', access: 'write' },
  { name: 'remove-member', method: 'DELETE', path: '/sites/{site}/members/{user}', auth: 'token', scope: 'write_site', access: 'write' },

  // content: pages, blogs, articles (read_content / write_content)
  { name: 'list-pages', method: 'GET', path: '/pages', auth: 'site', scope: 'read_content', access: 'read' },
  { name: 'create-page', method: 'POST', path: '/pages', auth: 'site', scope: 'write_content', access: 'write' },
  { name: 'get-page', method: 'GET', path: '/pages/{page}', auth: 'site', scope: 'read_content', access: 'read' },
  { name: 'update-page', method: 'PATCH', path: '/pages/{page}', auth: 'site', scope: 'write_content', access: 'write' },
  { name: 'delete-page', method: 'DELETE', path: '/pages/{page}', auth: 'site', scope: 'write_content', access: 'write' },
  { name: 'batch-page', method: 'POST', path: '/pages/{page}/batch', auth: 'site', scope: 'write_content', access: 'write' },
  { name: 'list-blogs', method: 'GET', path: '/blogs', auth: 'site', scope: 'read_content', access: 'read' },
  { name: 'create-blog', method: 'POST', path: '/blogs', auth: 'site', scope: 'write_content', access: 'write' },
  { name: 'get-blog', method: 'GET', path: '/blogs/{blog}', auth: 'site', scope: 'read_content', access: 'read' },
  { name: 'update-blog', method: 'PUT', path: '/blogs/{blog}', auth: 'site', scope: 'write_content', access: 'write' },
  { name: 'delete-blog', method: 'DELETE', path: '/blogs/{blog}', auth: 'site', scope: 'write_content', access: 'write' },
  { name: 'list-articles', method: 'GET', path: '/blogs/{blog}/articles', auth: 'site', scope: 'read_content', access: 'read' },
  { name: 'create-article', method: 'POST', path: '/blogs/{blog}/articles', auth: 'site', scope: 'write_content', access: 'write' },
  { name: 'get-article', method: 'GET', path: '/blogs/{blog}/articles/{article}', auth: 'site', scope: 'read_content', access: 'read' },
  { name: 'update-article', method: 'PUT', path: '/blogs/{blog}/articles/{article}', auth: 'site', scope: 'write_content', access: 'write' },
  { name: 'delete-article', method: 'DELETE', path: '/blogs/{blog}/articles/{article}', auth: 'site', scope: 'write_content', access: 'write' },

  // themes (read_themes / write_themes)
  { name: 'list-themes', method: 'GET', path: '/themes', auth: 'site', scope: 'read_themes', access: 'read' },
  { name: 'create-theme', method: 'POST', path: '/themes', auth: 'site', scope: 'write_themes', access: 'write' },
  { name: 'get-theme', method: 'GET', path: '/themes/{theme}', auth: 'site', scope: 'read_themes', access: 'read' },
  { name: 'update-theme', method: 'PUT', path: '/themes/{theme}', auth: 'site', scope: 'write_themes', access: 'write' },
  { name: 'delete-theme', method: 'DELETE', path: '/themes/{theme}', auth: 'site', scope: 'write_themes', access: 'write' },
  { name: 'list-theme-layouts', method: 'GET', path: '/themes/{theme}/layouts', auth: 'site', scope: 'read_themes', access: 'read' },
  { name: 'upsert-theme-layout', method: 'POST', path: '/themes/{theme}/layouts', auth: 'site', scope: 'write_themes', access: 'write' },
  { name: 'get-theme-layout', method: 'GET', path: '/themes/{theme}/layouts/{name}', auth: 'site', scope: 'read_themes', access: 'read' },
  { name: 'delete-theme-layout', method: 'DELETE', path: '/themes/{theme}/layouts/{name}', auth: 'site', scope: 'write_themes', access: 'write' },
  { name: 'list-theme-templates', method: 'GET', path: '/themes/{theme}/templates', auth: 'site', scope: 'read_themes', access: 'read' },
  { name: 'upsert-theme-template', method: 'POST', path: '/themes/{theme}/templates', auth: 'site', scope: 'write_themes', access: 'write' },
  { name: 'get-theme-template', method: 'GET', path: '/themes/{theme}/templates/{name}', auth: 'site', scope: 'read_themes', access: 'read' },
  { name: 'delete-theme-template', method: 'DELETE', path: '/themes/{theme}/templates/{name}', auth: 'site', scope: 'write_themes', access: 'write' },
  { name: 'list-theme-snippets', method: 'GET', path: '/themes/{theme}/snippets', auth: 'site', scope: 'read_themes', access: 'read' },
  { name: 'upsert-theme-snippet', method: 'POST', path: '/themes/{theme}/snippets', auth: 'site', scope: 'write_themes', access: 'write' },
  { name: 'get-theme-snippet', method: 'GET', path: '/themes/{theme}/snippets/{name}', auth: 'site', scope: 'read_themes', access: 'read' },
  { name: 'delete-theme-snippet', method: 'DELETE', path: '/themes/{theme}/snippets/{name}', auth: 'site', scope: 'write_themes', access: 'write' },
  { name: 'list-theme-assets', method: 'GET', path: '/themes/{theme}/assets', auth: 'site', scope: 'read_themes', access: 'read' },
  { name: 'upsert-theme-asset', method: 'POST', path: '/themes/{theme}/assets', auth: 'site', scope: 'write_themes', access: 'write' },
  { name: 'get-theme-asset', method: 'GET', path: '/themes/{theme}/assets/{name}', auth: 'site', scope: 'read_themes', access: 'read' },
  { name: 'delete-theme-asset', method: 'DELETE', path: '/themes/{theme}/assets/{name}', auth: 'site', scope: 'write_themes', access: 'write' },

  // channels and entries (read_channels / write_channels; privacy-sensitive channels read_sensitive_channels / write_sensitive_channels instead)
  { name: 'list-channels', method: 'GET', path: '/channels', auth: 'site', scope: 'read_channels', alternativeScope: 'read_sensitive_channels', access: 'read' },
  { name: 'create-channel', method: 'POST', path: '/channels', auth: 'site', scope: 'write_channels', alternativeScope: 'write_sensitive_channels', access: 'write' },
  { name: 'get-channel', method: 'GET', path: '/channels/{channel}', auth: 'site', scope: 'read_channels', alternativeScope: 'read_sensitive_channels', access: 'read' },
  { name: 'update-channel', method: 'PUT', path: '/channels/{channel}', auth: 'site', scope: 'write_channels', alternativeScope: 'write_sensitive_channels', access: 'write' },
  { name: 'delete-channel', method: 'DELETE', path: '/channels/{channel}', auth: 'site', scope: 'write_channels', alternativeScope: 'write_sensitive_channels', access: 'write' },
  // Entry routes also apply the channel's ACL to the current customer (Session-Token or customer token).
  { name: 'list-entries', method: 'GET', path: '/channels/{channel}/entries', auth: 'site', scope: 'read_channels', alternativeScope: 'read_sensitive_channels', access: 'read' },
  { name: 'create-entry', method: 'POST', path: '/channels/{channel}/entries', auth: 'site', scope: 'write_channels', alternativeScope: 'write_sensitive_channels', access: 'write' },
  { name: 'get-entry', method: 'GET', path: '/channels/{channel}/entries/{entry}', auth: 'site', scope: 'read_channels', alternativeScope: 'read_sensitive_channels', access: 'read' },
  { name: 'update-entry', method: 'PUT', path: '/channels/{channel}/entries/{entry}', auth: 'site', scope: 'write_channels', alternativeScope: 'write_sensitive_channels', access: 'write' },
  { name: 'delete-entry', method: 'DELETE', path: '/channels/{channel}/entries/{entry}', auth: 'site', scope: 'write_channels', alternativeScope: 'write_sensitive_channels', access: 'write' },

  // customers and sessions (read_customers / write_customers)
  { name: 'list-customers', method: 'GET', path: '/customers', auth: 'site', scope: 'read_customers', access: 'read' },
  { name: 'create-customer', method: 'POST', path: '/customers', auth: 'site', scope: 'write_customers', access: 'write' },
  { name: 'get-customer', method: 'GET', path: '/customers/{customer}', auth: 'site', scope: 'read_customers', access: 'read' },
  { name: 'update-customer', method: 'PUT', path: '/customers/{customer}', auth: 'site', scope: 'write_customers', access: 'write' },
  { name: 'delete-customer', method: 'DELETE', path: '/customers/{customer}', auth: 'site', scope: 'write_customers', access: 'write' },
  // Sign-in and sign-out need no scope, only a token resolved to the site (a storefront's public
  // site token): the customer's password (or session) is the credential, not the token's scopes.
  { name: 'login-customer', method: 'POST', path: '/customers/login', auth: 'site', access: 'write' },
  { name: 'logout-customer', method: 'POST', path: '/customers/logout', auth: 'site', access: 'write' },

  // commerce: shipping rates (read_site / write_site), checkout profiles (read_products / write_products), coupons (read_coupons / write_coupons)
  { name: 'list-shipping-rates', method: 'GET', path: '/shipping_rates', auth: 'site', scope: 'read_site', access: 'read' },
  { name: 'create-shipping-rate', method: 'POST', path: '/shipping_rates', auth: 'site', scope: 'write_site', access: 'write' },
  { name: 'get-shipping-rate', method: 'GET', path: '/shipping_rates/{id}', auth: 'site', scope: 'read_site', access: 'read' },
  { name: 'update-shipping-rate', method: 'PUT', path: '/shipping_rates/{id}', auth: 'site', scope: 'write_site', access: 'write' },
  { name: 'delete-shipping-rate', method: 'DELETE', path: '/shipping_rates/{id}', auth: 'site', scope: 'write_site', access: 'write' },
  { name: 'list-checkout-profiles', method: 'GET', path: '/products/checkout_profiles', auth: 'site', scope: 'read_products', access: 'read' },
  { name: 'create-checkout-profile', method: 'POST', path: '/products/checkout_profiles', auth: 'site', scope: 'write_products', access: 'write' },
  { name: 'get-checkout-profile', method: 'GET', path: '/products/checkout_profiles/{profile}', auth: 'site', scope: 'read_products', access: 'read' },
  { name: 'update-checkout-profile', method: 'PUT', path: '/products/checkout_profiles/{profile}', auth: 'site', scope: 'write_products', access: 'write' },
  { name: 'delete-checkout-profile', method: 'DELETE', path: '/products/checkout_profiles/{profile}', auth: 'site', scope: 'write_products', access: 'write' },
  { name: 'list-coupons', method: 'GET', path: '/coupons', auth: 'site', scope: 'read_coupons', access: 'read' },
  { name: 'create-coupon', method: 'POST', path: '/coupons', auth: 'site', scope: 'write_coupons', access: 'write' },
  { name: 'get-coupon', method: 'GET', path: '/coupons/{coupon}', auth: 'site', scope: 'read_coupons', access: 'read' },
  { name: 'update-coupon', method: 'PUT', path: '/coupons/{coupon}', auth: 'site', scope: 'write_coupons', access: 'write' },
  { name: 'delete-coupon', method: 'DELETE', path: '/coupons/{coupon}', auth: 'site', scope: 'write_coupons', access: 'write' },

  // oauth2 and openid connect
  { name: 'get-openid-configuration', method: 'GET', path: '/oauth2/.well-known/openid-configuration', auth: 'none', access: 'read' },
  // jwks creates the stage's signing key on first use
  { name: 'get-oauth-jwks', method: 'GET', path: '/oauth2/jwks', auth: 'none', access: 'write' },
  // GET stores the pending request; POST takes the sign-in and consent forms
  { name: 'oauth-authorize', method: 'GET', path: '/oauth2/authorize', auth: 'none', access: 'write' },
  { name: 'oauth-authorize-form', method: 'POST', path: '/oauth2/authorize', auth: 'none', access: 'write' },
  { name: 'oauth-token', method: 'POST', path: '/oauth2/token', auth: 'none', access: 'write' },
  { name: 'oauth-revoke', method: 'POST', path: '/oauth2/revoke', auth: 'none', access: 'write' },
  { name: 'oauth-introspect', method: 'POST', path: '/oauth2/introspect', auth: 'none', access: 'write' },
  { name: 'get-oauth-userinfo', method: 'GET', path: '/oauth2/userinfo', auth: 'none', access: 'read' },
  { name: 'create-oauth-client', method: 'POST', path: '/oauth2/clients', auth: 'token', scope: 'write_site', access: 'write' },
  { name: 'list-oauth-clients', method: 'GET', path: '/oauth2/clients', auth: 'token', scope: 'read_site', access: 'read' },
  { name: 'delete-oauth-client', method: 'DELETE', path: '/oauth2/clients/{client_id}', auth: 'token', scope: 'write_site', access: 'write' },
];
