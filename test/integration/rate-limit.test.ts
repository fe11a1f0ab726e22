import { beforeAll, describe, expect, it } from 'vitest';
import { amortizedRequestCount } from '../../lib/db/client.js';
import { useApi, type Owner } from '../helpers/api.js';

// Read by the handlers when they first load, which happens on the first request below.
process.env.RATE_LIMIT_PER_MINUTE = '5';
process.env.PUBLIC_RATE_LIMIT_PER_MINUTE = '12';

const api = useApi();
let owner: Owner;
beforeAll(async () => {
  owner = await api.owner();
});

describe('per-token rate limit', () => {
  it('reports usage on every authenticated response and answers 429 with Retry-After past the limit', async () => {
    const token = (
      await api.request('POST', '/tokens', { token: owner.token, body: { note: 'rl', scopes: ['read_site'] } })
    ).body.token;
    const used: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await api.request('GET', '/user', { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe('5');
      used.push(`${res.headers.get('x-ratelimit-used')}/${res.headers.get('x-ratelimit-remaining')}`);
      const reset = Number(res.headers.get('x-ratelimit-reset'));
      expect(reset).toBeGreaterThan(Date.now() / 1000);
      expect(reset).toBeLessThanOrEqual(Date.now() / 1000 + 60);
    }
    // Each request counts one more, and remaining + used = limit; only a minute boundary during the
    // loop may restart the count at 1 (a new window).
    const counts = used.map((entry) => entry.split('/').map(Number) as [number, number]);
    for (const [i, [count, remaining]] of counts.entries()) {
      expect(count + remaining, used.join(' ')).toBe(5);
      if (i > 0) expect([counts[i - 1]![0] + 1, 1], used.join(' ')).toContain(count);
    }
    let limited;
    for (let i = 0; i < 6 && !limited; i += 1) {
      const res = await api.request('GET', '/user', { token });
      if (res.status === 429) limited = res;
    }
    expect(limited?.body).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited?.headers.get('x-ratelimit-remaining')).toBe('0');
    // Another token of the same user has its own quota.
    expect((await api.request('GET', '/user', { token: owner.token })).status).toBe(200);
  });

  it("authenticates a read and counts it without a write of the request's own", async () => {
    const token = (
      await api.request('POST', '/tokens', {
        token: owner.token,
        body: { note: 'budget', scopes: ['read_site'], site_id: owner.site.id },
      })
    ).body.token;
    // GET /site: the token and the site in one BatchGetItem (the secret names the site). A limit
    // this low (5) flushes the count on every request: one amortized UpdateItem, counted apart.
    const flushes = amortizedRequestCount();
    const requests = await api.countRequests(() => api.request('GET', '/site', { token }));
    expect(requests).toBe(1);
    expect(amortizedRequestCount() - flushes).toBe(1);
  });

  it('does not count or answer requests of a revoked token', async () => {
    const made = (await api.request('POST', '/tokens', { token: owner.token, body: { note: 'gone', scopes: [] } }))
      .body;
    await api.request('DELETE', `/tokens/${made.id}`, { token: owner.token });
    const res = await api.request('GET', '/user', { token: made.token });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it("gives a publishable key (scope public only, shared by a storefront's visitors) its own, higher limit", async () => {
    const who = await api.owner();
    const publishable = await api.siteToken(who, ['public']);
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) {
      const res = await api.request('GET', '/push/vapid_public_key', { token: publishable });
      statuses.push(res.status);
      if (res.status === 200) expect(res.headers.get('x-ratelimit-limit')).toBe('12');
    }
    // Past 5 (the standard limit) it goes on; the 13th is over its own 12, unless a minute boundary fell in the loop.
    expect(
      statuses.slice(0, 6).every((status) => status === 200),
      statuses.join(),
    ).toBe(true);
    expect(statuses.filter((status) => status === 429).length, statuses.join()).toBeLessThanOrEqual(1);
    // A token with one more scope is a standard token: the standard limit holds it.
    const standard = await api.siteToken(who, ['public', 'read_site']);
    const limits = new Set<string | null>();
    for (let i = 0; i < 2; i += 1)
      limits.add(
        (await api.request('GET', '/push/vapid_public_key', { token: standard })).headers.get('x-ratelimit-limit'),
      );
    expect([...limits]).toEqual(['5']);
  });
});
