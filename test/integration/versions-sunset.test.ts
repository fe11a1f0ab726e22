import { describe, expect, it, vi } from 'vitest';
import { useApi } from '../helpers/api.js';

// A test-only registry (no product version is retired yet): the first version past its sunset.
vi.mock('../../lib/versions/registry.js', async (original) => {
  const real = await original<typeof import('../../lib/versions/registry.js')>();
  const [first, ...rest] = real.VERSIONS;
  const VERSIONS = [{ ...first, deprecatedAt: '2026-01-01T00:00:00Z', sunsetAt: '2026-02-01T00:00:00Z' }, ...rest];
  return { ...real, VERSIONS };
});

const api = useApi();

describe('a version past its sunset over the real server', () => {
  it('falls forward to the oldest version still served and says so', async () => {
    const owner = await api.owner();
    const cases: Record<string, string>[] = [{}, { 'x-service-version': '2026-11-22' }];
    for (const headers of cases) {
      const res = await fetch(`${api.url}/pages/000000000000000000000000`, {
        headers: { authorization: `Bearer ${owner.token}`, 'x-service-site': owner.site.id, ...headers },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('x-service-version')).toBe('2026-12-01');
      expect(res.headers.get('x-service-version-fallback')).toBe('2026-11-22; answered-as=2026-12-01');
      expect(res.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    }
    const versions = await api.request('GET', '/versions');
    expect(versions.body.map((v: { version: string }) => v.version)).toEqual(['2026-12-01']);
  });
});

describe('a retired version as a request field and a document', () => {
  const send = async (method: string, path: string, owner: { token: string; site: { id: string } }, body?: unknown) => {
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${owner.token}`,
        'x-service-site': owner.site.id,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, text, body: text ? JSON.parse(text) : undefined };
  };

  it('refuses to pin the site or a webhook to it, changing nothing', async () => {
    const owner = await api.owner();
    const pin = await send('PATCH', '/site', owner, { api_version: '2026-11-22' });
    expect(pin.status, pin.text).toBe(422);
    expect(pin.body.errors).toEqual([
      { field: 'api_version', code: 'invalid', message: 'must be one of the API versions still served: 2026-12-01' },
    ]);
    expect((await send('GET', '/site', owner)).body.api_version).toBeNull();

    const hook = await send('POST', '/webhooks', owner, {
      url: 'https://hooks.example.test/in',
      events: ['page.created'],
      api_version: '2026-11-22',
    });
    expect(hook.status, hook.text).toBe(422);
    expect(hook.body.errors[0]).toMatchObject({ field: 'api_version', code: 'invalid' });
    expect((await send('GET', '/webhooks', owner)).body).toEqual([]);
    expect((await send('PATCH', '/site', owner, { api_version: '2026-12-01' })).status).toBe(200);
  });

  it('serves the oldest version still served for a retired version of the OpenAPI document', async () => {
    for (const query of ['', '?version=2026-11-22']) {
      const res = await fetch(`${api.url}/openapi.json${query}`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { info: Record<string, unknown> }).info['x-service-version']).toBe('2026-12-01');
    }
    expect((await fetch(`${api.url}/openapi.json?version=2020-01-01`)).status).toBe(400);
  });
});
