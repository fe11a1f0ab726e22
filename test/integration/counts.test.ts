import { beforeAll, describe, expect, it } from 'vitest';
import { PNG_1x1, uploadFile } from '../../harness/uploads.js';
import { useApi, unique, type Owner } from '../helpers/api.js';

// Every list's `GET /<list>/count` against the list itself: the count equals the number of items
// the list pages through, with and without filters. One server, one site per list.
const api = useApi();

const as = (who: Owner, headers?: Record<string, string>) => ({ token: who.token, site: who.site.id, headers });

/** Every item a list pages through, following its `next` links. */
const pagedThrough = async (who: Owner, path: string, headers?: Record<string, string>): Promise<unknown[]> => {
  const items: unknown[] = [];
  let next: string | undefined = `${path}${path.includes('?') ? '&' : '?'}per_page=2`;
  while (next) {
    const res: { status: number; text: string; body: unknown; headers: Headers } = await api.request(
      'GET',
      next,
      as(who, headers),
    );
    expect(res.status, res.text).toBe(200);
    items.push(...(res.body as unknown[]));
    const link: string | undefined = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
    next = link ? link.replace(api.url, '').replace(/^https?:\/\/[^/]+/, '') : undefined;
  }
  return items;
};

/** The count route's answer for a list path (`/customers?where[…]` → `/customers/count?where[…]`). */
const countOf = async (who: Owner, path: string, headers?: Record<string, string>): Promise<number> => {
  const [base, query] = path.split('?');
  const res = await api.request('GET', `${base}/count${query ? `?${query}` : ''}`, as(who, headers));
  expect(res.status, res.text).toBe(200);
  expect(Object.keys(res.body)).toEqual(['count']);
  return res.body.count as number;
};

/** The count of each path equals the number of items its list pages through, and is `expected`. */
const expectCounts = async (
  who: Owner,
  expected: Readonly<Record<string, number>>,
  headers?: Record<string, string>,
) => {
  for (const [path, n] of Object.entries(expected)) {
    const listed = await pagedThrough(who, path, headers);
    expect(listed, path).toHaveLength(n);
    expect(await countOf(who, path, headers), path).toBe(n);
  }
};

const create = async (who: Owner, path: string, body: Record<string, unknown>, headers?: Record<string, string>) => {
  const res = await api.request('POST', path, { ...as(who, headers), body });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; [field: string]: unknown };
};

