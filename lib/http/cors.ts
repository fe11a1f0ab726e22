/**
 * The API's CORS policy, one for every route: any origin, no credentials (the API
 * authenticates with bearer tokens, never cookies, so there is nothing for a foreign page to ride
 * on). API Gateway's HTTP API applies it on AWS (infra/constructs/site-http-api.ts); the local
 * server applies the same policy (local/server.ts). Later features keep this policy.
 */
export const CORS = {
  allowOrigin: '*',
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const,
  allowHeaders: [
    'authorization',
    'content-type',
    'x-service-site',
    'session-token',
    'x-service-session-token',
    'idempotency-key',
    'if-match',
    'if-none-match',
    'installation-id',
    'x-service-version',
  ],
  exposeHeaders: [
    'etag',
    'link',
    'location',
    'retry-after',
    'x-ratelimit-limit',
    'x-ratelimit-remaining',
    'x-ratelimit-used',
    'x-ratelimit-reset',
    'x-oauth-scopes',
    'x-accepted-oauth-scopes',
    'idempotent-replayed',
    'x-service-version',
    'x-service-version-fallback',
    'deprecation',
    'sunset',
  ],
  maxAgeSeconds: 86_400,
} as const;

/** Headers every response carries. */
export const corsResponseHeaders = (): Record<string, string> => ({
  'access-control-allow-origin': CORS.allowOrigin,
  'access-control-expose-headers': CORS.exposeHeaders.join(', '),
});

/** The answer to a preflight (`OPTIONS` with `Access-Control-Request-Method`). */
export const corsPreflightHeaders = (): Record<string, string> => ({
  'access-control-allow-origin': CORS.allowOrigin,
  'access-control-allow-methods': CORS.allowMethods.join(', '),
  'access-control-allow-headers': CORS.allowHeaders.join(', '),
  'access-control-max-age': String(CORS.maxAgeSeconds),
});
