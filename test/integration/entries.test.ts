import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../lib/auth/tokens.js';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { sitePk } from '../../lib/db/keys.js';
import { useApi, unique, type Owner } from '../helpers/api.js';

const api = useApi();
let owner: Owner;
let channel: { id: string; slug: string };
beforeAll(async () => {
  owner = await api.owner();
  channel = await newChannel();
});

const as = (who: Owner = owner) => ({ token: who.token, site: who.site.id });

const CUSTOMIZATIONS = [
  { name: 'title', type: 'string', required: true },
  { name: 'body', type: 'text' },
  { name: 'sku', type: 'string', unique: true },
  { name: 'stock', type: 'integer' },
  { name: 'price', type: 'float' },
  { name: 'published', type: 'boolean' },
  { name: 'released_on', type: 'date' },
  { name: 'colour', type: 'select', select_options: [{ name: 'Red' }, { name: 'Blue' }] },
  { name: 'manual', type: 'file' },
  { name: 'author', type: 'belongs_to', reference: 'authors' },
  { name: 'code', type: 'string', immutable: true },
];
const OPEN_ACL = { create: 'public', read: 'public', update: 'public', delete: 'public' };

async function newChannel(body: Record<string, unknown> = {}, who: Owner = owner) {
  const res = await api.request('POST', '/channels', {
    ...as(who),
    body: { name: unique('Products '), customizations: CUSTOMIZATIONS, acl: OPEN_ACL, ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; slug: string };
}

const siteToken = (scopes: string[], master = false, who: Owner = owner) => api.siteToken(who, scopes, { master });

const post = (fields: Record<string, unknown>, extra: Record<string, unknown> = {}, ref = channel.id) =>
  api.request('POST', `/channels/${ref}/entries`, { ...as(), body: { fields, ...extra } });

const fieldErrors = (body: { errors: { field: string; code: string }[] }) =>
  Object.fromEntries(body.errors.map((e) => [e.field, e.code]));

describe('entries CRUD', () => {
  it('creates an entry with every field type and reads it back', async () => {
    const fields = {
      title: 'Lamp',
      body: 'A lamp.',
      sku: unique('SKU-'),
      stock: 3,
      price: 9.5,
      published: true,
      released_on: '2024-02-29',
      colour: 'red',
      manual: 'https://example.com/lamp.pdf',
      author: '0123456789abcdef01234567',
      code: 'L1',
    };
    const res = await post(fields, { slug: unique('lamp-') });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      channel_id: channel.id,
      customer_id: null,
      fields: { ...fields, manual: { url: fields.manual } },
    });
    expect(res.headers.get('location')).toBe(res.body.url);
    expect(res.body.url).toBe(`${api.url}/channels/${channel.id}/entries/${res.body.id}`);
    const { Item } = await db.send(
      new GetCommand({
        TableName: TABLE_NAME,
        Key: { pk: sitePk(owner.site.id, `CHANNEL#${channel.id}`), sk: `ENTRY#${res.body.id}` },
      }),
    );
    expect(Item?.fields).toEqual(res.body.fields);
    for (const [c, e] of [
      [channel.id, res.body.id],
      [channel.slug, res.body.slug],
      [channel.id, res.body.slug.toUpperCase()],
    ]) {
      const read = await api.request('GET', `/channels/${c}/entries/${e}`, as());
      expect(read.status).toBe(200);
      expect(read.body).toEqual(res.body);
    }
  });

  it('accepts select options by id and stores their slug; accepts RFC 3339 date-times and file objects', async () => {
    const current = await api.request('GET', `/channels/${channel.id}`, as());
    const blue = current.body.customizations.find((f: { name: string }) => f.name === 'colour').select_options[1];
    const res = await post({
      title: 'x',
      colour: blue.id,
      released_on: '2024-01-02T03:04:05+02:00',
      manual: { url: 'https://example.com/m.pdf', name: 'm.pdf', size: 10 },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.fields).toMatchObject({
      colour: 'blue',
      released_on: '2024-01-02T03:04:05+02:00',
      manual: { url: 'https://example.com/m.pdf', name: 'm.pdf', size: 10 },
    });
  });

  it('returns 422 with one entry per invalid field', async () => {
    const res = await post({
      body: 5,
      stock: 1.5,
      price: 'cheap',
      published: 'yes',
      released_on: '2023-02-30',
      colour: 'green',
      manual: 'ftp://x',
      author: 'someone',
      nickname: 'x',
    });
    expect(res.status).toBe(422);
    expect(fieldErrors(res.body)).toEqual({
      'fields.title': 'missing',
      'fields.body': 'invalid',
      'fields.stock': 'invalid',
      'fields.price': 'invalid',
      'fields.published': 'invalid',
      'fields.released_on': 'invalid',
      'fields.colour': 'not_allowed',
      'fields.manual': 'invalid',
      'fields.author': 'invalid',
      'fields.nickname': 'unknown_field',
    });
  });

  it('treats an empty required string as missing, and refuses unknown body members', async () => {
    expect(fieldErrors((await post({ title: '' })).body)).toEqual({ 'fields.title': 'missing' });
    const res = await api.request('POST', `/channels/${channel.id}/entries`, { ...as(), body: { title: 'x' } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].code).toBe('unknown_field');
  });

  it('enforces unique fields case-insensitively with 422 taken, and frees values on change and delete', async () => {
    const sku = unique('SKU-');
    const first = await post({ title: 'a', sku });
    expect(first.status).toBe(201);
    const dup = await post({ title: 'b', sku: sku.toLowerCase() });
    expect(dup.status).toBe(422);
    expect(fieldErrors(dup.body)).toEqual({ 'fields.sku': 'taken' });
    const second = await post({ title: 'b', sku: `${sku}-2` });
    expect(
      (
        await api.request('PUT', `/channels/${channel.id}/entries/${second.body.id}`, {
          ...as(),
          body: { fields: { sku } },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await api.request('PUT', `/channels/${channel.id}/entries/${first.body.id}`, {
          ...as(),
          body: { fields: { sku: `${sku}-1` } },
        })
      ).status,
    ).toBe(200);
    expect((await post({ title: 'c', sku })).status).toBe(201);
    expect((await api.request('DELETE', `/channels/${channel.id}/entries/${second.body.id}`, as())).status).toBe(204);
    expect((await post({ title: 'd', sku: `${sku}-2` })).status).toBe(201);
  });

  it('returns 409 slug_taken for a duplicate entry slug, and frees a slug on delete', async () => {
    const slug = unique('dup-');
    const first = await post({ title: 'a' }, { slug });
    expect((await post({ title: 'b' }, { slug })).status).toBe(409);
    expect((await api.request('DELETE', `/channels/${channel.id}/entries/${slug}`, as())).status).toBe(204);
    expect((await api.request('GET', `/channels/${channel.id}/entries/${first.body.id}`, as())).status).toBe(404);
    expect((await post({ title: 'c' }, { slug })).status).toBe(201);
  });

  it('updates only the fields sent, clears a field with null, and moves the slug', async () => {
    const created = await post({ title: 'Old', body: 'Text', stock: 1 }, { slug: unique('old-') });
    const slug = unique('new-');
    const res = await api.request('PUT', `/channels/${channel.slug}/entries/${created.body.slug}`, {
      ...as(),
      body: { slug, fields: { title: 'New', body: null } },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: created.body.id, slug, fields: { title: 'New', stock: 1 } });
    expect(res.body.fields).not.toHaveProperty('body');
    expect((await api.request('GET', `/channels/${channel.id}/entries/${slug}`, as())).body.fields).toEqual({
      title: 'New',
      stock: 1,
    });
    expect((await api.request('GET', `/channels/${channel.id}/entries/${created.body.slug}`, as())).status).toBe(404);
    expect(
      fieldErrors(
        (
          await api.request('PUT', `/channels/${channel.id}/entries/${slug}`, {
            ...as(),
            body: { fields: { title: null } },
          })
        ).body,
      ),
    ).toEqual({ 'fields.title': 'missing' });
  });

  it('refuses to change an immutable field once set (422 immutable)', async () => {
    const created = await post({ title: 'x', code: 'A1' });
    const res = await api.request('PUT', `/channels/${channel.id}/entries/${created.body.id}`, {
      ...as(),
      body: { fields: { code: 'B2' } },
    });
    expect(res.status).toBe(422);
    expect(fieldErrors(res.body)).toEqual({ 'fields.code': 'immutable' });
    expect(
      (
        await api.request('PUT', `/channels/${channel.id}/entries/${created.body.id}`, {
          ...as(),
          body: { fields: { code: 'A1', title: 'y' } },
        })
      ).status,
    ).toBe(200);
  });

  it('lists entries oldest first with pagination', async () => {
    const list = await newChannel();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await post({ title: `e${i}` }, {}, list.id)).body.id);
    const seen: string[] = [];
    let path: string | undefined = `/channels/${list.slug}/entries?per_page=2`;
    let pages = 0;
    while (path) {
      const res: { status: number; headers: Headers; body: any } = await api.request('GET', path, as());
      expect(res.status).toBe(200);
      seen.push(...res.body.map((e: { id: string }) => e.id));
      path = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1]?.slice(api.url.length);
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual([...ids].sort());
  });

  it('refuses a cursor of another channel with 400', async () => {
    const a = await newChannel();
    const b = await newChannel();
    for (let i = 0; i < 2; i += 1) await post({ title: `e${i}` }, {}, a.id);
    const page = await api.request('GET', `/channels/${a.id}/entries?per_page=1`, as());
    const cursor = new URL(/<([^>]+)>/.exec(page.headers.get('link') as string)?.[1] as string).searchParams.get(
      'cursor',
    );
    const res = await api.request('GET', `/channels/${b.id}/entries?cursor=${cursor}`, as());
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_cursor');
  });
});

describe('entry round trips', () => {
  it('reads an entry in 1 request, lists in 2, creates in 3', async () => {
    const created = await post({ title: 'x' });
    // The channel and the entry are read with the token in one BatchGetItem.
    expect(
      await api.countRequests(() => api.request('GET', `/channels/${channel.id}/entries/${created.body.id}`, as())),
    ).toBe(1);
    expect(await api.countRequests(() => api.request('GET', `/channels/${channel.id}/entries?per_page=5`, as()))).toBe(
      2,
    );
    expect(await api.countRequests(() => post({ title: 'y' }))).toBe(3);
  });
});

describe('entry scopes and sessions', () => {
  it('needs write_channels to write entries', async () => {
    const reader = await siteToken(['read_channels'], true);
    expect((await api.request('GET', `/channels/${channel.id}/entries`, { token: reader })).status).toBe(200);
    expect(
      (
        await api.request('POST', `/channels/${channel.id}/entries`, {
          token: reader,
          body: { fields: { title: 'x' } },
        })
      ).status,
    ).toBe(403);
  });

  it('guards entries of sensitive channels with the sensitive scopes', async () => {
    const sensitive = await newChannel({ sensitive: true });
    const created = await post({ title: 'secret' }, {}, sensitive.id);
    const plain = await siteToken(['write_channels'], true);
    const reader = await siteToken(['read_channels', 'read_sensitive_channels'], true);
    expect((await api.request('GET', `/channels/${sensitive.id}/entries`, { token: plain })).status).toBe(403);
    expect(
      (await api.request('GET', `/channels/${sensitive.id}/entries/${created.body.id}`, { token: plain })).status,
    ).toBe(403);
    expect(
      (
        await api.request('POST', `/channels/${sensitive.id}/entries`, {
          token: plain,
          body: { fields: { title: 'x' } },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.request('GET', `/channels/${sensitive.id}/entries/${created.body.id}`, { token: reader })).status,
    ).toBe(200);
    expect(
      (
        await api.request('PUT', `/channels/${sensitive.id}/entries/${created.body.id}`, {
          token: reader,
          body: { fields: { title: 'x' } },
        })
      ).status,
    ).toBe(403);
  });

  it("answers 401 invalid_session for an unknown, ended or other site's session", async () => {
    const customer = await api.request('POST', '/customers', {
      ...as(),
      body: { email: `${unique('c')}@example.com`, password: 'secret-123' },
    });
    const login = await api.request('POST', '/customers/login', {
      ...as(),
      body: { email: customer.body.email, password: 'secret-123' },
    });
    const path = `/channels/${channel.id}/entries`;
    expect(
      (await api.request('GET', path, { ...as(), headers: { 'session-token': login.body.session_token } })).status,
    ).toBe(200);
    const bogus = await api.request('GET', path, { ...as(), headers: { 'session-token': 'scs_nope' } });
    expect(bogus.status).toBe(401);
    expect(bogus.body.code).toBe('invalid_session');
    const elsewhere = await api.owner();
    const otherChannel = await newChannel({}, elsewhere);
    expect(
      (
        await api.request('GET', `/channels/${otherChannel.id}/entries`, {
          ...as(elsewhere),
          headers: { 'session-token': login.body.session_token },
        })
      ).status,
    ).toBe(401);
    await api.request('POST', '/customers/logout', { ...as(), headers: { 'session-token': login.body.session_token } });
    expect(
      (await api.request('GET', path, { ...as(), headers: { 'x-service-session-token': login.body.session_token } }))
        .status,
    ).toBe(401);
  });

  it('acts as the customer of a customer token', async () => {
    const customer = await api.request('POST', '/customers', {
      ...as(),
      body: { email: `${unique('c')}@example.com`, password: 'secret-123' },
    });
    const owned = await newChannel({ acl: { create: 'owner', read: 'owner', update: 'owner', delete: 'owner' } });
    const { secret } = await issueToken({
      kind: 'customer',
      customerId: customer.body.id,
      siteId: owner.site.id,
      scopes: ['write_channels'],
      master: false,
      sites: { [owner.site.id]: { role: 'member', subdomain: owner.site.subdomain } },
    });
    const created = await api.request('POST', `/channels/${owned.id}/entries`, {
      token: secret,
      body: { fields: { title: 'mine' } },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.customer_id).toBe(customer.body.id);
    expect(
      (await api.request('GET', `/channels/${owned.id}/entries`, { token: secret })).body.map(
        (e: { id: string }) => e.id,
      ),
    ).toEqual([created.body.id]);
  });
});
