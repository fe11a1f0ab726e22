import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { customerKey } from '../../lib/customers/keys.js';
import { newId, timestamp } from '../../lib/db/keys.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { groupKeys } from '../../lib/customer-groups/keys.js';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { eventually } from '../../harness/eventually.js';
import { useApi, unique, type Owner } from '../helpers/api.js';
import { readItem as item } from '../../lib/db/one-item.js';

const api = useApi({ queues: true, events: true });
let owner: Owner;
beforeAll(async () => {
  owner = await api.owner();
});

const as = (who: Owner) => ({ token: who.token, site: who.site.id });

const makeGroup = async (body: Record<string, unknown> = {}, who: Owner = owner) => {
  const res = await api.request('POST', '/customer_groups', { ...as(who), body: { name: unique('Group '), ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; slug: string; name: string };
};

const makeCustomer = async (body: Record<string, unknown> = {}, who: Owner = owner) => {
  const res = await api.request('POST', '/customers', {
    ...as(who),
    body: { email: `${unique('c')}@example.com`, password: 'secret-123', ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; email: string; groups: { id: string; slug: string; name: string }[] };
};

/** Customers written straight to the table (hashing 100 passwords through the API takes too long), in BatchWriteItems. */
const seedCustomers = async (count: number) => {
  const at = timestamp();
  const seeded = Array.from({ length: count }, () => ({ id: newId(), email: `${unique('seed')}@example.com` }));
  for (let i = 0; i < seeded.length; i += 25) {
    await db.send(
      new BatchWriteCommand({
        RequestItems: {
          [TABLE_NAME]: seeded.slice(i, i + 25).map((c) => ({
            PutRequest: {
              Item: {
                ...customerKey(owner.site.id, c.id),
                ...c,
                site_id: owner.site.id,
                first_name: '',
                last_name: '',
                phone: null,
                accepts_marketing: false,
                password_hash: 'x',
                created_at: at,
                updated_at: at,
                version: 1,
              },
            },
          })),
        },
      }),
    );
  }
  return seeded;
};

describe('customer groups', () => {
  it('creates a group: 201, Location, defaults, slug claim stored', async () => {
    const res = await api.request('POST', '/customer_groups', { ...as(owner), body: { name: 'Wholesale Buyers' } });
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('location')).toBe(`${api.url}/customer_groups/${res.body.id}`);
    expect(res.body).toMatchObject({
      url: res.headers.get('location'),
      slug: 'wholesale-buyers',
      name: 'Wholesale Buyers',
      description: '',
      tax_exempt: false,
    });
    expect(await item(groupKeys.groupSlug(owner.site.id, 'wholesale-buyers'))).toMatchObject({ group_id: res.body.id });
  });

  it('refuses a taken slug with 409 slug_taken and the reserved slug count with 422', async () => {
    const group = await makeGroup();
    const taken = await api.request('POST', '/customer_groups', {
      ...as(owner),
      body: { name: 'Other', slug: group.slug },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('slug_taken');
    const reserved = await api.request('POST', '/customer_groups', {
      ...as(owner),
      body: { name: 'Count', slug: 'count' },
    });
    expect(reserved.status).toBe(422);
    expect(reserved.body.errors[0].field).toBe('slug');
    const derived = await api.request('POST', '/customer_groups', { ...as(owner), body: { name: 'Count' } });
    expect(derived.status).toBe(422);
  });

  it('reads a group by id and by slug, lists groups, and changes only the fields given', async () => {
    const group = await makeGroup({ description: 'Trade customers', tax_exempt: true });
    expect((await api.request('GET', `/customer_groups/${group.slug}`, as(owner))).body.id).toBe(group.id);
    const byId = await api.request('GET', `/customer_groups/${group.id}`, as(owner));
    expect(byId.body).toMatchObject({ slug: group.slug, description: 'Trade customers', tax_exempt: true });
    const list = await api.request('GET', '/customer_groups?per_page=100', as(owner));
    expect(list.body.map((g: { id: string }) => g.id)).toContain(group.id);
    const changed = await api.request('PUT', `/customer_groups/${group.id}`, { ...as(owner), body: { name: 'Trade' } });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Trade',
      slug: group.slug,
      description: 'Trade customers',
      tax_exempt: true,
    });
    const moved = await api.request('PUT', `/customer_groups/${group.slug}`, {
      ...as(owner),
      body: { slug: unique('trade-') },
    });
    expect(moved.status).toBe(200);
    expect(await item(groupKeys.groupSlug(owner.site.id, group.slug))).toBeUndefined();
    expect((await api.request('GET', `/customer_groups/${moved.body.slug}`, as(owner))).body.id).toBe(group.id);
  });

  it('deletes a group (204), then 404', async () => {
    const group = await makeGroup();
    expect((await api.request('DELETE', `/customer_groups/${group.slug}`, as(owner))).status).toBe(204);
    expect((await api.request('GET', `/customer_groups/${group.id}`, as(owner))).status).toBe(404);
    expect((await api.request('DELETE', `/customer_groups/${group.id}`, as(owner))).status).toBe(404);
    expect(await item(groupKeys.groupSlug(owner.site.id, group.slug))).toBeUndefined();
  });

  it('needs read_customers to read and write_customers to write', async () => {
    const reader = await api.siteToken(owner, ['read_customers']);
    const group = await makeGroup();
    expect(
      (await api.request('GET', `/customer_groups/${group.id}`, { token: reader, site: owner.site.id })).status,
    ).toBe(200);
    expect(
      (await api.request('POST', '/customer_groups', { token: reader, site: owner.site.id, body: { name: 'X' } }))
        .status,
    ).toBe(403);
    const other = await api.siteToken(owner, ['read_content']);
    expect((await api.request('GET', '/customer_groups', { token: other, site: owner.site.id })).status).toBe(403);
  });

  it("does not show another site's group", async () => {
    const stranger = await api.owner();
    const group = await makeGroup({}, stranger);
    expect((await api.request('GET', `/customer_groups/${group.id}`, as(owner))).status).toBe(404);
    expect((await api.request('GET', `/customer_groups/${group.slug}`, as(owner))).status).toBe(404);
  });
});

describe("a customer's groups", () => {
  it('are written as ids or slugs and read as {id, slug, name}, with one membership item each', async () => {
    const a = await makeGroup();
    const b = await makeGroup();
    const customer = await makeCustomer({ groups: [a.id, b.slug] });
    expect(customer.groups).toEqual([
      { id: a.id, slug: a.slug, name: a.name },
      { id: b.id, slug: b.slug, name: b.name },
    ]);
    const read = await api.request('GET', `/customers/${customer.id}`, as(owner));
    expect(read.body.groups).toEqual(customer.groups);
    expect(await item(groupKeys.member(owner.site.id, a.id, customer.id))).toMatchObject({ email: customer.email });
    expect(await item(groupKeys.member(owner.site.id, b.id, customer.id))).toMatchObject({ email: customer.email });
    expect(await item(groupKeys.member(owner.site.id, a.id, customer.id))).not.toHaveProperty('password_hash');
  });

  it('refuses an unknown group with 422 naming groups, writing nothing', async () => {
    const email = `${unique('c')}@example.com`;
    const res = await api.request('POST', '/customers', {
      ...as(owner),
      body: { email, password: 'secret-123', groups: ['no-such-group'] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe('groups');
    const list = await api.request('GET', `/customers?where[email]=${encodeURIComponent(email)}`, as(owner));
    expect(list.body).toEqual([]);
  });

  it('are replaced by an update, which removes the memberships left', async () => {
    const a = await makeGroup();
    const b = await makeGroup();
    const customer = await makeCustomer({ groups: [a.slug] });
    const res = await api.request('PUT', `/customers/${customer.id}`, { ...as(owner), body: { groups: [b.id] } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.groups).toEqual([{ id: b.id, slug: b.slug, name: b.name }]);
    expect(await item(groupKeys.member(owner.site.id, a.id, customer.id))).toBeUndefined();
    expect(await item(groupKeys.member(owner.site.id, b.id, customer.id))).toBeDefined();
    const unknown = await api.request('PUT', `/customers/${customer.id}`, {
      ...as(owner),
      body: { groups: [b.id, 'missing'] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].field).toBe('groups');
  });

  // What the list costs is held by budget.test.ts, where no event worker runs beside it.
  it("lists a group's members by id or slug with where[groups]", async () => {
    const group = await makeGroup();
    const members = [await makeCustomer({ groups: [group.id] }), await makeCustomer({ groups: [group.slug] })];
    await makeCustomer();
    for (const ref of [group.id, group.slug]) {
      const res = await api.request('GET', `/customers?where[groups]=${ref}`, as(owner));
      expect(res.status, res.text).toBe(200);
      expect(res.body.map((c: { id: string }) => c.id)).toEqual(members.map((c) => c.id));
      expect(res.body[0]).not.toHaveProperty('password_hash');
    }
  });

  it('a customer delete removes its memberships', async () => {
    const group = await makeGroup();
    const customer = await makeCustomer({ groups: [group.id] });
    expect((await api.request('DELETE', `/customers/${customer.id}`, as(owner))).status).toBe(204);
    expect(await item(groupKeys.member(owner.site.id, group.id, customer.id))).toBeUndefined();
  });
});

describe('group members', () => {
  it('adds members in one call, safe to repeat: {added, already_members, not_found}', async () => {
    const group = await makeGroup();
    const a = await makeCustomer();
    const b = await makeCustomer({ groups: [group.id] });
    const missing = 'ffffffffffffffffffffffff';
    const res = await api.request('POST', `/customer_groups/${group.slug}/customers`, {
      ...as(owner),
      body: { customer_ids: [a.id, b.id, missing] },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ added: [a.id], already_members: [b.id], not_found: [missing] });
    const again = await api.request('POST', `/customer_groups/${group.id}/customers`, {
      ...as(owner),
      body: { customer_ids: [a.id, b.id] },
    });
    expect(again.body).toEqual({ added: [], already_members: [a.id, b.id], not_found: [] });
    expect((await api.request('GET', `/customers/${a.id}`, as(owner))).body.groups).toEqual([
      { id: group.id, slug: group.slug, name: group.name },
    ]);
    expect(await item(groupKeys.member(owner.site.id, group.id, a.id))).toBeDefined();
  });

  it('refuses more than 100 ids (422) and an unknown group (404)', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(24, '0'));
    expect(
      (
        await api.request('POST', `/customer_groups/${(await makeGroup()).id}/customers`, {
          ...as(owner),
          body: { customer_ids: ids },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await api.request('POST', '/customer_groups/no-such/customers', {
          ...as(owner),
          body: { customer_ids: [ids[0]] },
        })
      ).status,
    ).toBe(404);
  });

  it('adds 100 customers in one call', async () => {
    const group = await makeGroup();
    const customers = await seedCustomers(100);
    const res = await api.request('POST', `/customer_groups/${group.id}/customers`, {
      ...as(owner),
      body: { customer_ids: customers.map((c) => c.id) },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.added).toHaveLength(100);
    const page = await api.request('GET', `/customers?where[groups]=${group.slug}&per_page=100`, as(owner));
    expect(page.body).toHaveLength(100);
  });

  it('removes one member (204), then 404', async () => {
    const group = await makeGroup();
    const customer = await makeCustomer({ groups: [group.id] });
    const res = await api.request('DELETE', `/customer_groups/${group.slug}/customers/${customer.id}`, as(owner));
    expect(res.status, res.text).toBe(204);
    expect((await api.request('GET', `/customers/${customer.id}`, as(owner))).body.groups).toEqual([]);
    expect(await item(groupKeys.member(owner.site.id, group.id, customer.id))).toBeUndefined();
    expect(
      (await api.request('DELETE', `/customer_groups/${group.id}/customers/${customer.id}`, as(owner))).status,
    ).toBe(404);
  });
});

describe('a group renamed or deleted, off the request path', () => {
  it("a rename reaches the members' copies and the slug index within a few seconds", async () => {
    const group = await makeGroup();
    const customer = await makeCustomer({ groups: [group.id] });
    const slug = unique('renamed-');
    const res = await api.request('PUT', `/customer_groups/${group.id}`, {
      ...as(owner),
      body: { name: 'Renamed', slug },
    });
    expect(res.status).toBe(200);
    await eventually(
      async () => (await api.request('GET', `/customers/${customer.id}`, as(owner))).body.groups[0]?.slug === slug,
      Boolean,
      8000,
    );
    expect((await api.request('GET', `/customers/${customer.id}`, as(owner))).body.groups).toEqual([
      { id: group.id, slug, name: 'Renamed' },
    ]);
    const members = await api.request('GET', `/customers?where[groups]=${slug}`, as(owner));
    expect(members.body.map((c: { id: string }) => c.id)).toEqual([customer.id]);
    expect((await api.request('GET', `/customers?where[groups]=${group.slug}`, as(owner))).body).toEqual([]);
  });

  it('a delete answers at once, and its members lose it within a few seconds', async () => {
    const group = await makeGroup();
    const other = await makeGroup();
    const customer = await makeCustomer({ groups: [group.id, other.id] });
    expect((await api.request('DELETE', `/customer_groups/${group.id}`, as(owner))).status).toBe(204);
    await eventually(
      async () => (await api.request('GET', `/customers/${customer.id}`, as(owner))).body.groups.length === 1,
      Boolean,
      8000,
    );
    expect((await api.request('GET', `/customers/${customer.id}`, as(owner))).body.groups).toEqual([
      { id: other.id, slug: other.slug, name: other.name },
    ]);
    expect(await item(groupKeys.member(owner.site.id, group.id, customer.id))).toBeUndefined();
    expect(await item(groupKeys.member(owner.site.id, other.id, customer.id))).toBeDefined();
    expect(api.queues?.deadLetters ?? []).toEqual([]);
  });
});

describe('channel ACLs naming a group', () => {
  it('let a member read, list, create, update and delete, and refuse a non-member', async () => {
    const group = await makeGroup();
    const token = await api.request('POST', '/tokens', {
      ...as(owner),
      body: { note: 'storefront', scopes: ['write_channels'], site_id: owner.site.id },
    });
    const storefront = token.body.token as string;
    const session = async (groups: string[]) => {
      const email = `${unique('c')}@example.com`;
      await makeCustomer({ email, groups });
      return (await api.request('POST', '/customers/login', { ...as(owner), body: { email, password: 'secret-123' } }))
        .body.session_token as string;
    };
    const member = await session([group.slug]);
    const outsider = await session([]);
    const level = `group:${group.slug}`;
    const channel = await api.request('POST', '/channels', {
      ...as(owner),
      body: {
        name: unique('members '),
        customizations: [{ name: 'title', type: 'string' }],
        acl: { create: level, read: level, update: level, delete: level },
      },
    });
    expect(channel.status, channel.text).toBe(201);
    expect(channel.body.acl).toEqual({ create: level, read: level, update: level, delete: level });
    const entries = `/channels/${channel.body.id}/entries`;
    const call = (who: string | undefined, method: string, path: string, body?: unknown) =>
      api.request(method, path, { token: storefront, body, headers: who ? { 'session-token': who } : {} });

    const created = await call(member, 'POST', entries, { fields: { title: 'for members' } });
    expect(created.status, created.text).toBe(201);
    expect((await call(outsider, 'POST', entries, { fields: { title: 'no' } })).status).toBe(403);
    expect((await call(undefined, 'POST', entries, { fields: { title: 'no' } })).status).toBe(403);

    const one = `${entries}/${created.body.id}`;
    expect((await call(member, 'GET', one)).status).toBe(200);
    expect((await call(outsider, 'GET', one)).status).toBe(404);
    expect((await call(undefined, 'GET', one)).status).toBe(404);
    expect((await call(member, 'GET', entries)).body.map((e: { id: string }) => e.id)).toEqual([created.body.id]);
    expect((await call(outsider, 'GET', entries)).body).toEqual([]);

    expect((await call(outsider, 'PUT', one, { fields: { title: 'changed' } })).status).toBe(403);
    expect((await call(member, 'PUT', one, { fields: { title: 'changed' } })).status).toBe(200);
    expect((await call(outsider, 'DELETE', one)).status).toBe(403);
    expect((await call(member, 'DELETE', one)).status).toBe(204);
  });

  it('refuse a malformed group level with 422', async () => {
    const res = await api.request('POST', '/channels', {
      ...as(owner),
      body: { name: unique('bad '), acl: { read: 'group:Not A Slug' } },
    });
    expect(res.status).toBe(422);
  });
});

describe('coupons limited to groups', () => {
  it('let a member redeem and refuse anyone else with the 422 naming coupon', async () => {
    const group = await makeGroup();
    const product = await api.request('POST', '/products', {
      ...as(owner),
      body: { name: unique('Mug '), status: 'active', price: 20, inventory_quantity: 100 },
    });
    expect(product.status, product.text).toBe(201);
    const code = unique('VIP').toUpperCase();
    const coupon = await api.request('POST', '/coupons', {
      ...as(owner),
      body: { code, coupon_type: 'percentage', coupon_percentage: 10, customer_group_ids: [group.id] },
    });
    expect(coupon.status, coupon.text).toBe(201);
    expect(coupon.body.customer_group_ids).toEqual([group.id]);
    const member = await makeCustomer({ groups: [group.id] });
    const outsider = await makeCustomer();
    const order = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      api.request('POST', '/orders', {
        ...as(owner),
        headers,
        body: { coupon: code, line_items: [{ product: product.body.id, quantity: 1 }], ...body },
      });

    const refused = await order({ customer_id: outsider.id });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual(['coupon']);
    const guest = await order({ email: 'guest@example.com' });
    expect(guest.status).toBe(422);
    expect(guest.body.errors[0].field).toBe('coupon');

    const accepted = await order({ customer_id: member.id });
    expect(accepted.status, accepted.text).toBe(201);
    expect(accepted.body.discount).toBe(2);

    // Through a session too, whether or not the order names an email.
    const login = async (email: string) =>
      (await api.request('POST', '/customers/login', { ...as(owner), body: { email, password: 'secret-123' } })).body
        .session_token as string;
    expect((await order({}, { 'session-token': await login(member.email) })).status).toBe(201);
    expect((await order({ email: 'other@example.com' }, { 'session-token': await login(member.email) })).status).toBe(
      201,
    );
    const outsiderSession = await order({}, { 'session-token': await login(outsider.email) });
    expect(outsiderSession.status).toBe(422);
    expect(outsiderSession.body.errors[0].field).toBe('coupon');
  });
});
