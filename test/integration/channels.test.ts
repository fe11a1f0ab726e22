import { QueryCommand } from '@aws-sdk/lib-dynamodb';
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

const fields = [
  { name: 'title', type: 'string', required: true },
  { name: 'body', type: 'text' },
  { name: 'colour', type: 'select', select_options: [{ name: 'Deep Red' }, { name: 'Blue', slug: 'blue' }] },
];

const newChannel = async (body: Record<string, unknown> = {}, who: Owner = owner) => {
  const res = await api.request('POST', '/channels', {
    ...as(who),
    body: { name: unique('Channel '), customizations: fields, ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
};

describe('channels CRUD', () => {
  it('creates a channel with defaults, field definitions and its entries_url', async () => {
    const name = unique('Blog Posts ');
    const res = await api.request('POST', '/channels', {
      ...as(owner),
      body: { name, description: 'Posts', customizations: fields, acl: { read: 'public' } },
    });
    expect(res.status).toBe(201);
    const channel = res.body;
    expect(channel).toMatchObject({
      name,
      slug: name.toLowerCase().replace(/ /g, '-'),
      description: 'Posts',
      sensitive: false,
      acl: { create: 'none', read: 'public', update: 'none', delete: 'none' },
      label_field: 'title',
      title_field: 'title',
      order_by: 'created_at',
      order_direction: 'asc',
      submittable: false,
      rss_enabled: false,
      search_enabled: false,
      search_excluded_field_ids: [],
    });
    expect(res.headers.get('location')).toBe(channel.url);
    expect(channel.url).toBe(`${api.url}/channels/${channel.id}`);
    expect(channel.entries_url).toBe(`${channel.url}/entries`);
    expect(channel).not.toHaveProperty('site_id');
    expect(channel.customizations).toHaveLength(3);
    expect(channel.customizations[0]).toMatchObject({
      name: 'title',
      type: 'string',
      required: true,
      unique: false,
      immutable: false,
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      created_at: channel.created_at,
    });
    expect(channel.customizations[2].select_options).toEqual([
      { id: expect.stringMatching(/^[0-9a-f]{24}$/), position: 0, name: 'Deep Red', slug: 'deep-red' },
      { id: expect.stringMatching(/^[0-9a-f]{24}$/), position: 1, name: 'Blue', slug: 'blue' },
    ]);
  });

  it("reads a channel by id and by slug, and lists the site's channels", async () => {
    const site = await api.owner();
    const a = await newChannel({}, site);
    const b = await newChannel({}, site);
    for (const ref of [a.id, a.slug, a.slug.toUpperCase()]) {
      const res = await api.request('GET', `/channels/${ref}`, as(site));
      expect(res.status).toBe(200);
      expect(res.body).toEqual(a);
    }
    const list = await api.request('GET', '/channels', as(site));
    expect(list.body.map((c: { id: string }) => c.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('updates settings, merges the acl, moves the slug and keeps field ids', async () => {
    const channel = await newChannel();
    const slug = unique('moved-');
    const res = await api.request('PUT', `/channels/${channel.slug}`, {
      ...as(owner),
      body: {
        slug,
        acl: { read: 'customers' },
        rss_enabled: true,
        customizations: [...fields, { name: 'rating', type: 'integer' }],
        title_field: 'rating',
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      slug,
      name: channel.name,
      rss_enabled: true,
      title_field: 'rating',
      acl: { ...channel.acl, read: 'customers' },
    });
    expect(res.body.customizations.map((f: { id: string }) => f.id).slice(0, 3)).toEqual(
      channel.customizations.map((f: { id: string }) => f.id),
    );
    expect(res.body.customizations[2].select_options.map((o: { id: string }) => o.id)).toEqual(
      channel.customizations[2].select_options.map((o: { id: string }) => o.id),
    );
    expect(res.body.customizations[3]).toMatchObject({ name: 'rating', type: 'integer', id: expect.any(String) });
    expect((await api.request('GET', `/channels/${slug}`, as(owner))).body.id).toBe(channel.id);
    expect((await api.request('GET', `/channels/${channel.slug}`, as(owner))).status).toBe(404);
  });

  it('returns 409 slug_taken for a duplicate slug on create and update', async () => {
    const a = await newChannel();
    const b = await newChannel();
    const dup = await api.request('POST', '/channels', { ...as(owner), body: { name: 'x', slug: a.slug } });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('slug_taken');
    expect((await api.request('PUT', `/channels/${b.id}`, { ...as(owner), body: { slug: a.slug } })).status).toBe(409);
  });

  it('returns 422 for invalid channel bodies, one entry per field', async () => {
    const res = await api.request('POST', '/channels', {
      ...as(owner),
      body: {
        customizations: [
          { name: 'a', type: 'select' },
          { name: 'b', type: 'colour' },
          { name: 'Bad Name', type: 'string' },
          { name: 'd', type: 'belongs_to' },
          { name: 'e', type: 'boolean', unique: true },
          { name: 'f', type: 'string' },
          { name: 'f', type: 'text' },
        ],
        acl: { read: 'everyone' },
        colour: 'red',
      },
    });
    expect(res.status).toBe(422);
    const fieldsWithErrors = res.body.errors.map((e: { field: string }) => e.field);
    expect(fieldsWithErrors).toEqual(
      expect.arrayContaining([
        'name',
        'customizations.0.select_options',
        'customizations.1.type',
        'customizations.2.name',
        'customizations.3.reference',
        'customizations.4.unique',
        'acl.read',
        '(body)',
      ]),
    );
    // list-level checks run once every field definition is valid
    const twice = await api.request('POST', '/channels', {
      ...as(owner),
      body: {
        name: 'x',
        customizations: [
          { name: 'f', type: 'string' },
          { name: 'f', type: 'text' },
        ],
      },
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual([expect.objectContaining({ field: 'customizations.1.name' })]);
    const badRef = await api.request('POST', '/channels', {
      ...as(owner),
      body: { name: 'x', customizations: fields, title_field: 'nope' },
    });
    expect(badRef.status).toBe(422);
    expect(badRef.body.errors).toEqual([expect.objectContaining({ field: 'title_field', code: 'not_allowed' })]);
  });

  it('deletes a channel with its entries', async () => {
    const channel = await newChannel({ slug: unique('doomed-') });
    await api.request('POST', `/channels/${channel.id}/entries`, {
      ...as(owner),
      body: { slug: 'one', fields: { title: 'One' } },
    });
    expect((await api.request('DELETE', `/channels/${channel.slug}`, as(owner))).status).toBe(204);
    expect((await api.request('GET', `/channels/${channel.id}`, as(owner))).status).toBe(404);
    expect((await api.request('DELETE', `/channels/${channel.id}`, as(owner))).status).toBe(404);
    const { Items } = await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': sitePk(owner.site.id, `CHANNEL#${channel.id}`) },
      }),
    );
    expect(Items).toEqual([]);
    // the slug is free again
    expect(
      (await api.request('POST', '/channels', { ...as(owner), body: { name: 'again', slug: channel.slug } })).status,
    ).toBe(201);
  });

  it('answers 404 for unknown channels', async () => {
    for (const path of [
      '/channels/0123456789abcdef01234567',
      '/channels/nope',
      '/channels/nope/entries',
      '/channels/0123456789abcdef01234567/entries',
    ]) {
      expect((await api.request('GET', path, as(owner))).status, path).toBe(404);
    }
  });

  it('applies concurrent PUTs to one channel and to one entry, re-reading on a collision: none is lost or pushed back to the client', async () => {
    const letters = ['a', 'b', 'c', 'd'];
    const channel = await newChannel({ customizations: letters.map((name) => ({ name, type: 'string' })) });
    const settings = ['description', 'rss_title', 'rss_description', 'submittable_receivers'];
    // Receivers are e-mail addresses: every setting's new value is one it accepts.
    const newValueOf = (setting: string) =>
      setting === 'submittable_receivers' ? 'new-receivers@example.com' : `new ${setting}`;
    const entry = await api.request('POST', `/channels/${channel.id}/entries`, {
      ...as(owner),
      body: { fields: { a: 'a0' } },
    });
    expect(entry.status, entry.text).toBe(201);
    const answers = await Promise.all([
      ...settings.map((setting) =>
        api.request('PUT', `/channels/${channel.id}`, { ...as(owner), body: { [setting]: newValueOf(setting) } }),
      ),
      ...letters.map((name) =>
        api.request('PUT', `/channels/${channel.id}/entries/${entry.body.id}`, {
          ...as(owner),
          body: { fields: { [name]: `${name}1` } },
        }),
      ),
    ]);
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    const read = await api.request('GET', `/channels/${channel.slug}`, as(owner));
    expect(read.body).toMatchObject(Object.fromEntries(settings.map((setting) => [setting, newValueOf(setting)])));
    expect(read.body).not.toHaveProperty('version');
    const readEntry = await api.request('GET', `/channels/${channel.id}/entries/${entry.body.id}`, as(owner));
    expect(readEntry.body.fields).toEqual({ a: 'a1', b: 'b1', c: 'c1', d: 'd1' });
    // The stored items count the writes: the channel's head and tail copy, and the entry.
    const { Items } = await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': sitePk(owner.site.id, `CHANNEL#${channel.id}`) },
        ConsistentRead: true,
      }),
    );
    const versionOf = (sk: string) => Items?.find((item) => item.sk === sk)?.version;
    expect([versionOf('CHANNEL'), versionOf('ENTRY$'), versionOf(`ENTRY#${entry.body.id}`)]).toEqual([5, 5, 5]);
  });

  it('reads a channel by id in 1 request and lists channels in 2', async () => {
    const channel = await newChannel();
    // By id the channel is read with the token in one BatchGetItem.
    expect(await api.countRequests(() => api.request('GET', `/channels/${channel.id}`, as(owner)))).toBe(1);
    expect(await api.countRequests(() => api.request('GET', `/channels/${channel.slug}`, as(owner)))).toBe(3);
    expect(await api.countRequests(() => api.request('GET', '/channels', as(owner)))).toBe(2);
  });
});

describe('channel scopes', () => {
  it('needs read_channels to read and write_channels to write', async () => {
    const channel = await newChannel();
    const reader = await siteToken(owner, ['read_channels']);
    expect((await api.request('GET', `/channels/${channel.id}`, { token: reader })).status).toBe(200);
    const denied = await api.request('PUT', `/channels/${channel.id}`, { token: reader, body: { name: 'x' } });
    expect(denied.status).toBe(403);
    expect(denied.headers.get('x-accepted-oauth-scopes')).toBe('write_channels, write_sensitive_channels');
    expect((await api.request('GET', '/channels', { token: await siteToken(owner, ['read_content']) })).status).toBe(
      403,
    );
  });

  it('guards sensitive channels with the sensitive scopes', async () => {
    const plain = await siteToken(owner, ['write_channels']);
    const sensitiveReader = await siteToken(owner, ['read_channels', 'read_sensitive_channels']);
    const refused = await api.request('POST', '/channels', {
      token: plain,
      body: { name: 'Patients', sensitive: true },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('insufficient_scope');
    const channel = await newChannel({ sensitive: true });
    expect(channel.sensitive).toBe(true);
    const hidden = await api.request('GET', `/channels/${channel.id}`, { token: plain });
    expect(hidden.status).toBe(403);
    expect(hidden.body.details.required).toEqual(['read_sensitive_channels', 'write_sensitive_channels']);
    const plainList = await api.request('GET', '/channels?per_page=100', { token: plain });
    expect(plainList.status, plainList.text).toBe(200);
    expect(plainList.body.map((c: { id: string }) => c.id)).not.toContain(channel.id);
    expect((await api.request('GET', `/channels/${channel.id}`, { token: sensitiveReader })).status).toBe(200);
    expect(
      (await api.request('GET', '/channels?per_page=100', { token: sensitiveReader })).body.map(
        (c: { id: string }) => c.id,
      ),
    ).toContain(channel.id);
    expect((await api.request('PUT', `/channels/${channel.id}`, { token: plain, body: { name: 'x' } })).status).toBe(
      403,
    );
    expect((await api.request('DELETE', `/channels/${channel.id}`, { token: plain })).status).toBe(403);
    // turning a plain channel sensitive needs the write scope too
    const open = await newChannel();
    expect((await api.request('PUT', `/channels/${open.id}`, { token: plain, body: { sensitive: true } })).status).toBe(
      403,
    );
  });

  it('lets the sensitive scopes stand instead of the plain ones, for sensitive channels only', async () => {
    const onlySensitive = await siteToken(owner, ['write_sensitive_channels']);
    const sensitive = await newChannel({
      sensitive: true,
      acl: { read: 'public', create: 'public', update: 'public', delete: 'public' },
    });
    const plainChannel = await newChannel();
    const read = await api.request('GET', `/channels/${sensitive.id}`, { token: onlySensitive });
    expect(read.status).toBe(200);
    expect(read.headers.get('x-accepted-oauth-scopes')).toBe(
      'read_channels, write_channels, read_sensitive_channels, write_sensitive_channels',
    );
    const listed = await api.request('GET', '/channels?per_page=100', { token: onlySensitive });
    const ids = listed.body.map((c: { id: string }) => c.id);
    expect(ids).toContain(sensitive.id);
    expect(ids).not.toContain(plainChannel.id);
    const refused = await api.request('GET', `/channels/${plainChannel.id}`, { token: onlySensitive });
    expect(refused.status).toBe(403);
    // the header names what this channel accepts, not the whole route
    expect(refused.headers.get('x-accepted-oauth-scopes')).toBe('read_channels, write_channels');
    const entry = await api.request('POST', `/channels/${sensitive.id}/entries`, {
      token: onlySensitive,
      body: { slug: 'kept', fields: { title: 'Kept' } },
    });
    expect(entry.status, entry.text).toBe(201);
    expect((await api.request('GET', `/channels/${sensitive.id}/entries/kept`, { token: onlySensitive })).status).toBe(
      200,
    );
    expect((await api.request('GET', `/channels/${plainChannel.id}/entries`, { token: onlySensitive })).status).toBe(
      403,
    );
    expect(
      (await api.request('GET', '/channels', { token: await siteToken(owner, ['read_content']) })).headers.get(
        'x-accepted-oauth-scopes',
      ),
    ).toBe('read_channels, write_channels, read_sensitive_channels, write_sensitive_channels');
  });
});

describe('channel isolation', () => {
  it("never shows or changes another site's channel: 404", async () => {
    const channel = await newChannel({ acl: { read: 'public', create: 'public', update: 'public', delete: 'public' } });
    const entry = await api.request('POST', `/channels/${channel.id}/entries`, {
      ...as(owner),
      body: { slug: 'mine', fields: { title: 'Mine' } },
    });
    for (const ref of [channel.id, channel.slug]) {
      expect((await api.request('GET', `/channels/${ref}`, as(other))).status).toBe(404);
      expect((await api.request('PUT', `/channels/${ref}`, { ...as(other), body: { name: 'Stolen' } })).status).toBe(
        404,
      );
      expect((await api.request('DELETE', `/channels/${ref}`, as(other))).status).toBe(404);
      expect((await api.request('GET', `/channels/${ref}/entries`, as(other))).status).toBe(404);
      expect(
        (await api.request('POST', `/channels/${ref}/entries`, { ...as(other), body: { fields: { title: 'x' } } }))
          .status,
      ).toBe(404);
      for (const entryRef of [entry.body.id, 'mine']) {
        expect((await api.request('GET', `/channels/${ref}/entries/${entryRef}`, as(other))).status).toBe(404);
        expect(
          (
            await api.request('PUT', `/channels/${ref}/entries/${entryRef}`, {
              ...as(other),
              body: { fields: { title: 'x' } },
            })
          ).status,
        ).toBe(404);
        expect((await api.request('DELETE', `/channels/${ref}/entries/${entryRef}`, as(other))).status).toBe(404);
      }
    }
    expect(
      (await api.request('GET', '/channels?per_page=100', as(other))).body.map((c: { id: string }) => c.id),
    ).not.toContain(channel.id);
    expect((await api.request('GET', `/channels/${channel.id}`, as(owner))).body.name).toBe(channel.name);
    expect((await api.request('GET', `/channels/${channel.id}/entries/mine`, as(owner))).body.fields).toEqual({
      title: 'Mine',
    });
  });
});
