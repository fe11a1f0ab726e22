import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { entryIndexKey, entryUpdatedKey } from '../../lib/channels/entry-order.js';
import type { Customization } from '../../lib/channels/entry-fields.js';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { newId, sitePk, timestamp } from '../../lib/db/keys.js';
import { useApi, type Owner } from '../helpers/api.js';

// The list query language: the list query language on channel entries, their channel's order served from GSI2.
const api = useApi();
let owner: Owner;
const as = () => ({ token: owner.token, site: owner.site.id });
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const CUSTOMIZATIONS = [
  { name: 'title', type: 'string' },
  { name: 'rank', type: 'integer' },
  { name: 'price', type: 'float' },
  { name: 'starts', type: 'date' },
  { name: 'open', type: 'boolean' },
  { name: 'city', type: 'select', select_options: [{ name: 'Ghent' }, { name: 'Brussels' }, { name: 'Antwerp' }] },
];

const newChannel = async (settings: Record<string, unknown> = {}) => {
  const res = await api.request('POST', '/channels', {
    ...as(),
    body: { name: unique('Events '), customizations: CUSTOMIZATIONS, ...settings },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; customizations: Customization[] };
};

const post = async (channelId: string, fields: Record<string, unknown>, slug?: string) => {
  const res = await api.request('POST', `/channels/${channelId}/entries`, {
    ...as(),
    body: { fields, ...(slug && { slug }) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; slug: string | null; fields: Record<string, unknown>; created_at: string };
};

const list = (channelId: string, query: string) => api.request('GET', `/channels/${channelId}/entries?${query}`, as());
const titles = async (channelId: string, query: string) => {
  const res = await list(channelId, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { fields: { title: string } }[]).map((entry) => entry.fields.title);
};
const nextOf = (res: { headers: Headers }) => {
  const link = res.headers.get('link');
  const next = /<([^>]+)>; rel="next"/.exec(link ?? '')?.[1];
  return next ? new URL(next) : undefined;
};

/** Every page of a list, following `Link: rel="next"`. */
const walk = async (first: string, between?: () => Promise<void>) => {
  const seen: string[] = [];
  let url: string | undefined = first;
  for (let pages = 0; url && pages < 100; pages += 1) {
    const res = await api.request('GET', url, as());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    seen.push(...(res.body as { fields: { title: string } }[]).map((entry) => entry.fields.title));
    const next = nextOf(res);
    url = next ? `${next.pathname}${next.search}` : undefined;
    if (between) await between();
  }
  return seen;
};

let events: { id: string };
beforeAll(async () => {
  owner = await api.owner();
  events = await newChannel();
  // Created in this order; created_at ties (same second) are broken by id, which follows creation.
  await post(events.id, { title: 'A', rank: 3, price: 9.5, starts: '2026-05-01', open: true, city: 'ghent' }, 'alpha');
  await post(
    events.id,
    { title: 'b', rank: -1, price: 12, starts: '2026-04-01T10:00:00+02:00', open: false, city: 'brussels' },
    'bravo',
  );
  await post(events.id, { title: 'C', rank: 10, starts: '2026-06-15', open: true, city: 'ghent' }, 'charlie');
  await post(events.id, { title: 'd', rank: 3, price: 0.5, open: false, city: 'antwerp' });
  await post(events.id, { title: 'Alphabet', price: 100 });
});

describe('filters on entries', () => {
  it.each([
    ['where[rank]=3', ['A', 'd']],
    ['where[rank][eq]=3', ['A', 'd']],
    ['where[rank][ne]=3', ['b', 'C', 'Alphabet']],
    ['where[rank][gt]=3', ['C']],
    ['where[rank][gte]=3', ['A', 'C', 'd']],
    ['where[rank][lt]=3', ['b']],
    ['where[rank][lte]=3', ['A', 'b', 'd']],
    ['where[rank][in]=-1,10', ['b', 'C']],
    ['where[rank][exists]=false', ['Alphabet']],
    ['where[rank][exists]=true', ['A', 'b', 'C', 'd']],
    ['where[price][gt]=9.5', ['b', 'Alphabet']],
    ['where[title][prefix]=al', ['A', 'Alphabet'].filter((title) => title.toLowerCase().startsWith('al'))],
    ['where[title]=a', ['A']],
    ['where[open]=true', ['A', 'C']],
    ['where[open][ne]=true', ['b', 'd', 'Alphabet']],
    ['where[city]=ghent', ['A', 'C']],
    ['where[city][in]=antwerp,brussels', ['b', 'd']],
    ['where[starts][lt]=2026-05-01', ['b']],
    ['where[starts][gte]=2026-04-01T08:00:00Z', ['A', 'b', 'C']],
    ['where[starts][gt]=2026-04-01T08:00:00Z', ['A', 'C']],
    ['where[slug][prefix]=b', ['b']],
    ['where[slug][exists]=false', ['d', 'Alphabet']],
    ['where[rank][gte]=0&where[open]=false', ['d']],
  ])('%s', async (query, expected) => {
    expect(await titles(events.id, query)).toEqual(expected);
  });

  it('filters by id and by created_at', async () => {
    const all = (await list(events.id, '')).body as { id: string; created_at: string; fields: { title: string } }[];
    expect(await titles(events.id, `where[id]=${all[1]?.id}`)).toEqual(['b']);
    expect(await titles(events.id, `where[id][in]=${all[0]?.id},${all[4]?.id}`)).toEqual(['A', 'Alphabet']);
    expect(await titles(events.id, `where[created_at][lte]=${all[4]?.created_at}`)).toEqual([
      'A',
      'b',
      'C',
      'd',
      'Alphabet',
    ]);
    expect(await titles(events.id, 'where[created_at][gt]=2999-01-01')).toEqual([]);
  });
});

describe('sorting entries', () => {
  it.each([
    ['sort=rank', ['b', 'A', 'd', 'C', 'Alphabet']],
    ['sort=-rank', ['Alphabet', 'C', 'd', 'A', 'b']],
    ['sort=title', ['A', 'Alphabet', 'b', 'C', 'd']],
    ['sort=-title', ['d', 'C', 'b', 'Alphabet', 'A']],
    ['sort=starts', ['b', 'A', 'C', 'd', 'Alphabet']],
    // Descending is the exact reverse: entries without a value come last ascending, first descending.
    ['sort=-price', ['C', 'Alphabet', 'b', 'A', 'd']],
    ['sort=created_at', ['A', 'b', 'C', 'd', 'Alphabet']],
    ['sort=-created_at', ['Alphabet', 'd', 'C', 'b', 'A']],
    ['sort=-updated_at', ['Alphabet', 'd', 'C', 'b', 'A']],
    ['sort=rank&where[city]=ghent', ['A', 'C']],
  ])('%s (ties by id)', async (query, expected) => {
    expect(await titles(events.id, query)).toEqual(expected);
  });

  it("orders by the channel's order_by and order_direction by default, and sort overrides it", async () => {
    const ranked = await newChannel({ order_by: 'rank', order_direction: 'desc' });
    for (const [title, rank] of [
      ['x', 1],
      ['y', 5],
      ['z', 3],
      ['w', 5],
    ] as const)
      await post(ranked.id, { title, rank });
    expect(await titles(ranked.id, '')).toEqual(['w', 'y', 'z', 'x']);
    expect(await titles(ranked.id, 'sort=rank')).toEqual(['x', 'z', 'y', 'w']);
    expect(await titles(ranked.id, 'sort=-rank')).toEqual(['w', 'y', 'z', 'x']);
    expect(await titles(ranked.id, 'sort=created_at')).toEqual(['x', 'y', 'z', 'w']);
    expect(await titles(ranked.id, 'where[rank][lt]=5')).toEqual(['z', 'x']);
  });

  it("serves the channel's order and created_at in 2 requests (authentication included)", async () => {
    const descending = await newChannel({ order_by: 'rank', order_direction: 'desc' });
    const ascending = await newChannel({ order_by: 'rank' });
    for (let i = 0; i < 8; i += 1) {
      await post(descending.id, { title: `t${i}`, rank: i % 3 });
      await post(ascending.id, { title: `t${i}`, rank: i % 3 });
    }
    const cases: [string, string][] = [
      [descending.id, 'per_page=3'],
      [descending.id, 'per_page=3&sort=created_at'],
      [descending.id, 'per_page=3&sort=-created_at'],
      [ascending.id, 'per_page=3'],
      [ascending.id, 'per_page=3&sort=rank'],
      [ascending.id, 'per_page=3&sort=-rank'],
    ];
    for (const [channelId, query] of cases) {
      let status = 0;
      const count = await api.countRequests(async () => {
        ({ status } = await list(channelId, query));
      });
      expect(status).toBe(200);
      expect(count, query).toBe(2);
    }
    // An explicit sort on a channel ordered descending reads GSI2 once more (the first read guessed ascending).
    expect(await api.countRequests(() => list(descending.id, 'per_page=3&sort=-rank'))).toBe(3);
    expect(await titles(descending.id, 'per_page=3&sort=-rank')).toEqual(await titles(descending.id, 'per_page=3'));
  });
});

describe('entries by updated_at', () => {
  it('lists the most recently changed first from GSI1 in 2 requests, and follows updates', async () => {
    const channel = await newChannel({ order_by: 'rank' });
    const made = [];
    for (const title of ['u1', 'u2', 'u3']) made.push(await post(channel.id, { title, rank: 1 }));
    // updated_at has second precision: wait for the next second so the change sorts after the creations.
    await new Promise((resolve) => {
      setTimeout(resolve, 1100);
    });
    const put = await api.request('PUT', `/channels/${channel.id}/entries/${made[0]?.id}`, {
      ...as(),
      body: { fields: { title: 'u1', rank: 2 } },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await titles(channel.id, 'sort=-updated_at')).toEqual(['u1', 'u3', 'u2']);
    expect(await titles(channel.id, 'sort=updated_at')).toEqual(['u2', 'u3', 'u1']);
    expect(await titles(channel.id, 'sort=-updated_at&where[rank]=1')).toEqual(['u3', 'u2']);
    expect(await walk(`/channels/${channel.id}/entries?per_page=1&sort=-updated_at`)).toEqual(['u1', 'u3', 'u2']);
    expect(await api.countRequests(() => list(channel.id, 'sort=-updated_at&per_page=2'))).toBe(2);
  });
});

describe('paging a filtered, sorted list', () => {
  it('yields every match exactly once, in order, while entries are written between pages', async () => {
    const channel = await newChannel({ order_by: 'rank' });
    for (let i = 0; i < 20; i += 1)
      await post(channel.id, { title: `e${String(i).padStart(2, '0')}`, rank: (i * 7) % 10, open: i % 2 === 0 });
    const expected = await titles(channel.id, 'per_page=100&where[open]=true&sort=-rank');
    expect(expected).toHaveLength(10);
    for (const query of [
      'where[open]=true&sort=-rank',
      'where[open]=true&sort=title',
      'where[open]=true',
      'where[open]=true&sort=-created_at',
    ]) {
      const before = await titles(channel.id, `per_page=100&${query}`);
      let written = 0;
      // Entries that do not match the filter are written while the walk goes on.
      const seen = await walk(`/channels/${channel.id}/entries?per_page=3&${query}`, async () => {
        await post(channel.id, { title: `new${(written += 1)}`, rank: 5, open: false });
      });
      expect(seen, query).toEqual(before);
      expect(new Set(seen).size).toBe(seen.length);
    }
  });

  it('pages an unfiltered list with a next link exactly while items remain', async () => {
    const seen = await walk(`/channels/${events.id}/entries?per_page=2&sort=-rank`);
    expect(seen).toEqual(['Alphabet', 'C', 'd', 'A', 'b']);
  });
});

describe('list query errors', () => {
  it.each([
    ['where[nope]=1', 'where[nope]', 'unknown_field'],
    ['where[rank][around]=1', 'where[rank][around]', 'unknown_operator'],
    ['where[rank][gt]=ten', 'where[rank][gt]', 'invalid'],
    ['where[open]=yes', 'where[open]', 'invalid'],
    ['where[starts][lt]=tomorrow', 'where[starts][lt]', 'invalid'],
    ['where[city]=paris', 'where[city]', 'invalid'],
    ['where[rank][prefix]=1', 'where[rank][prefix]', 'invalid'],
    ['where[rank][exists]=maybe', 'where[rank][exists]', 'invalid'],
    ['where[id]=not-an-id', 'where[id]', 'invalid'],
    ['sort=nope', 'sort', 'invalid'],
    ['sort=-', 'sort', 'invalid'],
  ])('%s → 422 naming %s', async (query, field, code) => {
    const res = await list(events.id, query);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors).toEqual([expect.objectContaining({ field, code })]);
  });

  it('refuses a cursor of another sort with 400 invalid_cursor', async () => {
    const first = await list(events.id, 'per_page=1&sort=title');
    const cursor = nextOf(first)?.searchParams.get('cursor') as string;
    const res = await list(events.id, `per_page=1&sort=created_at&cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_cursor');
  });
});

/** Writes entries straight into the table (as createEntry stores them), for channels too long to fill over HTTP. */
const bulkEntries = async (
  channel: { id: string; customizations: Customization[]; order_by?: string; order_direction?: string },
  count: number,
) => {
  const pk = sitePk(owner.site.id, `CHANNEL#${channel.id}`);
  const items = Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.now() - (count - i) * 1000);
    const entry = {
      id: newId(at),
      channel_id: channel.id,
      slug: null,
      customer_id: null,
      fields: { title: `bulk${i}`, rank: i % 50 },
      created_at: timestamp(at),
      updated_at: timestamp(at),
    };
    return {
      pk,
      sk: `ENTRY#${entry.id}`,
      gsi1pk: `${pk}#UPDATED`,
      gsi1sk: entryUpdatedKey(entry),
      gsi2pk: pk,
      gsi2sk: entryIndexKey(
        {
          customizations: channel.customizations,
          order_by: channel.order_by,
          order_direction: channel.order_direction,
        },
        entry,
      ),
      ...entry,
    };
  });
  for (let i = 0; i < items.length; i += 25) {
    await db.send(
      new BatchWriteCommand({
        RequestItems: { [TABLE_NAME]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
};

describe('sorts no index serves', () => {
  it('answers 422 sort_not_indexed on a channel of more than 1,000 entries, naming the sortable fields', async () => {
    const big = await newChannel({ order_by: 'rank' });
    await bulkEntries({ ...big, order_by: 'rank' }, 1001);
    const res = await list(big.id, 'sort=title');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('sort_not_indexed');
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'sort', code: 'sort_not_indexed' })]);
    expect(res.body.details.sortable).toEqual(['rank', 'updated_at', 'created_at']);
    // Its indexed orders still work, in 2 requests.
    for (const query of [
      'sort=-rank&per_page=5',
      'sort=-created_at&per_page=5',
      'sort=-updated_at&per_page=5',
      'per_page=5',
    ]) {
      let status = 0;
      const count = await api.countRequests(async () => {
        ({ status } = await list(big.id, query));
      });
      expect(status, query).toBe(200);
      expect(count, query).toBe(2);
    }
    expect(await titles(big.id, 'per_page=3')).toEqual(['bulk0', 'bulk50', 'bulk100']);
    expect(await titles(big.id, 'per_page=3&sort=-created_at')).toEqual(['bulk1000', 'bulk999', 'bulk998']);
  }, 90_000); // 1,001 entries written first: a few seconds alone, far longer inside the whole suite
});

describe("changing a channel's order", () => {
  it('re-keys its entries: the new order is the default at once, in 2 requests', async () => {
    const channel = await newChannel();
    for (const [title, rank] of [
      ['p', 2],
      ['q', 9],
      ['r', 1],
    ] as const)
      await post(channel.id, { title, rank });
    expect(await titles(channel.id, '')).toEqual(['p', 'q', 'r']);
    const put = await api.request('PUT', `/channels/${channel.id}`, {
      ...as(),
      body: { order_by: 'rank', order_direction: 'desc' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).not.toHaveProperty('index_order');
    expect(await titles(channel.id, '')).toEqual(['q', 'p', 'r']);
    expect(await api.countRequests(() => list(channel.id, ''))).toBe(2);
    // Entries written afterwards are keyed in the new order.
    await post(channel.id, { title: 's', rank: 5 });
    expect(await titles(channel.id, '')).toEqual(['q', 's', 'p', 'r']);
    const back = await api.request('PUT', `/channels/${channel.id}`, {
      ...as(),
      body: { order_by: 'title', order_direction: 'asc' },
    });
    expect(back.status).toBe(200);
    expect(await titles(channel.id, '')).toEqual(['p', 'q', 'r', 's']);
  });

  it('refuses an order_by that names no field with 422', async () => {
    const channel = await newChannel();
    const res = await api.request('PUT', `/channels/${channel.id}`, { ...as(), body: { order_by: 'nope' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'order_by', code: 'not_allowed' })]);
  });

  it('while re-keying, lists the new order from memory (≤ 1,000 entries) or answers 409 channel_reindexing, and a retried PUT finishes', async () => {
    const channel = await newChannel();
    for (const [title, rank] of [
      ['p', 2],
      ['q', 9],
      ['r', 1],
    ] as const)
      await post(channel.id, { title, rank });
    // A re-keying interrupted half-way: the channel has its new order, its entries the old keys.
    const pk = sitePk(owner.site.id, `CHANNEL#${channel.id}`);
    for (const sk of ['CHANNEL', 'ENTRY$']) {
      await db.send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: { pk, sk },
          UpdateExpression: 'SET order_by = :rank',
          ExpressionAttributeValues: { ':rank': 'rank' },
        }),
      );
    }
    expect(await titles(channel.id, '')).toEqual(['r', 'p', 'q']);
    expect(await titles(channel.id, 'sort=-rank&per_page=2')).toEqual(['q', 'p']);
    expect(await walk(`/channels/${channel.id}/entries?per_page=1`)).toEqual(['r', 'p', 'q']);

    const big = await newChannel();
    await bulkEntries(big, 1001);
    const bigPk = sitePk(owner.site.id, `CHANNEL#${big.id}`);
    for (const sk of ['CHANNEL', 'ENTRY$']) {
      await db.send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: { pk: bigPk, sk },
          UpdateExpression: 'SET order_by = :rank',
          ExpressionAttributeValues: { ':rank': 'rank' },
        }),
      );
    }
    const busy = await list(big.id, 'per_page=5');
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('channel_reindexing');
    expect(busy.headers.get('retry-after')).toBe('5');
    // created_at is still served from the table meanwhile.
    expect((await list(big.id, 'per_page=5&sort=created_at')).status).toBe(200);
    // The next PUT of the channel finishes the re-keying.
    expect(
      (await api.request('PUT', `/channels/${big.id}`, { ...as(), body: { description: 'resumed' } })).status,
    ).toBe(200);
    expect(await titles(big.id, 'per_page=3')).toEqual(['bulk0', 'bulk50', 'bulk100']);
    expect(await api.countRequests(() => list(big.id, 'per_page=20'))).toBe(2);
  }, 120_000); // 1,001 entries written and re-keyed: 15 s alone, several times that inside the whole suite
});

