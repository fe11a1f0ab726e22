import type middy from '@middy/core';
import type { Logger } from '@aws-lambda-powertools/logger';
import { ApiError, contention, serviceUnavailable } from '../errors.js';
import { STATUS_CODES } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { baseUrl } from '../base-url.js';
import { json, PROBLEM_JSON, type HttpResult } from '../responses.js';

export interface ErrorHandlerOptions {
  readonly logger: Pick<Logger, 'error' | 'warn'>;
  /** How an error is rendered (default: errorResponse; the endpoint stack uses problemResponse). */
  readonly render?: (error: ApiError, event: APIGatewayProxyEventV2) => HttpResult;
}

// DynamoDB answers these when it is overloaded or briefly unavailable; the SDK has already
// retried within its budget by the time one reaches us, so the client is told to retry later.
const TRANSIENT_ERRORS = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'TimeoutError',
  'TransactionInProgressException',
]);

interface HttpErrorLike {
  statusCode?: number;
  expose?: boolean;
  message?: string;
  cause?: { package?: string };
}

/** Maps errors raised by middy's own HTTP middlewares onto the API's error codes. */
const fromMiddyError = (error: HttpErrorLike): ApiError | undefined => {
  if (error.cause?.package !== '@middy/http-json-body-parser') return undefined;
  if (error.message === 'Unsupported Media Type') {
    return new ApiError(415, 'unsupported_media_type', 'Request bodies must be JSON (Content-Type: application/json)');
  }
  return new ApiError(400, 'malformed_json', 'The request body is not valid JSON');
};

/** Converts any thrown error into the API's JSON error body; 5xx causes are logged, never shown. */
export const toApiError = (error: unknown, logger: ErrorHandlerOptions['logger']): ApiError => {
  if (error instanceof ApiError) {
    if (error.status >= 500) logger.error('request failed', { code: error.code, error: error.cause ?? error });
    return error;
  }
  const mapped = fromMiddyError(error as HttpErrorLike);
  if (mapped) return mapped;
  const name = (error as { name?: string }).name ?? '';
  // A transaction that collided with another one, or was refused by a condition the domain code
  // did not turn into its own answer (TransactionRefused, lib/db/transaction.ts), changed nothing:
  // 503 contention, the client may retry.
  if (
    name === 'TransactionCanceledException' ||
    name === 'TransactionConflictException' ||
    name === 'TransactionRefused'
  ) {
    logger.warn('transaction conflict', { error });
    return contention(error);
  }
  const retryable = (error as { $retryable?: unknown }).$retryable !== undefined;
  if (TRANSIENT_ERRORS.has(name) || retryable) {
    logger.warn('dependency unavailable', { error });
    return serviceUnavailable(error);
  }
  logger.error('unexpected error', { error });
  return new ApiError(500, 'internal_error', 'An unexpected error occurred', { cause: error });
};

/**
 * What an error answer says of an ApiError, in the first version's key order: a 5xx other than 503
 * says nothing of its cause, and only a 4xx carries `details`.
 */
export const publicErrorFields = (error: ApiError) => ({
  code: error.code,
  message: error.status >= 500 && error.status !== 503 ? 'An unexpected error occurred' : error.message,
  ...(error.errors?.length && { errors: error.errors }),
  ...(error.details && error.status < 500 && { details: error.details }),
});

const errorHeaders = (error: ApiError) => ({ ...error.headers, 'cache-control': 'no-store' });

/** Renders an ApiError as the first version's error body (lib/versions renders older versions with it). */
export const errorResponse = (error: ApiError): HttpResult =>
  json(error.status, publicErrorFields(error), errorHeaders(error));

/** Where an error answer's problem `type` points: the docs page's entry for its code. */
export const problemTypeUrl = (base: string, code: string) => `${base}/docs#error-${code}`;

/**
 * Renders an ApiError in the newest version's shape: RFC 9457 problem details
 * (`application/problem+json`), `detail` being errorResponse's `message` and `instance` the
 * request id. The API renders every error this way; lib/versions turns it back into errorResponse's
 * body, byte for byte, for the versions before problem details.
 */
export const problemResponse = (error: ApiError, event?: APIGatewayProxyEventV2): HttpResult => {
  const { code, message, errors, details } = publicErrorFields(error);
  const body: Record<string, unknown> = {
    type: event?.headers ? problemTypeUrl(baseUrl(event), error.code) : 'about:blank',
    title: STATUS_CODES[error.status] ?? 'Error',
    status: error.status,
    detail: message,
    instance: event?.requestContext?.requestId,
    code,
  };
  if (errors !== undefined) body.errors = errors;
  if (details !== undefined) body.details = details;
  return json(error.status, body, { ...errorHeaders(error), 'content-type': PROBLEM_JSON });
};

/**
 * Last in the `.use` chain so its `onError` runs first and sets the response; middlewares used
 * before it may still decorate that response (scope headers) in their own `onError`.
 */
export const errorHandler = (options: ErrorHandlerOptions): middy.MiddlewareObj => {
  const errorHandlerMiddlewareOnError: middy.MiddlewareFn = async (request) => {
    if (request.response !== undefined) return;
    const render = options.render ?? errorResponse;
    request.response = render(toApiError(request.error, options.logger), request.event as APIGatewayProxyEventV2);
  };
  return { onError: errorHandlerMiddlewareOnError };
};
