/**
 * The hot path, over four API instances (each a local server in its own Node process, as
 * four Lambda execution environments are) behind a proxy in front of DynamoDB Local that counts
 * every request by operation and can delay it:
 * - writes per request: 2,000 `GET /pages/{page}` with one token, spread over the four instances,
 *   paced at 80 requests per second;
 * - latency with every DynamoDB request delayed 200 ms: a request that names its site (one
 *   round trip) next to one that does not (an old secret: the token, then the page);
 * - `rateLimit`: the rate limit at 600 per minute over four instances, one whole minute window.
 * Expects TABLE_NAME and AWS_ENDPOINT_URL_DYNAMODB to be set before it is imported.
 */
import { overshootBound, ratePolicy } from '../lib/auth/rate-limit-rules.js';
import { startApi, unique, type Owner } from '../harness/api.js';
import { startInstances, type ApiInstance } from '../harness/instances.js';
import { legacySiteToken } from '../harness/legacy-token.js';
import { startDynamoProxy, WRITE_OPERATIONS, type DynamoProxy } from './dynamo-proxy.js';
import { fixed, median, type Figure } from './report.js';

const SECTION = 'hot path';

interface Fixture {
  owner: Owner;
  page: string;
  siteToken: string;
  legacyToken: string;
}

/** An owner with a site, a page, a site token (whose secret names the site) and one of the old format. */
const fixture = async (): Promise<Fixture> => {
  const api = await startApi();
  try {
    const owner = await api.owner();
    const made = await api.request('POST', '/pages', {
      token: owner.token,
      site: owner.site.id,
      body: { title: unique('Hot '), items: { hero: { content: 'Hello' } } },
    });
    if (made.status !== 201) throw new Error(`POST /pages answered ${made.status}`);
    const siteToken = await api.siteToken(owner, ['read_content']);
    const { secret } = await legacySiteToken(owner, ['read_content']);
    return { owner, page: `/pages/${made.body.id as string}`, siteToken, legacyToken: secret };
  } finally {
    await api.close();
  }
};

const get = async (url: string, token: string, site?: string): Promise<{ status: number; ms: number }> => {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`refusing to load anything but 127.0.0.1: ${url}`);
  const started = performance.now();
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, ...(site && { 'x-service-site': site }) },
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
};

const sum = (counts: Record<string, number>, names: (name: string) => boolean) =>
  Object.entries(counts)
    .filter(([name]) => names(name))
    .reduce((total, [, n]) => total + n, 0);

/** `total` requests started at `perSecond`, round robin over the instances, at most `inFlight` at once. */
const paced = async (
  instances: readonly ApiInstance[],
  path: string,
  token: string,
  total: number,
  perSecond: number,
  inFlight = 32,
) => {
  const statuses: number[] = [];
  const started = performance.now();
  let running = 0;
  const done: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / perSecond;
    while (performance.now() < due || running >= inFlight)
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, due - performance.now())));
    running += 1;
    done.push(
      get(`${(instances[i % instances.length] as ApiInstance).url}${path}`, token).then(({ status }) => {
        statuses.push(status);
        running -= 1;
      }),
    );
  }
  await Promise.all(done);
  return { statuses, seconds: (performance.now() - started) / 1000 };
};

export interface HotPathResult {
  readonly writes: {
    requests: number;
    perSecond: number;
    writes: number;
    reads: number;
    operations: Record<string, number>;
    non200: number;
  };
  readonly delayed: Record<string, { p50: number; max: number }>;
}

export const measureHotPath = async (options: {
  endpoint: string;
  requests: number;
  perSecond: number;
}): Promise<{ result: HotPathResult; figures: Figure[] }> => {
  const data = await fixture();
  const proxy: DynamoProxy = await startDynamoProxy(options.endpoint);
  const instances = await startInstances(4, {
    AWS_ENDPOINT_URL_DYNAMODB: proxy.url,
    RATE_LIMIT_PER_MINUTE: '1000000000',
  });
  try {
    // Each instance loads the route and stamps the token's first use before anything is counted.
    for (const instance of instances) await get(`${instance.url}${data.page}`, data.siteToken);

    proxy.reset();
    const run = await paced(instances, data.page, data.siteToken, options.requests, options.perSecond);
    const operations = proxy.counts();
    const writes = sum(operations, (name) => WRITE_OPERATIONS.has(name));
    const writesResult = {
      requests: options.requests,
      perSecond: options.requests / run.seconds,
      writes,
      reads: sum(operations, (name) => !WRITE_OPERATIONS.has(name)),
      operations,
      non200: run.statuses.filter((status) => status !== 200).length,
    };

    // Every DynamoDB request held 200 ms: one instance, one request at a time.
    proxy.delayMs = 200;
    const delayed: Record<string, { p50: number; max: number }> = {};
    const ways: [string, string, string | undefined][] = [
      ['site token (its secret names the site)', data.siteToken, undefined],
      ['user token, X-Service-Site with the site id', data.owner.token, data.owner.site.id],
      ['old-format site token (sequential: token, then page)', data.legacyToken, undefined],
    ];
    const url = `${(instances[0] as ApiInstance).url}${data.page}`;
    for (const [name, token, site] of ways) {
      await get(url, token, site);
      const times: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const { status, ms } = await get(url, token, site);
        if (status !== 200) throw new Error(`${name}: GET answered ${status}`);
        times.push(ms);
      }
      delayed[name] = { p50: median(times), max: Math.max(...times) };
    }
    proxy.delayMs = 0;

    const result: HotPathResult = { writes: writesResult, delayed };
    const perRequest = writes / options.requests;
    const named = delayed[ways[0]?.[0] as string] as { p50: number; max: number };
    const figures: Figure[] = [
      {
        section: SECTION,
        name: `GET /pages/{page}: writes per request, ${options.requests} requests, 1 token, 4 instances`,
        value: `${fixed(perRequest, 4)} (${writes} writes; ${fixed(writesResult.perSecond, 0)} req/s; ${fixed(writesResult.reads / options.requests, 2)} reads per request; ${writesResult.non200} non-200)`,
        target: '<= 0.05 (was 1: an UpdateItem per request)',
        met: perRequest <= 0.05 && writesResult.non200 === 0 && writesResult.perSecond >= 50,
      },
      ...ways.map(([name]) => ({
        section: SECTION,
        name: `GET /pages/{page}, every DynamoDB request delayed 200 ms: ${name}`,
        value: `p50 ${fixed(delayed[name]?.p50 ?? 0, 0)} ms, max ${fixed(delayed[name]?.max ?? 0, 0)} ms`,
        target: name === ways[2]?.[0] ? '' : '< 300 ms (was ~410 ms)',
        ...(name !== ways[2]?.[0] && { met: (delayed[name]?.p50 ?? Infinity) < 300 }),
      })),
      {
        section: SECTION,
        name: 'one round trip: named site p50 / sequential p50',
        value: `${fixed(named.p50 / (delayed[ways[2]?.[0] as string]?.p50 ?? 1))}x`,
        target: '',
      },
    ];
    return { result, figures };
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await proxy.close();
  }
};

