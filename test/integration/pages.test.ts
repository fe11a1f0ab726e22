import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { useApi, unique, type Owner } from '../helpers/api.js';

const api = useApi();
let owner: Owner;
let other: Owner;

beforeAll(async () => {
  owner = await api.owner();
  other = await api.owner();
});

const as = (who: Owner, body?: unknown, headers?: Record<string, string>) => ({
  token: who.token,
  site: who.site.id,
  body,
  headers,
});

const createPage = async (body: Record<string, unknown>, who = owner) => {
  const res = await api.request('POST', '/pages', as(who, body));
  expect(res.status, res.text).toBe(201);
  return res;
};

/** A site token with only the given scopes. */
const siteToken = (scopes: string[]) => api.siteToken(owner, scopes);

describe('POST /pages', () => {
  it('creates a root page with defaults and derived fields, and answers 201 with Location and ETag', async () => {
    const slug = unique('about-');
    const res = await createPage({ title: 'About us', slug, template: 'default', campaign: 'spring' });
    expect(res.body).toMatchObject({
      title: 'About us',
      slug,
      parent: null,
      fullpath: slug,
      parent_path: '',
      depth: 0,
      published: false,
      homepage: false,
      position: 0,
      locales: [],
      items: {},
      translations: {},
      template: 'default',
      campaign: 'spring',
    });
    expect(res.body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body.url).toBe(`${api.url}/pages/${res.body.id}`);
    expect(res.headers.get('location')).toBe(res.body.url);
    expect(res.body.public_url).toMatch(new RegExp(`^https://${owner.site.subdomain}\\..+/${slug}$`));
    expect(res.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
  });

  it('defaults the slug from the title', async () => {
    const title = `Équipe ${unique('x')} & Co`;
    const res = await createPage({ title });
    expect(res.body.slug).toBe(
      title
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9_]+/g, '-'),
    );
  });

  it('nests a child under its parent: fullpath, parent_path and depth derive from the parent', async () => {
    const root = await createPage({ title: 'Root', slug: unique('root-') });
    const child = await createPage({ title: 'Team', slug: 'team', parent: root.body.id });
    const grandchild = await createPage({ title: 'Jane', slug: 'jane', parent: child.body.id });
    expect(child.body).toMatchObject({
      parent: root.body.id,
      fullpath: `${root.body.slug}/team`,
      parent_path: root.body.slug,
      depth: 1,
    });
    expect(grandchild.body).toMatchObject({
      fullpath: `${root.body.slug}/team/jane`,
      parent_path: `${root.body.slug}/team`,
      depth: 2,
    });
  });

  it('stores items with repeatables, giving new repeatables ids and positions', async () => {
    const res = await createPage({
      title: 'Items',
      slug: unique('items-'),
      items: {
        hero: { type: 'text', content: 'Hi' },
        list: { type: 'list', repeatables: [{ slug: 'a', items: { body: { content: 'A' } } }, { slug: 'b' }] },
      },
      translations: { fr: { title: 'Éléments' } },
    });
    const repeatables = res.body.items.list.repeatables;
    expect(repeatables).toHaveLength(2);
    expect(repeatables[0]).toMatchObject({ slug: 'a', position: 0, items: { body: { content: 'A' } } });
    expect(repeatables[1]).toMatchObject({ slug: 'b', position: 1, items: {} });
    expect(repeatables[0].id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body.translations).toEqual({ fr: { title: 'Éléments' } });
    const read = await api.request('GET', `/pages/${res.body.id}`, as(owner));
    expect(read.body.items).toEqual(res.body.items);
  });

  it('answers 409 fullpath_taken when a sibling already has the slug', async () => {
    const slug = unique('dup-');
    await createPage({ title: 'One', slug });
    const res = await api.request('POST', '/pages', as(owner, { title: 'Two', slug }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('fullpath_taken');
  });

  it('allows the same slug under different parents, each read back at its own fullpath', async () => {
    const a = await createPage({ title: 'A', slug: unique('a-') });
    const b = await createPage({ title: 'B', slug: unique('b-') });
    const underA = await createPage({ title: 'Team A', slug: 'team', parent: a.body.id });
    const underB = await createPage({ title: 'Team B', slug: 'team', parent: b.body.id });
    expect(underA.body.id).not.toBe(underB.body.id);
    for (const [parent, child] of [
      [a, underA],
      [b, underB],
    ] as const) {
      const read = await api.request('GET', `/pages/${encodeURIComponent(`${parent.body.slug}/team`)}`, as(owner));
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({
        id: child.body.id,
        title: child.body.title,
        parent: parent.body.id,
        fullpath: `${parent.body.slug}/team`,
      });
    }
  });

  it('answers 422 when the parent does not exist', async () => {
    const res = await api.request('POST', '/pages', as(owner, { title: 'Orphan', parent: 'ffffffffffffffffffffffff' }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'parent', code: 'not_found' })]);
  });

  it('answers 422 for read-only fields, bad slugs, non-string additional properties and a missing title', async () => {
    const res = await api.request(
      'POST',
      '/pages',
      as(owner, { slug: 'Bad Slug', fullpath: 'x', extra: 5, 'Bad-Name': 'v' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    const fields = res.body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['Bad-Name', 'extra', 'fullpath', 'slug', 'title']);
    expect(res.body.errors.find((e: { field: string }) => e.field === 'fullpath').message).toMatch(/read-only/);
  });

  it('answers 422 for editables whose fields are not strings', async () => {
    const res = await api.request('POST', '/pages', as(owner, { title: 'X', items: { hero: { content: 1 } } }));
    expect(res.status).toBe(422);
  });
});

describe('GET /pages/{page}', () => {
  it('reads a page by id and by percent-encoded fullpath, with the same ETag', async () => {
    const root = await createPage({ title: 'About', slug: unique('about-') });
    const team = await createPage({ title: 'Team', slug: 'team', parent: root.body.id });
    const byId = await api.request('GET', `/pages/${team.body.id}`, as(owner));
    const byPath = await api.request('GET', `/pages/${encodeURIComponent(team.body.fullpath)}`, as(owner));
    expect(byId.status).toBe(200);
    expect(byPath.status).toBe(200);
    expect(byPath.body).toEqual(byId.body);
    expect(byId.headers.get('etag')).toBe(team.headers.get('etag'));
    expect(byPath.headers.get('etag')).toBe(team.headers.get('etag'));
  });

  it("answers 404 for an unknown id or path and for another site's page", async () => {
    const page = await createPage({ title: 'Mine', slug: unique('mine-') });
    expect((await api.request('GET', '/pages/ffffffffffffffffffffffff', as(owner))).status).toBe(404);
    expect((await api.request('GET', '/pages/no%2Fsuch', as(owner))).status).toBe(404);
    const foreign = await api.request('GET', `/pages/${page.body.id}`, as(other));
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('not_found');
    expect((await api.request('GET', `/pages/${page.body.slug}`, as(other))).status).toBe(404);
  });

  it('costs at most 2 DynamoDB requests besides authentication, by id and by fullpath', async () => {
    const root = await createPage({ title: 'Budget', slug: unique('budget-') });
    const child = await createPage({ title: 'Child', slug: 'child', parent: root.body.id });
    const byId = await api.countRequests(() => api.request('GET', `/pages/${child.body.id}`, as(owner)));
    const byPath = await api.countRequests(() =>
      api.request('GET', `/pages/${encodeURIComponent(child.body.fullpath)}`, as(owner)),
    );
    expect(byId).toBeLessThanOrEqual(2);
    expect(byPath).toBeLessThanOrEqual(3);
  });

  it('answers 401 without a token and 403 without read_content', async () => {
    expect((await api.request('GET', '/pages/x')).status).toBe(401);
    const token = await siteToken(['read_site']);
    const res = await api.request('GET', '/pages/x', { token });
    expect(res.status).toBe(403);
    expect(res.headers.get('x-accepted-oauth-scopes')).toContain('read_content');
  });
});

describe('GET /pages', () => {
  it("lists the site's pages in fullpath order, filtered by exact fullpath or prefix, paged with Link", async () => {
    const prefix = unique('list-');
    const root = await createPage({ title: 'L', slug: prefix });
    await createPage({ title: 'B', slug: 'b', parent: root.body.id });
    await createPage({ title: 'A', slug: 'a', parent: root.body.id });
    await createPage({ title: 'Other', slug: unique('zz-') }, other);

    const all = await api.request('GET', '/pages?per_page=100', as(owner));
    expect(all.status).toBe(200);
    const paths = all.body.map((p: { fullpath: string }) => p.fullpath);
    expect(paths).toEqual([...paths].sort());
    expect(paths).toContain(`${prefix}/a`);
    expect(all.body.every((p: { url: string }) => p.url.startsWith(`${api.url}/pages/`))).toBe(true);

    const prefixed = await api.request('GET', `/pages?fullpath.start=${prefix}`, as(owner));
    expect(prefixed.body.map((p: { fullpath: string }) => p.fullpath)).toEqual([prefix, `${prefix}/a`, `${prefix}/b`]);

    const exact = await api.request('GET', `/pages?fullpath=${encodeURIComponent(`${prefix}/b`)}`, as(owner));
    expect(exact.body.map((p: { title: string }) => p.title)).toEqual(['B']);

    const first = await api.request('GET', `/pages?fullpath.start=${prefix}&per_page=2`, as(owner));
    expect(first.body).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const second = await api.request('GET', (next as string).slice(api.url.length), as(owner));
    expect(second.body.map((p: { fullpath: string }) => p.fullpath)).toEqual([`${prefix}/b`]);
    expect(second.headers.get('link') ?? '').not.toContain('rel="next"');
  });

  it("never lists another site's pages", async () => {
    const mine = await createPage({ title: 'Private', slug: unique('private-') });
    const res = await api.request('GET', `/pages?fullpath=${mine.body.slug}`, as(other));
    expect(res.body).toEqual([]);
  });

  it('costs one request besides authentication', async () => {
    const count = await api.countRequests(() => api.request('GET', '/pages?fullpath.start=a', as(owner)));
    expect(count).toBeLessThanOrEqual(2);
  });
});

describe('PATCH /pages/{page}', () => {
  it('merges the given fields, keeps the others, changes the ETag and updated_at', async () => {
    const page = await createPage({
      title: 'Old',
      slug: unique('patch-'),
      template: 'a',
      seo_title: 'S',
      items: { hero: { content: 'x' } },
    });
    const res = await api.request(
      'PATCH',
      `/pages/${page.body.id}`,
      as(owner, { title: 'New', seo_title: null, published: true, note: 'extra' }),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      title: 'New',
      template: 'a',
      published: true,
      note: 'extra',
      items: { hero: { content: 'x' } },
    });
    expect(res.body).not.toHaveProperty('seo_title');
    expect(res.headers.get('etag')).not.toBe(page.headers.get('etag'));
    const read = await api.request('GET', `/pages/${page.body.id}`, as(owner));
    expect(read.body).toEqual(res.body);
    expect(read.headers.get('etag')).toBe(res.headers.get('etag'));
  });

  it('honours If-Match: 412 with the current ETag on a mismatch, 200 on a match', async () => {
    const page = await createPage({ title: 'T', slug: unique('ifm-') });
    const etag = page.headers.get('etag') as string;
    const stale = await api.request(
      'PATCH',
      `/pages/${page.body.id}`,
      as(owner, { title: 'X' }, { 'if-match': '"nope"' }),
    );
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'precondition_failed', details: { etag } });
    const weak = await api.request(
      'PATCH',
      `/pages/${page.body.id}`,
      as(owner, { title: 'X' }, { 'if-match': `W/${etag}` }),
    );
    expect(weak.status).toBe(412);
    const fresh = await api.request('PATCH', `/pages/${page.body.id}`, as(owner, { title: 'X' }, { 'if-match': etag }));
    expect(fresh.status).toBe(200);
    const again = await api.request('PATCH', `/pages/${page.body.id}`, as(owner, { title: 'Y' }, { 'if-match': etag }));
    expect(again.status).toBe(412);
    expect(again.body.details.etag).toBe(fresh.headers.get('etag'));
  });

  it('moves a page and its whole subtree when the slug changes, and frees the old fullpath', async () => {
    const root = await createPage({ title: 'R', slug: unique('mv-') });
    const child = await createPage({ title: 'C', slug: 'c', parent: root.body.id });
    const grandchild = await createPage({ title: 'G', slug: 'g', parent: child.body.id });
    const newSlug = unique('moved-');
    const res = await api.request('PATCH', `/pages/${root.body.id}`, as(owner, { slug: newSlug }));
    expect(res.status, res.text).toBe(200);
    expect(res.body.fullpath).toBe(newSlug);
    const g = await api.request('GET', `/pages/${encodeURIComponent(`${newSlug}/c/g`)}`, as(owner));
    expect(g.status).toBe(200);
    expect(g.body).toMatchObject({ id: grandchild.body.id, parent_path: `${newSlug}/c`, depth: 2 });
    expect(g.headers.get('etag')).not.toBe(grandchild.headers.get('etag'));
    expect((await api.request('GET', `/pages/${encodeURIComponent(`${root.body.slug}/c`)}`, as(owner))).status).toBe(
      404,
    );
    // The old path is free again.
    await createPage({ title: 'Reuse', slug: root.body.slug });
    const listed = await api.request('GET', `/pages?fullpath.start=${newSlug}`, as(owner));
    expect(listed.body.map((p: { fullpath: string }) => p.fullpath)).toEqual([
      newSlug,
      `${newSlug}/c`,
      `${newSlug}/c/g`,
    ]);
  });

  it('reparents a page, and refuses a parent below the page itself', async () => {
    const a = await createPage({ title: 'A', slug: unique('pa-') });
    const b = await createPage({ title: 'B', slug: unique('pb-') });
    const child = await createPage({ title: 'C', slug: 'c', parent: a.body.id });
    const moved = await api.request('PATCH', `/pages/${child.body.id}`, as(owner, { parent: b.body.id }));
    expect(moved.body).toMatchObject({ parent: b.body.id, fullpath: `${b.body.slug}/c` });
    const cycle = await api.request('PATCH', `/pages/${b.body.id}`, as(owner, { parent: child.body.id }));
    expect(cycle.status).toBe(422);
    expect(cycle.body.errors[0]).toMatchObject({ field: 'parent', code: 'cycle' });
    const root = await api.request(
      'PATCH',
      `/pages/${child.body.id}`,
      as(owner, { parent: null, slug: unique('root-') }),
    );
    expect(root.body).toMatchObject({ parent: null, depth: 0, parent_path: '' });
    // A, which lost its only child, can now be deleted.
    expect((await api.request('DELETE', `/pages/${a.body.id}`, as(owner))).status).toBe(204);
  });

  it('answers 409 when the new fullpath is taken', async () => {
    const a = await createPage({ title: 'A', slug: unique('ta-') });
    const b = await createPage({ title: 'B', slug: unique('tb-') });
    const res = await api.request('PATCH', `/pages/${b.body.id}`, as(owner, { slug: a.body.slug }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('fullpath_taken');
  });

  it('answers 422 for read-only fields', async () => {
    const page = await createPage({ title: 'A', slug: unique('ro-') });
    const res = await api.request('PATCH', `/pages/${page.body.id}`, as(owner, { fullpath: 'x', depth: 3 }));
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['depth', 'fullpath']);
  });
});

