import { describe, expect, it } from 'vitest';
import { ApiError, invalidField, tooManyRequests } from '../../../../lib/http/errors.js';
import { errorResponse, problemResponse } from '../../../../lib/http/middleware/error-handler.js';
import { json } from '../../../../lib/http/responses.js';
import { problemDetails } from '../../../../lib/versions/changes/problem-details.js';

const event = {
  headers: { host: 'api.test', 'x-forwarded-proto': 'https' },
  requestContext: { requestId: 'req-1', domainName: 'api.test' },
} as never;

describe('problem details', () => {
  const cases = [
    new ApiError(404, 'not_found', 'Page not found'),
    invalidField('title', 'is required', 'missing'),
    tooManyRequests('rate_limited', 'Too many', 3),
    new ApiError(500, 'internal_error', 'secret detail', { details: { leaked: true } }),
  ];

  it('renders the newest error as RFC 9457 problem details', () => {
    const res = problemResponse(invalidField('title', 'is required', 'missing'), event);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(JSON.parse(res.body as string)).toEqual({
      type: 'https://api.test/docs#error-validation_failed',
      title: 'Unprocessable Entity',
      status: 422,
      detail: 'is required',
      instance: 'req-1',
      code: 'validation_failed',
      errors: [{ field: 'title', message: 'is required', code: 'missing' }],
    });
  });

  it('gives older versions back the first version error answer byte for byte', () => {
    for (const error of cases) {
      expect(problemDetails.response?.(problemResponse(error, event), 'r')).toEqual(errorResponse(error));
    }
  });

  it('leaves answers that are not problem details alone', () => {
    const ok = json(200, { detail: 'x' });
    expect(problemDetails.response?.(ok, 'r')).toBe(ok);
  });
});
