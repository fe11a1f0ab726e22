import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { sitePk } from '../../lib/db/keys.js';
import { useApi, unique, type Owner } from '../helpers/api.js';

const api = useApi();
let owner: Owner;
let other: Owner;
beforeAll(async () => {
  [owner, other] = await Promise.all([api.owner(), api.owner()]);
});

const as = (who: Owner) => ({ token: who.token, site: who.site.id });

const siteToken = (who: Owner, scopes: string[]) => api.siteToken(who, scopes);

const newTheme = async (who: Owner = owner, body: Record<string, unknown> = {}) => {
  const res = await api.request('POST', '/themes', { ...as(who), body: { name: unique('Theme '), ...body } });
  expect(res.status).toBe(201);
  return res.body as { id: string; short: string; url: string; name: string };
};

const put = (themeRef: string, kind: string, body: Record<string, unknown>, who: Owner = owner) =>
  api.request('POST', `/themes/${themeRef}/${kind}`, { ...as(who), body });

const partitionItems = async (pk: string) =>
  (
    await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
      }),
    )
  ).Items ?? [];

/** Template-like text: HTML and Liquid built from a small vocabulary, so it compresses like real theme source. */
const WORDS =
  'product collection cart price title image link header footer section block grid column row item card button form input label select option hero banner menu nav list media caption summary detail badge sale new featured related recent popular search filter sort page blog article comment author date tag'.split(
    ' ',
  );
const templateText = (bytes: number, seed: number): string => {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state;
  };
  const word = () => WORDS[next() % WORDS.length];
  const lines: string[] = [];
  let size = 0;
  while (size < bytes) {
    const line = `<div class="${word()}-${word()} ${word()}--${next() % 97}">{% if ${word()}.${word()} %}{{ ${word()}.${word()} | ${word()}: ${next() % 1000} }}{% endif %} ${word()} ${word()} ${word()}</div>`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n').slice(0, bytes);
};

