import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { CallerContext } from '../http/caller-context.js';
import type { RouteAuth } from './route-auth.js';
import { resolvePrincipal, requireAnyScope, type Principal } from './principal.js';
import { acceptedScopes, formatScopes, type Scope } from './scopes.js';
import type { TokenRecord } from './token-record.js';
import type { TokenUsage } from './tokens.js';
import { tooManyRequests, unauthorized } from '../http/errors.js';

export interface AuthContext extends CallerContext {
  principal?: Principal;
  /** The valid token's scopes, known even when resolving its site then fails. */
  grantedScopes?: readonly string[];
  rateUsage?: TokenUsage;
}

export interface AuthenticateOptions {
  readonly auth: RouteAuth;
  readonly scope?: Scope;
  /** Also opens the route; the handler checks which of the two a resource needs. */
  readonly alternativeScope?: Scope;
  /** Looks a token up by its secret and counts the request against its rate limit (one UpdateItem in production). */
  readonly useToken: (secret: string) => Promise<{ record: TokenRecord; usage: TokenUsage } | undefined>;
  readonly now?: () => Date;
}

const defaults = { now: () => new Date() };

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]{16,512}=*)\s*$/i;

/** The bearer secret of a request, or a 401 when it is missing or malformed. */
const bearerSecret = (event: APIGatewayProxyEventV2): string => {
  const header = event.headers.authorization;
  if (!header) throw unauthorized('missing_token', 'This endpoint needs an Authorization: Bearer <token> header');
  const match = BEARER.exec(header);
  if (!match) throw unauthorized('invalid_token', 'The bearer token is invalid or has been revoked');
  return match[1] as string;
};

/** False for the errors that mean the token itself is not valid. */
const isUsable = (error: unknown) => (error as { status?: number } | null | undefined)?.status !== 401;

/**
 * Resolves token → principal → site → scopes before the handler runs and enforces the token's
 * rate limit (429 past it), then reports scopes and rate-limit usage on every response of an
 * authenticated request (X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-RateLimit-*), errors included.
 */
export const authenticate = (options: AuthenticateOptions): middy.MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, AuthContext> => {
  const { auth, scope, alternativeScope, useToken, now } = { ...defaults, ...options };
  const required = [scope, alternativeScope].filter((s): s is Scope => s !== undefined);
  const accepted = required.length ? formatScopes(required.flatMap(acceptedScopes)) : undefined;

  const authenticateMiddlewareBefore: middy.MiddlewareFn<APIGatewayProxyEventV2, unknown, Error, AuthContext> = async (request) => {
    // Never trust state from an earlier invocation that reused the context object.
    request.context.principal = undefined;
    request.context.grantedScopes = undefined;
    request.context.rateUsage = undefined;
    const found = await useToken(bearerSecret(request.event));
    request.context.grantedScopes = found?.record.scopes;
    request.context.rateUsage = found?.usage;
    const principal = resolvePrincipal({ token: found?.record, auth, siteHeader: request.event.headers['x-service-site'], now: now() });
    request.context.principal = principal;
    const usage = found?.usage;
    if (usage && usage.used > usage.limit) {
      throw tooManyRequests('rate_limited', `This token made more than ${usage.limit} requests in the current window`, usage.reset - now().getTime() / 1000);
    }
    if (required.length) requireAnyScope(principal, required);
  };

  const addScopeHeaders: middy.MiddlewareFn<APIGatewayProxyEventV2, unknown, Error, AuthContext> = async (request) => {
    const response = request.response as { headers?: Record<string, string> } | undefined;
    if (!response) return;
    response.headers ??= {};
    // Any response to a request whose token was valid reports the token's scopes and usage, even
    // when its site could not be resolved (an expired token is not valid: nothing is reported).
    const principal = request.context.principal;
    const granted = principal?.granted ?? (isUsable(request.error) ? request.context.grantedScopes : undefined);
    if (!granted) return;
    response.headers['x-oauth-scopes'] = formatScopes(granted);
    // A handler that refused a resource-specific scope has already named what it accepts.
    if (accepted) response.headers['x-accepted-oauth-scopes'] ??= accepted;
    const usage = request.context.rateUsage;
    if (usage) {
      response.headers['x-ratelimit-limit'] = String(usage.limit);
      response.headers['x-ratelimit-remaining'] = String(Math.max(0, usage.limit - usage.used));
      response.headers['x-ratelimit-used'] = String(usage.used);
      response.headers['x-ratelimit-reset'] = String(usage.reset);
    }
  };

  return { before: authenticateMiddlewareBefore, after: addScopeHeaders, onError: addScopeHeaders };
};