describe('counts', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await api.owner();
  });

  it('counts customers, with and without filters', async () => {
    const who = await api.owner();
    for (const name of ['anna', 'anne', 'bob'])
      await create(who, '/customers', { email: `${name}.${unique('')}@example.com`, password: 'secret-123' });
    await expectCounts(who, {
      '/customers': 3,
      '/customers?where[email][prefix]=ann': 2,
      '/customers?where[email][prefix]=zed': 0,
    });
  });

  it('counts uploads, with and without filters', async () => {
    const who = await api.owner();
    for (const complete of [true, true, false])
      await uploadFile(api, as(who), { bytes: PNG_1x1, contentType: 'image/png', filename: 'p.png', complete });
    await expectCounts(who, {
      '/uploads': 3,
      '/uploads?where[status]=ready': 2,
      '/uploads?where[status]=pending&where[content_type]=image/png': 1,
    });
  });

  it('counts redirects, with a prefix filter and its older spelling', async () => {
    const who = await api.owner();
    for (const source of ['/old/a', '/old/b', '/gone'])
      await create(who, '/redirects', { source, target: `/new${source}` });
    await expectCounts(who, {
      '/redirects': 3,
      '/redirects?where[source][prefix]=/old/': 2,
      '/redirects?source.start=/old/': 2,
      '/redirects?where[status_code]=302': 0,
    });
  });

  it('counts translations, with a key prefix and its older spelling', async () => {
    const who = await api.owner();
    for (const key of ['home.title', 'home.intro', 'cart.empty'])
      await create(who, '/translations', { key, values: { en: key } });
    await expectCounts(who, {
      '/translations': 3,
      '/translations?where[key][prefix]=home.': 2,
      '/translations?key.start=cart': 1,
    });
  });

  it('counts the lists of declared records: collections, product types, shipping rates, customer groups, menus, vendors', async () => {
    const who = await api.owner();
    const lists = ['/collections', '/product_types', '/shipping_rates', '/customer_groups', '/menus', '/vendors'];
    for (const [index, path] of lists.entries())
      for (let i = 0; i <= index % 3; i += 1) await create(who, path, { name: unique('Item ') });
    await expectCounts(who, {
      '/collections': 1,
      '/product_types': 2,
      '/shipping_rates': 3,
      '/customer_groups': 1,
      '/menus': 2,
      '/vendors': 3,
    });
  });

  it('counts webhooks and blogs', async () => {
    const who = await api.owner();
    for (let i = 0; i < 2; i += 1)
      await create(who, '/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['page.*'] });
    for (let i = 0; i < 3; i += 1) await create(who, '/blogs', { name: unique('Blog ') });
    await expectCounts(who, { '/webhooks': 2, '/blogs': 3 });
  });

  it('counts coupons by the older state and code parameters and by where', async () => {
    const who = await api.owner();
    const codes = [unique('SAVE'), unique('SAVE'), unique('GIFT')];
    for (const [i, code] of codes.entries())
      await create(who, '/coupons', {
        code,
        coupon_type: i === 2 ? 'amount' : 'percentage',
        ...(i === 2 ? { coupon_amount: 5 } : { coupon_percentage: 10 }),
        state: i === 1 ? 'inactive' : 'active',
      });
    await expectCounts(who, {
      '/coupons': 3,
      '/coupons?state=active': 2,
      '/coupons?state=expired': 0,
      [`/coupons?code=${codes[0]?.toLowerCase()}`]: 1,
      [`/coupons?code=${codes[1]}&state=active`]: 0,
      '/coupons?where[coupon_type]=percentage': 2,
      '/coupons?where[coupon_type]=percentage&state=active': 1,
      '/coupons?where[code][prefix]=save': 2,
    });
  });

  it("counts orders by status, range and where, and a customer session's own only", async () => {
    const who = await api.owner();
    const product = await create(who, '/products', {
      name: unique('Mug '),
      status: 'active',
      price: 12.5,
      inventory_quantity: 100,
    });
    const signIn = async () => {
      const email = `${unique('s')}@example.com`;
      const made = await create(who, '/customers', { email, password: 'secret-123' });
      const session = await api.request('POST', '/customers/login', {
        ...as(who),
        body: { email, password: 'secret-123' },
      });
      return { id: made.id, session: { 'session-token': session.body.session_token as string } };
    };
    const ada = await signIn();
    const bob = await signIn();
    await create(who, '/orders', { line_items: [{ product: product.id, quantity: 1 }] }, ada.session);
    await create(who, '/orders', { line_items: [{ product: product.id, quantity: 2 }] }, bob.session);
    await create(who, '/orders', { email: 'guest@example.com', line_items: [{ product: product.id, quantity: 3 }] });
    const later = new Date(Date.now() + 60_000).toISOString();
    await expectCounts(who, {
      '/orders': 3,
      '/orders?status=pending': 3,
      '/orders?status=paid': 0,
      [`/orders?customer=${ada.id}`]: 1,
      '/orders?where[total][gte]=25': 2,
      '/orders?where[email]=guest@example.com&sort=number': 1,
      [`/orders?created_after=${later}`]: 0,
    });
    await expectCounts(who, { '/orders': 1, [`/orders?customer=${bob.id}`]: 0 }, ada.session);
  });

  it('counts products by the older status, collection and product type parameters and by where', async () => {
    const who = await api.owner();
    const collection = await create(who, '/collections', { name: unique('Summer ') });
    const type = await create(who, '/product_types', { name: unique('Mugs ') });
    const vendor = await create(who, '/vendors', { name: unique('Potter ') });
    const product = (body: Record<string, unknown>) =>
      create(who, '/products', { name: unique('Product '), price: 10, ...body });
    await product({ status: 'active', collection_ids: [collection.id], product_type_id: type.id, vendor: vendor.id });
    await product({ status: 'active', collection_ids: [collection.id] });
    await product({ status: 'draft', price: 30 });
    await expectCounts(who, {
      '/products': 3,
      '/products?status=active': 2,
      [`/products?collection=${collection.id}`]: 2,
      [`/products?collection=${collection.slug}&product_type=${type.slug}`]: 1,
      '/products?collection=no-such-collection': 0,
      [`/products?status=draft&collection=${collection.id}`]: 0,
      '/products?where[price][gte]=20': 1,
      [`/products?where[status]=active&product_type=${type.id}`]: 1,
      [`/products?where[vendor]=${vendor.slug}`]: 1,
      [`/products?where[vendor]=${vendor.id}&where[price][gte]=20`]: 0,
      '/products?where[vendor]=no-such-vendor': 0,
    });
  });

  it('counts pages by fullpath, prefix and where', async () => {
    const who = await api.owner();
    const about = await create(who, '/pages', { title: 'About' });
    await create(who, '/pages', { title: 'Team', parent: about.id });
    await create(who, '/pages', { title: 'Contact' });
    await expectCounts(who, {
      '/pages': 3,
      '/pages?fullpath.start=about': 2,
      '/pages?fullpath=about/team': 1,
      '/pages?fullpath=contact&fullpath.start=about': 0,
      '/pages?where[title][prefix]=t': 1,
      [`/pages?where[parent]=${about.id}`]: 1,
      '/pages?fullpath.start=about&sort=-created_at': 2,
    });
  });

  it('counts the channels the caller may see', async () => {
    const who = await api.owner();
    await create(who, '/channels', { name: unique('News ') });
    await create(who, '/channels', { name: unique('Events ') });
    await create(who, '/channels', { name: unique('Patients '), sensitive: true });
    await expectCounts(who, { '/channels': 3 });
    const plain = await api.siteToken(who, ['read_channels']);
    const res = await api.request('GET', '/channels/count', { token: plain });
    expect(res.body).toEqual({ count: 2 });
    const listed = await api.request('GET', '/channels', { token: plain });
    expect(listed.body).toHaveLength(2);
  });

  it("counts a channel's entries by where and by ACL, as the list shows them", async () => {
    const who = await api.owner();
    const channel = await create(who, '/channels', {
      name: unique('Notes '),
      customizations: [{ name: 'title', type: 'string' }],
      acl: { create: 'customers', read: 'owner', update: 'owner', delete: 'owner' },
    });
    const session = async () => {
      const email = `${unique('c')}@example.com`;
      await create(who, '/customers', { email, password: 'secret-123' });
      const res = await api.request('POST', '/customers/login', {
        ...as(who),
        body: { email, password: 'secret-123' },
      });
      return { 'session-token': res.body.session_token as string };
    };
    const ada = await session();
    const entries = `/channels/${channel.id}/entries`;
    await create(who, entries, { fields: { title: 'Apple' } }, ada);
    await create(who, entries, { fields: { title: 'Apricot' } });
    await create(who, entries, { fields: { title: 'Banana' } });
    await expectCounts(who, {
      [entries]: 3,
      [`${entries}?where[title][prefix]=ap`]: 2,
      [`/channels/${channel.slug}/entries?where[title]=banana`]: 1,
      [`${entries}?use_acl=true`]: 0,
    });
    await expectCounts(
      who,
      { [`${entries}?use_acl=true`]: 1, [`${entries}?use_acl=true&where[title]=banana`]: 0 },
      ada,
    );
    const missing = await api.request('GET', '/channels/000000000000000000000000/entries/count', as(who));
    expect(missing.status).toBe(404);
  });

  it("counts a blog's articles by where, by id or slug; 404 for a blog that is not there", async () => {
    const who = await api.owner();
    const blog = await create(who, '/blogs', { name: unique('Journal ') });
    await create(who, `/blogs/${blog.id}/articles`, { title: 'One', status: 'published' });
    await create(who, `/blogs/${blog.id}/articles`, { title: 'Two' });
    await create(who, `/blogs/${blog.id}/articles`, { title: 'Three' });
    await expectCounts(who, {
      [`/blogs/${blog.id}/articles`]: 3,
      [`/blogs/${blog.slug}/articles`]: 3,
      [`/blogs/${blog.id}/articles?where[status]=draft`]: 2,
      [`/blogs/${blog.slug}/articles?where[title][prefix]=t&sort=-created_at`]: 2,
    });
    const other = await create(who, '/blogs', { name: unique('Empty ') });
    await expectCounts(who, { [`/blogs/${other.id}/articles`]: 0 });
    for (const ref of ['000000000000000000000000', 'no-such-blog'])
      expect((await api.request('GET', `/blogs/${ref}/articles/count`, as(who))).status).toBe(404);
  });

  it('refuses count as a slug or code wherever a list addresses its items by one, on create and rename', async () => {
    const who = await api.owner();
    const blog = await create(who, '/blogs', { name: unique('Blog ') });
    const channel = await create(who, '/channels', {
      name: unique('Channel '),
      customizations: [{ name: 'title', type: 'string' }],
    });
    const kinds: { path: string; body: Record<string, unknown>; field: string }[] = [
      { path: '/blogs', body: { name: unique('Blog ') }, field: 'slug' },
      { path: `/blogs/${blog.id}/articles`, body: { title: unique('Article ') }, field: 'slug' },
      { path: '/channels', body: { name: unique('Channel ') }, field: 'slug' },
      { path: `/channels/${channel.id}/entries`, body: { fields: { title: 'x' } }, field: 'slug' },
      { path: '/collections', body: { name: unique('Collection ') }, field: 'slug' },
      { path: '/product_types', body: { name: unique('Type ') }, field: 'slug' },
      { path: '/coupons', body: { code: unique('C'), coupon_type: 'percentage', coupon_percentage: 5 }, field: 'code' },
    ];
    for (const { path, body, field } of kinds) {
      for (const value of ['count', 'COUNT'].slice(0, field === 'code' ? 2 : 1)) {
        const refused = await api.request('POST', path, { ...as(who), body: { ...body, [field]: value } });
        expect(refused.status, `${path} ${refused.text}`).toBe(422);
        expect(refused.body.errors[0].field, path).toBe(field);
      }
      const made = await create(who, path, body);
      const renamed = await api.request('PUT', `${path}/${made.id}`, { ...as(who), body: { [field]: 'count' } });
      expect(renamed.status, `${path} ${renamed.text}`).toBe(422);
      const stored = await api.request('GET', `${path}/${made.id}`, as(who));
      expect(stored.body[field], path).toBe(made[field]);
    }
    // A name that would make the slug count makes another one instead.
    expect((await create(who, '/blogs', { name: 'Count' })).slug).toBe('count-blog');
    expect((await create(who, `/blogs/${blog.id}/articles`, { title: 'Count' })).slug).toBe('count-article');
    expect((await create(who, '/channels', { name: 'Count' })).slug).not.toBe('count');
    expect((await api.request('POST', '/collections', { ...as(who), body: { name: 'Count' } })).status).toBe(422);
    // The count route is not captured by the item route.
    expect((await api.request('GET', '/blogs/count', as(who))).body).toEqual({ count: 3 });
  });

  it('answers 422 for a filter the list refuses, as the list does', async () => {
    const res = await api.request('GET', '/customers/count?where[nope]=1', as(owner));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
  });
});