describe('filters and ACLs together', () => {
  it("applies the channel's read ACL (and use_acl) on top of filters and sorts", async () => {
    const channel = await newChannel({ order_by: 'rank', acl: { read: 'owner', create: 'customers' } });
    const customer = async () => {
      const email = `${unique('c')}@example.com`;
      expect(
        (await api.request('POST', '/customers', { ...as(), body: { email, password: 'secret-123' } })).status,
      ).toBe(201);
      const login = await api.request('POST', '/customers/login', { ...as(), body: { email, password: 'secret-123' } });
      return login.body.session_token as string;
    };
    const [mine, theirs] = [await customer(), await customer()];
    const write = async (session: string, title: string, rank: number) => {
      const res = await api.request('POST', `/channels/${channel.id}/entries`, {
        ...as(),
        body: { fields: { title, rank } },
        headers: { 'session-token': session },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    await write(mine, 'm1', 1);
    await write(theirs, 't1', 2);
    await write(mine, 'm2', 3);
    await write(theirs, 't2', 4);
    const read = async (query: string, session?: string) => {
      const res = await api.request('GET', `/channels/${channel.id}/entries?${query}`, {
        ...as(),
        headers: session ? { 'session-token': session } : {},
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as { fields: { title: string } }[]).map((entry) => entry.fields.title);
    };
    // The master token without use_acl sees everything; with use_acl, what the ACL lets its session see.
    expect(await read('sort=-rank&where[rank][gte]=2')).toEqual(['t2', 'm2', 't1']);
    expect(await read('use_acl=true&sort=-rank&where[rank][gte]=2', mine)).toEqual(['m2']);
    expect(await read('use_acl=true&sort=title', theirs)).toEqual(['t1', 't2']);
    expect(await read('use_acl=true&where[rank][lt]=3')).toEqual([]);
  });
});