export interface RateLimitResult {
  readonly limit: number;
  readonly instances: number;
  readonly sent: number;
  readonly accepted: number;
  readonly bound: number;
  readonly target: number;
  /** Longest time from the limit being crossed to an instance's last acceptance, ms. */
  readonly lastAcceptanceAfterCrossing: number;
  readonly instancesRefusing: number;
}

/**
 * The rate limit at 600 a minute over four instances, through one whole minute window: clients
 * send about 1,200 requests a minute (twice the limit) in a steady stream, one at a time per
 * instance, as Lambda serves them.
 */
export const measureRateLimit = async (options: {
  endpoint: string;
  perMinute: number;
}): Promise<{ result: RateLimitResult; figures: Figure[] }> => {
  const LIMIT = 600;
  const data = await fixture();
  const instances = await startInstances(4, { RATE_LIMIT_PER_MINUTE: String(LIMIT), RATE_LIMIT_WINDOW_SECONDS: '60' });
  try {
    const token = data.siteToken;
    // Warm each instance with another token, so the measured token's window starts untouched.
    for (const instance of instances) await get(`${instance.url}${data.page}`, data.owner.token, data.owner.site.id);
    await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 50));
    const end = (Math.floor(Date.now() / 60_000) + 1) * 60_000;
    const gapMs = (60_000 * instances.length) / options.perMinute;
    const results: { instance: number; status: number; at: number; reset: number }[] = [];
    await Promise.all(
      instances.map(async (instance, index) => {
        for (let next = Date.now() + (gapMs * index) / instances.length; Date.now() < end; next += gapMs) {
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
          const res = await fetch(`${instance.url}${data.page}`, { headers: { authorization: `Bearer ${token}` } });
          await res.arrayBuffer();
          results.push({
            instance: index,
            status: res.status,
            at: Date.now(),
            reset: Number(res.headers.get('x-ratelimit-reset')),
          });
        }
      }),
    );
    const inWindow = results.filter((r) => r.reset * 1000 === end);
    const accepted = inWindow.filter((r) => r.status === 200).sort((a, b) => a.at - b.at);
    const crossed = (accepted[LIMIT - 1] ?? accepted[accepted.length - 1])?.at ?? end;
    const lastAcceptanceAfterCrossing = Math.max(
      0,
      ...instances.map(
        (_, index) => Math.max(0, ...accepted.filter((r) => r.instance === index).map((r) => r.at)) - crossed,
      ),
    );
    const result: RateLimitResult = {
      limit: LIMIT,
      instances: instances.length,
      sent: inWindow.length,
      accepted: accepted.length,
      bound: LIMIT + overshootBound(ratePolicy(LIMIT, 60), instances.length),
      target: Math.floor(LIMIT * 1.1 + 10 * instances.length),
      lastAcceptanceAfterCrossing,
      instancesRefusing: new Set(inWindow.filter((r) => r.status === 429).map((r) => r.instance)).size,
    };
    const figures: Figure[] = [
      {
        section: SECTION,
        name: `rate limit 600/min, 4 instances, one minute window, ~${options.perMinute} requests sent`,
        value: `${result.accepted} accepted of ${result.sent} (bound ${result.bound}; ${result.instancesRefusing} of 4 instances refusing)`,
        target: `600 to ${result.bound} (issue: <= ${result.target})`,
        met:
          result.accepted >= LIMIT && result.accepted <= result.bound && result.instancesRefusing === instances.length,
      },
      {
        section: SECTION,
        name: 'rate limit: last acceptance after the limit was crossed',
        value: `${fixed(result.lastAcceptanceAfterCrossing / 1000, 1)} s`,
        target: '<= 5 s',
        met: result.lastAcceptanceAfterCrossing <= 5000,
      },
    ];
    return { result, figures };
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
  }
};
