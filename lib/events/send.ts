import { Agent as HttpAgent, request as httpRequest, type RequestOptions } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { forbiddenAddressLookup, urlFormProblem, type UrlPolicy } from '../webhooks/url-guard.js';

/** Limits of one delivery attempt. */
export const SEND_TIMEOUT_MS = 10_000;
export const MAX_RESPONSE_BYTES = 64 * 1024;

// Connections are kept and reused per receiver (a burst to one receiver does not open hundreds
// at once); a pooled socket was connected to an address the lookup hook below accepted.
const agentOptions = { keepAlive: true, maxSockets: 16, timeout: SEND_TIMEOUT_MS };
const httpAgent = new HttpAgent(agentOptions);
const httpsAgent = new HttpsAgent(agentOptions);

export interface SendResult {
  /** HTTP status, or null when no answer came (refused, timed out, refused by the SSRF guard). */
  readonly status: number | null;
  readonly ok: boolean;
  readonly timeMs: number;
  /** The start of the answer's body (at most 64 KB read). */
  readonly body: string | null;
  readonly error: string | null;
  /** True when the address guard refused the URL or the address it resolved to: nothing was sent, and retrying will not help. */
  readonly forbidden?: boolean;
  /** The answer's Retry-After header (429, 503), as sent. */
  readonly retryAfter?: string | null;
}

/**
 * POSTs a body (text, or bytes such as an encrypted Web Push message) once: no redirects followed, 10 s for the whole exchange, at most 64 KB of the
 * answer read. Unless private addresses are allowed, the address connected to is the one checked
 * (a lookup hook refuses forbidden addresses), so DNS cannot swap in an internal one after the check.
 */
export const send = (
  url: string,
  headers: Record<string, string>,
  body: string | Buffer,
  policy: UrlPolicy,
): Promise<SendResult> => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const problem = urlFormProblem(url, policy);
  if (problem)
    return Promise.resolve({
      status: null,
      ok: false,
      timeMs: 0,
      body: null,
      error: `url ${problem}`,
      forbidden: true,
    });
  const target = new URL(url);
  const lookup: RequestOptions['lookup'] = policy.allowPrivate ? undefined : forbiddenAddressLookup;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'timeMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, timeMs: elapsed() });
    };
    const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup,
        agent: target.protocol === 'https:' ? httpsAgent : httpAgent,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const status = response.statusCode ?? 0;
          const complete = response.complete;
          const retryAfter = response.headers['retry-after'] ?? null;
          finish({
            status,
            ok: status >= 200 && status < 300,
            body: Buffer.concat(chunks).toString('utf8'),
            error: status >= 200 && status < 300 ? null : `HTTP ${status}`,
            retryAfter,
          });
          // A body cut at 64 KB leaves the socket mid-response: it cannot go back to the pool.
          if (!complete) response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          const room = MAX_RESPONSE_BYTES - size;
          chunks.push(chunk.subarray(0, room));
          size += Math.min(chunk.length, room);
          if (size >= MAX_RESPONSE_BYTES) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ status: null, ok: false, body: null, error: `no answer within ${SEND_TIMEOUT_MS / 1000} s` });
    }, SEND_TIMEOUT_MS);
    request.on('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'EFORBIDDEN'
          ? 'url must not point to a private or local address'
          : (error.code ?? error.message);
      finish({
        status: null,
        ok: false,
        body: null,
        error: `connection failed: ${reason}`,
        ...(error.code === 'EFORBIDDEN' && { forbidden: true }),
      });
    });
    request.end(body);
  });
};
