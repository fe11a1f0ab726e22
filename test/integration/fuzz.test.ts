import { beforeAll, describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '../../functions/routes.js';
import type { RouteDefinition } from '../../lib/endpoint/route.js';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { useApi, type Owner } from '../helpers/api.js';

// Hostile input for every route in the route table: each generated request carries at least one
// defect, so none may succeed; whatever the defect, the answer is never a 5xx, always the JSON
// error body, and nothing stored changes.

const api = useApi();
let owner: Owner;
beforeAll(async () => {
  owner = await api.owner();
});

const isOAuth = (route: RouteDefinition) => route.path.startsWith('/oauth2');
const takesBody = (route: RouteDefinition) => ['POST', 'PUT', 'PATCH'].includes(route.method);

/** Path segments an attacker would try in place of an id, slug or fullpath (already percent-encoded). */
const hostileSegment = fc.oneof(
  fc.constantFrom(
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%00',
    '%FF%FE',
    '%E0%A4%A',
    '%252F',
    'a%2F..%2F..%2Fb',
    '%3Cscript%3E',
    "'%20OR%201%3D1--",
    '%7B%24gt%3A%22%22%7D',
    '__proto__',
    'constructor',
    '%F0%9F%92%A9',
    '%0D%0ASet-Cookie%3A%20x',
    'SITE%23x',
    `${'f'.repeat(24)}%23PAGE`,
    encodeURIComponent('x'.repeat(3000)),
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map((s) => encodeURIComponent(s)),
);

/** Query strings that break paging and filters. */
const hostileQuery = fc.constantFrom(
  'per_page=0',
  'per_page=-1',
  'per_page=101',
  'per_page=abc',
  'per_page=1e9',
  'per_page=',
  'cursor=%00',
  'cursor=bm90IGpzb24',
  `cursor=${Buffer.from(JSON.stringify({ pk: 'TOKEN#x', sk: 'TOKEN' })).toString('base64url')}`,
  'include=everything',
  'atomic=maybe',
  'per_page=10&per_page=20',
  'use_acl=%00',
);

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

interface BodyDefect {
  readonly raw: string;
  readonly contentType?: string;
}

/** Bodies that are wrong whatever the route expects. */
const hostileBody: fc.Arbitrary<BodyDefect> = fc.oneof(
  fc
    .constantFrom('{', '{"a":', 'nul', '[1,2', '{"a":1}}', '\u0000', "{'single':'quotes'}", '{"a":NaN}')
    .map((raw) => ({ raw })),
  fc
    .string({ unit: 'binary', maxLength: 60 })
    .filter((s) => {
      try {
        JSON.parse(s);
        return false;
      } catch {
        return true;
      }
    })
    .map((raw) => ({ raw })),
  fc.constantFrom('[]', '123', '"text"', 'null', 'true', '[{"title":"x"}]').map((raw) => ({ raw })),
  fc.constantFrom(deep(100_000), deepObject(5_000), deepObject(200)).map((raw) => ({ raw })),
  fc.constant({ raw: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }) }),
  fc.constant({ raw: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}' }),
  fc
    .dictionary(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).map((k) => `zz_${k}`),
      fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer())),
      { minKeys: 1, maxKeys: 5 },
    )
    .map((object) => ({ raw: JSON.stringify(object) })),
  fc.record({
    raw: fc.constant('{"note":"x"}'),
    contentType: fc.constantFrom(
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/jsonx',
      '',
    ),
  }),
);

interface HostileRequest {
  readonly path: string;
  readonly query?: string;
  readonly body?: BodyDefect;
  readonly siteHeader?: string;
}

/** A request for `route` with a defect in its path, query or body (at least one). */
const hostileRequest = (route: RouteDefinition): fc.Arbitrary<HostileRequest> => {
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const segments = fc.tuple(...params.map(() => hostileSegment));
  const build = (values: string[]) => {
    let i = 0;
    return route.path.replace(/\{\w+\}/g, () => values[i++] as string);
  };
  const defects = takesBody(route)
    ? fc.record({ body: hostileBody, query: fc.option(hostileQuery, { nil: undefined }) })
    : fc.record({ query: hostileQuery });
  return fc
    .tuple(
      segments,
      defects,
      fc.option(fc.constantFrom('%00', 'x'.repeat(300), '../demo'), { nil: undefined, freq: 5 }),
    )
    .map(([values, defect, siteHeader]) => ({ path: build(values), ...defect, siteHeader }));
};

/** JSON with object keys sorted at every depth, so equal items compare equal. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value;

/**
 * Everything stored, minus what requests legitimately touch whatever their input: rate-limit and
 * login-failure counters, and the keys made on first use (the OAuth signing key, a site's VAPID
 * key pair and the push sealing key that seals its private half).
 */
const snapshot = async () => {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new ScanCommand({ TableName: TABLE_NAME, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return (
    items
      .filter(
        (item) =>
          !String(item.pk).startsWith('LOGINFAIL#') &&
          item.pk !== 'OAUTH#KEYS' &&
          item.pk !== 'PUSH#SEALING_KEY' &&
          !String(item.pk).endsWith('#PUSH_VAPID'),
      )
      // A token's request counts and last use move with every request, refused ones included.
      .map((item) =>
        Object.fromEntries(Object.entries(item).filter(([name]) => !name.startsWith('rl_') && name !== 'lastUsedAt')),
      )
      .map((item) => JSON.stringify(canonical(item)))
      .sort()
  );
};

const send = (route: RouteDefinition, request: HostileRequest) => {
  const headers: Record<string, string> = { 'x-service-site': request.siteHeader ?? owner.site.id };
  if (request.body?.contentType !== undefined) {
    if (request.body.contentType) headers['content-type'] = request.body.contentType;
  } else if (request.body) headers['content-type'] = 'application/json';
  const path = request.query ? `${request.path}?${request.query}` : request.path;
  return api.request(route.method, path, { token: owner.token, raw: request.body?.raw, headers });
};

describe('hostile input on every route', () => {
  it('never answers 5xx, always answers errors with the JSON error body, and stores nothing', async () => {
    const before = await snapshot();
    const seen = new Map<string, number>();
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(hostileRequest(route), async (request) => {
          const res = await send(route, request);
          seen.set(route.name, (seen.get(route.name) ?? 0) + 1);
          const context = `${route.name} ${route.method} ${request.path}?${request.query ?? ''} → ${res.status} ${res.text.slice(0, 200)}`;
          expect(res.status, context).toBeLessThan(500);
          // Reads may ignore a stray query parameter; anything that writes must refuse the request.
          if (route.method !== 'GET') expect(res.status, context).toBeGreaterThanOrEqual(400);
          if (res.status < 400) return;
          const type = res.headers.get('content-type') ?? '';
          if (isOAuth(route) && type.startsWith('text/html')) return;
          expect(type, context).toMatch(/^application\/json/);
          // Under /oauth2 the handlers answer RFC 6749 bodies; the router's own refusals (bad percent-encoding) keep the API's.
          if (isOAuth(route) && !(res.body as { code?: string }).code)
            expect(res.body, context).toEqual(expect.objectContaining({ error: expect.any(String) }));
          else
            expect(res.body, context).toEqual(
              expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
            );
          expect(({} as Record<string, unknown>).polluted, 'prototype pollution').toBeUndefined();
        }),
        { numRuns: 12, seed: 20261122, endOnFailure: true },
      );
    }
    expect([...seen.keys()].sort()).toEqual(routes.map((r) => r.name).sort());
    expect(await snapshot()).toEqual(before);
  }, 240_000);
});
