import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { menuKeys } from '../../lib/menus/keys.js';
import { useApi, unique, type Owner } from '../helpers/api.js';

const api = useApi();
let owner: Owner;
beforeAll(async () => {
  owner = await api.owner();
});

const as = (who: Owner = owner) => ({ token: who.token, site: who.site.id });

const item = async (key: { pk: string; sk: string }) =>
  (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item;

const makePage = async (body: Record<string, unknown> = {}) => {
  const res = await api.request('POST', '/pages', {
    ...as(),
    body: { title: unique('Page '), published: true, ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; slug: string; fullpath: string; title: string };
};

const makeMenu = async (body: Record<string, unknown> = {}) => {
  const res = await api.request('POST', '/menus', { ...as(), body: { name: unique('Menu '), ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body as Menu;
};

interface Item {
  id: string;
  title: string;
  kind: string;
  target_page: string | null;
  target_blog: string | null;
  target_url: string | null;
  target_entry: { channel: string; entry: string } | null;
  position: number;
  target: { id: string; title: string; fullpath: string | null; public_url: string | null; published: boolean } | null;
  children: Item[];
}
interface Menu {
  id: string;
  slug: string;
  name: string;
  url: string;
  items: Item[];
  updated_at: string;
}

const menuCount = async () => {
  const res = await api.request('GET', '/menus?per_page=100', as());
  return (res.body as Menu[]).length;
};

describe('menus', () => {
  it('creates a menu whose links name pages by id or fullpath, blogs by slug, URLs and headings', async () => {
    const about = await makePage({ title: 'About' });
    const team = await makePage({ title: 'Team', parent: about.id });
    const blog = await api.request('POST', '/blogs', { ...as(), body: { name: unique('News ') } });
    expect(blog.status, blog.text).toBe(201);
    const menu = await makeMenu({
      slug: unique('main-'),
      items: [
        {
          title: 'About',
          kind: 'page',
          target_page: about.id,
          children: [{ title: 'Team', kind: 'page', target_page: `/${team.fullpath}` }],
        },
        { title: 'News', kind: 'blog', target_blog: blog.body.slug },
        { title: 'Shop', kind: 'url', target_url: 'https://shop.example.com/', new_window: true },
        { title: 'Call', kind: 'url', target_url: 'tel:+15551234' },
        {
          title: 'More',
          kind: 'heading',
          children: [{ title: 'Mail', kind: 'url', target_url: 'mailto:hi@example.com' }],
        },
      ],
    });
    expect(menu.items.map((i) => [i.title, i.position])).toEqual([
      ['About', 0],
      ['News', 1],
      ['Shop', 2],
      ['Call', 3],
      ['More', 4],
    ]);
    expect(menu.items[0]?.target_page).toBe(about.id);
    expect(menu.items[0]?.target).toMatchObject({
      id: about.id,
      title: 'About',
      fullpath: about.fullpath,
      published: true,
    });
    expect(menu.items[0]?.children[0]?.target_page).toBe(team.id);
    expect(menu.items[0]?.children[0]?.target?.fullpath).toBe(team.fullpath);
    expect(menu.items[1]?.target_blog).toBe(blog.body.id);
    expect(menu.items[1]?.target?.fullpath).toBe(blog.body.slug);
    expect(menu.items[2]?.target).toBeNull();
    expect(menu.items[4]?.children[0]?.target_url).toBe('mailto:hi@example.com');

    // Storage: the menu holds ids, and each linked target's marker names the menu.
    const stored = await item(menuKeys.menu(owner.site.id, menu.id));
    expect(stored?.items[0].children[0].target_page).toBe(team.id);
    const marker = await item(menuKeys.link(owner.site.id, 'page', team.id));
    expect([...(marker as { menus: Set<string> }).menus]).toEqual([menu.id]);
  });

  it('reads a menu by id or slug with an ETag, and answers 304 to a matching If-None-Match', async () => {
    const page = await makePage();
    const menu = await makeMenu({ items: [{ title: 'Home', kind: 'page', target_page: page.id }] });
    const byId = await api.request('GET', `/menus/${menu.id}`, as());
    expect(byId.status).toBe(200);
    const bySlug = await api.request('GET', `/menus/${menu.slug}`, as());
    expect(bySlug.body).toEqual(byId.body);
    const etag = byId.headers.get('etag') as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await api.request('GET', `/menus/${menu.id}`, { ...as(), headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await api.request('GET', '/menus/no-such-menu', as())).status).toBe(404);
  });

  it('shows a renamed and moved page at its new path with no menu write', async () => {
    const parent = await makePage({ title: 'Company' });
    const page = await makePage({ title: 'Old name', slug: unique('old-') });
    const menu = await makeMenu({ items: [{ title: 'Link', kind: 'page', target_page: page.id }] });
    const before = await api.request('GET', `/menus/${menu.id}`, as());
    const renamed = await api.request('PATCH', `/pages/${page.id}`, {
      ...as(),
      body: { title: 'New name', slug: unique('new-') },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const moved = await api.request('PATCH', `/pages/${page.id}`, { ...as(), body: { parent: parent.id } });
    expect(moved.status, moved.text).toBe(200);
    const after = await api.request('GET', `/menus/${menu.id}`, as());
    const link = (after.body as Menu).items[0];
    expect(link?.target).toMatchObject({ title: 'New name', fullpath: `${parent.fullpath}/${renamed.body.slug}` });
    expect((after.body as Menu).updated_at).toBe(menu.updated_at);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('refuses javascript: and other schemes, naming the item path, and writes nothing', async () => {
    const count = await menuCount();
    const res = await api.request('POST', '/menus', {
      ...as(),
      body: {
        name: 'Bad',
        items: [
          { title: 'Ok', kind: 'url', target_url: '/ok' },
          {
            title: 'Group',
            kind: 'heading',
            children: [{ title: 'X', kind: 'url', target_url: 'javascript:alert(1)' }],
          },
          { title: 'Data', kind: 'url', target_url: 'data:text/html,hi' },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ field: 'items[1].children[0].target_url', code: 'invalid_scheme' }),
      expect.objectContaining({ field: 'items[2].target_url', code: 'invalid_scheme' }),
    ]);
    expect(await menuCount()).toBe(count);
  });

  it('refuses trees beyond the limits, naming the item', async () => {
    const deep = {
      title: 'L1',
      kind: 'heading',
      children: [
        {
          title: 'L2',
          kind: 'heading',
          children: [
            {
              title: 'L3',
              kind: 'heading',
              children: [{ title: 'L4', kind: 'heading', children: [{ title: 'L5', kind: 'heading' }] }],
            },
          ],
        },
      ],
    };
    const tooDeep = await api.request('POST', '/menus', { ...as(), body: { name: 'Deep', items: [deep] } });
    expect(tooDeep.status).toBe(422);
    expect(tooDeep.body.errors).toEqual([
      expect.objectContaining({ field: 'items[0].children[0].children[0].children[0].children', code: 'too_deep' }),
    ]);
    const longTitle = await api.request('POST', '/menus', {
      ...as(),
      body: {
        name: 'Long',
        items: [
          { title: 'ok', kind: 'heading' },
          { title: 'x'.repeat(201), kind: 'heading' },
        ],
      },
    });
    expect(longTitle.body.errors).toEqual([expect.objectContaining({ field: 'items[1].title' })]);
    const many = await api.request('POST', '/menus', {
      ...as(),
      body: { name: 'Many', items: Array.from({ length: 501 }, (_, i) => ({ title: `I${i}`, kind: 'heading' })) },
    });
    expect(many.body.errors).toEqual([expect.objectContaining({ field: 'items[500]', code: 'too_many_items' })]);
    const targets = await api.request('POST', '/menus', {
      ...as(),
      body: {
        name: 'Targets',
        items: Array.from({ length: 96 }, (_, i) => ({ title: `P${i}`, kind: 'page', target_page: `/page-${i}` })),
      },
    });
    expect(targets.body.errors).toEqual([
      expect.objectContaining({ field: 'items[95].target_page', code: 'too_many_targets' }),
    ]);
    const missing = await api.request('POST', '/menus', {
      ...as(),
      body: {
        name: 'Missing',
        items: [
          { title: 'Gone', kind: 'page', target_page: '/no/such/page' },
          { title: 'Kind', kind: 'link' },
        ],
      },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([expect.objectContaining({ field: 'items[1].kind' })]);
    const unknownPage = await api.request('POST', '/menus', {
      ...as(),
      body: { name: 'Missing', items: [{ title: 'Gone', kind: 'page', target_page: '/no/such/page' }] },
    });
    expect(unknownPage.body.errors).toEqual([
      expect.objectContaining({ field: 'items[0].target_page', code: 'not_found' }),
    ]);
  });

  it('answers 409 slug_taken for a slug in use and 422 for a reserved one', async () => {
    const menu = await makeMenu();
    const taken = await api.request('POST', '/menus', { ...as(), body: { name: 'Again', slug: menu.slug } });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('slug_taken');
    for (const slug of ['count', 'batch', 'resolve']) {
      const reserved = await api.request('POST', '/menus', { ...as(), body: { name: 'Reserved', slug } });
      expect(reserved.status).toBe(422);
      expect(reserved.body.errors[0].field).toBe('slug');
      const page = await api.request('POST', '/pages', { ...as(), body: { title: 'Reserved', slug } });
      expect(page.status).toBe(422);
      expect(page.body.errors[0].field).toBe('slug');
    }
    // A title that would give a reserved slug gets a suffix instead.
    const counted = await makePage({ title: 'Count' });
    expect(counted.slug).toBe('count-page');
    const etag = (await api.request('GET', `/pages/${counted.id}`, as())).headers.get('etag') as string;
    const batch = await api.request('POST', `/pages/${counted.id}/batch`, {
      ...as(),
      headers: { 'if-match': etag },
      body: { operations: [{ op: 'set', path: '/slug', value: 'resolve' }] },
    });
    expect(JSON.stringify(batch.body)).toContain('is reserved');
    expect((await api.request('GET', `/pages/${counted.id}`, as())).body.slug).toBe('count-page');
  });

  it('changes only the fields given, keeps the item ids sent back and honours If-Match', async () => {
    const menu = await makeMenu({ items: [{ title: 'A', kind: 'url', target_url: '/a' }] });
    const read = await api.request('GET', `/menus/${menu.id}`, as());
    const etag = read.headers.get('etag') as string;
    const kept = menu.items[0] as Item;
    const put = await api.request('PUT', `/menus/${menu.id}`, {
      ...as(),
      headers: { 'if-match': etag },
      body: {
        items: [
          { title: 'B', kind: 'url', target_url: '/b' },
          { ...kept, title: 'A2' },
        ],
      },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body.name).toBe(menu.name);
    expect(put.body.items.map((i: Item) => i.title)).toEqual(['B', 'A2']);
    expect(put.body.items[1].id).toBe(kept.id);
    expect(put.body.items[0].id).not.toBe(kept.id);
    const stale = await api.request('PATCH', `/menus/${menu.id}`, {
      ...as(),
      headers: { 'if-match': etag },
      body: { name: 'Nope' },
    });
    expect(stale.status).toBe(412);
    const patched = await api.request('PATCH', `/menus/${menu.slug}`, { ...as(), body: { name: 'Renamed' } });
    expect(patched.status).toBe(200);
    expect(patched.body.items.map((i: Item) => i.title)).toEqual(['B', 'A2']);
    const staleDelete = await api.request('DELETE', `/menus/${menu.id}`, { ...as(), headers: { 'if-match': etag } });
    expect(staleDelete.status).toBe(412);
    expect((await api.request('GET', `/menus/${menu.id}`, as())).body.name).toBe('Renamed');
  });

  it('refuses to delete a linked page, blog or entry with 409 in_use, and deletes it once unlinked', async () => {
    const page = await makePage();
    const blog = await api.request('POST', '/blogs', { ...as(), body: { name: unique('Blog ') } });
    const channel = await api.request('POST', '/channels', {
      ...as(),
      body: { name: unique('Team '), customizations: [{ name: 'title', type: 'string' }], acl: { read: 'public' } },
    });
    const entry = await api.request('POST', `/channels/${channel.body.id}/entries`, {
      ...as(),
      body: { fields: { title: 'Ann' } },
    });
    expect(entry.status, entry.text).toBe(201);
    const menu = await makeMenu({
      items: [
        { title: 'Group', kind: 'heading', children: [{ title: 'Page', kind: 'page', target_page: page.id }] },
        { title: 'Blog', kind: 'blog', target_blog: blog.body.id },
        { title: 'Ann', kind: 'entry', target_entry: { channel: channel.body.id, entry: entry.body.id } },
      ],
    });
    expect(menu.items[2]?.target).toMatchObject({ id: entry.body.id, title: 'Ann', published: true });

    const pageDelete = await api.request('DELETE', `/pages/${page.id}`, as());
    expect(pageDelete.status).toBe(409);
    expect(pageDelete.body.code).toBe('in_use');
    expect(pageDelete.body.details.used_by).toEqual([
      { type: 'menu', id: menu.id, field: 'items[0].children[0].target_page' },
    ]);
    const blogDelete = await api.request('DELETE', `/blogs/${blog.body.id}`, as());
    expect(blogDelete.status).toBe(409);
    expect(blogDelete.body.details.used_by).toEqual([{ type: 'menu', id: menu.id, field: 'items[1].target_blog' }]);
    const entryDelete = await api.request('DELETE', `/channels/${channel.body.id}/entries/${entry.body.id}`, as());
    expect(entryDelete.status).toBe(409);
    expect(entryDelete.body.details.used_by).toEqual([{ type: 'menu', id: menu.id, field: 'items[2].target_entry' }]);
    expect((await api.request('GET', `/pages/${page.id}`, as())).status).toBe(200);

    const unlinked = await api.request('PATCH', `/menus/${menu.id}`, { ...as(), body: { items: [menu.items[1]] } });
    expect(unlinked.status, unlinked.text).toBe(200);
    expect((await api.request('DELETE', `/pages/${page.id}`, as())).status).toBe(204);
    expect((await api.request('DELETE', `/channels/${channel.body.id}/entries/${entry.body.id}`, as())).status).toBe(
      204,
    );
    expect((await api.request('DELETE', `/blogs/${blog.body.id}`, as())).status).toBe(409);
    expect((await api.request('DELETE', `/menus/${menu.id}`, as())).status).toBe(204);
    expect((await api.request('DELETE', `/blogs/${blog.body.id}`, as())).status).toBe(204);
    expect(await item(menuKeys.menu(owner.site.id, menu.id))).toBeUndefined();
  });

  it('leaves items linking unpublished pages, with their children, out of public reads', async () => {
    const live = await makePage({ published: true });
    const draft = await makePage({ published: false });
    // An entry of a channel whose entries only the owner reads is not public either.
    const channel = await api.request('POST', '/channels', {
      ...as(),
      body: { name: unique('Private '), customizations: [{ name: 'title', type: 'string' }] },
    });
    const entry = await api.request('POST', `/channels/${channel.body.id}/entries`, {
      ...as(),
      body: { fields: { title: 'Secret' } },
    });
    expect(entry.status, entry.text).toBe(201);
    const menu = await makeMenu({
      items: [
        { title: 'Secret', kind: 'entry', target_entry: { channel: channel.body.id, entry: entry.body.id } },
        {
          title: 'Draft',
          kind: 'page',
          target_page: draft.id,
          children: [{ title: 'Child', kind: 'page', target_page: live.id }],
        },
        { title: 'Live', kind: 'page', target_page: live.id },
        { title: 'Url', kind: 'url', target_url: '/contact' },
      ],
    });
    const token = await api.siteToken(owner, ['public']);
    const shown = await api.request('GET', `/menus/${menu.id}`, { token });
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.items.map((i: Item) => [i.title, i.position])).toEqual([
      ['Live', 0],
      ['Url', 1],
    ]);
    const listed = await api.request('GET', '/menus?per_page=100', { token });
    expect(listed.body.find((m: Menu) => m.id === menu.id).items).toHaveLength(2);
    const full = await api.request('GET', `/menus/${menu.id}`, as());
    expect(full.body.items).toHaveLength(4);
    expect(full.body.items[0].target).toMatchObject({ title: 'Secret', published: false });
    expect(full.body.items[1].target.published).toBe(false);
    expect((await api.request('POST', '/menus', { token, body: { name: 'No' } })).status).toBe(403);
  });
});