describe('themes CRUD', () => {
  it('creates a theme with a short name made from its name', async () => {
    const name = unique('Summer Sale ');
    const res = await api.request('POST', '/themes', { ...as(owner), body: { name } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name, short: name.toLowerCase().replace(/ /g, '-') });
    expect(res.body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.headers.get('location')).toBe(res.body.url);
    expect(res.body.url).toMatch(new RegExp(`/themes/${res.body.id}$`));
    expect(res.body.permalink).toMatch(new RegExp(`/themes/${res.body.short}$`));
    expect(res.body.cdn_root).toBe(`${res.body.url}/assets/`);
    expect(res.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('returns 409 short_taken for a duplicate short name, 422 for invalid fields', async () => {
    const theme = await newTheme();
    const dup = await api.request('POST', '/themes', { ...as(owner), body: { name: 'Other', short: theme.short } });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('short_taken');
    const bad = await api.request('POST', '/themes', { ...as(owner), body: { short: 'Not A Slug', colour: 'red' } });
    expect(bad.status).toBe(422);
    const fields = Object.fromEntries(bad.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]));
    expect(fields).toMatchObject({ name: 'missing', short: 'invalid', '(body)': 'unknown_field' });
    const idLike = await api.request('POST', '/themes', {
      ...as(owner),
      body: { name: 'x', short: '0123456789abcdef01234567' },
    });
    expect(idLike.status).toBe(422);
  });

  it("lists the site's themes", async () => {
    const site = await api.owner();
    const a = await newTheme(site);
    const b = await newTheme(site);
    const res = await api.request('GET', '/themes', as(site));
    expect(res.status).toBe(200);
    expect(res.body.map((t: { id: string }) => t.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('reads a theme by id and by short name, as one bundle', async () => {
    const theme = await newTheme();
    for (const ref of [theme.id, theme.short, theme.short.toUpperCase()]) {
      const res = await api.request('GET', `/themes/${ref}`, as(owner));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        theme: expect.objectContaining({ id: theme.id, short: theme.short }),
        layouts: [],
        templates: [],
        snippets: [],
        assets: [],
      });
    }
  });

  it('renames a theme and moves its short name', async () => {
    const theme = await newTheme();
    const short = unique('renamed-');
    const res = await api.request('PUT', `/themes/${theme.short}`, { ...as(owner), body: { name: 'Renamed', short } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: theme.id, name: 'Renamed', short });
    expect((await api.request('GET', `/themes/${short}`, as(owner))).body.theme.name).toBe('Renamed');
    expect((await api.request('GET', `/themes/${theme.short}`, as(owner))).status).toBe(404);
    // the old short name is free again
    expect(
      (await api.request('POST', '/themes', { ...as(owner), body: { name: 'Again', short: theme.short } })).status,
    ).toBe(201);
  });

  it('refuses to rename onto a taken short name with 409', async () => {
    const a = await newTheme();
    const b = await newTheme();
    const res = await api.request('PUT', `/themes/${b.id}`, { ...as(owner), body: { short: a.short } });
    expect(res.status).toBe(409);
    expect((await api.request('GET', `/themes/${b.id}`, as(owner))).body.theme.short).toBe(b.short);
  });

  it('deletes a theme with all its items and asset bodies', async () => {
    const theme = await newTheme();
    await put(theme.id, 'layouts', { name: 'theme.liquid', code: '<html>{{ content }}</html>' });
    await put(theme.id, 'assets', { name: 'logo.png', content: randomBytes(64).toString('base64') });
    const res = await api.request('DELETE', `/themes/${theme.short}`, as(owner));
    expect(res.status).toBe(204);
    expect((await api.request('GET', `/themes/${theme.id}`, as(owner))).status).toBe(404);
    expect((await api.request('DELETE', `/themes/${theme.id}`, as(owner))).status).toBe(404);
    expect(await partitionItems(sitePk(owner.site.id, `THEME#${theme.id}`))).toEqual([]);
    expect(await partitionItems(sitePk(owner.site.id, `THEME#${theme.id}#BLOB`))).toEqual([]);
  });

  it('answers 404 for unknown themes', async () => {
    for (const path of [
      '/themes/0123456789abcdef01234567',
      '/themes/no-such-theme',
      '/themes/no-such-theme/layouts',
      '/themes/0123456789abcdef01234567/layouts',
    ]) {
      expect((await api.request('GET', path, as(owner))).status).toBe(404);
    }
    expect((await put('no-such-theme', 'layouts', { name: 'a', code: 'b' })).status).toBe(404);
    expect((await put('0123456789abcdef01234567', 'layouts', { name: 'a', code: 'b' })).status).toBe(404);
  });
});

describe('theme items', () => {
  it.each(['layouts', 'templates', 'snippets', 'assets'])(
    'creates, replaces, lists, reads and deletes %s by name',
    async (kind) => {
      const theme = await newTheme();
      const name = 'partials/header.liquid';
      const first = await put(theme.short, kind, { name, code: '<h1>v1</h1>', folder: 'shared' });
      expect(first.status).toBe(201);
      const url = `${api.url}/themes/${theme.id}/${kind}/partials%2Fheader.liquid`;
      expect(first.headers.get('location')).toBe(url);
      expect(first.body).toMatchObject({
        name,
        folder: 'shared',
        path: `shared/${name}`,
        code: '<h1>v1</h1>',
        url,
        permalink: url,
        changed_live: true,
      });
      expect(first.body.changed_by).toEqual({
        user_id: owner.user.id,
        token_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      });

      const second = await put(theme.id, kind, { name, code: '<h1>v2</h1>' });
      expect(second.status).toBe(200);
      expect(second.body).toMatchObject({
        id: first.body.id,
        created_at: first.body.created_at,
        code: '<h1>v2</h1>',
        folder: null,
        path: name,
      });

      await put(theme.id, kind, { name: 'a.liquid', code: 'A' });
      const list = await api.request('GET', `/themes/${theme.short}/${kind}`, as(owner));
      expect(list.status).toBe(200);
      expect(list.body.map((i: { name: string }) => i.name)).toEqual(['a.liquid', name]);

      const read = await api.request('GET', `/themes/${theme.short}/${kind}/${encodeURIComponent(name)}`, as(owner));
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id: first.body.id, code: '<h1>v2</h1>' });

      expect(
        (await api.request('DELETE', `/themes/${theme.id}/${kind}/${encodeURIComponent(name)}`, as(owner))).status,
      ).toBe(204);
      expect(
        (await api.request('GET', `/themes/${theme.id}/${kind}/${encodeURIComponent(name)}`, as(owner))).status,
      ).toBe(404);
      expect(
        (await api.request('DELETE', `/themes/${theme.id}/${kind}/${encodeURIComponent(name)}`, as(owner))).status,
      ).toBe(404);
      expect(
        (await api.request('GET', `/themes/${theme.id}/${kind}`, as(owner))).body.map((i: { name: string }) => i.name),
      ).toEqual(['a.liquid']);
    },
  );

  it('paginates an item list', async () => {
    const theme = await newTheme();
    for (const name of ['a', 'b', 'c']) await put(theme.id, 'snippets', { name, code: name });
    const first = await api.request('GET', `/themes/${theme.id}/snippets?per_page=2`, as(owner));
    expect(first.body.map((i: { name: string }) => i.name)).toEqual(['a', 'b']);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1] as string;
    const second = await api.request('GET', next.slice(api.url.length), as(owner));
    expect(second.body.map((i: { name: string }) => i.name)).toEqual(['c']);
  });

  it('stores binary assets from base64 content and returns them on a single read, not in the bundle', async () => {
    const theme = await newTheme();
    const bytes = randomBytes(5000);
    const res = await put(theme.id, 'assets', {
      name: 'logo.png',
      folder: 'images',
      content: bytes.toString('base64'),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      binary: true,
      content_type: 'image/png',
      size: 5000,
      code: null,
      path: 'images/logo.png',
    });
    expect(res.body.public_url).toBe(`${api.url}/themes/${theme.id}/assets/logo.png`);
    const read = await api.request('GET', `/themes/${theme.id}/assets/logo.png`, as(owner));
    expect(Buffer.from(read.body.content, 'base64').equals(bytes)).toBe(true);
    const bundle = await api.request('GET', `/themes/${theme.id}`, as(owner));
    expect(bundle.body.assets).toEqual([expect.objectContaining({ name: 'logo.png', binary: true })]);
    expect(bundle.body.assets[0]).not.toHaveProperty('content');
    // replacing it by text removes the binary body
    await put(theme.id, 'assets', { name: 'logo.png', code: '<svg/>', content_type: 'image/svg+xml' });
    expect(await partitionItems(sitePk(owner.site.id, `THEME#${theme.id}#BLOB`))).toEqual([]);
    expect((await api.request('GET', `/themes/${theme.id}/assets/logo.png`, as(owner))).body).toMatchObject({
      code: '<svg/>',
      binary: false,
      content_type: 'image/svg+xml',
    });
  });

  it('returns 422 for invalid item bodies', async () => {
    const theme = await newTheme();
    for (const name of ['../secret', 'a//b', '/abs', 'trailing/', 'a/../b', '']) {
      const res = await put(theme.id, 'templates', { name, code: 'x' });
      expect(res.status, name).toBe(422);
      expect(res.body.errors[0].field).toBe('name');
    }
    expect((await put(theme.id, 'templates', { name: 'a' })).body.errors).toEqual([
      expect.objectContaining({ field: 'code', code: 'missing' }),
    ]);
    expect((await put(theme.id, 'templates', { name: 'a', code: 'x', content: 'eA==' })).status).toBe(422);
    expect((await put(theme.id, 'assets', { name: 'a', code: 'x', content: 'eA==' })).status).toBe(422);
    expect((await put(theme.id, 'assets', { name: 'a' })).status).toBe(422);
    expect((await put(theme.id, 'assets', { name: 'a', content: 'not base64!' })).status).toBe(422);
  });

  it('returns 400 for an invalid name in the path', async () => {
    const theme = await newTheme();
    const res = await api.request('GET', `/themes/${theme.id}/layouts/${encodeURIComponent('../x')}`, as(owner));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_path');
  });
});

