import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutProfileKeys } from '../../lib/checkout-profiles/keys.js';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { useApi, unique, type Owner } from '../helpers/api.js';

const api = useApi();
let owner: Owner;
beforeAll(async () => {
  owner = await api.owner();
});

const PATH = '/products/checkout_profiles';
const as = (who: Owner) => ({ token: who.token, site: who.site.id });

const create = async (body: Record<string, unknown>, who: Owner = owner) => {
  const res = await api.request('POST', PATH, { ...as(who), body });
  expect(res.status, res.text).toBe(201);
  return res.body;
};

const stored = async (siteId: string, id: string) =>
  (
    await db.send(
      new GetCommand({
        TableName: TABLE_NAME,
        Key: checkoutProfileKeys.checkoutProfile(siteId, id),
        ConsistentRead: true,
      }),
    )
  ).Item;

const slugClaim = async (siteId: string, slug: string) =>
  (
    await db.send(
      new GetCommand({
        TableName: TABLE_NAME,
        Key: checkoutProfileKeys.checkoutProfileSlug(siteId, slug),
        ConsistentRead: true,
      }),
    )
  ).Item;

const customizations = [
  { name: 'vat_number', label: 'VAT number', type: 'string', hint: 'EU businesses only' },
  {
    name: 'delivery_slot',
    type: 'select',
    required: true,
    select_options: [{ name: 'Morning' }, { name: 'Late Evening', slug: 'evening' }],
  },
  { name: 'gift', type: 'boolean' },
];

