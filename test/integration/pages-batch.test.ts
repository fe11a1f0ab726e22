import { beforeAll, describe, expect, it } from 'vitest';
import { StaleVersionError } from '../../lib/pages/page-errors.js';
import { getPageById, savePage } from '../../lib/pages/pages.js';
import { useApi, unique, type Owner } from '../helpers/api.js';

const api = useApi();
let owner: Owner;
let other: Owner;

beforeAll(async () => {
  owner = await api.owner();
  other = await api.owner();
});

interface Op {
  op: string;
  path: string;
  value?: string;
  after?: string;
}

const R1 = '111111111111111111111111';
const R2 = '222222222222222222222222';
const R3 = '333333333333333333333333';

/** A fresh page with every kind of member, and its ETag. */
const makePage = async (extra: Record<string, unknown> = {}) => {
  const res = await api.request('POST', '/pages', {
    token: owner.token,
    site: owner.site.id,
    body: {
      title: 'Batch',
      slug: unique('batch-'),
      template: 'default',
      locales: ['en', 'fr'],
      items: {
        hero: { type: 'text', content: 'Hello' },
        blocks: {
          type: 'list',
          repeatables: [
            { id: R1, slug: 'one', items: { body: { content: 'first' } } },
            { id: R2, slug: 'two' },
            { id: R3, slug: 'three' },
          ],
        },
      },
      translations: { fr: { title: 'Lot' } },
      ...extra,
    },
  });
  expect(res.status, res.text).toBe(201);
  return { page: res.body, etag: res.headers.get('etag') as string };
};

const batch = (
  ref: string,
  operations: Op[] | unknown,
  options: { etag?: string; query?: string; who?: Owner; token?: string } = {},
) => {
  const who = options.who ?? owner;
  const headers: Record<string, string> = {};
  if (options.etag !== undefined) headers['if-match'] = options.etag;
  return api.request('POST', `/pages/${ref}/batch${options.query ? `?${options.query}` : ''}`, {
    token: options.token ?? who.token,
    site: options.token ? undefined : who.site.id,
    body: { operations },
    headers,
  });
};

const read = (ref: string) => api.request('GET', `/pages/${ref}`, { token: owner.token, site: owner.site.id });

const ids = (repeatables: { id: string; position: number }[]) =>
  repeatables.map((r) => `${r.id.slice(0, 1)}@${r.position}`);

