import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ApiError } from '../errors.js';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  fingerprint,
  idempotencyKey,
  releaseIdempotencyKey,
  type IdempotencyKey,
  type StoredResponse,
} from '../../db/idempotency-store.js';
import type { HttpResult } from '../responses.js';
import type { CallerContext } from '../caller-context.js';

export interface IdempotencyContext extends CallerContext {
  /** The stored answer to replay instead of running the handler again. */
  idempotentReplay?: StoredResponse;
  idempotencyClaim?: IdempotencyKey;
}

export interface IdempotencyOptions {
  readonly route: string;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
// Only headers that describe the resource are replayed; scope and rate headers are the retry's own.
const REPLAYED_HEADERS = ['content-type', 'location', 'etag'];

/**
 * `Idempotency-Key` for POST requests, as Stripe has it: a retry with the same key and the same
 * request gets the first answer (with `Idempotent-Replayed: true`) and creates nothing; the same
 * key with another request is 422. Keys are scoped to the site (or user) and route and kept 24 h.
 *
 * Written here rather than taken from Powertools' idempotency utility because a replay must still
 * pass through the rest of the stack (scope and rate-limit headers, request log, metrics), which
 * middy skips for an early response, and records must live in their owner's partition.
 * Used right before the handler, after authentication and validation: invalid requests claim nothing.
 */
export const idempotency = (
  options: IdempotencyOptions,
): middy.MiddlewareObj<APIGatewayProxyEventV2, HttpResult, Error, IdempotencyContext> => {
  const idempotencyMiddlewareBefore: middy.MiddlewareFn<
    APIGatewayProxyEventV2,
    HttpResult,
    Error,
    IdempotencyContext
  > = async (request) => {
    request.context.idempotentReplay = undefined;
    request.context.idempotencyClaim = undefined;
    const header = request.event.headers['idempotency-key'];
    if (header === undefined) return;
    if (!KEY_PATTERN.test(header)) {
      throw new ApiError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 printable ASCII characters');
    }
    const principal = request.context.principal;
    const key = idempotencyKey(
      { siteId: principal?.site?.id, userId: principal?.token.userId ?? principal?.token.customerId },
      options.route,
      header,
    );
    const print = fingerprint([request.event.rawPath, request.event.rawQueryString, request.event.body ?? null]);
    const existing = await claimIdempotencyKey(key, print);
    if (!existing) {
      request.context.idempotencyClaim = key;
      return;
    }
    if (existing.fingerprint !== print) {
      throw new ApiError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different request',
      );
    }
    if (existing.state === 'in_progress') {
      throw new ApiError(
        409,
        'idempotency_in_progress',
        'A request with this Idempotency-Key is still in progress; retry shortly',
        {
          headers: { 'retry-after': '1' },
        },
      );
    }
    request.context.idempotentReplay = existing.response;
  };

  const idempotencyMiddlewareAfter: middy.MiddlewareFn<
    APIGatewayProxyEventV2,
    HttpResult,
    Error,
    IdempotencyContext
  > = async (request) => {
    const claim = request.context.idempotencyClaim;
    const response = request.response;
    if (!claim || !response) return;
    const statusCode = response.statusCode ?? 200;
    if (statusCode >= 500) return releaseIdempotencyKey(claim);
    const headers = Object.fromEntries(
      REPLAYED_HEADERS.flatMap((name) =>
        response.headers[name] === undefined ? [] : [[name, response.headers[name] as string]],
      ),
    );
    await completeIdempotencyKey(claim, { statusCode, headers, body: String(response.body ?? '') });
  };

  const idempotencyMiddlewareOnError: middy.MiddlewareFn<
    APIGatewayProxyEventV2,
    HttpResult,
    Error,
    IdempotencyContext
  > = async (request) => {
    const claim = request.context.idempotencyClaim;
    // The request failed: let the client's retry run it again.
    if (claim) await releaseIdempotencyKey(claim);
  };

  return {
    before: idempotencyMiddlewareBefore,
    after: idempotencyMiddlewareAfter,
    onError: idempotencyMiddlewareOnError,
  };
};
