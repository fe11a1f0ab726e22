import type { RouteDefinition } from '../endpoint/route.js';
import type { HandlerOptions } from '../endpoint/handler.js';
import type { RouteExtras } from './route-extras.js';

/** Which error body a route answers with: the API's, RFC 6749's (JSON endpoints under /oauth2) or an HTML page. */
export type ErrorFlavor = 'api' | 'oauth' | 'html';

const ERRORS: Readonly<Record<number, { name: string; description: string; headers?: readonly string[] }>> = {
  400: {
    name: 'BadRequest',
    description: 'Malformed request: bad path or query, malformed JSON, missing X-Service-Site',
  },
  401: {
    name: 'Unauthorized',
    description: 'Missing, invalid, expired or revoked credentials',
    headers: ['WWW-Authenticate'],
  },
  403: {
    name: 'Forbidden',
    description: 'Missing scope (see X-Accepted-OAuth-Scopes), not a member of the site, or not allowed',
    headers: ['X-Accepted-OAuth-Scopes'],
  },
  404: { name: 'NotFound', description: "Not found (also for another site's resources)" },
  409: {
    name: 'Conflict',
    description:
      "A conflict with the resource's state (a taken slug, an invalid transition, out of stock); a channel's entries being re-keyed for its new order (channel_reindexing, with Retry-After); or a retry while the first request with this Idempotency-Key still runs (with Retry-After: retry as is)",
    headers: ['Retry-After'],
  },
  412: { name: 'PreconditionFailed', description: 'If-Match does not match the current ETag' },
  413: { name: 'PayloadTooLarge', description: 'The body is too large' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not JSON' },
  422: {
    name: 'UnprocessableEntity',
    description:
      "Invalid fields (one `errors` entry per field), an Idempotency-Key reused with another request, or a list's invalid `where[…]`/`sort` (`errors[].field` names the parameter; `sort_not_indexed` for a sort no index serves on a list of more than 1,000 items)",
  },
  428: { name: 'PreconditionRequired', description: 'If-Match is required' },
  429: {
    name: 'TooManyRequests',
    description: 'Rate limited or too many sign-in attempts; retry after Retry-After seconds',
    headers: ['Retry-After'],
  },
  500: { name: 'InternalServerError', description: 'Unexpected error (generic body; the cause is logged)' },
  502: {
    name: 'BadGateway',
    description: 'A payment provider refused or could not be reached (provider_refused); nothing was changed',
  },
  504: { name: 'GatewayTimeout', description: 'Cloud code ran past its time limit (cloud_code_timeout)' },
  503: {
    name: 'ServiceUnavailable',
    description:
      "A dependency is briefly unavailable (service_unavailable), or a write collided with concurrent writes after the server's own retries and was not applied (contention); retry after Retry-After seconds",
    headers: ['Retry-After'],
  },
};

const PREFIX: Record<ErrorFlavor, string> = { api: '', oauth: 'OAuth', html: 'Html' };

const refTo = (status: number, flavor: ErrorFlavor) => ({
  $ref: `#/components/responses/${PREFIX[flavor]}${ERRORS[status]?.name}`,
});

/** The error statuses a route can answer with, as `$ref`s to the shared error responses. */
export const errorResponses = (
  route: RouteDefinition,
  schemas: HandlerOptions,
  extras: RouteExtras,
  flavor: ErrorFlavor,
): Record<number, unknown> => {
  const statuses = new Set<number>([500]);
  const authenticated = route.auth !== 'none';
  const writes = route.method !== 'GET';
  const usesTable = route.name !== 'get-health' && !['/openapi.json', '/docs'].some((p) => route.path.startsWith(p));
  if (usesTable) statuses.add(503);
  if (schemas.params || schemas.query || extras.query || schemas.body || extras.form || route.auth === 'site')
    statuses.add(400);
  if (authenticated) for (const status of [401, 403, 429]) statuses.add(status);
  if (schemas.params || (authenticated && route.name !== 'get-user')) statuses.add(404);
  if (schemas.body) for (const status of [413, 415, 422]) statuses.add(status);
  if (extras.form) statuses.add(413);
  if (authenticated && route.method === 'POST') statuses.add(422);
  // The list query language: a bad where[…] or sort, or a sort no index serves on a long list.
  if (schemas.listQuery) statuses.add(422);
  // Any write may conflict with the resource's state, or meet an Idempotency-Key still in progress
  // (a collision with a concurrent write is 503 contention, already listed for every table route).
  if (writes && usesTable) statuses.add(409);
  if (schemas.headers?.['if-match']) statuses.add(412);
  if (schemas.headers?.['if-match']?.required) statuses.add(428);
  for (const status of extras.errors ?? []) statuses.add(status);
  return Object.fromEntries([...statuses].sort((a, b) => a - b).map((status) => [status, refTo(status, flavor)]));
};

const bodyOf = (flavor: ErrorFlavor) =>
  flavor === 'html'
    ? { 'text/html': { schema: { type: 'string', description: 'An HTML error page' } } }
    : { 'application/json': { schema: { $ref: `#/components/schemas/${flavor === 'api' ? 'Error' : 'OAuthError'}` } } };

/** `components.responses`: one shared response per error status and flavor. */
export const errorResponseComponents = (flavors: readonly ErrorFlavor[]): Record<string, unknown> => {
  const components: Record<string, unknown> = {};
  for (const flavor of (['api', 'oauth', 'html'] as const).filter((f) => flavors.includes(f))) {
    for (const [status, { name, description, headers }] of Object.entries(ERRORS)) {
      components[`${PREFIX[flavor]}${name}`] = {
        description: `${status}: ${description}`,
        ...(headers && { headers: Object.fromEntries(headers.map((h) => [h, { $ref: `#/components/headers/${h}` }])) }),
        content: bodyOf(flavor),
      };
    }
  }
  return components;
};
