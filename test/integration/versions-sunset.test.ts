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
