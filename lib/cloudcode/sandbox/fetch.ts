import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { forbiddenAddressLookup, urlFormProblem } from '../../webhooks/url-guard.js';
import type { HostAnswer } from './run.js';

export interface GuestFetchRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface FetchPolicy {
  readonly timeoutMs: number;
  readonly maxBytes: number;
  /** Sent as `Cloud-Code-Depth` (the invocation's depth): a function the API runs for it is one deeper, and 4 deep is refused. */
  readonly depth: number;
  /** Hosts that may be local (and http): CLOUD_CODE_FETCH_ALLOW_HOSTS, for tests' receivers. */
  readonly allowHosts: readonly string[];
}

export const DEPTH_HEADER = 'cloud-code-depth';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Headers the host sets or that would let the guest speak for the connection. */
const RESERVED = new Set([
  'host',
  'content-length',
  'connection',
  'transfer-encoding',
  'upgrade',
  'keep-alive',
  'te',
  'trailer',
  'proxy-authorization',
  DEPTH_HEADER,
]);
const USER_AGENT = 'SiteAPI-CloudCode/1.0';

const isGuestRequest = (value: unknown): value is GuestFetchRequest => {
  const request = value as GuestFetchRequest | null;
  return (
    typeof request?.url === 'string' &&
    typeof request.method === 'string' &&
    typeof request.headers === 'object' &&
    request.headers !== null &&
    Object.values(request.headers).every((header) => typeof header === 'string') &&
    (request.body === undefined || typeof request.body === 'string')
  );
};

/** Why a guest request is refused before any connection, or undefined. */
export const fetchProblem = (request: GuestFetchRequest, policy: FetchPolicy): string | undefined => {
  if (!METHODS.has(request.method)) return `method ${request.method} is not allowed`;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'the URL must be absolute';
  }
  const allowed = policy.allowHosts.includes(url.hostname.toLowerCase());
  const problem = urlFormProblem(request.url, { allowPrivate: allowed });
  if (problem) return `the URL ${problem}`;
  if (request.body !== undefined && Buffer.byteLength(request.body) > policy.maxBytes)
    return `the request body is larger than ${policy.maxBytes} bytes`;
  return undefined;
};

/**
 * The guest's `fetch`: HTTPS to public addresses only. The address connected to is checked after DNS
 * resolution (the webhooks' guard: loopback, private, shared, link-local, metadata, documentation and
 * reserved ranges refused), whatever WEBHOOK_ALLOW_PRIVATE_URLS says; only hosts named in
 * CLOUD_CODE_FETCH_ALLOW_HOSTS skip it. No redirects are followed (a 3xx comes back as it is),
 * `timeoutMs` for the whole exchange, at most `maxBytes` of the answer. Never throws: a refusal is
 * an error answer, which the guest's `fetch` rejects with.
 */
export const guestFetch = (raw: unknown, policy: FetchPolicy): Promise<HostAnswer> => {
  if (!isGuestRequest(raw))
    return Promise.resolve({ error: 'a request needs a URL, a method, string headers and a string body' });
  const problem = fetchProblem(raw, policy);
  if (problem) return Promise.resolve({ error: problem });
  const url = new URL(raw.url);
  const allowed = policy.allowHosts.includes(url.hostname.toLowerCase());
  const headers: Record<string, string> = { 'user-agent': USER_AGENT };
  for (const [name, value] of Object.entries(raw.headers))
    if (!RESERVED.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
  headers[DEPTH_HEADER] = String(policy.depth);
  if (raw.body !== undefined) headers['content-length'] = String(Buffer.byteLength(raw.body));
  const options: RequestOptions = {
    method: raw.method,
    headers,
    lookup: allowed ? undefined : forbiddenAddressLookup,
    agent: false,
  };
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: HostAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, options, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > policy.maxBytes) {
          response.destroy();
          finish({ error: `the response is larger than ${policy.maxBytes} bytes` });
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => {
        const answerHeaders: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined) answerHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
        finish({
          ok: {
            status: response.statusCode ?? 0,
            headers: answerHeaders,
            body: Buffer.concat(chunks).toString('utf8'),
          },
        });
      });
      response.on('error', (error) => finish({ error: error.message }));
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish({ error: `no answer within ${policy.timeoutMs} ms` });
    }, policy.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => {
      finish({
        error:
          error.code === 'EFORBIDDEN'
            ? 'the URL must not point to a private or local address'
            : `connection failed (${error.code ?? error.message})`,
      });
    });
    request.end(raw.body);
  });
};
