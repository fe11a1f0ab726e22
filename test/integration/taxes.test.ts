import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { taxKeys } from '../../lib/taxes/keys.js';
import { useApi, unique, type Owner } from '../helpers/api.js';

const api = useApi();
let owner: Owner;
beforeAll(async () => {
  owner = await api.owner();
});

const as = (who: Owner, extra: Record<string, unknown> = {}) => ({ token: who.token, site: who.site.id, ...extra });
const item = async (key: { pk: string; sk: string }) =>
  (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item;

const BELGIUM = {
  prices_include_tax: true,
  origin_country: 'BE',
  oss: true,
  rates: [
    { country: 'BE', rate: 21 },
    { country: 'BE', rate: 6, category: 'reduced' },
    { country: 'FR', rate: 20 },
    { country: 'FR', rate: 5.5, category: 'reduced' },
    { country: 'NL', rate: 21 },
  ],
  legal_name: 'Łódź Müller BV',
  address: { address1: 'Veldstraat 1', zip: '9000', city: 'Gent', country: 'BE' },
  vat_number: 'BE0411905847',
};

describe('site tax settings', () => {
  it('answers the defaults before they are saved', async () => {
    const fresh = await api.owner();
    const res = await api.request('GET', '/site/taxes', as(fresh));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      prices_include_tax: false,
      origin_country: null,
      oss: false,
      rates: [],
      legal_name: null,
      address: null,
      vat_number: null,
      updated_at: null,
    });
  });

  it('replaces the settings with PUT, shows and stores them', async () => {
    const who = await api.owner();
    const res = await api.request('PUT', '/site/taxes', as(who, { body: BELGIUM }));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      prices_include_tax: true,
      origin_country: 'BE',
      oss: true,
      legal_name: 'Łódź Müller BV',
      address: { address1: 'Veldstraat 1', address2: null, zip: '9000', city: 'Gent', province: null, country: 'BE' },
      vat_number: 'BE0411905847',
    });
    expect(res.body.rates).toEqual([
      { country: 'BE', rate: 21, category: null },
      { country: 'BE', rate: 6, category: 'reduced' },
      { country: 'FR', rate: 20, category: null },
      { country: 'FR', rate: 5.5, category: 'reduced' },
      { country: 'NL', rate: 21, category: null },
    ]);
    const read = await api.request('GET', '/site/taxes', as(who));
    expect(read.body).toEqual(res.body);
    expect(await item(taxKeys.settings(who.site.id))).toMatchObject({ origin_country: 'BE', oss: true });

    // A PUT replaces the whole: what is absent takes its default.
    const again = await api.request('PUT', '/site/taxes', as(who, { body: { origin_country: 'NL' } }));
    expect(again.body).toMatchObject({
      origin_country: 'NL',
      oss: false,
      rates: [],
      legal_name: null,
      vat_number: null,
    });
  });

  it.each([
    ['a rate with 4 decimals', { origin_country: 'BE', rates: [{ country: 'BE', rate: 21.0001 }] }, 'rates.0.rate'],
    ['a rate above 100', { origin_country: 'BE', rates: [{ country: 'BE', rate: 101 }] }, 'rates.0.rate'],
    ['an unknown country', { origin_country: 'XX' }, 'origin_country'],
    [
      'a repeated country and category',
      {
        origin_country: 'BE',
        rates: [
          { country: 'BE', rate: 21 },
          { country: 'BE', rate: 20 },
        ],
      },
      'rates',
    ],
    ['an invalid VAT number', { origin_country: 'BE', vat_number: 'BE123' }, 'vat_number'],
    ['an unknown field', { origin_country: 'BE', currency: 'EUR' }, '(body)'],
  ])('refuses %s with 422 naming the field, changing nothing', async (_label, body, field) => {
    const who = await api.owner();
    await api.request('PUT', '/site/taxes', as(who, { body: BELGIUM }));
    const res = await api.request('PUT', '/site/taxes', as(who, { body }));
    expect(res.status, res.text).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await item(taxKeys.settings(who.site.id))).toMatchObject({ origin_country: 'BE', oss: true });
  });
});

describe('tax categories on products and product types', () => {
  it('stores, shows and clears tax_category', async () => {
    const type = await api.request(
      'POST',
      '/product_types',
      as(owner, { body: { name: unique('Books '), tax_category: 'reduced' } }),
    );
    expect(type.status, type.text).toBe(201);
    expect(type.body.tax_category).toBe('reduced');
    const product = await api.request(
      'POST',
      '/products',
      as(owner, { body: { name: unique('Atlas '), product_type_id: type.body.id, tax_category: 'Zero' } }),
    );
    expect(product.status, product.text).toBe(201);
    expect(product.body.tax_category).toBe('zero');
    const cleared = await api.request(
      'PUT',
      `/products/${product.body.id}`,
      as(owner, { body: { tax_category: null } }),
    );
    expect(cleared.body.tax_category).toBeNull();
    const typeCleared = await api.request(
      'PUT',
      `/product_types/${type.body.id}`,
      as(owner, { body: { tax_category: null } }),
    );
    expect(typeCleared.status, typeCleared.text).toBe(200);
    expect(typeCleared.body.tax_category).toBeNull();
    const bad = await api.request('POST', '/products', as(owner, { body: { name: 'X', tax_category: 'no spaces' } }));
    expect(bad.status).toBe(422);
  });
});
