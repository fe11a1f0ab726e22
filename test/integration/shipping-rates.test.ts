import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { shippingRateKeys } from '../../lib/shipping-rates/keys.js';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { useApi, type Owner } from '../helpers/api.js';

const api = useApi();
let owner: Owner;
beforeAll(async () => {
  owner = await api.owner();
});

const as = (who: Owner) => ({ token: who.token, site: who.site.id });

const create = async (body: Record<string, unknown>, who: Owner = owner) => {
  const res = await api.request('POST', '/shipping_rates', { ...as(who), body });
  expect(res.status, res.text).toBe(201);
  return res.body;
};

const storedRate = async (siteId: string, id: string) =>
  (
    await db.send(
      new GetCommand({ TableName: TABLE_NAME, Key: shippingRateKeys.shippingRate(siteId, id), ConsistentRead: true }),
    )
  ).Item;

const defaultMarker = async (siteId: string) =>
  (
    await db.send(
      new GetCommand({
        TableName: TABLE_NAME,
        Key: shippingRateKeys.defaultShippingRate(siteId),
        ConsistentRead: true,
      }),
    )
  ).Item;

const siteToken = (who: Owner, scopes: string[]) => api.siteToken(who, scopes);

describe('POST /shipping_rates', () => {
  it('creates a rate with defaults, answers 201 with Location and stores it', async () => {
    const res = await api.request('POST', '/shipping_rates', { ...as(owner), body: { name: 'Standard' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Standard',
      default: false,
      pickup: false,
      criteria: 'none',
      price: 0,
      weight_min: null,
      weight_max: null,
      order_min: null,
      order_max: null,
      restricted: false,
      zipcodes: [],
      region_id: null,
      region: null,
    });
    expect(res.body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.headers.get('location')).toBe(`${api.url}/shipping_rates/${res.body.id}`);
    expect(res.body.url).toBe(res.headers.get('location'));
    expect(res.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(res.body).not.toHaveProperty('version');
    const stored = await storedRate(owner.site.id, res.body.id);
    expect(stored).toMatchObject({ name: 'Standard', criteria: 'none', price: 0 });
  });

  it('stores amounts as integer minor units and shows them as the numbers sent', async () => {
    const body = await create({
      name: 'Exact money',
      price: 4.99,
      criteria: 'order_total',
      order_min: 0.1,
      order_max: 19.99,
    });
    expect(body).toMatchObject({ price: 4.99, order_min: 0.1, order_max: 19.99 });
    expect(await storedRate(owner.site.id, body.id)).toMatchObject({ price: 499, order_min: 10, order_max: 1999 });
    const refused = await api.request('POST', '/shipping_rates', {
      ...as(owner),
      body: { name: 'Too precise', price: 4.999 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toContainEqual(
      expect.objectContaining({ field: 'price', message: expect.stringContaining('2 decimals') }),
    );
  });

  it('stores every field and echoes region_id as a region object', async () => {
    const body = await create({
      name: 'Heavy',
      criteria: 'weight',
      price: 12.5,
      pickup: false,
      weight_min: 10,
      weight_max: 30,
      order_min: 0,
      order_max: 500,
      restricted: true,
      zipcodes: ['1011', 'H3Z 2Y7'],
      region_id: 'eu-west',
    });
    const read = await api.request('GET', `/shipping_rates/${body.id}`, as(owner));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      name: 'Heavy',
      criteria: 'weight',
      price: 12.5,
      weight_min: 10,
      weight_max: 30,
      order_min: 0,
      order_max: 500,
      restricted: true,
      zipcodes: ['1011', 'H3Z 2Y7'],
      region_id: 'eu-west',
      region: { id: 'eu-west' },
    });
  });

  it.each([
    ['name is missing', { price: 1 }, 'name', 'missing'],
    ['name is blank', { name: '  ' }, 'name', 'invalid'],
    ['criteria is unknown', { name: 'x', criteria: 'volume' }, 'criteria', 'not_allowed'],
    ['price is negative', { name: 'x', price: -1 }, 'price', 'invalid'],
    // The shared validator reports every wrong type as `missing` (zod 4 leaves issue.input out), so only the field is checked.
    ['price is not a number', { name: 'x', price: '5' }, 'price', undefined],
    ['weight_min exceeds weight_max', { name: 'x', weight_min: 5, weight_max: 2 }, 'weight_min', 'out_of_range'],
    ['order_min exceeds order_max', { name: 'x', order_min: 100, order_max: 99.5 }, 'order_min', 'out_of_range'],
    ['price has 3 decimals', { name: 'x', price: 4.999 }, 'price', 'invalid'],
    ['order_max has 3 decimals', { name: 'x', order_max: 10.005 }, 'order_max', 'invalid'],
    ['zipcodes are given on an unrestricted rate', { name: 'x', zipcodes: ['1011'] }, 'zipcodes', 'not_allowed'],
    ['a zipcode repeats', { name: 'x', restricted: true, zipcodes: ['1011', '1011'] }, 'zipcodes', 'invalid'],
    ['a field is unknown', { name: 'x', colour: 'red' }, '(body)', 'unknown_field'],
  ])('returns 422 when %s', async (_label, body, field, code) => {
    const res = await api.request('POST', '/shipping_rates', { ...as(owner), body });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors).toContainEqual(expect.objectContaining(code ? { field, code } : { field }));
  });

  it('accepts a minimum equal to its maximum', async () => {
    const body = await create({ name: 'Exact', criteria: 'order_total', order_min: 50, order_max: 50 });
    expect(body).toMatchObject({ order_min: 50, order_max: 50 });
  });
});

describe('default shipping rate', () => {
  it('keeps at most one default: a new default clears the old one', async () => {
    const who = await api.owner();
    const first = await create({ name: 'First', default: true }, who);
    expect(first.default).toBe(true);
    expect(await defaultMarker(who.site.id)).toMatchObject({ rateId: first.id });

    const second = await create({ name: 'Second', default: true }, who);
    expect(second.default).toBe(true);
    const old = await api.request('GET', `/shipping_rates/${first.id}`, as(who));
    expect(old.body.default).toBe(false);
    expect(old.body.updated_at >= first.updated_at).toBe(true);
    expect(await defaultMarker(who.site.id)).toMatchObject({ rateId: second.id });

    const list = await api.request('GET', '/shipping_rates', as(who));
    expect(
      list.body.filter((rate: { default: boolean }) => rate.default).map((rate: { id: string }) => rate.id),
    ).toEqual([second.id]);
  });

  it('lets concurrent default creations leave exactly one default', async () => {
    const who = await api.owner();
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        api.request('POST', '/shipping_rates', { ...as(who), body: { name: `Rate ${n}`, default: true } }),
      ),
    );
    const createdIds = results.filter((res) => res.status === 201).map((res) => res.body.id as string);
    for (const res of results) expect([201, 409]).toContain(res.status);
    expect(createdIds.length).toBeGreaterThanOrEqual(1);
    const list = await api.request('GET', '/shipping_rates', as(who));
    const defaults = list.body.filter((rate: { default: boolean }) => rate.default);
    expect(defaults).toHaveLength(1);
    expect(await defaultMarker(who.site.id)).toMatchObject({ rateId: defaults[0].id });
  });

  it('moves the default with PUT and clears it with PUT default false', async () => {
    const who = await api.owner();
    const a = await create({ name: 'A', default: true }, who);
    const b = await create({ name: 'B' }, who);
    const moved = await api.request('PUT', `/shipping_rates/${b.id}`, { ...as(who), body: { default: true } });
    expect(moved.status).toBe(200);
    expect(moved.body.default).toBe(true);
    expect((await api.request('GET', `/shipping_rates/${a.id}`, as(who))).body.default).toBe(false);
    expect(await defaultMarker(who.site.id)).toMatchObject({ rateId: b.id });

    const cleared = await api.request('PUT', `/shipping_rates/${b.id}`, { ...as(who), body: { default: false } });
    expect(cleared.body.default).toBe(false);
    expect(await defaultMarker(who.site.id)).toBeUndefined();
    const again = await create({ name: 'C', default: true }, who);
    expect(again.default).toBe(true);
  });

  it('releases the default when the default rate is deleted', async () => {
    const who = await api.owner();
    const a = await create({ name: 'A', default: true }, who);
    expect((await api.request('DELETE', `/shipping_rates/${a.id}`, as(who))).status).toBe(204);
    expect(await defaultMarker(who.site.id)).toBeUndefined();
    const b = await create({ name: 'B', default: true }, who);
    expect(await defaultMarker(who.site.id)).toMatchObject({ rateId: b.id });
  });
});

