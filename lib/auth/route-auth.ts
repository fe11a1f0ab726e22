/**
 * How a route authenticates:
 * - `none`: public (health, login, OAuth endpoints that authenticate clients themselves);
 * - `token`: any valid bearer token, no site needed (user endpoints, token management);
 * - `site`: a token resolved against one site (X-Service-Site for user tokens).
 */
export type RouteAuth = 'none' | 'token' | 'site';
