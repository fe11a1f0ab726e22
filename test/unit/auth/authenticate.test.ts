import { describe, expect, it } from 'vitest';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { authenticate, type AuthContext } from '../../../lib/auth/authenticate.js';
import { createRateLimiter } from '../../../lib/auth/rate-limiter.js';
import { ratePolicy, windowAt } from '../../../lib/auth/rate-limit-rules.js';
import { createSiteHints } from '../../../lib/auth/site-hint.js';
import type { TokenRecord } from '../../../lib/auth/token-record.js';
import { hashSecret, type StoredToken, type TokenRead, type UsageFlush } from '../../../lib/auth/tokens.js';
import { keyId, type ItemKey } from '../../../lib/db/keys.js';
import type { PrefetchKeys } from '../../../lib/db/prefetch.js';
import { errorHandler } from '../../../lib/http/middleware/error-handler.js';
import { json } from '../../../lib/http/responses.js';

// The authenticate middleware with its storage replaced by plain functions: the token read
// (readToken) and the rate limit's flush (addUsage) are recorded, nothing touches DynamoDB.

const SITE = 'a'.repeat(24);
const OTHER = 'b'.repeat(24);
const NOW = new Date('2026-06-01T12:00:10Z');
const WINDOW = windowAt(NOW.getTime(), 60);
const USER_SECRET = `smp_${'u'.repeat(43)}`;
const SITE_SECRET = `sms_${'s'.repeat(43)}.${SITE}`;

const record = (overrides: Partial<TokenRecord> = {}): TokenRecord => ({
  id: 'c'.repeat(24),
  kind: 'user',
  userId: 'd'.repeat(24),
  scopes: ['read_content', 'write_site'],
  master: true,
  hint: 'smp_uuuu',
  createdAt: '',
  updatedAt: '',
  lastUsedAt: '2026-06-01T12:00:00Z',
  sites: { [SITE]: { role: 'member', subdomain: 'alpha' }, [OTHER]: { role: 'owner', subdomain: 'beta' } },
  ...overrides,
});

interface Setup {
  readonly tokens?: Record<string, { record: TokenRecord; counts?: Record<number, number> }>;
  readonly items?: Record<string, Record<string, unknown>>;
  readonly limit?: number;
  readonly prefetch?: PrefetchKeys;
  readonly auth?: 'site' | 'token';
}

const harness = (setup: Setup = {}) => {
  const reads: { secret: string; extra: readonly ItemKey[] }[] = [];
  const flushes: UsageFlush[] = [];
  const offered: { keys: readonly ItemKey[]; found: ReadonlyMap<string, unknown> }[] = [];
  const hints = createSiteHints();
  // The token items' window counts, as flushes leave them.
  const counts = new Map<string, Record<number, number>>();
  const readToken = async (secret: string, extra: readonly ItemKey[]): Promise<TokenRead> => {
    reads.push({ secret, extra });
    const stored = setup.tokens?.[secret];
    const hash = hashSecret(secret);
    if (stored && !counts.has(hash)) counts.set(hash, { ...stored.counts });
    const token: StoredToken | undefined = stored && { record: stored.record, hash, counts: { ...counts.get(hash) } };
    const items = new Map(
      extra
        .filter((key) => setup.items?.[keyId(key)])
        .map((key) => [keyId(key), setup.items?.[keyId(key)] as Record<string, unknown>]),
    );
    return { token, items };
  };
  const limiter = createRateLimiter(ratePolicy(setup.limit ?? 100, 60), {
    addUsage: async (flush) => {
      flushes.push(flush);
      const windows = counts.get(flush.hash) ?? {};
      windows[flush.window] = (windows[flush.window] ?? 0) + flush.amount;
      counts.set(flush.hash, windows);
      return windows[flush.window];
    },
  });
  let handled = 0;
  const handler = middy<APIGatewayProxyEventV2, unknown, Error, AuthContext>()
    .use(
      authenticate({
        auth: setup.auth ?? 'site',
        scope: 'read_content',
        readToken,
        limiter,
        prefetch: setup.prefetch,
        siteHints: hints,
        now: () => NOW,
        offer: (keys, found) => offered.push({ keys, found }),
      }),
    )
    .use(errorHandler({ logger: { error: () => undefined, warn: () => undefined } }))
    .handler(async (_event, context) => {
      handled += 1;
      return json(200, { site: context.principal?.site?.id ?? null });
    });
  const call = async (headers: Record<string, string>, pathParameters?: Record<string, string>) => {
    const event = {
      headers,
      pathParameters,
      rawPath: '/x',
      requestContext: { http: { method: 'GET' } },
    } as unknown as APIGatewayProxyEventV2;
    const res = (await handler(event, {} as Context)) as {
      statusCode: number;
      headers: Record<string, string>;
      body: string;
    };
    return { ...res, json: JSON.parse(res.body) as Record<string, unknown> };
  };
  return { call, reads, flushes, offered, handled: () => handled };
};

