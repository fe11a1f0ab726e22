import { beforeAll, describe, expect, it } from 'vitest';
import { readIndexState } from '../../lib/search/index-state.js';
import { useApi, unique, type Owner } from '../helpers/api.js';

// A small log, so that a few writes fold it into a new base object in the bucket (compaction).
process.env.SEARCH_LOG_MAX_ENTRIES = '6';

const api = useApi({ queues: true, events: true });
let owner: Owner;
let other: Owner;
let storefront: string;
let recipes: { id: string; slug: string; customizations: { id: string; name: string }[] };

const as = (who: Owner, body?: unknown) => ({ token: who.token, site: who.site.id, body });

type Result = {
  type: string;
  id: string;
  url: string;
  title: string;
  score: number;
  snippet: string;
  channel?: string;
};

const search = async (
  query: string,
  options: { token?: string; headers?: Record<string, string>; who?: Owner } = {},
) => {
  const who = options.who ?? owner;
  const res = await api.request('GET', `/search?${query}`, {
    token: options.token ?? who.token,
    site: who.site.id,
    headers: options.headers,
  });
  expect(res.status, res.text).toBe(200);
  return res.body as Result[];
};
const ids = async (query: string, options?: Parameters<typeof search>[1]) =>
  (await search(query, options)).map((r) => r.id);

/** Waits until `check` holds (indexing runs off the request path), or fails. */
const eventually = async (check: () => Promise<boolean>, ms = 10000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
};

const makeEntry = async (fields: Record<string, unknown>, channel = recipes.slug, who = owner) => {
  const res = await api.request('POST', `/channels/${channel}/entries`, as(who, { fields }));
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string };
};

const makeChannel = async (body: Record<string, unknown>, who = owner) => {
  const res = await api.request('POST', '/channels', as(who, { name: unique('Channel '), ...body }));
  expect(res.status, res.text).toBe(201);
  return res.body as typeof recipes;
};

const FIELDS = [
  { name: 'title', type: 'string' },
  { name: 'body', type: 'text' },
  { name: 'secret', type: 'string' },
];

let cafe: { id: string };
let strawberry: { id: string };
let store: { id: string };

beforeAll(async () => {
  [owner, other] = await Promise.all([api.owner(), api.owner()]);
  storefront = await api.siteToken(owner, ['public']);
  recipes = await makeChannel({
    customizations: FIELDS,
    acl: { read: 'public' },
    search_enabled: true,
    title_field: 'title',
  });
  const secretField = recipes.customizations.find((field) => field.name === 'secret')!.id;
  const put = await api.request(
    'PUT',
    `/channels/${recipes.id}`,
    as(owner, { search_excluded_field_ids: [secretField] }),
  );
  expect(put.status, put.text).toBe(200);
  cafe = await makeEntry({ title: 'Café au lait', body: 'A <b>creamy</b> morning drink & more', secret: 'zanzibar' });
  strawberry = await makeEntry({
    title: 'Strawberry tart',
    body: 'Fresh strawberry on butter pastry with vanilla cream',
  });
  store = await makeEntry({ title: 'Corner store', body: 'Where the baker buys flour and sugar' });
  await eventually(async () => (await ids('q=corner')).includes(store.id));
});

describe('search: matching', () => {
  it('finds words case- and accent-insensitively, both ways', async () => {
    expect(await ids('q=CAFE')).toEqual([cafe.id]);
    expect(await ids(`q=${encodeURIComponent('café')}`)).toEqual([cafe.id]);
    const entry = await makeEntry({ title: 'Cafe counter', body: 'plain words' });
    await eventually(async () => (await ids(`q=${encodeURIComponent('CAFÉ counter')}`)).includes(entry.id));
  });

  it('takes the last word as a prefix', async () => {
    expect(await ids('q=sto')).toEqual([store.id]);
    expect(await ids('q=strawb')).toEqual([strawberry.id]);
    // Only the last word: a prefix before it must be a whole word.
    expect(await ids('q=sto%20corner')).toEqual([]);
  });

  it('tolerates one typo on words of 5 letters or more, not on shorter ones', async () => {
    expect(await ids('q=strawbery%20tart')).toEqual([strawberry.id]);
    expect(await ids('q=pastri%20butter')).toEqual([strawberry.id]);
    expect(await ids('q=tarx%20fresh')).toEqual([]);
  });

  it('requires every word (AND)', async () => {
    expect(await ids('q=strawberry%20vanilla')).toEqual([strawberry.id]);
    expect(await ids('q=strawberry%20flour')).toEqual([]);
  });

  it('matches a quoted phrase in that order only', async () => {
    expect(await ids(`q=${encodeURIComponent('"butter pastry"')}`)).toEqual([strawberry.id]);
    expect(await ids(`q=${encodeURIComponent('"pastry butter"')}`)).toEqual([]);
  });

  it('ranks, marks the matched words in the snippet and escapes the rest', async () => {
    const [hit] = await search('q=creamy');
    expect(hit).toMatchObject({ type: 'entry', id: cafe.id, title: 'Café au lait', channel: recipes.slug });
    expect(hit!.url).toMatch(new RegExp(`/channels/${recipes.slug}/entries/${cafe.id}$`));
    expect(hit!.snippet).toContain('<mark>creamy</mark>');
    expect(hit!.snippet).toContain('&amp; more');
    expect(hit!.snippet).not.toContain('<b>');
    expect(hit!.score).toBeGreaterThan(0);
  });

  it('never matches nor shows an excluded field', async () => {
    expect(await ids('q=zanzibar')).toEqual([]);
    for (const hit of await search('q=cafe')) expect(hit.snippet).not.toContain('zanzibar');
  });

  it('refuses a query without words or with an unknown type', async () => {
    const empty = await api.request('GET', '/search?q=', as(owner));
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('invalid_query');
    const type = await api.request('GET', '/search?q=x&types=users', as(owner));
    expect(type.status).toBe(400);
  });
});

