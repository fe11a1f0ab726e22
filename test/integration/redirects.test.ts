import { beforeAll, describe, expect, it } from 'vitest';
import { readItem } from '../../lib/db/one-item.js';
import { redirectKeys } from '../../lib/redirects/keys.js';
import { useApi, unique, type Owner } from '../helpers/api.js';
import { retryingUnavailable } from '../../harness/test-payments.js';

const api = useApi();
let owner: Owner;
beforeAll(async () => {
  owner = await api.owner();
});

const as = (who: Owner = owner) => ({ token: who.token, site: who.site.id });

interface Redirect {
  id: string;
  source: string;
  target: string;
  status_code: number;
}

const makeRedirect = async (body: Record<string, unknown>) => {
  const res = await api.request('POST', '/redirects', { ...as(), body });
  expect(res.status, res.text).toBe(201);
  return res.body as Redirect;
};

const resolve = (path: string, options: { token: string; site?: string } = as()) =>
  api.request('GET', `/redirects/resolve?path=${encodeURIComponent(path)}`, options);

const makePage = async (body: Record<string, unknown>) => {
  const res = await api.request('POST', '/pages', { ...as(), body: { published: true, ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; slug: string; fullpath: string };
};

const etagOf = async (pageId: string) =>
  (await api.request('GET', `/pages/${pageId}`, as())).headers.get('etag') as string;

describe('redirects', () => {
  it('creates a redirect from a normalized path, 301 by default, stored on its path', async () => {
    const base = unique('old-');
    const redirect = await makeRedirect({ source: `/${base}/page/?utm=x`, target: '/new/page' });
    expect(redirect).toMatchObject({ source: `/${base}/page`, target: '/new/page', status_code: 301 });
    const stored = await readItem(redirectKeys.source(owner.site.id, redirect.source));
    expect(stored).toMatchObject({ id: redirect.id, source: `/${base}/page`, target: '/new/page', status_code: 301 });
    const read = await api.request('GET', `/redirects/${redirect.id}`, as());
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: redirect.id, url: expect.stringContaining(`/redirects/${redirect.id}`) });
    const temporary = await makeRedirect({ source: `/${base}/tmp`, target: 'https://example.com/x', status_code: 307 });
    expect(temporary.status_code).toBe(307);
  });

  it('answers 409 source_taken for a source in use by a redirect or a page', async () => {
    const source = `/${unique('dup-')}`;
    await makeRedirect({ source, target: '/x' });
    const again = await api.request('POST', '/redirects', { ...as(), body: { source: `${source}/`, target: '/y' } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('source_taken');
    const page = await makePage({ title: unique('Live ') });
    const onPage = await api.request('POST', '/redirects', {
      ...as(),
      body: { source: `/${page.fullpath}`, target: '/y' },
    });
    expect(onPage.status).toBe(409);
    expect(onPage.body.code).toBe('source_taken');
  });

  it('refuses bad sources, targets and status codes with 422, writing nothing', async () => {
    const source = `/${unique('bad-')}`;
    for (const body of [
      { source, target: 'javascript:alert(1)' },
      { source, target: 'ftp://example.com/file' },
      { source, target: '/ok', status_code: 303 },
      { source: 'no-slash', target: '/ok' },
      { source: '/', target: '/ok' },
    ]) {
      const res = await api.request('POST', '/redirects', { ...as(), body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect(await readItem(redirectKeys.source(owner.site.id, source))).toBeUndefined();
  });

  it('refuses a redirect whose chain comes back to its source (redirect_loop)', async () => {
    const [a, b, c] = [unique('/la-'), unique('/lb-'), unique('/lc-')];
    await makeRedirect({ source: a, target: b });
    await makeRedirect({ source: b, target: c });
    const loop = await api.request('POST', '/redirects', { ...as(), body: { source: c, target: a } });
    expect(loop.status).toBe(422);
    expect(loop.body.code).toBe('redirect_loop');
    const self = await api.request('POST', '/redirects', {
      ...as(),
      body: { source: unique('/self-'), target: '/self' },
    });
    expect(self.status).toBe(201);
    const selfLoop = await api.request('PATCH', `/redirects/${self.body.id}`, {
      ...as(),
      body: { target: self.body.source },
    });
    expect(selfLoop.status).toBe(422);
    expect(selfLoop.body.code).toBe('redirect_loop');
    expect(await readItem(redirectKeys.source(owner.site.id, c))).toBeUndefined();
  });

  it('resolves a chain to its final target, with a publishable key too', async () => {
    const [a, b, c] = [unique('/ra-'), unique('/rb-'), unique('/rc-')];
    await makeRedirect({ source: a, target: b, status_code: 302 });
    await makeRedirect({ source: b, target: c });
    await makeRedirect({ source: c, target: 'https://example.com/final' });
    const res = await resolve(`${a}/?q=1`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ source: a, target: 'https://example.com/final', status_code: 302, hops: 3 });
    const token = await api.siteToken(owner, ['public']);
    const edge = await resolve(b, { token });
    expect(edge.body).toMatchObject({ source: b, target: 'https://example.com/final', hops: 2 });
    expect((await resolve(unique('/nothing-'))).status).toBe(404);
    expect((await api.request('POST', '/redirects', { token, body: { source: '/x', target: '/y' } })).status).toBe(403);
  });

  it('lists in source order, filtered by where[source][prefix] or its alias source.start', async () => {
    const prefix = unique('/shop-');
    await makeRedirect({ source: `${prefix}/b`, target: '/b' });
    await makeRedirect({ source: `${prefix}/a`, target: '/a' });
    await makeRedirect({ source: unique('/other-'), target: '/c' });
    const filtered = await api.request(
      'GET',
      `/redirects?where[source][prefix]=${encodeURIComponent(`${prefix}/`)}`,
      as(),
    );
    expect(filtered.status, filtered.text).toBe(200);
    expect(filtered.body.map((r: Redirect) => r.source)).toEqual([`${prefix}/a`, `${prefix}/b`]);
    const alias = await api.request('GET', `/redirects?source.start=${encodeURIComponent(`${prefix}/`)}`, as());
    expect(alias.body.map((r: Redirect) => r.source)).toEqual([`${prefix}/a`, `${prefix}/b`]);
  });

  it('changes the fields given, moves a source, and deletes', async () => {
    const redirect = await makeRedirect({ source: unique('/edit-'), target: '/one' });
    const patched = await api.request('PATCH', `/redirects/${redirect.id}`, { ...as(), body: { status_code: 308 } });
    expect(patched.body).toMatchObject({ source: redirect.source, target: '/one', status_code: 308 });
    const moved = unique('/moved-');
    const put = await api.request('PUT', `/redirects/${redirect.id}`, { ...as(), body: { source: moved } });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ id: redirect.id, source: moved, target: '/one', status_code: 308 });
    expect(await readItem(redirectKeys.source(owner.site.id, redirect.source))).toBeUndefined();
    expect((await resolve(moved)).body.target).toBe('/one');
    expect((await api.request('DELETE', `/redirects/${redirect.id}`, as())).status).toBe(204);
    expect((await api.request('GET', `/redirects/${redirect.id}`, as())).status).toBe(404);
    expect(await readItem(redirectKeys.source(owner.site.id, moved))).toBeUndefined();
  });
});

describe('page moves', () => {
  it('leaves a 301 on the old path of a renamed, then moved page, and shows the new path in a menu', async () => {
    const company = await makePage({ title: unique('Company ') });
    const page = await makePage({ title: 'About', slug: unique('about-') });
    const menu = await api.request('POST', '/menus', {
      ...as(),
      body: { name: unique('Nav '), items: [{ title: 'About', kind: 'page', target_page: page.id }] },
    });
    expect(menu.status).toBe(201);
    const renamed = await api.request('PATCH', `/pages/${page.id}`, { ...as(), body: { slug: unique('team-') } });
    expect(renamed.status, renamed.text).toBe(200);
    const moved = await api.request('PATCH', `/pages/${page.id}`, { ...as(), body: { parent: company.id } });
    expect(moved.status, moved.text).toBe(200);
    const now = `/${moved.body.fullpath}`;
    expect((await resolve(`/${page.fullpath}`)).body).toEqual({
      source: `/${page.fullpath}`,
      target: now,
      status_code: 301,
      hops: 2,
    });
    expect((await resolve(`/${renamed.body.fullpath}`)).body).toMatchObject({ target: now, hops: 1 });
    const read = await api.request('GET', `/menus/${menu.body.id}`, as());
    expect(read.body.items[0].target.fullpath).toBe(moved.body.fullpath);
    expect(read.body.updated_at).toBe(menu.body.updated_at);
  });

  it('gives each moved descendant its own redirect, and a batch set of /slug one too', async () => {
    const parent = await makePage({ title: unique('Docs ') });
    const child = await makePage({ title: 'Guide', parent: parent.id });
    const grandchild = await makePage({ title: 'Step', parent: child.id });
    const batch = await api.request('POST', `/pages/${parent.id}/batch`, {
      ...as(),
      headers: { 'if-match': await etagOf(parent.id) },
      body: { operations: [{ op: 'set', path: '/slug', value: unique('manual-') }] },
    });
    expect(batch.status, batch.text).toBe(200);
    const fresh = (await api.request('GET', `/pages/${grandchild.id}`, as())).body;
    expect((await resolve(`/${grandchild.fullpath}`)).body.target).toBe(`/${fresh.fullpath}`);
    expect((await resolve(`/${child.fullpath}`)).body.target).toBe(`/${fresh.parent_path}`);
    expect((await resolve(`/${parent.fullpath}`)).status).toBe(200);
  });

  it('leaves no redirect with redirect=false', async () => {
    const page = await makePage({ title: unique('Quiet ') });
    const res = await api.request('PATCH', `/pages/${page.id}?redirect=false`, {
      ...as(),
      body: { slug: unique('silent-') },
    });
    expect(res.status, res.text).toBe(200);
    expect((await resolve(`/${page.fullpath}`)).status).toBe(404);
    expect(await readItem(redirectKeys.source(owner.site.id, `/${page.fullpath}`))).toBeUndefined();
  });

  it('deletes the redirect of a path a page is created or moved onto (renamed back: no loop)', async () => {
    const page = await makePage({ title: unique('Back ') });
    const first = page.slug;
    const away = await api.request('PATCH', `/pages/${page.id}`, { ...as(), body: { slug: `${first}-x` } });
    expect((await resolve(`/${first}`)).body.target).toBe(`/${away.body.fullpath}`);
    const back = await api.request('PATCH', `/pages/${page.id}`, { ...as(), body: { slug: first } });
    expect(back.status, back.text).toBe(200);
    expect((await resolve(`/${first}`)).status).toBe(404);
    expect((await resolve(`/${away.body.fullpath}`)).body).toMatchObject({ target: `/${first}`, hops: 1 });
    // A new page on a redirect's path replaces it.
    const source = unique('/landing-');
    await makeRedirect({ source, target: '/elsewhere' });
    await makePage({ title: 'Landing', slug: source.slice(1) });
    expect((await resolve(source)).status).toBe(404);
  });
});

describe('import', () => {
  it('upserts up to 1,000 redirects by source and gives the same end state when repeated', async () => {
    const prefix = unique('/imp-');
    const redirects = Array.from({ length: 300 }, (_, i) => ({ source: `${prefix}/${i}`, target: `/new/${i}` }));
    // Sent again if answered 503 (its transactions outlasting the function's time on a loaded machine):
    // the import is safe to repeat, and a repeat finds the redirects written before already there.
    const importAll = () =>
      retryingUnavailable(() => api.request('POST', '/redirects/batch', { ...as(), body: { redirects } }));
    const first = await importAll();
    expect(first.status, first.text).toBe(200);
    expect(first.body.created + first.body.updated).toBe(300);
    const again = await importAll();
    expect(again.body).toEqual({ created: 0, updated: 300 });
    const listed = await api.request(
      'GET',
      `/redirects?per_page=100&where[source][prefix]=${encodeURIComponent(`${prefix}/`)}`,
      as(),
    );
    expect(listed.body).toHaveLength(100);
    expect((await resolve(`${prefix}/299`)).body.target).toBe('/new/299');
    // Two imports of 300 (six transactions of 100 each): a minute when the whole suite loads the machine.
  }, 90_000);

  it('checks every entry first: one 422 naming each failing index, nothing written', async () => {
    const prefix = unique('/bad-imp-');
    const page = await makePage({ title: unique('Held ') });
    const res = await api.request('POST', '/redirects/batch', {
      ...as(),
      body: {
        redirects: [
          { source: `${prefix}/ok`, target: '/fine' },
          { source: `${prefix}/url`, target: 'javascript:x' },
          { source: `${prefix}/ok/`, target: '/again' },
          { source: `${prefix}/a`, target: `${prefix}/b` },
          { source: `${prefix}/b`, target: `${prefix}/a` },
          { source: `/${page.fullpath}`, target: '/x' },
        ],
      },
    });
    expect(res.status).toBe(422);
    const fields = (res.body.errors as { field: string; code: string }[]).map((e) => [e.field, e.code]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['redirects[1].target', 'invalid'],
        ['redirects[2].source', 'duplicate'],
      ]),
    );
    const second = await api.request('POST', '/redirects/batch', {
      ...as(),
      body: {
        redirects: [
          { source: `${prefix}/ok`, target: '/fine' },
          { source: `${prefix}/a`, target: `${prefix}/b` },
          { source: `${prefix}/b`, target: `${prefix}/a` },
          { source: `/${page.fullpath}`, target: '/x' },
        ],
      },
    });
    expect(second.status).toBe(422);
    expect((second.body.errors as { field: string; code: string }[]).map((e) => [e.field, e.code])).toEqual([
      ['redirects[1].target', 'redirect_loop'],
      ['redirects[2].target', 'redirect_loop'],
      ['redirects[3].source', 'source_taken'],
    ]);
    expect(await readItem(redirectKeys.source(owner.site.id, `${prefix}/ok`))).toBeUndefined();
  });
});
