import { API_VERSION } from './openapi-types.js';
import { randomUUID } from 'node:crypto';
import { SiteApiError } from './errors.js';
import {
  DEFAULT_RETRY_POLICY,
  isRetryableStatus,
  parseRetryAfter,
  retryDelay,
  type RetryPolicy,
} from './retry-policy.js';

/** What a client is told about each retry it makes (the CLI prints it). */
export interface RetryNotice {
  readonly method: string;
  readonly url: string;
  /** 1 for the first retry. */
  readonly attempt: number;
  readonly delayMs: number;
  /** The status that caused the retry; undefined for a network error. */
  readonly status?: number;
  readonly error?: unknown;
}

export interface TransportOptions {
  /** Bearer token (`Authorization: Bearer …`). */
  readonly token?: string;
  /** Site id or subdomain (`X-Service-Site`), for user tokens. */
  readonly site?: string;
  /** A customer session token (`Session-Token`). */
  readonly sessionToken?: string;
  /** Headers sent with every request (a request's own headers win). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly retry?: Partial<RetryPolicy>;
  /** Per-attempt timeout in ms (default 30 000); a timed-out attempt is retried like a network error. */
  readonly timeoutMs?: number;
  readonly onRetry?: (notice: RetryNotice) => void;
  /** Replaceable for tests. */
  readonly fetch?: (request: Request) => Promise<Response>;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly random?: () => number;
}

export type Transport = (request: Request) => Promise<Response>;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A `fetch` for the API: adds the authentication headers, an `Idempotency-Key` to every POST (one key
 * per call, so every retry of it carries the same one and the server replays instead of repeating),
 * retries 429, 5xx and network failures (bounded, jittered, `Retry-After` honoured) and turns every
 * non-2xx answer into a thrown {@link SiteApiError}.
 */
export const createTransport = (options: TransportOptions = {}): Transport => {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const sleep = options.sleep ?? defaultSleep;
  const timeoutMs = options.timeoutMs ?? 30_000;

  return async (input: Request) => {
    const headers = new Headers(input.headers);
    const defaults: Record<string, string | undefined> = {
      // The version the client's types were generated from; options.headers or a request's own header wins.
      'x-service-version': API_VERSION,
      ...options.headers,
      authorization: options.token && `Bearer ${options.token}`,
      'x-service-site': options.site,
      'session-token': options.sessionToken,
      accept: 'application/json',
    };
    for (const [name, value] of Object.entries(defaults))
      if (value !== undefined && !headers.has(name)) headers.set(name, value);
    if (input.method === 'POST' && !headers.has('idempotency-key')) headers.set('idempotency-key', randomUUID());
    // Kept as bytes: each attempt sends a new Request (a Request's body can be read only once).
    const body = input.body === null ? undefined : await input.arrayBuffer();
    const request = { method: input.method, url: input.url };

    for (let attempt = 0; ; attempt += 1) {
      let response: Response | undefined;
      let failure: unknown;
      try {
        response = await send(
          new Request(input.url, { method: input.method, headers, body, signal: AbortSignal.timeout(timeoutMs) }),
        );
      } catch (error) {
        failure = error;
      }
      if (response?.ok) return response;
      const retryable = response ? isRetryableStatus(response.status) : true;
      if (!retryable || attempt >= policy.retries) {
        if (response) throw await SiteApiError.fromResponse(response);
        throw failure;
      }
      const delayMs = retryDelay(
        attempt,
        response && parseRetryAfter(response.headers.get('retry-after')),
        policy,
        options.random,
      );
      await response?.body?.cancel();
      options.onRetry?.({
        method: request.method,
        url: request.url,
        attempt: attempt + 1,
        delayMs,
        status: response?.status,
        error: failure,
      });
      await sleep(delayMs);
    }
  };
};