describe('search: freshness', () => {
  it('finds a write within the bound, and no longer finds it once deleted', async () => {
    const word = `fresh${Date.now().toString(36).replace(/\d/g, 'x')}`;
    const written = await makeEntry({ title: `Note ${word}` });
    const started = Date.now();
    await eventually(async () => (await ids(`q=${word}`)).includes(written.id), 10000);
    const foundAfter = Date.now() - started;
    expect(foundAfter).toBeLessThan(10000);
    const deleted = await api.request('DELETE', `/channels/${recipes.slug}/entries/${written.id}`, as(owner));
    expect(deleted.status).toBe(204);
    const at = Date.now();
    await eventually(async () => !(await ids(`q=${word}`)).includes(written.id), 10000);
    expect(Date.now() - at).toBeLessThan(10000);
  });

  it('folds the log into a new base in the bucket without losing a document', async () => {
    const before = await readIndexState(owner.site.id);
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => makeEntry({ title: `Burst item ${i}`, body: 'quokka' })),
    );
    // A burst of concurrent writes on a loaded test machine: a wider bound than one write's.
    await eventually(async () => (await ids('q=quokka&per_page=100')).length === burst.length, 30000);
    // The compaction the burst started may still be writing its base once every entry is found (from the log).
    await eventually(async () => (await readIndexState(owner.site.id))?.base_key !== before?.base_key, 30000);
    const after = await readIndexState(owner.site.id);
    expect(after?.base_key).toBeDefined();
    expect(after?.base_key).not.toBe(before?.base_key);
    expect(after!.log.length).toBeLessThanOrEqual(7);
    expect(new Set(await ids('q=quokka&per_page=100'))).toEqual(new Set(burst.map((e) => e.id)));
  });
});

describe('search: channels', () => {
  it('drops a channel switched off, and finds it again when switched back on', async () => {
    const channel = await makeChannel({ customizations: FIELDS, acl: { read: 'public' }, search_enabled: true });
    const entry = await makeEntry({ title: 'Wombat burrow' }, channel.slug);
    await eventually(async () => (await ids('q=wombat')).includes(entry.id));
    await api.request('PUT', `/channels/${channel.id}`, as(owner, { search_enabled: false }));
    await eventually(async () => !(await ids('q=wombat')).includes(entry.id));
    await api.request('PUT', `/channels/${channel.id}`, as(owner, { search_enabled: true }));
    await eventually(async () => (await ids('q=wombat')).includes(entry.id));
  });

  it('never indexes a channel without search', async () => {
    const channel = await makeChannel({ customizations: FIELDS, acl: { read: 'public' } });
    await makeEntry({ title: 'Platypus pond' }, channel.slug);
    const marker = await makeEntry({ title: 'Platypus marker' });
    await eventually(async () => (await ids('q=platypus')).includes(marker.id));
    expect(await ids('q=platypus')).toEqual([marker.id]);
  });

  it('filters by channel and by type', async () => {
    expect(await ids(`q=strawberry&channel=${recipes.slug}`)).toEqual([strawberry.id]);
    expect(await ids('q=strawberry&channel=nothing-here')).toEqual([]);
    expect(await ids('q=strawberry&types=pages,products')).toEqual([]);
  });
});

