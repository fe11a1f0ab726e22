import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/api.js';

const api = useApi();

describe('local server', () => {
  it('answers GET /health with 200 and status ok, without authentication', async () => {
    const res = await api.request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers an unknown path with 404 and the JSON error body', async () => {
    const res = await api.request('GET', '/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'route_not_found' });
  });

  it('answers a known path with another method with 405 and Allow', async () => {
    const res = await api.request('PATCH', '/health');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });

  it('answers a CORS preflight for any path with the API-wide policy, before any authentication', async () => {
    const res = await fetch(`${api.url}/pages/some-page`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(res.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('puts the CORS headers on every answer, errors included, and exposes the headers scripts read', async () => {
    for (const path of ['/health', '/pages', '/no/such/route']) {
      const res = await fetch(`${api.url}${path}`, { headers: { origin: 'https://shop.example' } });
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      const exposed = res.headers.get('access-control-expose-headers') ?? '';
      for (const name of ['etag', 'link', 'location', 'retry-after', 'x-ratelimit-remaining', 'x-oauth-scopes'])
        expect(exposed, path).toContain(name);
    }
  });
});
