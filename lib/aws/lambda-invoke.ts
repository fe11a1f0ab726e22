/**
 * Lambda's Invoke (RequestResponse) as one SigV4-signed HTTPS request (lib/aws/sigv4.ts), in place
 * of @aws-sdk/client-lambda: the write functions that may run a before-hook carry this (~2 KB)
 * instead of a client of ~200 KB. Sent with node:https rather than fetch, whose response-headers
 * timeout (300 s) is shorter than the longest job sandbox (600 s). Only a throttle (429: the
 * function did not run) is retried, 3 attempts with jittered backoff: a 5xx may come after the site's
 * code ran, and its writes and fetches are not idempotent. A request past `timeoutMs` is abandoned.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { awsRegion, signerFor } from './sigv4.js';

export interface InvokeAnswer {
  /** The function's answer (or Lambda's description of its failure), as text. */
  readonly payload: string;
  /** `X-Amz-Function-Error` (`Unhandled`: a crash or the function's own timeout), when the function failed. */
  readonly functionError?: string;
}

/** A refusal by the Lambda service itself (not the function's failure): its status and its answer. */
export class LambdaServiceError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`Lambda Invoke answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'LambdaServiceError';
  }
}

const ATTEMPTS = 3;
const retryable = (status: number) => status === 429;

/** The Lambda endpoint: the region's, or AWS_ENDPOINT_URL_LAMBDA (as the SDK reads it; tests). */
const endpoint = () =>
  process.env.AWS_ENDPOINT_URL_LAMBDA?.replace(/\/+$/, '') || `https://lambda.${awsRegion()}.amazonaws.com`;

const send = (url: URL, headers: Record<string, string>, body: string, timeoutMs: number) =>
  new Promise<{ status: number; headers: IncomingMessage['headers']; text: string }>((resolve, reject) => {
    const req = (url.protocol === 'http:' ? httpRequest : httpsRequest)(
      url,
      { method: 'POST', headers, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error(`Lambda Invoke: no answer within ${timeoutMs} ms`)));
    req.end(body);
  });

/** Invokes `functionName` with a JSON `payload` and waits for its answer, at most `timeoutMs` of silence on the connection. */
export const invokeLambda = async (
  functionName: string,
  payload: string,
  timeoutMs = 900_000,
): Promise<InvokeAnswer> => {
  const url = new URL(`${endpoint()}/2015-03-31/functions/${encodeURIComponent(functionName)}/invocations`);
  for (let attempt = 1; ; attempt++) {
    const signed = await signerFor('lambda').sign({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname,
      query: {},
      headers: { host: url.host, 'content-type': 'application/json' },
      body: payload,
    });
    const headers = {
      ...(signed.headers as Record<string, string>),
      'content-length': String(Buffer.byteLength(payload)),
    };
    const answer = await send(url, headers, payload, timeoutMs);
    if (answer.status >= 200 && answer.status < 300) {
      const functionError = answer.headers['x-amz-function-error'];
      return { payload: answer.text, ...(typeof functionError === 'string' && { functionError }) };
    }
    if (!retryable(answer.status) || attempt >= ATTEMPTS) throw new LambdaServiceError(answer.status, answer.text);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * 2 ** attempt));
  }
};