const bearer = (secret: string, site?: string) => ({
  authorization: `Bearer ${secret}`,
  ...(site && { 'x-service-site': site }),
});

describe('authenticate', () => {
  it('resolves the principal and reports scopes and rate-limit usage on the response', async () => {
    const { call, reads } = harness({ tokens: { [USER_SECRET]: { record: record(), counts: { [WINDOW]: 7 } } } });
    const res = await call(bearer(USER_SECRET, 'alpha'));
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ site: SITE });
    expect(res.headers).toMatchObject({
      'x-oauth-scopes': 'read_content, write_site',
      'x-accepted-oauth-scopes': 'read_content, write_content',
      'x-ratelimit-limit': '100',
      'x-ratelimit-used': '8',
      'x-ratelimit-remaining': '92',
      'x-ratelimit-reset': String((WINDOW + 1) * 60),
    });
    expect(reads).toEqual([{ secret: USER_SECRET, extra: [] }]);
  });

  it('answers 401 without reporting anything for a missing, malformed, unknown or expired token', async () => {
    const { call, handled } = harness({
      tokens: { [USER_SECRET]: { record: record({ expiresAt: '2026-06-01T12:00:00Z' }) } },
    });
    expect((await call({})).json).toMatchObject({ code: 'missing_token' });
    expect((await call({ authorization: 'Basic abc' })).json).toMatchObject({ code: 'invalid_token' });
    const unknown = await call(bearer(`smp_${'x'.repeat(43)}`, SITE));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers['www-authenticate']).toContain('Bearer');
    const expired = await call(bearer(USER_SECRET, SITE));
    expect(expired.json).toMatchObject({ code: 'token_expired' });
    expect(expired.headers['x-oauth-scopes']).toBeUndefined();
    expect(expired.headers['x-ratelimit-limit']).toBeUndefined();
    expect(handled()).toBe(0);
  });

  it('answers 403 with the scope headers for a missing scope or a site outside the token, 400 without a site', async () => {
    const { call } = harness({ tokens: { [USER_SECRET]: { record: record({ scopes: ['read_site'] }) } } });
    const scope = await call(bearer(USER_SECRET, SITE));
    expect(scope.statusCode).toBe(403);
    expect(scope.json).toMatchObject({ code: 'insufficient_scope' });
    expect(scope.headers).toMatchObject({
      'x-oauth-scopes': 'read_site',
      'x-accepted-oauth-scopes': 'read_content, write_content',
      'x-ratelimit-used': '1',
    });
    const outside = await call(bearer(USER_SECRET, 'gamma'));
    expect(outside.json).toMatchObject({ code: 'site_forbidden' });
    expect(outside.headers['x-oauth-scopes']).toBe('read_site');
    expect((await call(bearer(USER_SECRET))).json).toMatchObject({ code: 'site_required' });
  });

  it('answers 429 past the limit with Retry-After, without counting the refused request', async () => {
    const { call, flushes } = harness({ limit: 3, tokens: { [USER_SECRET]: { record: record() } } });
    const used: string[] = [];
    for (let i = 0; i < 3; i += 1)
      used.push((await call(bearer(USER_SECRET, SITE))).headers['x-ratelimit-used'] as string);
    expect(used).toEqual(['1', '2', '3']);
    // A limit this small flushes every request's count, beside the token's next read.
    expect(flushes.map((flush) => flush.amount)).toEqual([1, 1]);
    const refused = await call(bearer(USER_SECRET, SITE));
    expect(flushes.map((flush) => flush.amount)).toEqual([1, 1, 1]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBe((WINDOW + 1) * 60 - Math.floor(NOW.getTime() / 1000));
    expect(refused.headers).toMatchObject({ 'x-ratelimit-remaining': '0', 'x-ratelimit-used': '3' });
  });

  it('stamps last use through the flush when the stored time is a minute old, and only then', async () => {
    const { call, flushes } = harness({
      tokens: {
        [USER_SECRET]: { record: record({ lastUsedAt: undefined }) },
        [`smp_${'v'.repeat(43)}`]: { record: record() },
      },
    });
    await call(bearer(USER_SECRET, SITE));
    await call(bearer(`smp_${'v'.repeat(43)}`, SITE));
    expect(flushes).toEqual([expect.objectContaining({ hash: hashSecret(USER_SECRET), amount: 1, touchedAt: NOW })]);
  });

  it('takes a secret presented by an earlier middleware instead of the Authorization header', async () => {
    const { reads } = harness();
    const readToken = async (secret: string) => {
      reads.push({ secret, extra: [] });
      return { items: new Map() };
    };
    const limiter = createRateLimiter(ratePolicy(10, 60), { addUsage: async () => 0 });
    const handler = middy<APIGatewayProxyEventV2, unknown, Error, AuthContext>()
      .before(async (request) => {
        request.context.presentedSecret = USER_SECRET;
      })
      .use(authenticate({ auth: 'token', readToken, limiter, siteHints: createSiteHints() }))
      .use(errorHandler({ logger: { error: () => undefined, warn: () => undefined } }))
      .handler(async () => json(200, {}));
    const res = (await handler({ headers: {} } as unknown as APIGatewayProxyEventV2, {} as Context)) as {
      statusCode: number;
    };
    expect(res.statusCode).toBe(401);
    expect(reads).toEqual([{ secret: USER_SECRET, extra: [] }]);
  });
});

