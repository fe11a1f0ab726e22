/**
 * End to end: autocannon at 50 connections on a read route (GET /pages/{page}: the token and the
 * page in one BatchGetItem, the request naming its site) of the local server on DynamoDB Local,
 * next to the storage floor, raw GetItem calls of the same item from Node at the same concurrency.
 * Only 127.0.0.1 is ever targeted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { fixed, percentile, type Figure } from './report.js';

const SECTION = 'end to end';
const READY = 'BENCH_E2E_READY ';
const root = new URL('..', import.meta.url).pathname;

interface ServerInfo {
  url: string;
  token: string;
  site: string;
  path: string;
  table: string;
  key: Record<string, string>;
  tokenKey: Record<string, string>;
}

const startServer = (env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; info: ServerInfo }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/e2e-server.ts')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the e2e server did not start within 60 s'));
    }, 60_000);
    // Every line is read (the handlers' metrics go to stdout), so the pipe never fills and blocks the server.
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (!line.startsWith(READY)) return;
      clearTimeout(timer);
      resolve({ child, info: JSON.parse(line.slice(READY.length)) as ServerInfo });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the e2e server exited (${code})`));
    });
  });

interface AutocannonResult {
  latency: { p50: number; p99: number; average: number };
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

const autocannon = (
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<AutocannonResult> =>
  new Promise((resolve, reject) => {
    if (!url.startsWith('http://127.0.0.1:')) throw new Error(`refusing to load anything but 127.0.0.1: ${url}`);
    const args = [
      '-c',
      String(connections),
      '-d',
      String(seconds),
      '-j',
      ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
      url,
    ];
    const child = spawn(join(root, 'node_modules/.bin/autocannon'), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(out) as AutocannonResult);
      } catch {
        reject(new Error(`autocannon exited ${code} without a result`));
      }
    });
  });

/**
 * `connections` loops of GetItem for `seconds` (or, given `also`, of the BatchGetItem of both keys
 * the API sends: token and page): per-call latencies in ms.
 */
const rawGetItems = async (
  endpoint: string,
  table: string,
  key: Record<string, string>,
  connections: number,
  seconds: number,
  also?: Record<string, string>,
): Promise<number[]> => {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint }));
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        try {
          if (also)
            await client.send(
              new BatchGetCommand({ RequestItems: { [table]: { Keys: [also, key], ConsistentRead: true } } }),
            );
          else await client.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
          latencies.push(performance.now() - start);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  client.destroy();
  if (errors) throw new Error(`${errors} raw GetItem calls failed`);
  return latencies;
};

export interface EndToEndResult {
  readonly api: { p50: number; p99: number; rps: number; requests: number; errors: number; non2xx: number };
  readonly raw: { p50: number; p99: number; rps: number; requests: number };
  /** The BatchGetItem the route sends (token and page), raw from Node: the floor of this route. */
  readonly rawBatch: { p50: number; p99: number; rps: number; requests: number };
  readonly ratio: number;
}

export const measureEndToEnd = async (options: {
  endpoint: string;
  seconds: number;
  connections: number;
}): Promise<{ result: EndToEndResult; figures: Figure[] }> => {
  const env = {
    ...process.env,
    AWS_ENDPOINT_URL_DYNAMODB: options.endpoint,
    TABLE_NAME: `bench-e2e-${Date.now()}`,
    // One token carries the whole load: lift its per-minute quota for the run.
    RATE_LIMIT_PER_MINUTE: '1000000000',
  };
  const { child, info } = await startServer(env);
  try {
    const url = `${info.url}${info.path}`;
    const headers = { authorization: `Bearer ${info.token}`, 'x-service-site': info.site };
    await autocannon(url, headers, options.connections, 2); // warm-up: handler loaded, JIT warm
    const rawSeconds = Math.max(2, Math.round(options.seconds / 2));
    const rawFirst = await rawGetItems(options.endpoint, info.table, info.key, options.connections, rawSeconds);
    const load = await autocannon(url, headers, options.connections, options.seconds);
    const rawSecond = await rawGetItems(options.endpoint, info.table, info.key, options.connections, rawSeconds);
    const raw = [...rawFirst, ...rawSecond];
    // The API's own storage floor: the BatchGetItem of the token and the page it sends.
    const batch = await rawGetItems(
      options.endpoint,
      info.table,
      info.key,
      options.connections,
      rawSeconds,
      info.tokenKey,
    );
    const result: EndToEndResult = {
      api: {
        p50: load.latency.p50,
        p99: load.latency.p99,
        rps: load.requests.average,
        requests: load.requests.total,
        errors: load.errors + load.timeouts,
        non2xx: load.non2xx,
      },
      raw: {
        p50: percentile(raw, 50),
        p99: percentile(raw, 99),
        rps: raw.length / (rawSeconds * 2),
        requests: raw.length,
      },
      rawBatch: {
        p50: percentile(batch, 50),
        p99: percentile(batch, 99),
        rps: batch.length / rawSeconds,
        requests: batch.length,
      },
      ratio: load.latency.p50 / percentile(raw, 50),
    };
    const figures: Figure[] = [
      {
        section: SECTION,
        name: `GET /pages/{page}, ${options.connections} connections, ${options.seconds} s`,
        value: `p50 ${result.api.p50} ms, p99 ${result.api.p99} ms, ${Math.round(result.api.rps)} req/s`,
        target: '',
      },
      {
        section: SECTION,
        name: 'raw GetItem from Node (storage floor)',
        value: `p50 ${fixed(result.raw.p50, 1)} ms, p99 ${fixed(result.raw.p99, 1)} ms, ${Math.round(result.raw.rps)} req/s`,
        target: '',
      },
      {
        section: SECTION,
        name: "raw BatchGetItem of the token and the page from Node (this route's own floor)",
        value: `p50 ${fixed(result.rawBatch.p50, 1)} ms (${fixed(result.rawBatch.p50 / result.raw.p50)}x the GetItem), p99 ${fixed(result.rawBatch.p99, 1)} ms, ${Math.round(result.rawBatch.rps)} req/s`,
        target: '',
      },
      // The hot path: the token and the page in one BatchGetItem (one request, one round trip).
      {
        section: SECTION,
        name: 'API p50 / raw GetItem p50 (route makes 1 request)',
        value: `${fixed(result.ratio)}x`,
        target: '<= 1.5x',
        met: result.ratio <= 1.5,
      },
      {
        section: SECTION,
        name: 'API p99 / raw GetItem p99',
        value: `${fixed(result.api.p99 / result.raw.p99)}x`,
        target: '',
      },
      {
        section: SECTION,
        name: 'errors and non-2xx answers',
        value: `${result.api.errors + result.api.non2xx} of ${result.api.requests}`,
        target: '0',
        met: result.api.errors + result.api.non2xx === 0,
      },
    ];
    return { result, figures };
  } finally {
    child.kill('SIGTERM');
  }
};
