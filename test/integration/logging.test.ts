import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Before any import: full logging and real EMF output, as on Lambda.
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  delete process.env.POWERTOOLS_DEV;
});

const { startApi } = await import('../helpers/api.js');
type TestApi = Awaited<ReturnType<typeof startApi>>;

let api: TestApi;
const lines: string[] = [];
let restore: () => void;

beforeAll(async () => {
  api = await startApi();
  const write = process.stdout.write.bind(process.stdout);
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return write(chunk as string, ...(rest as []));
  });
  const errorSpy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  restore = () => {
    spy.mockRestore();
    errorSpy.mockRestore();
  };
});
afterAll(async () => {
  restore();
  await api.close();
});

const parsed = () =>
  lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, any>];
    } catch {
      return [];
    }
  });

describe('logs and metrics', () => {
  it('logs one structured line per request with route, status and site, and never a secret', async () => {
    const owner = await api.owner();
    const failedLogin = await api.request('POST', '/auth/login', {
      body: { email: owner.user.email, password: 'wrong-password-secret' },
    });
    expect(failedLogin.status).toBe(401);
    const made = await api.request('POST', '/tokens', {
      token: owner.token,
      body: { note: 'logged', scopes: ['read_site'], site_id: owner.site.id },
    });
    const sessionToken = 'sess_very-secret-session-value-123456';
    await api.request('GET', '/site', {
      token: made.body.token,
      headers: { 'session-token': sessionToken, 'x-service-session-token': sessionToken },
    });
    await api.request('GET', '/site', { token: 'smp_not-a-real-token-but-still-secret-ish' });

    const entries = parsed();
    const requests = entries.filter((e) => e.message === 'request');
    const siteRead = requests.find((e) => e.route === 'get-current-site' && e.status === 200);
    expect(siteRead).toMatchObject({
      level: 'INFO',
      method: 'GET',
      path: '/site',
      site_id: owner.site.id,
      token_id: made.body.id,
    });
    expect(siteRead?.request_id).toEqual(expect.any(String));
    expect(requests.find((e) => e.route === 'login' && e.status === 401)).toBeDefined();
    expect(requests.find((e) => e.route === 'get-current-site' && e.status === 401)).toBeDefined();

    const everything = lines.join('\n');
    for (const secret of [
      owner.password,
      'wrong-password-secret',
      owner.token,
      made.body.token,
      sessionToken,
      'smp_not-a-real-token',
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything.toLowerCase()).not.toContain('"authorization"');
  });

  it('emits EMF metrics per route with latency and status class counts', async () => {
    await api.request('GET', '/health');
    const emf = parsed().filter((e) => e._aws?.CloudWatchMetrics && e.route === 'get-health');
    expect(emf.length).toBeGreaterThan(0);
    const last = emf[emf.length - 1] as Record<string, any>;
    expect(last._aws.CloudWatchMetrics[0].Namespace).toBe('SiteApi');
    expect(last._aws.CloudWatchMetrics[0].Dimensions[0]).toContain('route');
    expect(last).toMatchObject({ '4xx': 0, '5xx': 0, Throttled: 0 });
    expect(last.Latency).toEqual(expect.any(Number));
  });
});