describe('search: who sees what', () => {
  let members: { id: string; slug: string };
  let draftPage: string;
  let livePage: string;
  let product: string;

  beforeAll(async () => {
    members = await makeChannel({ customizations: FIELDS, acl: { read: 'customers' }, search_enabled: true });
    await makeEntry({ title: 'Members lounge kangaroo' }, members.slug);
    const draft = await api.request('POST', '/pages', as(owner, { title: 'Kangaroo draft page', published: false }));
    const live = await api.request('POST', '/pages', as(owner, { title: 'Kangaroo public page', published: true }));
    const made = await api.request(
      'POST',
      '/products',
      as(owner, { name: 'Kangaroo plush', price: 10, status: 'active' }),
    );
    expect([draft.status, live.status, made.status]).toEqual([201, 201, 201]);
    draftPage = draft.body.id;
    livePage = live.body.id;
    product = made.body.id;
    await api.request(
      'POST',
      '/channels',
      as(other, { name: 'Theirs', customizations: FIELDS, acl: { read: 'public' }, search_enabled: true }),
    );
    await eventually(async () => (await ids('q=kangaroo')).length === 4);
  });

  it('the owner finds every kind, drafts included', async () => {
    const found = await search('q=kangaroo');
    expect(new Set(found.map((r) => r.type))).toEqual(new Set(['entry', 'page', 'product']));
    expect(found.map((r) => r.id)).toContain(draftPage);
  });

  it('a publishable key sees only published content and entries its anonymous visitor may read', async () => {
    const found = await search('q=kangaroo', { token: storefront });
    expect(new Set(found.map((r) => r.id))).toEqual(new Set([livePage, product]));
  });

  it('a signed-in customer also sees the entries the ACL gives customers', async () => {
    const email = `${unique('s')}@example.com`;
    expect((await api.request('POST', '/customers', as(owner, { email, password: 'secret-123' }))).status).toBe(201);
    const login = await api.request('POST', '/customers/login', {
      token: storefront,
      body: { email, password: 'secret-123' },
    });
    expect(login.status, login.text).toBe(201);
    const found = await search('q=kangaroo', {
      token: storefront,
      headers: { 'session-token': login.body.session_token },
    });
    expect(found.map((r) => r.type).sort()).toEqual(['entry', 'page', 'product']);
    expect(found.map((r) => r.id)).not.toContain(draftPage);
  });

  it('a customer never gets an entry its ACL keeps from them, nor any snippet of it', async () => {
    const mine = await makeChannel({
      customizations: FIELDS,
      acl: { create: 'customers', read: 'owner', update: 'owner', delete: 'owner' },
      search_enabled: true,
    });
    const session = async () => {
      const email = `${unique('o')}@example.com`;
      expect((await api.request('POST', '/customers', as(owner, { email, password: 'secret-123' }))).status).toBe(201);
      const login = await api.request('POST', '/customers/login', {
        token: storefront,
        body: { email, password: 'secret-123' },
      });
      return { 'session-token': login.body.session_token as string };
    };
    const [alice, bob] = await Promise.all([session(), session()]);
    const written = await api.request('POST', `/channels/${mine.slug}/entries`, {
      token: owner.token,
      site: owner.site.id,
      headers: alice,
      body: { fields: { title: 'Diary of a numbat', body: 'numbat secrets only alice reads' } },
    });
    expect(written.status, written.text).toBe(201);
    await eventually(async () =>
      (await ids('q=numbat', { token: storefront, headers: alice })).includes(written.body.id),
    );
    const seen = await search('q=numbat', { token: storefront, headers: alice });
    expect(seen[0]!.snippet).toContain('<mark>numbat</mark>');
    expect(await search('q=numbat', { token: storefront, headers: bob })).toEqual([]);
    expect(await search('q=numbat', { token: storefront })).toEqual([]);
    for (const hit of await search('q=secrets', { token: storefront, headers: bob }))
      expect(hit.snippet).not.toContain('numbat');
  });

  it('another token finds the kinds its read scopes cover, the rest left out', async () => {
    const products = await api.siteToken(owner, ['read_products']);
    expect(await ids('q=kangaroo', { token: products })).toEqual([product]);
    const content = await api.siteToken(owner, ['read_content']);
    expect(new Set(await ids('q=kangaroo', { token: content }))).toEqual(new Set([draftPage, livePage]));
  });

  it('finds blog articles, drafts only for tokens that read content', async () => {
    const blog = await api.request('POST', '/blogs', as(owner, { name: 'News', slug: unique('news-') }));
    expect(blog.status, blog.text).toBe(201);
    const post = (body: Record<string, unknown>) =>
      api.request('POST', `/blogs/${blog.body.id}/articles`, as(owner, body));
    const live = await post({
      title: 'Echidna spotted',
      status: 'published',
      text_content: '<p>In the <em>garden</em></p>',
    });
    const draft = await post({ title: 'Echidna draft', status: 'draft' });
    expect([live.status, draft.status]).toEqual([201, 201]);
    await eventually(async () => (await ids('q=echidna')).length === 2);
    expect(await ids('q=echidna', { token: storefront })).toEqual([live.body.id]);
    const [hit] = await search('q=echidna%20garden&types=articles');
    expect(hit).toMatchObject({ type: 'article', id: live.body.id, title: 'Echidna spotted' });
    expect(hit!.url).toMatch(new RegExp(`/blogs/${blog.body.id}/articles/${live.body.id}$`));
  });

  it("never returns another site's content", async () => {
    expect(await ids('q=kangaroo', { who: other })).toEqual([]);
    expect(await ids('q=strawberry', { who: other })).toEqual([]);
  });
});

