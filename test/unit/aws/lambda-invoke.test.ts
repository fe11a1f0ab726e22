import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invokeLambda, LambdaServiceError } from '../../../lib/aws/lambda-invoke.js';

// Lambda's Invoke over one signed request, against a receiver on 127.0.0.1 standing in for the
// Lambda endpoint (AWS_ENDPOINT_URL_LAMBDA, as the SDK reads it).
interface Seen {
  readonly method?: string;
  readonly url?: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}
const seen: Seen[] = [];
let answers: { status: number; headers?: Record<string, string>; body: string; delayMs?: number }[] = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    const answer = answers.shift() ?? { status: 500, body: 'no answer left' };
    setTimeout(() => {
      if (!res.destroyed)
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(answer.body);
    }, answer.delayMs ?? 0);
  });
});
const saved = { ...process.env };

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_LAMBDA: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret',
    AWS_SESSION_TOKEN: 'session-token',
  });
});
afterAll(async () => {
  process.env = saved;
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  answers = [];
});

describe('invokeLambda', () => {
  it("posts the payload to the function's invocations path, signed for lambda in the region with the session token", async () => {
    answers = [{ status: 200, body: '{"status":"ok"}' }];
    const answer = await invokeLambda('site-api-sandbox', '{"files":[]}');
    expect(answer).toEqual({ payload: '{"status":"ok"}' });
    expect(seen).toHaveLength(1);
    const [request] = seen as [Seen];
    expect(request).toMatchObject({
      method: 'POST',
      url: '/2015-03-31/functions/site-api-sandbox/invocations',
      body: '{"files":[]}',
    });
    expect(request.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/lambda\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    expect(request.headers['x-amz-security-token']).toBe('session-token');
    expect(request.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(request.headers['content-type']).toBe('application/json');
  });

  it("hands back the function's own failure (X-Amz-Function-Error) with Lambda's description, not as an exception", async () => {
    answers = [
      {
        status: 200,
        headers: { 'x-amz-function-error': 'Unhandled' },
        body: '{"errorMessage":"Task timed out after 10.00 seconds"}',
      },
    ];
    expect(await invokeLambda('f', '{}')).toEqual({
      payload: '{"errorMessage":"Task timed out after 10.00 seconds"}',
      functionError: 'Unhandled',
    });
  });

  it('retries a throttle (the function did not run), signing each attempt again, then answers', async () => {
    answers = [
      { status: 429, body: '{"message":"Rate exceeded"}' },
      { status: 429, body: '{}' },
      { status: 200, body: '"third"' },
    ];
    expect(await invokeLambda('f', '{}')).toEqual({ payload: '"third"' });
    expect(seen).toHaveLength(3);
    expect(seen.every((request) => /^AWS4-HMAC-SHA256 Credential=/.test(request.headers.authorization ?? ''))).toBe(
      true,
    );
  });

  it("gives up after three throttles, and never retries a service error (the site's code may have run) or a refusal", async () => {
    answers = [
      { status: 429, body: 'a' },
      { status: 429, body: 'b' },
      { status: 429, body: 'c' },
      { status: 200, body: 'never' },
    ];
    await expect(invokeLambda('f', '{}')).rejects.toMatchObject({ name: 'LambdaServiceError', status: 429 });
    expect(seen).toHaveLength(3);
    for (const status of [502, 404]) {
      seen.length = 0;
      answers = [
        { status, body: '{"Message":"Function not found"}' },
        { status: 200, body: 'never' },
      ];
      const refused = await invokeLambda('missing', '{}').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(LambdaServiceError);
      expect((refused as LambdaServiceError).status).toBe(status);
      expect((refused as Error).message).toContain('Function not found');
      expect(seen).toHaveLength(1);
    }
    answers = [];
  });

  it('gives up on a connection that stays silent past the timeout', async () => {
    answers = [{ status: 200, body: 'late', delayMs: 2_000 }];
    const started = Date.now();
    await expect(invokeLambda('slow', '{}', 200)).rejects.toThrow(/no answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