describe('POST /products/checkout_profiles', () => {
  it('creates a profile with its customizations: 201, Location, derived slug, stored with its slug claim', async () => {
    const name = `Wholesale ${unique('')}`;
    const res = await api.request('POST', PATH, {
      ...as(owner),
      body: { name, customizations, private_fields: ['vat_number'] },
    });
    expect(res.status).toBe(201);
    const profile = res.body;
    expect(profile.id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.headers.get('location')).toBe(`${api.url}${PATH}/${profile.id}`);
    expect(profile).toMatchObject({
      url: res.headers.get('location'),
      name,
      slug: name.toLowerCase().replace(' ', '-'),
      private_fields: ['vat_number'],
    });
    expect(profile.customizations).toHaveLength(3);
    expect(profile.customizations[0]).toMatchObject({
      name: 'vat_number',
      label: 'VAT number',
      type: 'string',
      hint: 'EU businesses only',
      required: false,
      immutable: false,
      localized: false,
      unique: false,
      encrypted: false,
      auto_expand: false,
      private_storage: false,
      select_options: null,
      required_expression: null,
      reference: null,
    });
    expect(profile.customizations[0].id).toMatch(/^[0-9a-f]{24}$/);
    expect(profile.customizations[1]).toMatchObject({
      name: 'delivery_slot',
      label: 'delivery_slot',
      type: 'select',
      required: true,
      select_options: [
        { position: 0, name: 'Morning', slug: 'morning', id: expect.stringMatching(/^[0-9a-f]{24}$/) },
        { position: 1, name: 'Late Evening', slug: 'evening', id: expect.stringMatching(/^[0-9a-f]{24}$/) },
      ],
    });
    expect(await stored(owner.site.id, profile.id)).toMatchObject({ name, slug: profile.slug });
    expect(await slugClaim(owner.site.id, profile.slug)).toMatchObject({ profileId: profile.id });
  });

  it('returns 409 slug_taken when the slug is in use on the site, but another site may use it', async () => {
    const slug = unique('retail-');
    await create({ name: 'Retail', slug });
    const res = await api.request('POST', PATH, { ...as(owner), body: { name: 'Retail again', slug } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('slug_taken');
    const other = await api.owner();
    expect((await create({ name: 'Retail', slug }, other)).slug).toBe(slug);
  });

  it.each([
    ['name is missing', {}, 'name', 'missing'],
    ['the slug looks like an id', { name: 'x', slug: '0123456789abcdef01234567' }, 'slug', 'invalid'],
    ['the slug has spaces', { name: 'x', slug: 'two words' }, 'slug', 'invalid'],
    ['no slug can be derived from the name', { name: '!!!' }, 'slug', 'missing'],
    [
      'a customization type is unknown',
      { name: 'x', customizations: [{ name: 'f', type: 'colour' }] },
      'customizations.0.type',
      'not_allowed',
    ],
    [
      'a customization name is not an identifier',
      { name: 'x', customizations: [{ name: 'Bad Name', type: 'string' }] },
      'customizations.0.name',
      'invalid',
    ],
    [
      'customization names repeat',
      {
        name: 'x',
        customizations: [
          { name: 'f', type: 'string' },
          { name: 'f', type: 'text' },
        ],
      },
      'customizations.1.name',
      'duplicate',
    ],
    [
      'select options are given on a non-select',
      { name: 'x', customizations: [{ name: 'f', type: 'string', select_options: [{ name: 'A' }] }] },
      'customizations.0.select_options',
      'not_allowed',
    ],
    [
      'a select has no options',
      { name: 'x', customizations: [{ name: 'f', type: 'select' }] },
      'customizations.0.select_options',
      'missing',
    ],
    [
      'select option slugs repeat',
      {
        name: 'x',
        customizations: [{ name: 'f', type: 'select', select_options: [{ name: 'A b' }, { name: 'a-b' }] }],
      },
      'customizations.0.select_options.1.slug',
      'duplicate',
    ],
    [
      'a private field names no customization',
      { name: 'x', customizations: [{ name: 'f', type: 'string' }], private_fields: ['f', 'g'] },
      'private_fields.1',
      'unknown_customization',
    ],
    [
      'a customization has an unknown field',
      { name: 'x', customizations: [{ name: 'f', type: 'string', colour: 'red' }] },
      'customizations.0',
      'unknown_field',
    ],
    [
      'a customization names an id that does not exist',
      { name: 'x', customizations: [{ id: '0123456789abcdef01234567', name: 'f', type: 'string' }] },
      'customizations.0.id',
      'unknown_customization',
    ],
  ])('returns 422 when %s', async (_label, body, field, code) => {
    const res = await api.request('POST', PATH, { ...as(owner), body });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('accepts every customization type', async () => {
    const types = ['string', 'text', 'integer', 'float', 'boolean', 'date', 'select', 'file', 'belongs_to'];
    const body = await create({
      name: 'All types',
      slug: unique('all-types-'),
      customizations: types.map((type) => ({
        name: `f_${type}`,
        type,
        ...(type === 'select' && { select_options: [{ name: 'One' }] }),
      })),
    });
    expect(body.customizations.map((c: { type: string }) => c.type)).toEqual(types);
  });
});

describe('GET /products/checkout_profiles/{profile}', () => {
  it('reads a profile by id and by slug (case-insensitively)', async () => {
    const profile = await create({ name: 'Readable', slug: unique('readable-'), customizations });
    const byId = await api.request('GET', `${PATH}/${profile.id}`, as(owner));
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(profile);
    const bySlug = await api.request('GET', `${PATH}/${profile.slug.toUpperCase()}`, as(owner));
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toEqual(profile);
  });

  it('returns 404 for an unknown id or slug', async () => {
    expect((await api.request('GET', `${PATH}/0123456789abcdef01234567`, as(owner))).status).toBe(404);
    const res = await api.request('GET', `${PATH}/no-such-profile`, as(owner));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });
});

describe('GET /products/checkout_profiles', () => {
  it("lists the site's profiles in pages", async () => {
    const who = await api.owner();
    const ids: string[] = [];
    for (const name of ['P1', 'P2', 'P3']) ids.push((await create({ name }, who)).id);
    ids.sort();
    const first = await api.request('GET', `${PATH}?per_page=2`, as(who));
    expect(first.status).toBe(200);
    expect(first.body.map((p: { id: string }) => p.id)).toEqual(ids.slice(0, 2));
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1] as string;
    const second = await api.request('GET', next.slice(api.url.length), as(who));
    expect(second.body.map((p: { id: string }) => p.id)).toEqual(ids.slice(2));
  });
});

describe('PUT /products/checkout_profiles/{profile}', () => {
  it('updates only the given fields, addressed by slug, and keeps the slug claim in step', async () => {
    const profile = await create({
      name: 'Before',
      slug: unique('before-'),
      customizations,
      private_fields: ['vat_number'],
    });
    const res = await api.request('PUT', `${PATH}/${profile.slug}`, { ...as(owner), body: { name: 'After' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: profile.id,
      name: 'After',
      slug: profile.slug,
      private_fields: ['vat_number'],
      customizations: profile.customizations,
    });
    expect((await api.request('GET', `${PATH}/${profile.slug}`, as(owner))).body.name).toBe('After');
    expect((await api.request('GET', `${PATH}/${profile.id}`, as(owner))).body).toEqual(res.body);
  });

  it('moves the slug: the old slug is freed and the new one addresses the profile', async () => {
    const profile = await create({ name: 'Mover', slug: unique('old-') });
    const slug = unique('new-');
    const res = await api.request('PUT', `${PATH}/${profile.id}`, { ...as(owner), body: { slug } });
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe(slug);
    expect((await api.request('GET', `${PATH}/${slug}`, as(owner))).body.id).toBe(profile.id);
    expect((await api.request('GET', `${PATH}/${profile.slug}`, as(owner))).status).toBe(404);
    expect(await slugClaim(owner.site.id, profile.slug)).toBeUndefined();
    expect((await create({ name: 'Reuses', slug: profile.slug })).slug).toBe(profile.slug);
  });

  it('returns 409 when moving to a taken slug and leaves the profile unchanged', async () => {
    const a = await create({ name: 'A', slug: unique('a-') });
    const b = await create({ name: 'B', slug: unique('b-') });
    const res = await api.request('PUT', `${PATH}/${b.id}`, { ...as(owner), body: { slug: a.slug, name: 'B2' } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('slug_taken');
    expect(await stored(owner.site.id, b.id)).toMatchObject({ slug: b.slug, name: 'B' });
  });

  it('keeps customization ids and options matched by name and slug, and gives new ones new ids', async () => {
    const profile = await create({ name: 'Ids', slug: unique('ids-'), customizations });
    const [vat, slot] = profile.customizations;
    const res = await api.request('PUT', `${PATH}/${profile.id}`, {
      ...as(owner),
      body: {
        customizations: [
          {
            name: 'delivery_slot',
            type: 'select',
            select_options: [{ name: 'Late Evening', slug: 'evening' }, { name: 'Night' }],
          },
          { id: vat.id, name: 'tax_number', type: 'string' },
          { name: 'notes', type: 'text' },
        ],
        private_fields: ['tax_number'],
      },
    });
    expect(res.status, res.text).toBe(200);
    const [newSlot, renamed, notes] = res.body.customizations;
    expect(newSlot.id).toBe(slot.id);
    expect(newSlot.created_at).toBe(slot.created_at);
    expect(newSlot.select_options.map((o: { slug: string }) => o.slug)).toEqual(['evening', 'night']);
    expect(newSlot.select_options[0].id).toBe(slot.select_options[1].id);
    expect(newSlot.select_options[1].id).not.toBe(slot.select_options[0].id);
    expect(renamed).toMatchObject({ id: vat.id, name: 'tax_number', created_at: vat.created_at });
    expect(notes.id).not.toBe(vat.id);
    expect(res.body.private_fields).toEqual(['tax_number']);
  });

  it('re-validates the merged profile: removing a private customization is 422', async () => {
    const profile = await create({
      name: 'Private',
      slug: unique('private-'),
      customizations,
      private_fields: ['vat_number'],
    });
    const res = await api.request('PUT', `${PATH}/${profile.id}`, {
      ...as(owner),
      body: { customizations: [{ name: 'gift', type: 'boolean' }] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual(
      expect.objectContaining({ field: 'private_fields.0', code: 'unknown_customization' }),
    );
    expect((await stored(owner.site.id, profile.id))?.customizations).toHaveLength(3);
    const unknown = await api.request('PUT', `${PATH}/${profile.id}`, {
      ...as(owner),
      body: { private_fields: ['nope'] },
    });
    expect(unknown.status).toBe(422);
  });

  it('returns 404 for an unknown profile', async () => {
    expect((await api.request('PUT', `${PATH}/missing-profile`, { ...as(owner), body: { name: 'x' } })).status).toBe(
      404,
    );
  });
});

describe('DELETE /products/checkout_profiles/{profile}', () => {
  it('deletes by slug with its slug claim: 204, then 404 by id and slug', async () => {
    const profile = await create({ name: 'Doomed', slug: unique('doomed-') });
    const res = await api.request('DELETE', `${PATH}/${profile.slug}`, as(owner));
    expect(res.status).toBe(204);
    expect((await api.request('GET', `${PATH}/${profile.id}`, as(owner))).status).toBe(404);
    expect((await api.request('GET', `${PATH}/${profile.slug}`, as(owner))).status).toBe(404);
    expect(await stored(owner.site.id, profile.id)).toBeUndefined();
    expect(await slugClaim(owner.site.id, profile.slug)).toBeUndefined();
    expect((await api.request('DELETE', `${PATH}/${profile.id}`, as(owner))).status).toBe(404);
  });
});

describe('checkout profile access', () => {
  it("never lets another site see or change a site's profiles, by id or slug (404)", async () => {
    const profile = await create({ name: 'Mine', slug: unique('mine-') });
    const other = await api.owner();
    for (const ref of [profile.id, profile.slug]) {
      expect((await api.request('GET', `${PATH}/${ref}`, as(other))).status).toBe(404);
      expect((await api.request('PUT', `${PATH}/${ref}`, { ...as(other), body: { name: 'Stolen' } })).status).toBe(404);
      expect((await api.request('DELETE', `${PATH}/${ref}`, as(other))).status).toBe(404);
    }
    const list = await api.request('GET', PATH, as(other));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
    expect((await api.request('GET', `${PATH}/${profile.id}`, as(owner))).body.name).toBe('Mine');
  });

  it('needs read_products to read and write_products to write', async () => {
    const make = async (scopes: string[]) =>
      (
        await api.request('POST', '/tokens', {
          token: owner.token,
          body: { note: 'cp', scopes, site_id: owner.site.id },
        })
      ).body.token as string;
    const reader = await make(['read_products']);
    const outsider = await make(['read_site']);
    expect((await api.request('GET', PATH, { token: reader })).status).toBe(200);
    expect((await api.request('POST', PATH, { token: reader, body: { name: 'x' } })).status).toBe(403);
    const denied = await api.request('GET', PATH, { token: outsider });
    expect(denied.status).toBe(403);
    expect(denied.headers.get('x-accepted-oauth-scopes')).toContain('read_products');
  });
});

describe('checkout profile request budgets', () => {
  it('reads by id or slug in at most 2 requests, lists in at most 2, creates in at most 3', async () => {
    const slug = unique('budget-');
    expect(await api.countRequests(() => create({ name: 'Budget', slug, customizations }))).toBeLessThanOrEqual(3);
    const profile = (await api.request('GET', `${PATH}/${slug}`, as(owner))).body;
    expect(await api.countRequests(() => api.request('GET', `${PATH}/${profile.id}`, as(owner)))).toBeLessThanOrEqual(
      2,
    );
    expect(await api.countRequests(() => api.request('GET', `${PATH}/${slug}`, as(owner)))).toBeLessThanOrEqual(2);
    expect(await api.countRequests(() => api.request('GET', PATH, as(owner)))).toBeLessThanOrEqual(2);
  });
});