describe('the theme bundle', () => {
  it('gives every item the SHA-256 of its stored bytes, in the bundle and on single reads', async () => {
    const theme = await newTheme();
    const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');
    const text = 'héllo {{ wörld }}\r\n\u00a0';
    const bytes = randomBytes(3000);
    expect((await put(theme.id, 'snippets', { name: 'a/b.liquid', code: text })).body.checksum).toBe(
      sha256(Buffer.from(text, 'utf8')),
    );
    expect(
      (await put(theme.id, 'assets', { name: 'img/logo.png', content: bytes.toString('base64') })).body.checksum,
    ).toBe(sha256(bytes));
    const bundle = await api.request('GET', `/themes/${theme.id}`, as(owner));
    expect(bundle.body.snippets[0].checksum).toBe(sha256(Buffer.from(text, 'utf8')));
    expect(bundle.body.assets[0].checksum).toBe(sha256(bytes));
    const read = await api.request(
      'GET',
      `/themes/${theme.id}/assets/${encodeURIComponent('img/logo.png')}`,
      as(owner),
    );
    expect(read.body.checksum).toBe(sha256(Buffer.from(read.body.content, 'base64')));
    // an item stored before checksums existed gets its checksum from its code
    const stored = (await partitionItems(sitePk(owner.site.id, `THEME#${theme.id}`))).find(
      (item) => item.sk === 'SNIPPET#a/b.liquid',
    )!;
    const { checksum: _dropped, ...legacy } = stored;
    await db.send(new PutCommand({ TableName: TABLE_NAME, Item: legacy }));
    expect((await api.request('GET', `/themes/${theme.id}`, as(owner))).body.snippets[0].checksum).toBe(
      sha256(Buffer.from(text, 'utf8')),
    );
  });

  it('returns every item grouped by kind, with its code', async () => {
    const theme = await newTheme();
    const big = templateText(50_000, 7);
    await put(theme.id, 'layouts', { name: 'theme.liquid', code: '<html>{{ content }}</html>' });
    await put(theme.id, 'templates', { name: 'index.liquid', code: big });
    await put(theme.id, 'templates', { name: 'product.liquid', code: 'P' });
    await put(theme.id, 'snippets', { name: 'card.liquid', code: 'C' });
    await put(theme.id, 'assets', { name: 'site.css', code: 'body{}' });
    const res = await api.request('GET', `/themes/${theme.short}`, as(owner));
    expect(res.status).toBe(200);
    expect(res.body.layouts.map((i: { name: string }) => i.name)).toEqual(['theme.liquid']);
    expect(res.body.templates.map((i: { name: string }) => i.name)).toEqual(['index.liquid', 'product.liquid']);
    expect(res.body.templates[0].code).toBe(big);
    expect(res.body.snippets).toEqual([expect.objectContaining({ name: 'card.liquid', code: 'C' })]);
    expect(res.body.assets).toEqual([
      expect.objectContaining({
        name: 'site.css',
        code: 'body{}',
        content_type: 'text/css',
        public_url: expect.any(String),
      }),
    ]);
  });

  it('reads a theme with more than 1 MB of source in exactly one Query (2 requests with authentication)', async () => {
    const theme = await newTheme();
    let total = 0;
    for (let i = 0; i < 28; i += 1) {
      const code = templateText(40_000, i + 1);
      total += code.length;
      const kind = ['layouts', 'templates', 'snippets', 'assets'][i % 4] as string;
      const res = await put(theme.id, kind, { name: `file-${i}.liquid`, code });
      expect(res.status).toBe(201);
    }
    expect(total).toBeGreaterThan(1024 * 1024);
    let res: { status: number; body: any } | undefined;
    const byId = await api.countRequests(async () => {
      res = await api.request('GET', `/themes/${theme.id}`, as(owner));
    });
    expect(res?.status).toBe(200);
    const codeLength = ['layouts', 'templates', 'snippets', 'assets']
      .flatMap((k) => res?.body[k])
      .reduce((sum: number, item: { code: string }) => sum + item.code.length, 0);
    expect(codeLength).toBe(total);
    expect(byId).toBe(2);
    // by short name: one more GetItem for the claim
    expect(await api.countRequests(() => api.request('GET', `/themes/${theme.short}`, as(owner)))).toBe(3);
  });

  it('still returns the whole theme when its stored size exceeds one Query page (paging on)', async () => {
    const theme = await newTheme();
    // Random base64 compresses only to its 6 bits a character: 6 x 225 kB stored is well over 1 MB.
    const codes = [0, 1, 2, 3, 4, 5].map(() => randomBytes(225_000).toString('base64'));
    for (const [i, code] of codes.entries())
      expect((await put(theme.id, 'assets', { name: `blob-${i}.js`, code })).status).toBe(201);
    let res: { status: number; body: any } | undefined;
    const count = await api.countRequests(async () => {
      res = await api.request('GET', `/themes/${theme.id}`, as(owner));
    });
    expect(res?.body.assets.map((a: { code: string }) => a.code)).toEqual(codes);
    expect(count).toBeGreaterThan(2);
  });
});

