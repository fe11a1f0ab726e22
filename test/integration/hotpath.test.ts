import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratePolicy, overshootBound } from '../../lib/auth/rate-limit-rules.js';
import { amortizedRequestCount, db } from '../../lib/db/client.js';
import { useApi, unique, type ApiResponse, type Owner } from '../helpers/api.js';
import { startInstances, type ApiInstance } from '../../harness/instances.js';
import { legacySiteToken } from '../../harness/legacy-token.js';

// The hot path, over the real local server: authentication reads (no write), the rate limit across
// several server processes, refused requests answered exactly as on the sequential path,
// conditional GETs and first/last/prev links. The 304 of every single-resource GET is checked
// route by route in budget.test.ts, beside the route's request count.

const api = useApi();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  [owner, stranger] = await Promise.all([api.owner(), api.owner()]);
});

const as = (who: Owner) => ({ token: who.token, site: who.site.id });

/** The commands the server sends to DynamoDB while `fn` runs (this process's document client). */
const commandsOf = async (fn: () => Promise<unknown>): Promise<string[]> => {
  const seen: string[] = [];
  const name = `record${unique('')}`;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      seen.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    await fn();
  } finally {
    db.middlewareStack.remove(name);
  }
  return seen;
};

const comparable = (res: ApiResponse) => ({
  status: res.status,
  text: res.text,
  headers: Object.fromEntries(
    [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
  ),
});

describe('authentication without a write', () => {
  it('reads a token with one consistent read, writes its last use at most once a minute, and shows it in GET /tokens', async () => {
    const made = (
      await api.request('POST', '/tokens', {
        token: owner.token,
        body: { note: unique('used'), scopes: ['read_site'], site_id: owner.site.id },
      })
    ).body;
    const listed = async () =>
      (
        (await api.request('GET', '/tokens?per_page=100', { token: owner.token })).body as {
          id: string;
          last_used_at: string | null;
        }[]
      ).find((token) => token.id === made.id);
    expect((await listed())?.last_used_at).toBeNull();

    const before = amortizedRequestCount();
    const firstUseAt = Date.now();
    const commands = await commandsOf(() => api.request('GET', '/site', { token: made.token }));
    // The token and the site in one BatchGetItem; the first use stamps last_used_at (an amortized UpdateItem).
    expect(commands).toEqual(['BatchGetItemCommand', 'UpdateItemCommand']);
    expect(amortizedRequestCount() - before).toBe(1);
    const stamped = (await listed())?.last_used_at;
    expect(Date.parse(stamped as string)).toBeGreaterThan(Date.now() - 60_000);

    // Within the minute no request stamps again. Each is still one read; the only write one may carry is
    // the rate limit's count, flushed at most once every flushEveryMs (a slow machine may cross that mark).
    const again = amortizedRequestCount();
    const later: string[][] = [];
    for (let i = 0; i < 5; i += 1)
      later.push(await commandsOf(() => api.request('GET', '/site', { token: made.token })));
    // The first use flushed; each later flush waits flushEveryMs (the server's window is a minute).
    const flushesSince = Math.floor((Date.now() - firstUseAt) / ratePolicy(1, 60).flushEveryMs);
    for (const commands of later) expect(commands[0]).toBe('BatchGetItemCommand');
    expect(later.flat().filter((command) => command === 'UpdateItemCommand').length).toBeLessThanOrEqual(flushesSince);
    expect(later.flat().every((command) => ['BatchGetItemCommand', 'UpdateItemCommand'].includes(command))).toBe(true);
    expect(amortizedRequestCount() - again).toBeLessThanOrEqual(flushesSince);
    expect((await listed())?.last_used_at).toBe(stamped);
  });

  it('answers a refused request exactly as the sequential path does: another site, a missing scope, a revoked token', async () => {
    const page = (await api.request('POST', '/pages', { ...as(owner), body: { title: unique('Guarded ') } })).body as {
      id: string;
    };
    const path = `/pages/${page.id}`;
    const [strangerNew, strangerOld] = [
      await api.siteToken(stranger, ['read_content']),
      (await legacySiteToken(stranger, ['read_content'])).secret,
    ];
    const [narrowNew, narrowOld] = [
      await api.siteToken(owner, ['read_site']),
      (await legacySiteToken(owner, ['read_site'])).secret,
    ];
    const revokedNew = (
      await api.request('POST', '/tokens', {
        token: owner.token,
        body: { note: unique('r'), scopes: ['read_content'], site_id: owner.site.id },
      })
    ).body;
    const revokedOld = await legacySiteToken(owner, ['read_content']);
    for (const id of [revokedNew.id, revokedOld.id])
      expect((await api.request('DELETE', `/tokens/${id}`, { token: owner.token })).status).toBe(204);

    const cases: [string, { token: string; site?: string }, { token: string; site?: string }, number, string][] = [
      // A site-bound secret (read with the page) and an old one (read alone), naming another site.
      [
        'another site',
        { token: strangerNew, site: owner.site.id },
        { token: strangerOld, site: owner.site.subdomain },
        403,
        'site_mismatch',
      ],
      ['a missing scope', { token: narrowNew }, { token: narrowOld }, 403, 'insufficient_scope'],
      ['a revoked token', { token: revokedNew.token }, { token: revokedOld.secret }, 401, 'invalid_token'],
      // A user token naming a site it is not a member of, by id (read with the page) or by subdomain (alone).
      [
        'a site outside the token',
        { token: stranger.token, site: owner.site.id },
        { token: stranger.token, site: owner.site.subdomain },
        403,
        'site_forbidden',
      ],
    ];
    for (const [what, early, sequential, status, code] of cases) {
      let withItem: ApiResponse | undefined;
      let alone: ApiResponse | undefined;
      // What each reads (a token's first use also stamps its last use: an UpdateItem apart).
      const reads = async (fn: () => Promise<unknown>) =>
        (await commandsOf(fn)).filter((command) => command !== 'UpdateItemCommand');
      expect(
        await reads(async () => {
          withItem = await api.request('GET', path, early);
        }),
        what,
      ).toEqual(['BatchGetItemCommand']);
      expect(
        await reads(async () => {
          alone = await api.request('GET', path, sequential);
        }),
        what,
      ).toEqual(['GetItemCommand']);
      expect(withItem?.status, what).toBe(status);
      expect(withItem?.body.code, what).toBe(code);
      const [a, b] = [comparable(withItem as ApiResponse), comparable(alone as ApiResponse)];
      // The same words, the same headers (the rate-limit figures are each token's own).
      for (const counted of ['x-ratelimit-used', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
        if (counted in a.headers) a.headers[counted] = 'n';
        if (counted in b.headers) b.headers[counted] = 'n';
      }
      expect(a, what).toEqual(b);
      expect(withItem?.text, what).not.toContain('Guarded');
    }
  });
});

describe('several instances sharing one table', () => {
  // Batches of 2 (a fortieth of 80): counted apart and flushed, as a larger limit's are.
  const LIMIT = 80;
  // 10 s: long enough that the limit is crossed with time left in the window to see every instance
  // refuse, even when a loaded machine serves the 16 clients slowly (at 5 s the crossing could land at
  // the window's end, leaving nothing to observe).
  const WINDOW_SECONDS = 10;
  const CLIENTS_PER_INSTANCE = 4;
  let instances: ApiInstance[] = [];
  beforeAll(async () => {
    // Four server processes (module state of their own, as four Lambda environments have) on this
    // file's table: a short window so the test sees one whole window quickly.
    instances = await startInstances(4, {
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
    });
    // Each instance loads the route's module on its first request: not inside the measured window.
    const warm = await api.siteToken(owner, ['read_site']);
    await Promise.all(instances.map(async (instance) => expect((await get(instance, '/site', warm)).status).toBe(200)));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
  });

  const get = async (instance: ApiInstance, path: string, token: string) => {
    const res = await fetch(`${instance.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    return { status: res.status, reset: Number(res.headers.get('x-ratelimit-reset')), at: Date.now() };
  };

  it('refuses a token past its limit on every instance, within the stated bound', async () => {
    const token = await api.siteToken(owner, ['read_site']);
    // Start with a fresh window, then keep four clients per instance busy until it has ended.
    const windowMs = WINDOW_SECONDS * 1000;
    await new Promise((resolve) => setTimeout(resolve, windowMs - (Date.now() % windowMs) + 20));
    const window = Math.floor(Date.now() / windowMs) + 1;
    const end = window * windowMs;
    const results: { instance: number; status: number; reset: number; at: number }[] = [];
    await Promise.all(
      instances.flatMap((instance, index) =>
        Array.from({ length: CLIENTS_PER_INSTANCE }, async () => {
          while (Date.now() < end) results.push({ instance: index, ...(await get(instance, '/site', token)) });
        }),
      ),
    );
    const inWindow = results.filter((result) => result.reset * 1000 === end);
    const accepted = inWindow.filter((result) => result.status === 200).sort((a, b) => a.at - b.at);
    const refused = inWindow.filter((result) => result.status === 429);
    expect(inWindow.filter((result) => ![200, 429].includes(result.status))).toEqual([]);
    // The bound docs/tokens-and-auth.md states: limit + (S - 1) · batch(limit) for S requests in progress at once (on
    // Lambda one per instance; here four per server process), within the hot path's allowance of 10% + 10 per instance.
    const bound = LIMIT + overshootBound(ratePolicy(LIMIT, WINDOW_SECONDS), instances.length * CLIENTS_PER_INSTANCE);
    expect(bound).toBeLessThanOrEqual(LIMIT * 1.1 + 10 * instances.length);
    expect(accepted.length, `${accepted.length} accepted, ${refused.length} refused`).toBeLessThanOrEqual(bound);
    expect(accepted.length).toBeGreaterThanOrEqual(LIMIT - instances.length);
    // Every instance still serving after the limit is crossed refuses (it learns the total at its
    // next flush, at most flushEveryMs later: an instance a loaded machine starved of CPU may not
    // have answered anything by then), and none accepts more than 5 s later.
    const crossed = (accepted[LIMIT - 1] ?? accepted[accepted.length - 1])?.at as number;
    const learnedBy = crossed + 3 * ratePolicy(LIMIT, WINDOW_SECONDS).flushEveryMs;
    expect(
      inWindow.filter((result) => result.at > learnedBy).length,
      'requests served after the crossing was learned',
    ).toBeGreaterThan(0);
    for (let index = 0; index < instances.length; index += 1) {
      const servedLater = inWindow.some((result) => result.instance === index && result.at > learnedBy);
      if (servedLater)
        expect(
          refused.some((result) => result.instance === index),
          `instance ${index} refused`,
        ).toBe(true);
      const lastAccepted = Math.max(
        ...accepted.filter((result) => result.instance === index).map((result) => result.at),
      );
      expect(lastAccepted - crossed, `instance ${index}`).toBeLessThanOrEqual(5000);
    }
  }, 60_000);

  it('refuses a revoked token on every instance at its very next request', async () => {
    const made = (
      await api.request('POST', '/tokens', {
        token: owner.token,
        body: { note: unique('gone'), scopes: ['read_site'], site_id: owner.site.id },
      })
    ).body;
    for (const instance of instances) expect((await get(instance, '/site', made.token)).status).toBe(200);
    const revoked = await fetch(`${instances[0]?.url}/tokens/${made.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(revoked.status).toBe(204);
    for (const instance of instances) expect((await get(instance, '/site', made.token)).status).toBe(401);
  });
});

describe('conditional GETs', () => {
  it('answers If-None-Match with 304 and no body at the cost of the 200, and a changed resource with its new ETag', async () => {
    const made = await api.request('POST', '/coupons', {
      ...as(owner),
      body: { code: unique('ETAG'), coupon_type: 'percentage', coupon_percentage: 5 },
    });
    const path = `/coupons/${made.body.id}`;
    let first: ApiResponse | undefined;
    const full = await api.countRequests(async () => {
      first = await api.request('GET', path, as(owner));
    });
    const etag = first?.headers.get('etag') as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first?.headers.get('cache-control')).toBe('private, no-cache');
    expect(first?.headers.get('vary')).toBe('Authorization, X-Service-Site, Session-Token, X-Service-Version');
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      let res: ApiResponse | undefined;
      const cost = await api.countRequests(async () => {
        res = await api.request('GET', path, { ...as(owner), headers: { 'if-none-match': header } });
      });
      expect(res?.status, header).toBe(304);
      expect(res?.text).toBe('');
      expect(res?.headers.get('etag')).toBe(etag);
      expect(res?.headers.get('vary')).toBe('Authorization, X-Service-Site, Session-Token, X-Service-Version');
      expect(res?.headers.get('x-oauth-scopes')).not.toBeNull();
      expect(cost).toBe(full);
    }
    expect((await api.request('GET', path, { ...as(owner), headers: { 'if-none-match': '"stale"' } })).status).toBe(
      200,
    );
    await api.request('PUT', path, { ...as(owner), body: { name: 'Renamed' } });
    const changed = await api.request('GET', path, { ...as(owner), headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it("keeps a page's own ETag, the one If-Match takes", async () => {
    const made = await api.request('POST', '/pages', { ...as(owner), body: { title: unique('Tagged ') } });
    const read = await api.request('GET', `/pages/${made.body.id}`, as(owner));
    expect(read.headers.get('etag')).toBe(made.headers.get('etag'));
    expect(
      (
        await api.request('GET', `/pages/${made.body.id}`, {
          ...as(owner),
          headers: { 'if-none-match': read.headers.get('etag') as string },
        })
      ).status,
    ).toBe(304);
  });
});

describe('first, last and prev links', () => {
  const links = (res: ApiResponse) =>
    Object.fromEntries(
      [...(res.headers.get('link') ?? '').matchAll(/<([^>]+)>; rel="(\w+)"/g)].map((m) => [
        m[2],
        (m[1] as string).slice(api.url.length),
      ]),
    );

  /** Walks a list from its first page by `next`, and from its `last` link by `prev`. */
  const walkBothWays = async (who: Owner, first: string, idOf: (item: { id: string }) => string) => {
    const forward: string[] = [];
    let path: string | undefined = first;
    let last: string | undefined;
    for (let pages = 0; path && pages < 30; pages += 1) {
      const res = await api.request('GET', path, as(who));
      expect(res.status, res.text).toBe(200);
      forward.push(...(res.body as { id: string }[]).map(idOf));
      const rel = links(res);
      // `last` comes with every `next`, and only with it; `first` on every page reached by a cursor.
      expect(rel.last === undefined, path).toBe(rel.next === undefined);
      if (pages > 0) expect(decodeURIComponent(rel.first ?? ''), path).toBe(first);
      last ??= rel.last;
      path = rel.next;
    }
    const backward: string[][] = [];
    path = last;
    for (let pages = 0; path && pages < 30; pages += 1) {
      const res = await api.request('GET', path, as(who));
      expect(res.status, res.text).toBe(200);
      backward.unshift((res.body as { id: string }[]).map(idOf));
      path = links(res).prev;
    }
    return { forward, backward: backward.flat() };
  };

  it('follows first and last links to the same items as next, in key order, filtered, sorted in memory and with a channel at both ends', async () => {
    const mine = await api.owner();
    const titles = ['Apple', 'banana', 'Cherry', 'date', 'Elder', 'fig', 'Grape'];
    for (const [i, title] of titles.entries()) {
      expect(
        (await api.request('POST', '/pages', { ...as(mine), body: { title, published: i % 2 === 0 } })).status,
      ).toBe(201);
    }
    const channel = (
      await api.request('POST', '/channels', {
        ...as(mine),
        body: { name: unique('Feed '), customizations: [{ name: 'title', type: 'string' }] },
      })
    ).body as { id: string };
    for (const title of titles)
      await api.request('POST', `/channels/${channel.id}/entries`, { ...as(mine), body: { fields: { title } } });

    const byId = (item: { id: string }) => item.id;
    for (const first of [
      '/pages?per_page=3',
      '/pages?per_page=2&where[published]=true',
      '/pages?per_page=3&sort=-title',
      `/channels/${channel.id}/entries?per_page=3`,
    ]) {
      const { forward, backward } = await walkBothWays(mine, first, byId);
      expect(new Set(forward).size, first).toBe(forward.length);
      expect(backward, first).toEqual(forward);
      expect(forward.length, first).toBe(first.includes('published') ? 4 : 7);
    }
  });
});
