import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { isSingleResourceGet, type RouteDefinition } from './route.js';
import type { Principal } from '../auth/principal.js';
import { createRateLimiter, limiterByTokenKind } from '../auth/rate-limiter.js';
import { ratePolicy } from '../auth/rate-limit-rules.js';
import { createSiteHints } from '../auth/site-hint.js';
import { addTokenUsage, readToken } from '../auth/tokens.js';
import { intEnv } from '../config.js';
import { TABLE_NAME } from '../db/client.js';
import { offerPrefetched, withPrefetchScope, type PrefetchKeys } from '../db/prefetch.js';
import type { ListQueryDescription } from '../db/list-query-rules.js';
import { logger } from '../http/logger.js';
import { authenticate } from '../auth/authenticate.js';
import { conditionalGet } from '../http/middleware/conditional-get.js';
import { errorHandler, problemResponse } from '../http/middleware/error-handler.js';
import { idempotency, type IdempotencyContext } from '../http/middleware/idempotency.js';
import { jsonBody } from '../http/middleware/json-body.js';
import { observe } from '../http/middleware/observe.js';
import { metrics, tracing } from '../http/telemetry.js';
import { validate, type InputSchemas, type ValidatedContext } from '../http/middleware/validate.js';
import type { HttpResult } from '../http/responses.js';
import { renderedVariant, versionedRequest, versions } from '../versions/middleware.js';

type Infer<S> = S extends z.ZodMiniType ? z.infer<S> : undefined;

export interface HandlerRequest<S extends InputSchemas> {
  readonly event: APIGatewayProxyEventV2;
  /** The authenticated caller; present on every route whose `auth` is not `none`. */
  readonly principal: Principal;
  readonly params: Infer<S['params']>;
  readonly query: Infer<S['query']>;
  readonly body: Infer<S['body']>;
  /** Milliseconds left before the function times out (Lambda's count; the local server gives every request 30 s), for work that retries. */
  readonly remainingMs: () => number;
}

export interface HandlerOptions extends InputSchemas {
  /** The body may be absent (it then reaches the schema as `undefined`). */
  readonly optionalBody?: boolean;
  /**
   * Success responses by status, for the OpenAPI document and the contract tests (not checked at
   * run time): a zod schema of the body, or `null` for an empty body (204).
   */
  readonly responses?: Readonly<Record<number, z.ZodMiniType | null>>;
  /** Extra request headers the endpoint reads (documented in OpenAPI), e.g. `{ 'if-match': 'The page ETag' }`. */
  readonly headers?: Readonly<Record<string, { readonly description: string; readonly required?: boolean }>>;
  /** A list that speaks the list query language (`where[…]`, `sort`): documents both parameters and the 422. */
  readonly listQuery?: ListQueryDescription;
  /**
   * The route's own body parsing, used instead of the JSON body parser and run before
   * authentication (a plain HTML form carries its token in the body): public form submissions.
   */
  readonly parseBody?: readonly middy.MiddlewareObj<APIGatewayProxyEventV2>[];
  /** Media types the body may come in (OpenAPI), when not only `application/json`. */
  readonly bodyMediaTypes?: readonly string[];
  /**
   * A GET's items by key, from the site the request names and its raw path parameters: read in the
   * same request as the token when the request names its site (docs/conventions.md, "One round trip").
   */
  readonly prefetch?: PrefetchKeys;
}

/** What a function module's `handler` tells the OpenAPI generator about itself. */
export interface HandlerDescription {
  readonly route: RouteDefinition;
  readonly schemas: HandlerOptions;
}

// Per-token request quota per window, global across instances: each instance counts and flushes
// its counts to the token item now and then (docs/tokens-and-auth.md, "Rate limits"); a storefront's publishable key
// (scope `public` only) has a limit of its own. One limiter and one set of site hints per instance,
// shared by the routes a process serves.
const limiterFor = (perMinute: number) =>
  createRateLimiter(ratePolicy(perMinute, intEnv('RATE_LIMIT_WINDOW_SECONDS', 60)), {
    addUsage: addTokenUsage,
    onError: (error) => logger.warn('rate-limit flush failed; its count goes with the next one', { error }),
  });
const limiter = limiterByTokenKind(
  limiterFor(intEnv('RATE_LIMIT_PER_MINUTE', 1000)),
  limiterFor(intEnv('PUBLIC_RATE_LIMIT_PER_MINUTE', 10_000)),
);
const siteHints = createSiteHints();
const offer = (keys: Parameters<typeof offerPrefetched>[1], found: Parameters<typeof offerPrefetched>[2]) =>
  offerPrefetched(TABLE_NAME, keys, found);

/**
 * Wires one endpoint: tracing, logging and metrics, the API version (lib/versions: every answer
 * rendered in the request's version), authentication from its route table row, JSON
 * body, validation, and the shared error handler (used last, so its onError runs first and the
 * observers before it see the final response). The handler only does its work. `route` is the
 * function's own row of the route table (a function file imports the table as a namespace and
 * passes `route.getPage`), so its bundle carries that row, not the whole table.
 */
export const defineHandler = <S extends HandlerOptions>(
  route: RouteDefinition,
  schemas: S,
  handle: (request: HandlerRequest<S>) => Promise<HttpResult>,
) => {
  const stack = middy<APIGatewayProxyEventV2, HttpResult, Error, IdempotencyContext & ValidatedContext>()
    .use(tracing())
    .use(injectLambdaContext(logger))
    .use(logMetrics(metrics))
    .use(observe({ route: route.name, logger, metrics }))
    .use(versions({ route: route.name }));
  for (const parser of schemas.parseBody ?? []) stack.use(parser);
  if (route.auth !== 'none') {
    stack.use(
      authenticate({
        auth: route.auth,
        scope: route.scope,
        alternativeScope: route.alternativeScope,
        readToken,
        limiter,
        siteHints,
        prefetch: schemas.prefetch,
        offer,
      }),
    );
  }
  if (schemas.body && !schemas.parseBody) stack.use(jsonBody({ required: !schemas.optionalBody }));
  stack.use(versionedRequest({ route: route.name }));
  stack.use(validate(schemas));
  if (route.method === 'POST' && route.auth !== 'none') stack.use(idempotency({ route: route.name }));
  if (isSingleResourceGet(route)) stack.use(conditionalGet({ variant: renderedVariant({ route: route.name }) }));
  stack.use(errorHandler({ logger, render: problemResponse }));
  const handler = stack.handler(async (event, context) => {
    const replay = context.idempotentReplay;
    if (replay) return { ...replay, headers: { ...replay.headers, 'idempotent-replayed': 'true' } };
    const input = context.input as { params: unknown; query: unknown; body: unknown };
    return handle({
      event,
      principal: context.principal as Principal,
      params: input.params as Infer<S['params']>,
      query: input.query as Infer<S['query']>,
      body: input.body as Infer<S['body']>,
      remainingMs: () => context.getRemainingTimeInMillis(),
    });
  });
  const description: HandlerDescription = { route, schemas };
  // Items read early serve only the invocation that read them.
  const run = schemas.prefetch
    ? (event: APIGatewayProxyEventV2, context: Context) => withPrefetchScope(() => handler(event, context))
    : handler;
  return Object.assign(run, { description });
};