describe('POST /pages/{page}/batch: operations', () => {
  it('applies set, insert, move and delete in order, and answers results, etag, updated_at and the new ETag header', async () => {
    const { page, etag } = await makePage();
    const res = await batch(
      page.id,
      [
        { op: 'set', path: '/title', value: 'Renamed' },
        { op: 'set', path: '/published', value: 'true' },
        { op: 'set', path: '/items/hero/content', value: 'Hi there' },
        { op: 'set', path: '/items/new/content', value: 'created on the way' },
        { op: 'set', path: '/translations/de/title', value: 'Stapel' },
        { op: 'set', path: '/campaign', value: 'autumn' },
        {
          op: 'insert',
          path: '/items/blocks/repeatables',
          value: JSON.stringify({ slug: 'four', items: { body: { content: '4' } } }),
          after: R1,
        },
        { op: 'move', path: `/items/blocks/repeatables/${R3}`, after: '' },
        { op: 'delete', path: `/items/blocks/repeatables/${R2}` },
        { op: 'insert', path: '/locales', value: 'de', after: 'en' },
        { op: 'move', path: '/locales/fr', after: '' },
        { op: 'delete', path: '/template' },
        { op: 'set', path: '/title', value: 'Renamed twice' },
      ],
      { etag, query: 'include=result' },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(Array(13).fill('ok'));
    expect(res.body.results[6]).toMatchObject({ index: 6, status: 'ok', path: '/items/blocks/repeatables' });
    const inserted = res.body.results[6].id as string;
    expect(inserted).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body.etag).toBe(res.headers.get('etag'));
    expect(res.body.etag).not.toBe(etag);
    expect(res.body.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    const stored = (await read(page.id)).body;
    expect(res.body.page).toEqual(stored);
    expect(stored).toMatchObject({
      title: 'Renamed twice',
      published: true,
      campaign: 'autumn',
      locales: ['fr', 'en', 'de'],
      translations: { fr: { title: 'Lot' }, de: { title: 'Stapel' } },
    });
    expect(stored).not.toHaveProperty('template');
    expect(stored.items.hero.content).toBe('Hi there');
    expect(stored.items.new).toEqual({ content: 'created on the way' });
    expect(ids(stored.items.blocks.repeatables)).toEqual(['3@0', '1@1', `${inserted.slice(0, 1)}@2`]);
    expect(stored.items.blocks.repeatables[2]).toMatchObject({
      id: inserted,
      slug: 'four',
      items: { body: { content: '4' } },
    });
  });

  it('addresses the page by percent-encoded fullpath', async () => {
    const parent = await makePage();
    const child = await api.request('POST', '/pages', {
      token: owner.token,
      site: owner.site.id,
      body: { title: 'Team', slug: 'team', parent: parent.page.id },
    });
    const res = await batch(
      encodeURIComponent(child.body.fullpath),
      [{ op: 'set', path: '/title', value: 'Our team' }],
      { etag: child.headers.get('etag') as string },
    );
    expect(res.status, res.text).toBe(200);
    expect((await read(child.body.id)).body.title).toBe('Our team');
  });

  it('leaves out the page without include=result and answers 400 for another include value', async () => {
    const { page, etag } = await makePage();
    const plain = await batch(page.id, [{ op: 'set', path: '/title', value: 'x' }], { etag });
    expect(plain.status).toBe(200);
    expect(plain.body).not.toHaveProperty('page');
    const bad = await batch(page.id, [{ op: 'set', path: '/title', value: 'y' }], {
      etag: plain.body.etag,
      query: 'include=page',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_query');
    const badAtomic = await batch(page.id, [{ op: 'set', path: '/title', value: 'y' }], {
      etag: plain.body.etag,
      query: 'atomic=yes',
    });
    expect(badAtomic.status).toBe(400);
  });

  it('reports an operation that changes nothing as ok with warning unchanged, and keeps the ETag', async () => {
    const { page, etag } = await makePage();
    const res = await batch(page.id, [{ op: 'set', path: '/title', value: 'Batch' }], { etag });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([{ index: 0, status: 'ok', path: '/title', warning: 'unchanged' }]);
    expect(res.body.etag).toBe(etag);
    expect(res.body.updated_at).toBe(page.updated_at);
  });

  it('reports each failing operation with a stable error code and a message', async () => {
    const { page, etag } = await makePage();
    const res = await batch(
      page.id,
      [
        { op: 'replace', path: '/title', value: 'x' },
        { op: 'set', path: 'title', value: 'x' },
        { op: 'set', path: '/fullpath', value: 'x' },
        { op: 'delete', path: '/items/nothing' },
        { op: 'set', path: '/published', value: 'yes' },
        { op: 'insert', path: '/locales', value: 'en' },
      ],
      { etag },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.results.map((r: { error: string }) => r.error)).toEqual([
      'invalid_op',
      'invalid_path',
      'read_only',
      'not_found',
      'invalid_value',
      'conflict',
    ]);
    for (const entry of res.body.results) {
      expect(entry.status).toBe('error');
      expect(typeof entry.message).toBe('string');
    }
    // Nothing succeeded, so nothing was written.
    expect(res.body.etag).toBe(etag);
  });
});

describe('POST /pages/{page}/batch: atomicity', () => {
  it('saves the successful operations and skips the failing ones when atomic is false (the default)', async () => {
    const { page, etag } = await makePage();
    const res = await batch(
      page.id,
      [
        { op: 'set', path: '/title', value: 'Partial' },
        { op: 'delete', path: `/items/blocks/repeatables/ffffffffffffffffffffffff` },
        { op: 'set', path: '/seo_title', value: 'SEO' },
      ],
      { etag },
    );
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['ok', 'error', 'ok']);
    expect(res.body.results[1]).toMatchObject({ error: 'not_found' });
    const stored = await read(page.id);
    expect(stored.body).toMatchObject({ title: 'Partial', seo_title: 'SEO' });
    expect(stored.headers.get('etag')).toBe(res.body.etag);
  });

  it('saves nothing when atomic is true and an operation fails: 422 with the results, page and ETag unchanged', async () => {
    const { page, etag } = await makePage();
    const before = await read(page.id);
    const res = await batch(
      page.id,
      [
        { op: 'set', path: '/title', value: 'Should not stick' },
        { op: 'insert', path: '/items/blocks/repeatables', value: '{"slug":"x"}' },
        { op: 'set', path: '/depth', value: '4' },
        { op: 'delete', path: '/items/hero' },
      ],
      { etag, query: 'atomic=true' },
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('batch_failed');
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual([
      'skipped',
      'skipped',
      'error',
      'skipped',
    ]);
    expect(res.body.results[1]).not.toHaveProperty('id');
    expect(res.body.results[2]).toMatchObject({ error: 'read_only' });
    expect(res.body.etag).toBe(etag);
    const after = await read(page.id);
    expect(after.body).toEqual(before.body);
    expect(after.headers.get('etag')).toBe(etag);
  });

  it('saves everything when atomic is true and every operation succeeds', async () => {
    const { page, etag } = await makePage();
    const res = await batch(
      page.id,
      [
        { op: 'set', path: '/title', value: 'All' },
        { op: 'delete', path: '/items/hero' },
      ],
      { etag, query: 'atomic=true' },
    );
    expect(res.status).toBe(200);
    const stored = (await read(page.id)).body;
    expect(stored.title).toBe('All');
    expect(stored.items).not.toHaveProperty('hero');
  });
});

describe('POST /pages/{page}/batch: slug and parent', () => {
  it('moves the page and its subtree when a batch sets the slug', async () => {
    const { page, etag } = await makePage();
    const child = await api.request('POST', '/pages', {
      token: owner.token,
      site: owner.site.id,
      body: { title: 'C', slug: 'c', parent: page.id },
    });
    const slug = unique('renamed-');
    const res = await batch(page.id, [{ op: 'set', path: '/slug', value: slug }], { etag, query: 'include=result' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.page).toMatchObject({ slug, fullpath: slug });
    expect(res.body.page.public_url).toMatch(new RegExp(`/${slug}$`));
    expect((await read(encodeURIComponent(`${slug}/c`))).body.id).toBe(child.body.id);
    expect((await read(page.slug)).status).toBe(404);
  });

  it('fails a slug that clashes with a sibling as conflict and saves the other operations', async () => {
    const a = await makePage();
    const b = await makePage();
    const res = await batch(
      b.page.id,
      [
        { op: 'set', path: '/slug', value: a.page.slug },
        { op: 'set', path: '/title', value: 'Kept' },
      ],
      { etag: b.etag },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.results[0]).toMatchObject({ status: 'error', error: 'conflict' });
    expect(res.body.results[1]).toMatchObject({ status: 'ok' });
    const stored = (await read(b.page.id)).body;
    expect(stored).toMatchObject({ slug: b.page.slug, fullpath: b.page.slug, title: 'Kept' });
  });

  it('fails a clashing slug in an atomic batch with 422 and saves nothing', async () => {
    const a = await makePage();
    const b = await makePage();
    const res = await batch(
      b.page.id,
      [
        { op: 'set', path: '/title', value: 'Nope' },
        { op: 'set', path: '/slug', value: a.page.slug },
      ],
      { etag: b.etag, query: 'atomic=true' },
    );
    expect(res.status).toBe(422);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['skipped', 'error']);
    expect(res.body.results[1].error).toBe('conflict');
    const after = await read(b.page.id);
    expect(after.body.title).toBe('Batch');
    expect(after.headers.get('etag')).toBe(b.etag);
  });

  it('reparents with set /parent, and reports a missing parent as not_found and a cycle as invalid_value', async () => {
    const a = await makePage();
    const b = await makePage();
    const moved = await batch(b.page.id, [{ op: 'set', path: '/parent', value: a.page.id }], {
      etag: b.etag,
      query: 'include=result',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.page).toMatchObject({ parent: a.page.id, fullpath: `${a.page.slug}/${b.page.slug}`, depth: 1 });
    const missing = await batch(b.page.id, [{ op: 'set', path: '/parent', value: 'ffffffffffffffffffffffff' }], {
      etag: moved.body.etag,
    });
    expect(missing.body.results[0]).toMatchObject({ status: 'error', error: 'not_found' });
    const cycle = await batch(a.page.id, [{ op: 'set', path: '/parent', value: b.page.id }], { etag: a.etag });
    expect(cycle.body.results[0]).toMatchObject({ status: 'error', error: 'invalid_value' });
    expect((await read(a.page.id)).body.parent).toBeNull();
  });

  it('answers 422 too_many_changes when a move would rewrite more than one transaction holds, and changes nothing', async () => {
    const { page, etag } = await makePage();
    for (let i = 0; i < 33; i += 1) {
      const res = await api.request('POST', '/pages', {
        token: owner.token,
        site: owner.site.id,
        body: { title: `C${i}`, slug: `c${i}`, parent: page.id },
      });
      expect(res.status).toBe(201);
    }
    const res = await batch(page.id, [{ op: 'set', path: '/slug', value: unique('big-') }], { etag });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('too_many_changes');
    const after = await read(page.id);
    expect(after.body.fullpath).toBe(page.fullpath);
    expect(after.headers.get('etag')).toBe(etag);
    expect((await read(encodeURIComponent(`${page.fullpath}/c0`))).status).toBe(200);
  });
  it('answers 422 page_too_large when the page would outgrow a DynamoDB item, and changes nothing', async () => {
    const { page, etag } = await makePage();
    const big = 'x'.repeat(300_000);
    const res = await batch(
      page.id,
      [
        { op: 'set', path: '/items/a/content', value: big },
        { op: 'set', path: '/items/b/content', value: big },
      ],
      { etag },
    );
    expect(res.status, res.text.slice(0, 200)).toBe(422);
    expect(res.body.code).toBe('page_too_large');
    const after = await read(page.id);
    expect(after.headers.get('etag')).toBe(etag);
    expect(after.body.items).not.toHaveProperty('a');
  });
});

describe('POST /pages/{page}/batch: preconditions and errors', () => {
  it('answers 428 without If-Match and applies nothing', async () => {
    const { page } = await makePage();
    const res = await batch(page.id, [{ op: 'set', path: '/title', value: 'x' }]);
    expect(res.status).toBe(428);
    expect(res.body.code).toBe('precondition_required');
    expect((await read(page.id)).body.title).toBe('Batch');
  });

  it('answers 412 with the current ETag in details when If-Match is stale, and applies nothing', async () => {
    const { page, etag } = await makePage();
    const first = await batch(page.id, [{ op: 'set', path: '/title', value: 'First' }], { etag });
    expect(first.status).toBe(200);
    const res = await batch(page.id, [{ op: 'set', path: '/title', value: 'Second' }], { etag });
    expect(res.status).toBe(412);
    expect(res.body).toMatchObject({ code: 'precondition_failed', details: { etag: first.body.etag } });
    expect((await read(page.id)).body.title).toBe('First');
  });

  it('accepts If-Match: * and a list that holds the current ETag', async () => {
    const { page, etag } = await makePage();
    const star = await batch(page.id, [{ op: 'set', path: '/title', value: 'Star' }], { etag: '*' });
    expect(star.status).toBe(200);
    const list = await batch(page.id, [{ op: 'set', path: '/title', value: 'List' }], {
      etag: `${etag}, ${star.body.etag}`,
    });
    expect(list.status).toBe(200);
  });

  it('answers 401, 403, 404 and 422 before the precondition', async () => {
    const { page } = await makePage();
    expect((await api.request('POST', `/pages/${page.id}/batch`, { body: { operations: [] } })).status).toBe(401);
    const tokenRes = await api.request('POST', '/tokens', {
      token: owner.token,
      body: { note: unique('ro'), scopes: ['read_content'], site_id: owner.site.id },
    });
    const readOnly = await batch(page.id, [{ op: 'set', path: '/title', value: 'x' }], { token: tokenRes.body.token });
    expect(readOnly.status).toBe(403);
    expect((await batch('ffffffffffffffffffffffff', [{ op: 'set', path: '/title', value: 'x' }])).status).toBe(404);
    expect((await batch(page.id, [{ op: 'set', path: '/title', value: 'x' }], { who: other })).status).toBe(404);
    const empty = await batch(page.id, []);
    expect(empty.status).toBe(422);
    const tooMany = await batch(
      page.id,
      Array.from({ length: 101 }, () => ({ op: 'set', path: '/title', value: 'x' })),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0].field).toBe('operations');
    const badShape = await batch(page.id, [{ op: 'set', path: '/title', value: 5 }]);
    expect(badShape.status).toBe(422);
    const unknown = await batch(page.id, [{ op: 'set', path: '/title', value: 'x', extra: 1 }]);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].code).toBe('unknown_field');
    const notAList = await batch(page.id, 'nope');
    expect(notAList.status).toBe(422);
  });

  it('accepts exactly 100 operations', async () => {
    const { page, etag } = await makePage();
    const res = await batch(
      page.id,
      Array.from({ length: 100 }, (_, i) => ({ op: 'set', path: '/title', value: `t${i}` })),
      { etag },
    );
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(100);
    expect((await read(page.id)).body.title).toBe('t99');
  });

  it('costs one read and one TransactWriteItems besides authentication', async () => {
    const { page, etag } = await makePage();
    let res: Awaited<ReturnType<typeof batch>> | undefined;
    const count = await api.countRequests(async () => {
      res = await batch(
        page.id,
        [
          { op: 'set', path: '/title', value: 'Budget' },
          { op: 'delete', path: '/items/hero' },
        ],
        { etag },
      );
    });
    expect(res?.status).toBe(200);
    expect(count).toBe(3);
  });
});

describe('POST /pages/{page}/batch: concurrency', () => {
  it("lets exactly one of 12 concurrent batches with the same If-Match win; the others get 412 and the stored page is the winner's", async () => {
    const { page, etag } = await makePage();
    // One client (token) per writer: requests on one token queue behind its rate-limit counter, so
    // separate tokens let the batches really overlap, reading the same version before any write lands.
    const tokens = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const res = await api.request('POST', '/tokens', {
          token: owner.token,
          body: { note: unique('racer'), scopes: ['write_content'], site_id: owner.site.id },
        });
        return res.body.token as string;
      }),
    );
    const responses = await Promise.all(
      tokens.map((token, i) =>
        batch(
          page.id,
          [
            { op: 'set', path: '/title', value: `Writer ${i}` },
            { op: 'insert', path: '/items/blocks/repeatables', value: JSON.stringify({ slug: `w${i}` }) },
            { op: 'set', path: '/items/hero/content', value: `by ${i}` },
          ],
          { etag, token, query: 'include=result' },
        ),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(11).fill(412)]);
    const winner = responses.find((r) => r.status === 200)!;
    for (const loser of responses.filter((r) => r.status === 412))
      expect(loser.body.details.etag).toBe(winner.body.etag);
    const stored = await read(page.id);
    expect(stored.body).toEqual(winner.body.page);
    expect(stored.headers.get('etag')).toBe(winner.body.etag);
    expect(stored.body.items.blocks.repeatables).toHaveLength(4);
  });

  it('refuses the second of two saves made from the same read, by the version condition alone', async () => {
    const { page } = await makePage();
    const read = await getPageById(owner.site.id, page.id);
    if (!read) throw new Error('page not stored');
    const [a, b] = await Promise.allSettled([
      savePage(owner.site.id, read, { ...read.doc, title: 'A' }),
      savePage(owner.site.id, read, { ...read.doc, title: 'B' }),
    ]);
    const won = [a, b].filter((r) => r.status === 'fulfilled');
    const lost = [a, b].filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(StaleVersionError);
    expect((lost[0] as PromiseRejectedResult).reason.currentVersion).toBe(read.version + 1);
    const title = (won[0] as PromiseFulfilledResult<{ doc: { title: string } }>).value.doc.title;
    expect(
      (await api.request('GET', `/pages/${page.id}`, { token: owner.token, site: owner.site.id })).body.title,
    ).toBe(title);
  });
});
