import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { RouteAuth } from '../../../functions/routes.js';
import { resolvePrincipal, requireScope, type Principal } from '../../auth/principal.js';
import { acceptedScopes, formatScopes, type Scope } from '../../auth/scopes.js';
import type { TokenRecord } from '../../auth/token-record.js';
import { unauthorized } from '../errors.js';

export interface AuthContext extends Context {
  principal?: Principal;
}

export interface AuthenticateOptions {
  readonly auth: RouteAuth;
  readonly scope?: Scope;
  /** Looks a token up by its secret (one GetItem in production). */
  readonly findToken: (secret: string) => Promise<TokenRecord | undefined>;
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

/**
 * Resolves token → principal → site → scopes before the handler runs, and reports the scopes
 * on every response of an authenticated request (X-OAuth-Scopes, X-Accepted-OAuth-Scopes),
 * errors included.
 */
export const authenticate = (options: AuthenticateOptions): middy.MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, AuthContext> => {
  const { auth, scope, findToken, now } = { ...defaults, ...options };
  const accepted = scope && formatScopes(acceptedScopes(scope));

  const authenticateMiddlewareBefore: middy.MiddlewareFn<APIGatewayProxyEventV2, unknown, Error, AuthContext> = async (request) => {
    const token = await findToken(bearerSecret(request.event));
    const principal = resolvePrincipal({ token, auth, siteHeader: request.event.headers['x-service-site'], now: now() });
    request.context.principal = principal;
    if (scope) requireScope(principal, scope);
  };

  const addScopeHeaders: middy.MiddlewareFn<APIGatewayProxyEventV2, unknown, Error, AuthContext> = async (request) => {
    const response = request.response as { headers?: Record<string, string> } | undefined;
    if (!response) return;
    response.headers ??= {};
    const principal = request.context.principal;
    if (principal) response.headers['x-oauth-scopes'] = formatScopes(principal.granted);
    if (accepted) response.headers['x-accepted-oauth-scopes'] = accepted;
  };

  return { before: authenticateMiddlewareBefore, after: addScopeHeaders, onError: addScopeHeaders };
};