describe('theme round trips', () => {
  it('lists themes and items in 2 requests, reads an item in 1, upserts in 3', async () => {
    const theme = await newTheme();
    await put(theme.id, 'layouts', { name: 'a', code: 'a' });
    expect(await api.countRequests(() => api.request('GET', '/themes', as(owner)))).toBe(2);
    expect(await api.countRequests(() => api.request('GET', `/themes/${theme.id}/layouts`, as(owner)))).toBe(2);
    // By the theme's id the item (and an asset's body) is read with the token.
    expect(await api.countRequests(() => api.request('GET', `/themes/${theme.id}/layouts/a`, as(owner)))).toBe(1);
    expect(await api.countRequests(() => api.request('GET', `/themes/${theme.id}/assets/a`, as(owner)))).toBe(1);
    expect(await api.countRequests(() => put(theme.id, 'layouts', { name: 'b', code: 'b' }))).toBe(3);
    expect(await api.countRequests(() => put(theme.id, 'assets', { name: 'b', content: 'AAEC' }))).toBe(3);
    expect(
      await api.countRequests(() => api.request('POST', '/themes', { ...as(owner), body: { name: unique('t') } })),
    ).toBe(2);
  });
});

describe('theme scopes and isolation', () => {
  it('needs read_themes to read and write_themes to write', async () => {
    const theme = await newTheme();
    const reader = await siteToken(owner, ['read_themes']);
    const stranger = await siteToken(owner, ['read_content']);
    expect((await api.request('GET', `/themes/${theme.id}`, { token: reader })).status).toBe(200);
    expect((await api.request('GET', `/themes/${theme.id}/layouts`, { token: reader })).status).toBe(200);
    const denied = await api.request('POST', `/themes/${theme.id}/layouts`, {
      token: reader,
      body: { name: 'a', code: 'b' },
    });
    expect(denied.status).toBe(403);
    expect(denied.headers.get('x-accepted-oauth-scopes')).toBe('write_themes');
    expect((await api.request('GET', `/themes/${theme.id}`, { token: stranger })).status).toBe(403);
    const writer = await siteToken(owner, ['write_themes']);
    expect(
      (await api.request('POST', `/themes/${theme.id}/layouts`, { token: writer, body: { name: 'a', code: 'b' } }))
        .status,
    ).toBe(201);
  });

  it("never shows or changes another site's theme: 404", async () => {
    const theme = await newTheme(owner);
    await put(theme.id, 'layouts', { name: 'theme.liquid', code: 'mine' });
    for (const ref of [theme.id, theme.short]) {
      expect((await api.request('GET', `/themes/${ref}`, as(other))).status).toBe(404);
      expect((await api.request('PUT', `/themes/${ref}`, { ...as(other), body: { name: 'Stolen' } })).status).toBe(404);
      expect((await api.request('GET', `/themes/${ref}/layouts`, as(other))).status).toBe(404);
      expect((await api.request('GET', `/themes/${ref}/layouts/theme.liquid`, as(other))).status).toBe(404);
      expect((await put(ref, 'layouts', { name: 'theme.liquid', code: 'theirs' }, other)).status).toBe(404);
      expect((await api.request('DELETE', `/themes/${ref}/layouts/theme.liquid`, as(other))).status).toBe(404);
      expect((await api.request('DELETE', `/themes/${ref}`, as(other))).status).toBe(404);
    }
    expect(
      (await api.request('GET', '/themes?per_page=100', as(other))).body.map((t: { id: string }) => t.id),
    ).not.toContain(theme.id);
    const mine = await api.request('GET', `/themes/${theme.id}`, as(owner));
    expect(mine.body.theme.name).toBe(theme.name);
    expect(mine.body.layouts[0].code).toBe('mine');
  });
});
