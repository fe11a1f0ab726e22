import { describe, expect, it } from 'vitest';
import { html, json } from '../../../lib/http/responses.js';
import { rfcErrorCode, toOAuthErrorResponse } from '../../../lib/oauth/error-format.js';

describe('OAuth error format', () => {
  it('maps the API codes onto RFC 6749 codes', () => {
    expect(rfcErrorCode(422, 'validation_failed', 'invalid_client_metadata')).toBe('invalid_client_metadata');
    expect(rfcErrorCode(400, 'invalid_query', 'invalid_request')).toBe('invalid_request');
    expect(rfcErrorCode(401, 'missing_token', 'invalid_request')).toBe('invalid_token');
    expect(rfcErrorCode(400, 'invalid_grant', 'invalid_request')).toBe('invalid_grant');
    expect(rfcErrorCode(500, 'internal_error', 'invalid_request')).toBe('server_error');
    expect(rfcErrorCode(503, 'service_unavailable', 'invalid_request')).toBe('temporarily_unavailable');
  });

  it('rewrites a shared error body into {error, error_description}, keeping headers, never cached', () => {
    const out = toOAuthErrorResponse(
      json(401, { code: 'invalid_client', message: 'Client authentication failed' }, { 'www-authenticate': 'Basic' }),
      'json',
    );
    expect(out.statusCode).toBe(401);
    expect(JSON.parse(out.body as string)).toEqual({
      error: 'invalid_client',
      error_description: 'Client authentication failed',
    });
    expect(out.headers).toMatchObject({ 'www-authenticate': 'Basic', 'cache-control': 'no-store', pragma: 'no-cache' });
  });

  it('turns 422 validation failures into 400 with the field errors', () => {
    const errors = [{ field: 'redirect_uris.0', message: 'bad', code: 'invalid' }];
    const out = toOAuthErrorResponse(
      json(422, { code: 'validation_failed', message: 'bad', errors }),
      'json',
      'invalid_client_metadata',
    );
    expect(out.statusCode).toBe(400);
    expect(JSON.parse(out.body as string)).toEqual({
      error: 'invalid_client_metadata',
      error_description: 'bad',
      errors,
    });
  });

  it('renders an error page for browser endpoints and leaves pages and successes alone', () => {
    const page = toOAuthErrorResponse(
      json(500, { code: 'internal_error', message: 'An unexpected error occurred' }),
      'html',
    );
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Something went wrong on our side');
    const own = html(403, '<p>mine</p>');
    expect(toOAuthErrorResponse(own, 'html')).toBe(own);
    const success = json(200, { ok: true });
    expect(toOAuthErrorResponse(success, 'json')).toBe(success);
  });
});
