import { describe, expect, it } from 'vitest';
import { TransactionRefused } from '../../../../lib/db/transaction.js';
import { ApiError, invalidField } from '../../../../lib/http/errors.js';
import {
  errorHandler,
  errorResponse,
  toApiError,
  type ErrorHandlerOptions,
} from '../../../../lib/http/middleware/error-handler.js';

const logs = () => {
  const lines: { level: string; message: string; extra: unknown }[] = [];
  return {
    lines,
    logger: {
      error: (message: unknown, ...extra: unknown[]) => {
        lines.push({ level: 'error', message: String(message), extra: extra[0] });
      },
      warn: (message: unknown, ...extra: unknown[]) => {
        lines.push({ level: 'warn', message: String(message), extra: extra[0] });
      },
    } as unknown as ErrorHandlerOptions['logger'],
  };
};

const named = (name: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${name} happened`), { name, ...extra });

describe('toApiError', () => {
  it('passes an ApiError through and logs only 5xx ones', () => {
    const { lines, logger } = logs();
    const notFound = new ApiError(404, 'not_found', 'Page not found');
    expect(toApiError(notFound, logger)).toBe(notFound);
    expect(lines).toEqual([]);
    const cause = new Error('socket hang up');
    toApiError(new ApiError(503, 'service_unavailable', 'later', { cause }), logger);
    expect(lines).toEqual([
      { level: 'error', message: 'request failed', extra: { code: 'service_unavailable', error: cause } },
    ]);
  });

  it('answers a transaction collision with 503 contention and Retry-After, logged as a warning', () => {
    const { lines, logger } = logs();
    for (const name of ['TransactionCanceledException', 'TransactionConflictException']) {
      const error = toApiError(named(name), logger);
      expect(error).toMatchObject({ status: 503, code: 'contention', headers: { 'retry-after': '1' } });
    }
    expect(lines.map((line) => line.level)).toEqual(['warn', 'warn']);
  });

  it('answers a transaction refused by a condition no domain answered for with 503 contention too', () => {
    const { lines, logger } = logs();
    expect(toApiError(new TransactionRefused(['stock:p1']), logger)).toMatchObject({ status: 503, code: 'contention' });
    expect(lines.map((line) => line.level)).toEqual(['warn']);
  });

  it('answers throttling, timeouts and retryable SDK errors with 503 service_unavailable', () => {
    const { logger } = logs();
    for (const error of [
      named('ProvisionedThroughputExceededException'),
      named('ThrottlingException'),
      named('TimeoutError'),
      named('Whatever', { $retryable: {} }),
    ]) {
      expect(toApiError(error, logger)).toMatchObject({
        status: 503,
        code: 'service_unavailable',
        headers: { 'retry-after': '1' },
      });
    }
  });

  it("maps the JSON body parser's errors to 415 and 400", () => {
    const { logger } = logs();
    const fromParser = (message: string) =>
      Object.assign(new Error(message), { cause: { package: '@middy/http-json-body-parser' } });
    expect(toApiError(fromParser('Unsupported Media Type'), logger)).toMatchObject({
      status: 415,
      code: 'unsupported_media_type',
    });
    expect(toApiError(fromParser('Invalid or malformed JSON was provided'), logger)).toMatchObject({
      status: 400,
      code: 'malformed_json',
    });
  });

  it('turns anything else into a logged 500 internal_error', () => {
    const { lines, logger } = logs();
    const bug = new TypeError('cannot read properties of undefined');
    expect(toApiError(bug, logger)).toMatchObject({
      status: 500,
      code: 'internal_error',
      message: 'An unexpected error occurred',
    });
    expect(lines).toEqual([{ level: 'error', message: 'unexpected error', extra: { error: bug } }]);
  });
});

describe('errorResponse', () => {
  it('renders the shared error body with its errors and details, never cached', () => {
    const response = errorResponse(invalidField('title', 'is required', 'missing'));
    expect(response.statusCode).toBe(422);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(response.body as string)).toEqual({
      code: 'validation_failed',
      message: 'is required',
      errors: [{ field: 'title', message: 'is required', code: 'missing' }],
    });
  });

  it("never shows a 500's message or details, but shows a 503's message with Retry-After", () => {
    const secret = new ApiError(500, 'internal_error', 'token smp_secret leaked in a message', {
      details: { token: 'smp_secret' },
    });
    expect(JSON.parse(errorResponse(secret).body as string)).toEqual({
      code: 'internal_error',
      message: 'An unexpected error occurred',
    });
    const busy = errorResponse(
      new ApiError(503, 'contention', 'retry shortly', { headers: { 'retry-after': '1' }, details: { x: 1 } }),
    );
    expect(JSON.parse(busy.body as string)).toEqual({ code: 'contention', message: 'retry shortly' });
    expect(busy.headers['retry-after']).toBe('1');
  });
});

describe('errorHandler', () => {
  it('sets the response from the error unless an earlier onError already did', async () => {
    const { logger } = logs();
    const middleware = errorHandler({ logger });
    const request = { error: new ApiError(404, 'not_found', 'gone'), response: undefined as unknown };
    await middleware.onError?.(request as never);
    expect(request.response).toMatchObject({ statusCode: 404 });
    const answered = { error: new Error('x'), response: { statusCode: 204 } };
    await middleware.onError?.(answered as never);
    expect(answered.response).toEqual({ statusCode: 204 });
  });
});
