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
});
