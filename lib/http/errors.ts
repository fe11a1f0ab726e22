/** One invalid field of a request, as reported in a 422 body. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
  readonly code: string;
}

export interface ApiErrorOptions {
  readonly errors?: readonly FieldError[];
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;
  readonly cause?: unknown;
}

/**
 * Every error the API answers with. 4xx messages are shown to clients as they are;
 * 5xx bodies are replaced by a generic message and the cause is logged.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly errors?: readonly FieldError[];
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(
    readonly status: number,
    /** Stable snake_case code clients may branch on. */
    readonly code: string,
    message: string,
    options: ApiErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.errors = options.errors;
    this.details = options.details;
    this.headers = options.headers;
  }
}

export const badRequest = (code: string, message: string, options?: ApiErrorOptions) =>
  new ApiError(400, code, message, options);

export const unauthorized = (code: string, message: string) =>
  new ApiError(401, code, message, {
    headers: { 'www-authenticate': `Bearer realm="site-api", error="invalid_token"` },
  });

export const forbidden = (code: string, message: string, options?: ApiErrorOptions) =>
  new ApiError(403, code, message, options);

/** 404 for a resource that does not exist or that belongs to another site: never reveal which. */
export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);

export const conflict = (code: string, message: string, options?: ApiErrorOptions) =>
  new ApiError(409, code, message, options);

export const unprocessable = (errors: readonly FieldError[], message = 'The request has invalid fields') =>
  new ApiError(422, 'validation_failed', message, { errors });

/** Throws one 422 listing every problem, if there is any (a single one is named in the message). */
export const assertValid = (problems: readonly FieldError[]): void => {
  if (problems.length)
    throw unprocessable(problems, problems.length === 1 ? `${problems[0]?.field}: ${problems[0]?.message}` : undefined);
};

/** A single invalid field: a 422 with one `errors` entry. */
export const invalidField = (field: string, message: string, code = 'invalid') =>
  unprocessable([{ field, message, code }], message);

export const tooManyRequests = (code: string, message: string, retryAfterSeconds: number) =>
  new ApiError(429, code, message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    details: { retry_after: Math.max(1, Math.ceil(retryAfterSeconds)) },
  });

export const serviceUnavailable = (cause: unknown, retryAfterSeconds = 1) =>
  new ApiError(503, 'service_unavailable', 'The service is temporarily unavailable; retry shortly', {
    headers: { 'retry-after': String(retryAfterSeconds) },
    cause,
  });

/**
 * 503 `contention`: the API-wide answer for a write the server could not complete because of
 * concurrent writes after its own retries. Nothing was changed and nothing is wrong with the
 * request: the same request may be sent again after Retry-After. (A stale If-Match stays 412 and a
 * conflict with the resource's state, such as a taken slug, stays 409.)
 */
export const contention = (cause?: unknown, retryAfterSeconds = 1) =>
  new ApiError(503, 'contention', 'The write collided with concurrent writes and was not applied; retry shortly', {
    headers: { 'retry-after': String(retryAfterSeconds) },
    cause,
  });
