import type { components } from './openapi-types.js';

export type ErrorBody = components['schemas']['Error'];
export type FieldError = components['schemas']['FieldError'];

/**
 * A non-2xx answer of the API, with the fields of its error body (`{code, message, errors?, details?}`).
 * Bodies that are not the API's JSON error (a proxy's HTML page, say) get `code` `http_<status>`.
 */
export class SiteApiError extends Error {
  override readonly name = 'SiteApiError';
  readonly status: number;
  readonly code: string;
  readonly errors: readonly FieldError[];
  readonly details: Readonly<Record<string, unknown>> | undefined;
  /** The response's headers (`Retry-After`, `X-RateLimit-*`, `X-Accepted-OAuth-Scopes` …). */
  readonly headers: Headers;

  constructor(status: number, body: Partial<ErrorBody>, headers: Headers = new Headers()) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
    this.status = status;
    this.code = typeof body.code === 'string' ? body.code : `http_${status}`;
    this.errors = Array.isArray(body.errors) ? body.errors : [];
    this.details = body.details;
    this.headers = headers;
  }

  /** The error a response stands for; its body is read (the caller must not have read it). */
  static async fromResponse(response: Response): Promise<SiteApiError> {
    const text = await response.text().catch(() => '');
    let body: Partial<ErrorBody> = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Partial<ErrorBody>;
    } catch {
      /* not JSON: keep the generic code and message */
    }
    // RFC 6749 errors (under /oauth2) name their fields differently.
    const oauth = body as { error?: string; error_description?: string };
    if (body.code === undefined && typeof oauth.error === 'string')
      body = { code: oauth.error, message: oauth.error_description ?? oauth.error };
    if (body.message === undefined)
      body = { ...body, message: `HTTP ${response.status} ${response.statusText}`.trim() };
    return new SiteApiError(response.status, body, response.headers);
  }
}
