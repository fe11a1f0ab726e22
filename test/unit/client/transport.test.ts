import { describe, expect, it } from 'vitest';
import { createSiteApi, data, SiteApiError } from '../../../client/index.js';

/** A fake server answering from a script, recording every request it receives. */
const scripted = (answers: (Response | Error)[]) => {
  const seen: Request[] = [];
  const bodies: string[] = [];
  const fetch = async (request: Request) => {
    seen.push(request);
    bodies.push(await request.clone().text());
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, seen, bodies };
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers });
const noSleep = () => {
  const waits: number[] = [];
  return {
    waits,
    sleep: async (ms: number) => {
      waits.push(ms);
    },
  };
};

describe('createSiteApi', () => {
  it('sends Authorization, X-Service-Site and Session-Token from its options', async () => {
    const server = scripted([json(200, { status: 'ok' })]);
    const api = createSiteApi({
      baseUrl: 'http://api.test/',
      token: 'smp_x',
      site: 'demo',
      sessionToken: 'sess',
      fetch: server.fetch,
    });
    expect(await data(api.GET('/health'))).toEqual({ status: 'ok' });
    const headers = server.seen[0]!.headers;
    expect(server.seen[0]!.url).toBe('http://api.test/health');
    expect(headers.get('authorization')).toBe('Bearer smp_x');
    expect(headers.get('x-service-site')).toBe('demo');
    expect(headers.get('session-token')).toBe('sess');
    expect(headers.get('idempotency-key')).toBeNull();
  });

  it('retries a POST after 429 with Retry-After and after a network error, with the same Idempotency-Key and body', async () => {
    const { waits, sleep } = noSleep();
    const server = scripted([
      json(429, { code: 'rate_limited', message: 'Slow down' }, { 'retry-after': '3' }),
      new TypeError('fetch failed'),
      json(201, { id: 'abc' }),
    ]);
    const retries: number[] = [];
    const api = createSiteApi({
      baseUrl: 'http://api.test',
      token: 't',
      fetch: server.fetch,
      sleep,
      random: () => 0.5,
      onRetry: (notice) => retries.push(notice.status ?? 0),
    });
    const created = await data(api.POST('/themes', { body: { name: 'Main' } }));
    expect(created).toEqual({ id: 'abc' });
    expect(server.seen).toHaveLength(3);
    const keys = server.seen.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(server.bodies).toEqual(Array(3).fill('{"name":"Main"}'));
    expect(waits).toEqual([3000, 300]); // Retry-After, then half of 300 × 2^1 (random 0.5)
    expect(retries).toEqual([429, 0]);
  });

  it('gives each POST its own key, and keeps one the caller chose', async () => {
    const server = scripted([json(201, {}), json(201, {}), json(201, {})]);
    const api = createSiteApi({ baseUrl: 'http://api.test', fetch: server.fetch });
    await api.POST('/themes', { body: { name: 'a' } });
    await api.POST('/themes', { body: { name: 'b' } });
    await api.POST('/themes', { body: { name: 'c' }, headers: { 'Idempotency-Key': 'mine' } });
    const keys = server.seen.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe('mine');
  });

  it('retries 5xx with bounded backoff, then throws the last answer as a SiteApiError', async () => {
    const { waits, sleep } = noSleep();
    const server = scripted(
      Array.from({ length: 4 }, () => json(503, { code: 'service_unavailable', message: 'Try again' })),
    );
    const api = createSiteApi({
      baseUrl: 'http://api.test',
      fetch: server.fetch,
      sleep,
      random: () => 0.999,
      retry: { retries: 3, baseDelayMs: 100, maxDelayMs: 250 },
    });
    const error = await api.GET('/user').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SiteApiError);
    expect(error).toMatchObject({ status: 503, code: 'service_unavailable', message: 'Try again' });
    expect(server.seen).toHaveLength(4);
    expect(waits).toEqual([99, 199, 249]);
  });

  it('throws 4xx at once with status, code, message, errors and details', async () => {
    const server = scripted([
      json(422, {
        code: 'validation_failed',
        message: 'Invalid',
        errors: [{ field: 'name', message: 'is required', code: 'missing' }],
        details: { hint: 1 },
      }),
    ]);
    const api = createSiteApi({ baseUrl: 'http://api.test', fetch: server.fetch });
    const error = (await api
      .POST('/themes', { body: { name: '' } })
      .catch((caught: unknown) => caught)) as SiteApiError;
    expect(server.seen).toHaveLength(1);
    expect(error).toBeInstanceOf(SiteApiError);
    expect({
      status: error.status,
      code: error.code,
      message: error.message,
      errors: error.errors,
      details: error.details,
    }).toEqual({
      status: 422,
      code: 'validation_failed',
      message: 'Invalid',
      errors: [{ field: 'name', message: 'is required', code: 'missing' }],
      details: { hint: 1 },
    });
  });

  it('gives a non-JSON error body a generic code', async () => {
    const server = scripted([new Response('<html>Bad gateway</html>', { status: 404, statusText: 'Not Found' })]);
    const error = (await createSiteApi({ baseUrl: 'http://api.test', fetch: server.fetch })
      .GET('/user')
      .catch((caught: unknown) => caught)) as SiteApiError;
    expect(error).toMatchObject({ status: 404, code: 'http_404', message: 'HTTP 404 Not Found', errors: [] });
  });

  it('paginates by following Link rel="next" until there is none', async () => {
    const server = scripted([
      json(200, [{ id: 1 }, { id: 2 }], { link: '<http://api.test/themes?cursor=b&per_page=2>; rel="next"' }),
      json(200, [{ id: 3 }, { id: 4 }], { link: '</themes?cursor=c&per_page=2>; rel="next"' }),
      json(200, [{ id: 5 }]),
    ]);
    const api = createSiteApi({ baseUrl: 'http://api.test', token: 't', fetch: server.fetch });
    const ids: unknown[] = [];
    for await (const theme of api.paginate('/themes', { params: { query: { per_page: 2 } } }))
      ids.push((theme as unknown as { id: number }).id);
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(server.seen.map((request) => request.url)).toEqual([
      'http://api.test/themes?per_page=2',
      'http://api.test/themes?cursor=b&per_page=2',
      'http://api.test/themes?cursor=c&per_page=2',
    ]);
    expect(server.seen.every((request) => request.headers.get('authorization') === 'Bearer t')).toBe(true);
  });
});
