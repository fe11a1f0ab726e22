import { html, json, type HttpResult } from '../http/responses.js';
import type { OAuthErrorCode } from './errors.js';
import { pageHeaders, renderError } from './pages.js';

/** The API's own error codes that mean "the request itself is malformed" (RFC 6749: invalid_request). */
const REQUEST_PROBLEMS = new Set([
  'invalid_query',
  'invalid_path',
  'malformed_json',
  'body_required',
  'unsupported_media_type',
  'payload_too_large',
]);

/**
 * The RFC 6749 error code for an API error code. OAuthErrors already carry one (their `code` is
 * the RFC code); the shared middleware's codes are mapped. Pure.
 */
export const rfcErrorCode = (status: number, code: string, validationError: OAuthErrorCode): string => {
  if (status >= 500) return status === 503 ? 'temporarily_unavailable' : 'server_error';
  if (code === 'validation_failed') return validationError;
  if (REQUEST_PROBLEMS.has(code)) return 'invalid_request';
  if (status === 401 && (code === 'missing_token' || code === 'token_expired')) return 'invalid_token';
  return code;
};

interface ApiErrorBody {
  code?: string;
  message?: string;
  detail?: string;
  errors?: unknown[];
}

const parse = (body: string | undefined): ApiErrorBody => {
  try {
    return JSON.parse(body ?? '{}') as ApiErrorBody;
  } catch {
    return {};
  }
};

/**
 * Rewrites an error answer of the shared error handler (`{code, message, errors}`) into the OAuth
 * format, keeping status and headers: `json` gives RFC 6749 5.2 `{error, error_description}`,
 * never cached; `html` gives the error page a person sees. Other answers pass unchanged.
 */
export const toOAuthErrorResponse = (
  response: HttpResult,
  format: 'json' | 'html',
  validationError: OAuthErrorCode = 'invalid_request',
): HttpResult => {
  const status = response.statusCode ?? 200;
  // Only the shared error handler's JSON answers are rewritten; pages the endpoint rendered itself pass.
  // Both forms of the shared error body (`{code, message}`, and the problem details of newer API
  // versions, `{code, detail}`) are rewritten: /oauth2 keeps RFC 6749 bodies in every version.
  const type = response.headers['content-type'] ?? '';
  if (status < 400 || !(type.startsWith('application/json') || type.startsWith('application/problem+json')))
    return response;
  const parsed = parse(response.body);
  const body = { ...parsed, message: parsed.message ?? parsed.detail };
  const { 'content-type': _type, ...headers } = response.headers;
  if (format === 'html') {
    const message =
      status >= 500
        ? 'Something went wrong on our side. Try again in a moment.'
        : (body.message ?? 'The request cannot be completed.');
    return html(status, renderError(message), { ...headers, ...pageHeaders() });
  }
  return json(
    status === 422 ? 400 : status,
    {
      error: rfcErrorCode(status, body.code ?? 'server_error', validationError),
      error_description: body.message ?? 'The request failed',
      ...(body.errors?.length && { errors: body.errors }),
    },
    { ...headers, 'cache-control': 'no-store', pragma: 'no-cache' },
  );
};
