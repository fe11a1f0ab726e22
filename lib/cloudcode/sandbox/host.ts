import { sdkRequest } from '../sdk-rules.js';
import { guestFetch } from './fetch.js';
import type { SandboxJob } from './protocol.js';
import type { HostAnswer, HostIo } from './run.js';

const SDK_TIMEOUT_MS = 10_000;

/**
 * One SDK call: the matching route of the API over HTTP(S), with the invocation's token, answered
 * with the route's body or its error (`{status, code, message, errors?, details?}`). Without a
 * token (a deployment with no scopes) every call is 403, as a token without scopes would be.
 */
export const sdkCall = async (call: unknown, job: SandboxJob): Promise<HostAnswer> => {
  const request = sdkRequest(call);
  if ('status' in request) return { error: request };
  if (!job.sdk)
    return {
      error: {
        status: 403,
        code: 'insufficient_scope',
        message: 'This deployment declared no scopes: its code cannot use the site SDK',
      },
    };
  const response = await fetch(`${job.sdk.baseUrl}${request.path}`, {
    method: request.method,
    headers: {
      authorization: `Bearer ${job.sdk.token}`,
      ...(request.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: AbortSignal.timeout(SDK_TIMEOUT_MS),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { code: 'invalid_response', message: 'The API answered something that is not JSON' };
  }
  if (response.ok) return { ok: body };
  const error = body as { code?: string; message?: string; errors?: unknown; details?: unknown } | null;
  return {
    error: {
      status: response.status,
      code: error?.code ?? 'error',
      message: error?.message ?? `HTTP ${response.status}`,
      errors: error?.errors,
      details: error?.details,
    },
  };
};

/** The host side of a real invocation: the SDK over HTTP, `fetch` through the address guard. */
export const hostIo: HostIo = {
  sdk: sdkCall,
  fetch: (request, job) =>
    guestFetch(request, {
      timeoutMs: job.limits.fetchTimeoutMs,
      maxBytes: job.limits.fetchBytes,
      depth: job.depth,
      allowHosts: job.fetchAllowHosts,
    }),
};