describe('authenticate with a route that prefetches', () => {
  const pageKey = (site: string, id: string) => ({ pk: `${site}#PAGE`, sk: id });
  const prefetch: PrefetchKeys = ({ siteId, params }) => (siteId && params.page ? [pageKey(siteId, params.page)] : []);
  const PAGE = 'e'.repeat(24);
  const items = { [keyId(pageKey(SITE, PAGE))]: { ...pageKey(SITE, PAGE), title: 'Home' } };

  it('reads the item with the token when the secret names its site, and offers it once every check has passed', async () => {
    const { call, reads, offered } = harness({
      prefetch,
      items,
      tokens: {
        [SITE_SECRET]: {
          record: record({ kind: 'site', siteId: SITE, sites: { [SITE]: { role: 'owner', subdomain: 'alpha' } } }),
        },
      },
    });
    expect((await call(bearer(SITE_SECRET), { page: PAGE })).statusCode).toBe(200);
    expect(reads).toEqual([{ secret: SITE_SECRET, extra: [pageKey(SITE, PAGE)] }]);
    expect(offered).toHaveLength(1);
    expect(offered[0]?.found.get(keyId(pageKey(SITE, PAGE)))).toMatchObject({ title: 'Home' });
  });

  it('reads sequentially for an old secret without X-Service-Site, and with a header naming the site by id', async () => {
    const { call, reads } = harness({ prefetch, items, tokens: { [USER_SECRET]: { record: record() } } });
    await call(bearer(USER_SECRET, 'alpha'), { page: PAGE });
    await call(bearer(USER_SECRET, SITE), { page: PAGE });
    expect(reads.map((read) => read.extra)).toEqual([[], [pageKey(SITE, PAGE)]]);
  });

  it('learns a subdomain from a resolved request and reads with the token from then on', async () => {
    const { call, reads, offered } = harness({ prefetch, items, tokens: { [USER_SECRET]: { record: record() } } });
    await call(bearer(USER_SECRET, 'ALPHA'), { page: PAGE });
    await call(bearer(USER_SECRET, 'alpha'), { page: PAGE });
    expect(reads.map((read) => read.extra)).toEqual([[], [pageKey(SITE, PAGE)]]);
    expect(offered).toHaveLength(1);
  });

  it('offers nothing when a check fails, and answers as without prefetching', async () => {
    const plain = harness({ items, tokens: { [USER_SECRET]: { record: record({ scopes: ['read_site'] }) } } });
    const early = harness({
      prefetch,
      items,
      tokens: { [USER_SECRET]: { record: record({ scopes: ['read_site'] }) } },
    });
    for (const headers of [
      bearer(USER_SECRET, SITE),
      bearer(`smp_${'x'.repeat(43)}`, SITE),
      bearer(USER_SECRET, 'c'.repeat(24)),
    ]) {
      const a = await plain.call(headers, { page: PAGE });
      const b = await early.call(headers, { page: PAGE });
      expect(b.statusCode).toBeGreaterThanOrEqual(400);
      expect(b).toEqual(a);
    }
    expect(early.offered).toEqual([]);
    expect(early.handled()).toBe(0);
  });

  it('offers nothing read for another site than the token resolves to', async () => {
    // A site token whose secret names one site while its record is bound to another cannot
    // happen with issued secrets; a stale hint behaves the same way.
    const { call, offered } = harness({
      prefetch,
      items,
      tokens: {
        [`sms_${'t'.repeat(43)}.${SITE}`]: {
          record: record({ kind: 'site', siteId: OTHER, sites: { [OTHER]: { role: 'owner', subdomain: 'beta' } } }),
        },
      },
    });
    const res = await call(bearer(`sms_${'t'.repeat(43)}.${SITE}`), { page: PAGE });
    expect(res.json).toEqual({ site: OTHER });
    expect(offered).toEqual([]);
  });

  it('reads nothing early for keys DynamoDB would refuse (too long) or a prefetch that throws', async () => {
    const long: PrefetchKeys = ({ siteId }) => [{ pk: `${siteId}#PAGE`, sk: 'x'.repeat(2000) }];
    const broken: PrefetchKeys = () => {
      throw new Error('bad parameter');
    };
    for (const declared of [long, broken]) {
      const { call, reads } = harness({ prefetch: declared, tokens: { [USER_SECRET]: { record: record() } } });
      expect((await call(bearer(USER_SECRET, SITE), { page: PAGE })).statusCode).toBe(200);
      expect(reads[0]?.extra).toEqual([]);
    }
  });
});
