import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { CallerContext } from '../http/caller-context.js';
import type { ItemKey } from '../db/keys.js';
import type { PrefetchKeys } from '../db/prefetch.js';
import type { RouteAuth } from './route-auth.js';
import { resolvePrincipal, requireAnyScope, type Principal } from './principal.js';
import type { RateLimiter, TokenUsage } from './rate-limiter.js';
import { acceptedScopes, formatScopes, type Scope } from './scopes.js';
import { siteHint, type SiteHints } from './site-hint.js';
import { hashSecret, type TokenRead } from './tokens.js';
import { tooManyRequests, unauthorized } from '../http/errors.js';

export interface AuthContext extends CallerContext {
  principal?: Principal;
  /** The valid token's scopes, known even when resolving its site then fails. */
  grantedScopes?: readonly string[];
  rateUsage?: TokenUsage;
  /**
   * A secret presented elsewhere than in `Authorization` (a form's `access_token` field), set by a
   * middleware that runs before authenticate; authenticate takes it (and clears it) instead of the
   * bearer header.
   */
  presentedSecret?: string;
  /** The last-use stamp this request writes, if any, awaited before the answer leaves. */
  rateFlush?: Promise<void>;
}

export interface AuthenticateOptions {
  readonly auth: RouteAuth;
  readonly scope?: Scope;
  /** Also opens the route; the handler checks which of the two a resource needs. */
  readonly alternativeScope?: Scope;
  /** Reads a token by its secret with the items the route prefetches: one strongly consistent request (lib/auth/tokens.ts readToken). */
  readonly readToken: (secret: string, extra: readonly ItemKey[], hash: string) => Promise<TokenRead>;
  /** This instance's rate limiter (lib/auth/rate-limiter.ts). */
  readonly limiter: RateLimiter;
  /** The items a GET route reads by key, read with the token when the request names its site. */
  readonly prefetch?: PrefetchKeys;
  /** Hands the prefetched items to the handler's reads once the request has passed every check (lib/db/prefetch.ts). */
  readonly offer?: (keys: readonly ItemKey[], found: TokenRead['items']) => void;
  /** Subdomains seen recently by this instance: one per instance, shared by its routes (lib/endpoint/handler.ts). */
  readonly siteHints: SiteHints;
  readonly now?: () => Date;
}

const defaults = { now: () => new Date() };

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]{16,512}=*)\s*$/i;

/** The bearer secret of a request, or a 401 when it is missing or malformed. */
export const bearerSecret = (event: APIGatewayProxyEventV2): string => {
  const header = event.headers.authorization;
  if (!header) throw unauthorized('missing_token', 'This endpoint needs an Authorization: Bearer <token> header');
  const match = BEARER.exec(header);
  if (!match) throw unauthorized('invalid_token', 'The bearer token is invalid or has been revoked');
  return match[1] as string;
};

/** False for the errors that mean the token itself is not valid. */
const isUsable = (error: unknown) => (error as { status?: number } | null | undefined)?.status !== 401;

// A key DynamoDB would refuse fails the whole read, the token's included: such keys are not read early.
const MAX_KEY_LENGTH = 1024;
const readableKeys = (keys: readonly ItemKey[]): ItemKey[] =>
  keys.length > 99 ? [] : keys.filter((key) => key.pk.length <= MAX_KEY_LENGTH && key.sk.length <= MAX_KEY_LENGTH);

const attempt = <T>(fn: () => T): { value?: T; error?: unknown } => {
  try {
    return { value: fn() };
  } catch (error) {
    return { error };
  }
};

/**
 * Resolves token → principal → site → scopes before the handler runs and enforces the token's
 * rate limit (429 past it), then reports scopes and rate-limit usage on every response of an
 * authenticated request (X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-RateLimit-*), errors included.
 *
 * The token is read with one strongly consistent request and no write: the rate limit is counted
 * by this instance and flushed now and then beside a later read of the token (lib/auth/rate-limiter.ts);
 * only a token's first request in a minute writes (its last use), beside the handler's work.
 * On a route that declares `prefetch` and a request that names its site, the route's items are
 * read in that same request; they reach the handler only after every check here has passed, and
 * only when the site the token resolves to is the site they were read for.
 */
export const authenticate = (
  options: AuthenticateOptions,
): middy.MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, AuthContext> => {
  const { auth, scope, alternativeScope, readToken, limiter, prefetch, offer, now } = { ...defaults, ...options };
  const hints = options.siteHints;
  const required = [scope, alternativeScope].filter((s): s is Scope => s !== undefined);
  const accepted = required.length ? formatScopes(required.flatMap(acceptedScopes)) : undefined;

  const authenticateMiddlewareBefore: middy.MiddlewareFn<APIGatewayProxyEventV2, unknown, Error, AuthContext> = async (
    request,
  ) => {
    const { context, event } = request;
    // Never trust state from an earlier invocation that reused the context object.
    context.principal = undefined;
    context.grantedScopes = undefined;
    context.rateUsage = undefined;
    context.rateFlush = undefined;
    const presented = context.presentedSecret;
    context.presentedSecret = undefined;
    const secret = presented ?? bearerSecret(event);
    const at = now();
    const siteHeader = event.headers['x-service-site'];
    const named = prefetch ? siteHint(secret, siteHeader, hints, at.getTime()) : undefined;
    const extra =
      prefetch && (named !== undefined || auth !== 'site')
        ? readableKeys(attempt(() => prefetch({ siteId: named, params: event.pathParameters ?? {} })).value ?? [])
        : [];
    // A batch of this token's count due from earlier requests goes out beside the read (no round
    // trip of its own) and is settled before this request is counted.
    const hash = hashSecret(secret);
    const [read] = await Promise.all([readToken(secret, extra, hash), limiter.flush(hash, at.getTime())]);
    const token = read.token;
    context.grantedScopes = token?.record.scopes;
    const resolved = attempt(() => resolvePrincipal({ token: token?.record, auth, siteHeader, now: at }));
    // Every request of a valid token counts, a refused one included, unless the limit refuses it.
    const counted = token && isUsable(resolved.error) ? limiter.count(token, at.getTime()) : undefined;
    context.rateUsage = counted?.usage;
    context.rateFlush = counted?.settled;
    if (resolved.error) throw resolved.error;
    const principal = resolved.value as Principal;
    context.principal = principal;
    const usage = counted?.usage;
    if (counted && usage && !counted.allowed) {
      throw tooManyRequests(
        'rate_limited',
        `This token made more than ${usage.limit} requests in the current window`,
        usage.reset - at.getTime() / 1000,
      );
    }
    if (required.length) requireAnyScope(principal, required);
    const header = siteHeader?.trim();
    if (principal.site && header && header.toLowerCase() === principal.site.subdomain)
      hints.remember(principal.site.subdomain, principal.site.id, at.getTime());
    // Read for another site than the token resolves to (a stale hint): the handler reads on its own.
    if (extra.length && (auth !== 'site' || named === principal.site?.id)) offer?.(extra, read.items);
  };

  const addScopeHeaders: middy.MiddlewareFn<APIGatewayProxyEventV2, unknown, Error, AuthContext> = async (request) => {
    await request.context.rateFlush;
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