describe('search: paging and admin', () => {
  it('pages with per_page, cursor and Link headers', async () => {
    const first = await api.request('GET', '/search?q=burst&per_page=5', as(owner));
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(5);
    const link = first.headers.get('link') ?? '';
    expect(link).toContain('rel="next"');
    const next = /<([^>]+)>; rel="next"/.exec(link)![1]!;
    const second = await api.request('GET', next.slice(next.indexOf('/search')), as(owner));
    expect(second.body).toHaveLength(5);
    expect(second.headers.get('link')).toContain('rel="prev"');
    const all = new Set([...first.body, ...second.body].map((r: Result) => r.id));
    expect(all.size).toBe(10);
  });

  it('rebuilds the index on request: 202 with the status URL, then done', async () => {
    const res = await api.request('POST', '/search/reindex', as(owner, {}));
    expect(res.status, res.text).toBe(202);
    expect(res.body.status).toBe('queued');
    expect(res.body.status_url).toMatch(/\/search\/status$/);
    await eventually(async () => {
      const status = await api.request('GET', '/search/status', as(owner));
      return status.body.reindex?.status === 'done';
    }, 20000);
    const status = await api.request('GET', '/search/status', as(owner));
    expect(status.body.documents).toBeGreaterThan(10);
    expect(status.body.index_bytes).toBeGreaterThan(0);
    expect(await ids('q=strawberry')).toEqual([strawberry.id]);
    expect(await ids('q=zanzibar')).toEqual([]);
  });

  it('needs write_site to rebuild', async () => {
    const reader = await api.siteToken(owner, ['read_site']);
    expect((await api.request('POST', '/search/reindex', { token: reader, body: {} })).status).toBe(403);
  });
});

describe('GET /channels/{channel}/entries?q=', () => {
  it("filters the channel's entries by the engine, keeping the list's order and filters", async () => {
    const res = await api.request('GET', `/channels/${recipes.slug}/entries?q=burst`, as(owner));
    expect(res.status, res.text).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(10);
    expect(res.body.every((entry: { fields: { title: string } }) => entry.fields.title.startsWith('Burst'))).toBe(true);
    const typo = await api.request('GET', `/channels/${recipes.slug}/entries?q=strawbery`, as(owner));
    expect(typo.body.map((entry: { id: string }) => entry.id)).toEqual([strawberry.id]);
    const filtered = await api.request(
      'GET',
      `/channels/${recipes.slug}/entries?q=burst&where[title][eq]=${encodeURIComponent('Burst item 3')}`,
      as(owner),
    );
    expect(filtered.status, filtered.text).toBe(200);
    expect(filtered.body.map((entry: { fields: { title: string } }) => entry.fields.title)).toEqual(['Burst item 3']);
    const excluded = await api.request('GET', `/channels/${recipes.slug}/entries?q=zanzibar`, as(owner));
    expect(excluded.body).toEqual([]);
  });

  it('counts what the list shows for the same q, locale and where[…]', async () => {
    const path = `/channels/${recipes.slug}/entries`;
    for (const query of [
      'q=burst',
      'q=strawbery',
      'q=zanzibar',
      `q=burst&where[title][eq]=${encodeURIComponent('Burst item 3')}`,
      'q=burst&locale=en',
    ]) {
      const list = await api.request('GET', `${path}?${query}&per_page=100`, as(owner));
      expect(list.status, list.text).toBe(200);
      const count = await api.request('GET', `${path}/count?${query}`, as(owner));
      expect(count.status, count.text).toBe(200);
      expect(count.body, query).toEqual({ count: list.body.length });
    }
  });
});
