import { beforeAll, describe, expect, it } from 'vitest';
import { useApi, type Owner } from '../helpers/api.js';

// The list query language: the list query language on pages, articles, customers and coupons (entries: entries-query.test.ts).
const api = useApi();
let owner: Owner;
const as = () => ({ token: owner.token, site: owner.site.id });

const create = async (path: string, body: unknown) => {
  const res = await api.request('POST', path, { ...as(), body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Record<string, unknown> & { id: string };
};
const names = async (path: string, query: string, name: (item: Record<string, unknown>) => unknown) => {
  const res = await api.request('GET', `${path}?per_page=100&${query}`, as());
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as Record<string, unknown>[]).map(name);
};
const invalid = async (path: string, query: string, field: string) => {
  const res = await api.request('GET', `${path}?${query}`, as());
  expect(res.status).toBe(422);
  expect(res.body.errors).toEqual([expect.objectContaining({ field })]);
};
const twoRequests = async (path: string) => {
  let status = 0;
  const count = await api.countRequests(async () => {
    ({ status } = await api.request('GET', path, as()));
  });
  expect(status).toBe(200);
  expect(count, path).toBe(2);
};

beforeAll(async () => {
  owner = await api.owner();
});

describe('customers', () => {
  const email = (item: Record<string, unknown>) => (item.email as string).split('@')[0];
  beforeAll(async () => {
    for (const local of ['ann', 'anna', 'bob', 'carl'])
      await create('/customers', { email: `${local}@example.com`, password: 'secret-123' });
  });

  it.each([
    ['', ['ann', 'anna', 'bob', 'carl']],
    ['where[email]=bob@example.com', ['bob']],
    ['where[email][eq]=BOB@example.com', ['bob']],
    ['where[email][ne]=bob@example.com', ['ann', 'anna', 'carl']],
    ['where[email][prefix]=ann', ['ann', 'anna']],
    ['where[email][gt]=anna@example.com', ['bob', 'carl']],
    ['where[email][gte]=anna@example.com', ['anna', 'bob', 'carl']],
    ['where[email][lt]=anna@example.com', ['ann']],
    ['where[email][lte]=anna@example.com', ['ann', 'anna']],
    ['where[email][in]=ann@example.com,carl@example.com', ['ann', 'carl']],
    ['where[email][exists]=true', ['ann', 'anna', 'bob', 'carl']],
    ['where[created_at][gte]=2000-01-01', ['ann', 'anna', 'bob', 'carl']],
    ['where[created_at][lt]=2000-01-01', []],
    ['sort=-created_at', ['carl', 'bob', 'anna', 'ann']],
    ['sort=-email', ['carl', 'bob', 'anna', 'ann']],
    ['sort=email&where[email][prefix]=an', ['ann', 'anna']],
  ])('%s', async (query, expected) => {
    expect(await names('/customers', query, email)).toEqual(expected);
  });

  it('answers 422 naming the parameter, and serves created_at in 2 requests', async () => {
    await invalid('/customers', 'where[phone]=1', 'where[phone]');
    await invalid('/customers', 'where[created_at][gt]=soon', 'where[created_at][gt]');
    await invalid('/customers', 'sort=password', 'sort');
    await twoRequests('/customers?sort=-created_at&per_page=2');
    await twoRequests('/customers?per_page=2');
  });
});

describe('coupons', () => {
  const code = (item: Record<string, unknown>) => item.code;
  beforeAll(async () => {
    await create('/coupons', { code: 'SPRING10', coupon_type: 'percentage', coupon_percentage: 10 });
    await create('/coupons', { code: 'SPRING5', coupon_type: 'amount', coupon_amount: 500 });
    await create('/coupons', { code: 'SHIPFREE', coupon_type: 'free_shipping' });
  });

  it.each([
    ['where[coupon_type]=percentage', ['SPRING10']],
    ['where[coupon_type][ne]=percentage', ['SPRING5', 'SHIPFREE']],
    ['where[coupon_type][in]=amount,free_shipping', ['SPRING5', 'SHIPFREE']],
    ['where[code][prefix]=spring', ['SPRING10', 'SPRING5']],
    ['where[code]=spring5', ['SPRING5']],
    ['where[code][gt]=SPRING10', ['SPRING5']],
    ['where[code][lte]=SPRING10', ['SPRING10', 'SHIPFREE']],
    ['where[state]=active', ['SPRING10', 'SPRING5', 'SHIPFREE']],
    ['where[state][eq]=expired', []],
    ['where[code][exists]=false', []],
    ['where[created_at][gte]=2000-01-01T00:00:00Z&where[coupon_type][in]=amount', ['SPRING5']],
    ['sort=-created_at', ['SHIPFREE', 'SPRING5', 'SPRING10']],
    ['sort=code', ['SHIPFREE', 'SPRING10', 'SPRING5']],
    ['sort=-code', ['SPRING5', 'SPRING10', 'SHIPFREE']],
    // The older parameters still work, alone and beside the query language.
    ['state=active', ['SPRING10', 'SPRING5', 'SHIPFREE']],
    ['code=SPRING5', ['SPRING5']],
    ['state=active&sort=-created_at&where[code][prefix]=SPRING', ['SPRING5', 'SPRING10']],
  ])('%s', async (query, expected) => {
    expect(await names('/coupons', query, code)).toEqual(expected);
  });

  it('answers 422 naming the parameter', async () => {
    await invalid('/coupons', 'where[coupon_type]=bogus', 'where[coupon_type]');
    await invalid('/coupons', 'where[code][near]=x', 'where[code][near]');
    await twoRequests('/coupons?sort=-created_at&per_page=1');
  });
});

describe('pages', () => {
  const title = (item: Record<string, unknown>) => item.title;
  beforeAll(async () => {
    const about = await create('/pages', { title: 'About', published: true });
    await create('/pages', { title: 'Team', parent: about.id, published: false, template: 'people' });
    await create('/pages', { title: 'Contact', published: true, template: 'form' });
  });

  it.each([
    ['sort=fullpath', ['About', 'Team', 'Contact']],
    ['where[published]=true', ['About', 'Contact']],
    ['where[published][ne]=true', ['Team']],
    ['where[template][exists]=true', ['Team', 'Contact']],
    ['where[template][in]=form,people&sort=title', ['Contact', 'Team']],
    ['where[title][prefix]=t', ['Team']],
    ['where[homepage]=false&sort=-title', ['Team', 'Contact', 'About']],
    ['where[parent][exists]=false&sort=created_at', ['About', 'Contact']],
    ['where[position][gte]=0&sort=-created_at', ['Contact', 'Team', 'About']],
    ['where[updated_at][gt]=2000-01-01&sort=-fullpath', ['Contact', 'Team', 'About']],
    ['where[slug]=team', ['Team']],
    ['where[created_at][lte]=2000-01-01', []],
  ])('%s', async (query, expected) => {
    expect(await names('/pages', query, title)).toEqual(expected);
  });

  it('filters by parent id, keeps fullpath filters, answers 422 naming the parameter', async () => {
    const all = await api.request('GET', '/pages?per_page=100', as());
    const about = (all.body as { id: string; title: string }[]).find((page) => page.title === 'About') as {
      id: string;
    };
    expect(await names('/pages', `where[parent]=${about.id}`, title)).toEqual(['Team']);
    expect(await names('/pages', 'fullpath.start=about&sort=-fullpath', title)).toEqual(['Team', 'About']);
    await invalid('/pages', 'where[published]=maybe', 'where[published]');
    await invalid('/pages', 'where[parent]=about', 'where[parent]');
    await twoRequests('/pages?sort=-created_at&per_page=1');
    await twoRequests('/pages?sort=fullpath&per_page=1');
  });
});

describe('articles', () => {
  const title = (item: Record<string, unknown>) => item.title;
  let blog: { id: string };
  beforeAll(async () => {
    blog = await create('/blogs', { name: 'News' });
    await create(`/blogs/${blog.id}/articles`, {
      title: 'First',
      status: 'published',
      publish_at: '2026-01-10T00:00:00Z',
      tags: ['news', 'ghent'],
    });
    await create(`/blogs/${blog.id}/articles`, { title: 'Draft', tags: ['news'] });
    await create(`/blogs/${blog.id}/articles`, {
      title: 'Second',
      status: 'published',
      publish_at: '2026-02-10T00:00:00Z',
    });
  });
  const path = () => `/blogs/${blog.id}/articles`;

  it.each([
    ['where[status]=published', ['First', 'Second']],
    ['where[status][ne]=published', ['Draft']],
    ['where[tags]=news', ['First', 'Draft']],
    ['where[tags][in]=ghent,other', ['First']],
    ['where[tags][exists]=false', ['Second']],
    ['where[publish_at][gt]=2026-01-31', ['Second']],
    ['where[publish_at][lte]=2026-01-10T00:00:00Z', ['First']],
    ['where[publish_at][exists]=false', ['Draft']],
    ['where[title][prefix]=s', ['Second']],
    ['where[slug][in]=first,second', ['First', 'Second']],
    ['sort=-publish_at&where[status]=published', ['Second', 'First']],
    ['sort=-created_at', ['Second', 'Draft', 'First']],
    ['sort=title', ['Draft', 'First', 'Second']],
    ['where[created_at][gte]=2000-01-01', ['First', 'Draft', 'Second']],
  ])('%s', async (query, expected) => {
    expect(await names(path(), query, title)).toEqual(expected);
  });

  it('answers 422 naming the parameter, and reads a filtered first page in 2 requests', async () => {
    await invalid(path(), 'where[status]=archived', 'where[status]');
    await invalid(path(), 'sort=tags', 'sort');
    await invalid(path(), 'where[tags][gt]=a', 'where[tags][gt]');
    await twoRequests(`${path()}?where[status]=published&per_page=5`);
  });
});