describe('GET /shipping_rates', () => {
  it("lists the site's rates in pages with a next link", async () => {
    const who = await api.owner();
    const ids: string[] = [];
    for (const name of ['One', 'Two', 'Three']) ids.push((await create({ name }, who)).id);
    ids.sort(); // listed in id order: creation second first, then random
    const first = await api.request('GET', '/shipping_rates?per_page=2', as(who));
    expect(first.status).toBe(200);
    expect(first.body.map((rate: { id: string }) => rate.id)).toEqual(ids.slice(0, 2));
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const second = await api.request('GET', (next as string).slice(api.url.length), as(who));
    expect(second.body.map((rate: { id: string }) => rate.id)).toEqual(ids.slice(2));
    expect(second.headers.get('link') ?? '').not.toContain('rel="next"');
  });

  it('returns 400 for a per_page above 100', async () => {
    const res = await api.request('GET', '/shipping_rates?per_page=101', as(owner));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_query');
  });
});

describe('GET /shipping_rates/{id}', () => {
  it('returns 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await api.request('GET', '/shipping_rates/0123456789abcdef01234567', as(owner));
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
    const malformed = await api.request('GET', '/shipping_rates/standard', as(owner));
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('invalid_path');
  });
});

describe('PUT /shipping_rates/{id}', () => {
  it('updates only the given fields', async () => {
    const rate = await create({ name: 'Base', criteria: 'weight', price: 5, weight_min: 1, weight_max: 10 });
    const res = await api.request('PUT', `/shipping_rates/${rate.id}`, {
      ...as(owner),
      body: { price: 7.25, name: 'Renamed' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Renamed',
      price: 7.25,
      criteria: 'weight',
      weight_min: 1,
      weight_max: 10,
      created_at: rate.created_at,
    });
    const read = await api.request('GET', `/shipping_rates/${rate.id}`, as(owner));
    expect(read.body).toEqual(res.body);
  });

  it('re-validates the merged rate: a new maximum below the stored minimum is 422', async () => {
    const rate = await create({ name: 'Ranged', weight_min: 5, weight_max: 10 });
    const res = await api.request('PUT', `/shipping_rates/${rate.id}`, { ...as(owner), body: { weight_max: 4 } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field: 'weight_min', code: 'out_of_range' }));
    expect((await storedRate(owner.site.id, rate.id))?.weight_max).toBe(10);
  });

  it('refuses to unrestrict a rate that still has zipcodes, and allows it when they are cleared', async () => {
    const rate = await create({ name: 'Local', restricted: true, zipcodes: ['1011'] });
    const refused = await api.request('PUT', `/shipping_rates/${rate.id}`, {
      ...as(owner),
      body: { restricted: false },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toContainEqual(expect.objectContaining({ field: 'zipcodes', code: 'not_allowed' }));
    const accepted = await api.request('PUT', `/shipping_rates/${rate.id}`, {
      ...as(owner),
      body: { restricted: false, zipcodes: [] },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ restricted: false, zipcodes: [] });
  });

  it('clears an optional field given as null', async () => {
    const rate = await create({ name: 'Regional', region_id: 'north', order_max: 100 });
    const res = await api.request('PUT', `/shipping_rates/${rate.id}`, {
      ...as(owner),
      body: { region_id: null, order_max: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ region_id: null, region: null, order_max: null });
    const stored = await storedRate(owner.site.id, rate.id);
    expect(stored).not.toHaveProperty('region_id');
  });

  it('returns 422 for a null name, an unknown field, and 404 for an unknown rate', async () => {
    const rate = await create({ name: 'Keep' });
    const nullName = await api.request('PUT', `/shipping_rates/${rate.id}`, { ...as(owner), body: { name: null } });
    expect(nullName.status).toBe(422);
    const unknown = await api.request('PUT', `/shipping_rates/${rate.id}`, { ...as(owner), body: { id: 'x' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].code).toBe('unknown_field');
    const missing = await api.request('PUT', '/shipping_rates/0123456789abcdef01234567', {
      ...as(owner),
      body: { price: 1 },
    });
    expect(missing.status).toBe(404);
  });
});

describe('DELETE /shipping_rates/{id}', () => {
  it('deletes a rate: 204, then 404', async () => {
    const rate = await create({ name: 'Gone' });
    const res = await api.request('DELETE', `/shipping_rates/${rate.id}`, as(owner));
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await api.request('GET', `/shipping_rates/${rate.id}`, as(owner))).status).toBe(404);
    expect(await storedRate(owner.site.id, rate.id)).toBeUndefined();
    expect((await api.request('DELETE', `/shipping_rates/${rate.id}`, as(owner))).status).toBe(404);
  });
});

describe('shipping rate access', () => {
  it("never lets another site see or change a site's rates (404)", async () => {
    const rate = await create({ name: 'Private', default: true });
    const other = await api.owner();
    await create({ name: 'Theirs' }, other);
    expect((await api.request('GET', `/shipping_rates/${rate.id}`, as(other))).status).toBe(404);
    expect((await api.request('PUT', `/shipping_rates/${rate.id}`, { ...as(other), body: { price: 99 } })).status).toBe(
      404,
    );
    expect((await api.request('DELETE', `/shipping_rates/${rate.id}`, as(other))).status).toBe(404);
    const list = await api.request('GET', '/shipping_rates', as(other));
    expect(list.body.map((r: { name: string }) => r.name)).toEqual(['Theirs']);
    const still = await api.request('GET', `/shipping_rates/${rate.id}`, as(owner));
    expect(still.body).toMatchObject({ price: 0, default: true });
  });

  it('lets a read_site token read but not write (403 with the accepted scopes)', async () => {
    const token = await siteToken(owner, ['read_site']);
    expect((await api.request('GET', '/shipping_rates', { token })).status).toBe(200);
    const res = await api.request('POST', '/shipping_rates', { token, body: { name: 'Nope' } });
    expect(res.status).toBe(403);
    expect(res.headers.get('x-accepted-oauth-scopes')).toContain('write_site');
  });

  it('returns 401 without a token', async () => {
    expect((await api.request('GET', '/shipping_rates')).status).toBe(401);
  });
});

describe('shipping rate request budgets', () => {
  it('reads one rate in at most 2 DynamoDB requests and lists in at most 2', async () => {
    const rate = await create({ name: 'Budget' });
    expect(
      await api.countRequests(() => api.request('GET', `/shipping_rates/${rate.id}`, as(owner))),
    ).toBeLessThanOrEqual(2);
    expect(await api.countRequests(() => api.request('GET', '/shipping_rates', as(owner)))).toBeLessThanOrEqual(2);
  });

  it('creates a rate in at most 3 requests, a default one included', async () => {
    const who = await api.owner();
    expect(await api.countRequests(() => create({ name: 'Plain' }, who))).toBeLessThanOrEqual(3);
    expect(await api.countRequests(() => create({ name: 'Default 1', default: true }, who))).toBeLessThanOrEqual(3);
    expect(await api.countRequests(() => create({ name: 'Default 2', default: true }, who))).toBeLessThanOrEqual(3);
  });
});