describe('DELETE /pages/{page}', () => {
  it('deletes a page by fullpath, frees its path, and honours If-Match', async () => {
    const page = await createPage({ title: 'Gone', slug: unique('del-') });
    const stale = await api.request(
      'DELETE',
      `/pages/${page.body.slug}`,
      as(owner, undefined, { 'if-match': '"old"' }),
    );
    expect(stale.status).toBe(412);
    const res = await api.request(
      'DELETE',
      `/pages/${page.body.slug}`,
      as(owner, undefined, { 'if-match': page.headers.get('etag') as string }),
    );
    expect(res.status).toBe(204);
    expect((await api.request('GET', `/pages/${page.body.id}`, as(owner))).status).toBe(404);
    const { Item } = await db.send(
      new GetCommand({ TableName: TABLE_NAME, Key: { pk: `${owner.site.id}#PAGEPATH`, sk: page.body.slug } }),
    );
    expect(Item).toBeUndefined();
    expect((await api.request('DELETE', `/pages/${page.body.id}`, as(owner))).status).toBe(404);
  });

  it('answers 409 for a page with children', async () => {
    const parent = await createPage({ title: 'P', slug: unique('parent-') });
    await createPage({ title: 'C', slug: 'c', parent: parent.body.id });
    const res = await api.request('DELETE', `/pages/${parent.body.id}`, as(owner));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('page_has_children');
  });

  it('answers 403 for a token with read_content only', async () => {
    const page = await createPage({ title: 'Keep', slug: unique('keep-') });
    const token = await siteToken(['read_content']);
    expect((await api.request('GET', `/pages/${page.body.id}`, { token })).status).toBe(200);
    expect((await api.request('DELETE', `/pages/${page.body.id}`, { token })).status).toBe(403);
  });
});
