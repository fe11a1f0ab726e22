import { describe, expect, it, vi } from 'vitest';
import { useApi } from '../helpers/api.js';

// A test-only registry (no product version is deprecated yet): the first version deprecated since
// 2026-01-01 and sunset on 2099-01-01, a middle one already past its sunset, the newest current.
vi.mock('../../lib/versions/registry.js', async (original) => {
  const real = await original<typeof import('../../lib/versions/registry.js')>();
  const [first, ...rest] = real.VERSIONS;
  const VERSIONS = [{ ...first, deprecatedAt: '2026-01-01T00:00:00Z', sunsetAt: '2099-01-01T00:00:00Z' }, ...rest];
  return { ...real, VERSIONS };
});

const api = useApi();

describe('a deprecated version over the real server', () => {
  it('answers with Deprecation, Sunset and the deprecation link, and GET /versions says so', async () => {
    const owner = await api.owner();
    const res = await fetch(`${api.url}/site`, {
      headers: { authorization: `Bearer ${owner.token}`, 'x-service-site': owner.site.id },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-service-version')).toBe('2026-11-22');
    expect(res.headers.get('deprecation')).toBe(`@${Date.parse('2026-01-01T00:00:00Z') / 1000}`);
    expect(res.headers.get('sunset')).toBe('Thu, 01 Jan 2099 00:00:00 GMT');
    expect(res.headers.get('link')).toBe(`<${api.url}/versions>; rel="deprecation"; type="application/json"`);
    expect(res.headers.get('access-control-expose-headers')).toContain('deprecation');

    const newest = await fetch(`${api.url}/site`, {
      headers: {
        authorization: `Bearer ${owner.token}`,
        'x-service-site': owner.site.id,
        'x-service-version': '2026-12-01',
      },
    });
    expect(newest.headers.get('deprecation')).toBeNull();

    const versions = await api.request('GET', '/versions');
    expect(versions.body[0]).toMatchObject({
      version: '2026-11-22',
      status: 'deprecated',
      deprecated_at: '2026-01-01T00:00:00Z',
      sunset_at: '2099-01-01T00:00:00Z',
    });
  });
});
