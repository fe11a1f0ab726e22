import { describe, expect, it } from 'vitest';
import { observe, type ObserveOptions } from '../../../../lib/http/middleware/observe.js';

const recorder = () => {
  const lines: { message: string; fields: Record<string, unknown> }[] = [];
  const keys: Record<string, unknown>[] = [];
  const recorded: [string, string, number][] = [];
  const dimensions: [string, string][] = [];
  return {
    lines,
    keys,
    recorded,
    dimensions,
    logger: {
      info: (message: string, fields: Record<string, unknown>) => {
        lines.push({ message, fields });
      },
      appendKeys: (k: Record<string, unknown>) => {
        keys.push(k);
      },
      resetKeys: () => {
        keys.push({ reset: true });
      },
    },
    metrics: {
      addMetric: (name: string, unit: string, value: number) => {
        recorded.push([name, unit, value]);
      },
      addDimension: (name: string, value: string) => {
        dimensions.push([name, value]);
      },
    } as unknown as ObserveOptions['metrics'],
  };
};

const request = (statusCode: number | undefined, principal?: unknown) => ({
  event: {
    rawPath: '/pages/abc',
    headers: { authorization: 'Bearer smp_secret-value', 'session-token': 'sess' },
    body: '{"password":"hunter2"}',
    requestContext: { requestId: 'req-1', http: { method: 'PATCH' } },
  },
  context: { principal },
  response: statusCode === undefined ? undefined : { statusCode },
});

describe('observe', () => {
  it('logs one line per request with route, method, path, status, latency, site, token and user, and resets its keys', async () => {
    const r = recorder();
    let clock = 1000;
    const middleware = observe({ route: 'update-page', logger: r.logger, metrics: r.metrics, now: () => clock });
    const req = request(200, { site: { id: 'site1' }, token: { id: 'tok1', userId: 'user1' } });
    await middleware.before?.(req as never);
    clock = 1012.34;
    await middleware.after?.(req as never);
    expect(r.keys).toEqual([{ route: 'update-page', request_id: 'req-1' }, { reset: true }]);
    expect(r.lines).toEqual([
      {
        message: 'request',
        fields: {
          method: 'PATCH',
          path: '/pages/abc',
          status: 200,
          latency_ms: 12.3,
          site_id: 'site1',
          token_id: 'tok1',
          user_id: 'user1',
        },
      },
    ]);
  });

  it('never logs headers, bodies or secrets', async () => {
    const r = recorder();
    const middleware = observe({ route: 'update-page', logger: r.logger, metrics: r.metrics });
    const req = request(401);
    await middleware.before?.(req as never);
    await middleware.onError?.(req as never);
    const logged = JSON.stringify([r.lines, r.keys]);
    for (const secret of ['smp_secret-value', 'sess', 'hunter2', 'authorization']) expect(logged).not.toContain(secret);
  });

  it('counts latency, 4xx, 5xx and throttled answers per route', async () => {
    for (const [status, expected] of [
      [200, [0, 0, 0]],
      [404, [1, 0, 0]],
      [429, [1, 0, 1]],
      [503, [0, 1, 1]],
      [undefined, [0, 1, 0]],
    ] as const) {
      const r = recorder();
      const middleware = observe({ route: 'get-page', logger: r.logger, metrics: r.metrics });
      const req = request(status);
      await middleware.before?.(req as never);
      await middleware.after?.(req as never);
      expect(r.dimensions).toEqual([['route', 'get-page']]);
      expect(r.recorded.map(([name]) => name)).toEqual(['Latency', '4xx', '5xx', 'Throttled']);
      expect(
        r.recorded.slice(1).map(([, , value]) => value),
        String(status),
      ).toEqual(expected);
      // No response at all (a crash before one was made) is logged as a 500.
      if (status === undefined) expect(r.lines[0]?.fields.status).toBe(500);
    }
  });
});
