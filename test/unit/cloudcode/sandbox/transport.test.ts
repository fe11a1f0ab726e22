import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInSandbox, SANDBOX_FUNCTION_ENV } from '../../../../lib/cloudcode/sandbox/transport.js';
import type { SandboxJob } from '../../../../lib/cloudcode/sandbox/protocol.js';

// On AWS a sandbox runs in its own Lambda (CLOUD_CODE_SANDBOX_FUNCTION set): the job goes out as
// the Invoke payload and the answer comes back as the outcome; the function's own failure (its
// timeout, a crash) becomes an outcome with the matching status. A receiver on 127.0.0.1 stands
// in for Lambda.
const answers: { headers?: Record<string, string>; body: string }[] = [];
const received: { url?: string; body: string }[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => {
    body += chunk.toString('utf8');
  });
  req.on('end', () => {
    received.push({ url: req.url, body });
    const answer = answers.shift() ?? { body: '{}' };
    res.writeHead(200, { 'content-type': 'application/json', ...answer.headers }).end(answer.body);
  });
});
const saved = { ...process.env };
const job: SandboxJob = {
  files: [{ name: 'main.js', code: 'cloud.define("f", () => 1)' }],
  entry: { type: 'function', name: 'f' },
  request: { params: {} },
  secrets: {},
  depth: 1,
  fetchAllowHosts: [],
  limits: {
    timeoutMs: 1000,
    memoryBytes: 1 << 24,
    stackBytes: 1 << 18,
    outputBytes: 1024,
    logLines: 1,
    logLineBytes: 16,
    fetchCalls: 0,
    fetchTimeoutMs: 100,
    fetchBytes: 1024,
    sdkCalls: 0,
  },
};

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_LAMBDA: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'AKID',
    AWS_SECRET_ACCESS_KEY: 'secret',
    [SANDBOX_FUNCTION_ENV.request]: 'request-sandbox',
    [SANDBOX_FUNCTION_ENV.job]: 'job-sandbox',
  });
});
afterAll(async () => {
  process.env = saved;
  await new Promise((resolve) => server.close(resolve));
});

describe('runInSandbox on AWS', () => {
  it('sends the job to the request or the job sandbox and answers with its outcome', async () => {
    const outcome = {
      status: 'ok',
      result: 1,
      logs: [],
      droppedLogLines: 0,
      durationMs: 3,
      memoryBytes: 10,
      sdkCalls: 0,
      fetchCalls: 0,
    };
    answers.push({ body: JSON.stringify(outcome) }, { body: JSON.stringify(outcome) });
    expect(await runInSandbox(job)).toEqual(outcome);
    expect(await runInSandbox(job, 'job')).toEqual(outcome);
    expect(received.map((r) => r.url)).toEqual([
      '/2015-03-31/functions/request-sandbox/invocations',
      '/2015-03-31/functions/job-sandbox/invocations',
    ]);
    expect(JSON.parse(received[0]?.body ?? '')).toEqual(job);
  });

  it("turns the sandbox function's own timeout, memory exhaustion or crash into the outcome's status", async () => {
    const failed = (errorMessage: string) => ({
      headers: { 'x-amz-function-error': 'Unhandled' },
      body: JSON.stringify({ errorMessage }),
    });
    answers.push(
      failed('2026-11-25T12:00:00Z abc Task timed out after 10.01 seconds'),
      failed('Runtime exited with error: signal: killed'),
      failed('boom'),
    );
    expect(await runInSandbox(job)).toMatchObject({
      status: 'timeout',
      error: { message: expect.stringContaining('timed out') },
      logs: [],
    });
    expect(await runInSandbox(job)).toMatchObject({ status: 'memory' });
    expect(await runInSandbox(job)).toMatchObject({ status: 'error', error: { message: 'boom' } });
  });
});
