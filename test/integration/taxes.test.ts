import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { orderKeys } from '../../lib/orders/keys.js';
import { productKeys } from '../../lib/products/keys.js';
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

/** A site of its own with these tax settings. */
const shop = async (body: Record<string, unknown> = BELGIUM) => {
  const who = await api.owner();
  const res = await api.request('PUT', '/site/taxes', as(who, { body }));
  expect(res.status, res.text).toBe(200);
  return who;
};
const product = async (who: Owner, body: Record<string, unknown>) => {
  const res = await api.request(
    'POST',
    '/products',
    as(who, { body: { name: unique('Item '), status: 'active', inventory_quantity: 100, ...body } }),
  );
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; slug: string };
};
const checkout = (who: Owner, body: Record<string, unknown>) =>
  api.request('POST', '/orders', as(who, { body: { email: 'buyer@example.com', ...body } }));
const storedOrder = async (who: Owner, id: string) => item(orderKeys.order(who.site.id, id));

const address = (country: string, extra: Record<string, unknown> = {}) => ({
  name: 'Ada Müller',
  address1: 'Street 1',
  zip: '1000',
  city: 'City',
  country,
  ...extra,
});

describe('checkout with taxes', () => {
  it('domestic, prices exclusive: 100.00 + 21.00, stored in cents', async () => {
    const who = await shop({ ...BELGIUM, prices_include_tax: false });
    const mug = await product(who, { price: 100 });
    const res = await checkout(who, {
      line_items: [{ product: mug.id, quantity: 1 }],
      shipping_address: address('BE'),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      subtotal: 100,
      discount: 0,
      shipping: 0,
      tax_total: 21,
      total: 121,
      prices_include_tax: false,
      reverse_charge: false,
      tax_exempt_reason: null,
      tax_country: 'BE',
      amount_outstanding: 121,
    });
    expect(res.body.line_items[0].tax_lines).toEqual([{ name: 'BE VAT', rate: 21, amount: 21 }]);
    expect(await storedOrder(who, res.body.id)).toMatchObject({ total: 12_100, tax_total: 2_100, subtotal: 10_000 });
  });

  it('domestic, prices inclusive: 121.00 holds 21.00', async () => {
    const who = await shop();
    const mug = await product(who, { price: 121 });
    const res = await checkout(who, {
      line_items: [{ product: mug.id, quantity: 1 }],
      shipping_address: address('BE'),
    });
    expect(res.body).toMatchObject({ subtotal: 121, tax_total: 21, total: 121, prices_include_tax: true });
  });

  it('OSS destination: 121.00 incl. 21% becomes 120.00 at 20% for France (net 100.00 + 20.00)', async () => {
    const who = await shop();
    const mug = await product(who, { price: 121 });
    const res = await checkout(who, {
      line_items: [{ product: mug.id, quantity: 1 }],
      shipping_address: address('FR'),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ subtotal: 121, tax_total: 20, total: 120, tax_country: 'FR' });
    expect(res.body.line_items[0].tax_lines).toEqual([{ name: 'FR VAT', rate: 20, amount: 20 }]);
    expect(await storedOrder(who, res.body.id)).toMatchObject({ total: 12_000, tax_total: 2_000 });
  });

  it.each([
    // Without OSS every sale pays the origin's rate, wherever it ships.
    ['oss off: shipped to France, Belgian VAT', { oss: false }, { shipping_address: address('FR') }, 'BE', 21],
    // No shipping address: the billing address's country decides.
    ['no shipping address: the billing country', {}, { billing_address: address('FR') }, 'FR', 20],
  ])('%s', async (_label, settings, addresses, country, rate) => {
    const who = await shop({ ...BELGIUM, prices_include_tax: false, ...settings });
    const mug = await product(who, { price: 100 });
    const res = await checkout(who, { line_items: [{ product: mug.id, quantity: 1 }], ...addresses });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ tax_country: country, tax_total: rate, total: 100 + rate });
    expect(res.body.line_items[0].tax_lines).toEqual([{ name: `${country} VAT`, rate, amount: rate }]);
  });

  it("a reduced category from the product type (the product has none), and the product's own winning", async () => {
    const who = await shop({ ...BELGIUM, prices_include_tax: false });
    const books = await api.request(
      'POST',
      '/product_types',
      as(who, { body: { name: 'Books', tax_category: 'reduced' } }),
    );
    const atlas = await product(who, { price: 20, product_type_id: books.body.id });
    const poster = await product(who, { price: 10, product_type_id: books.body.id, tax_category: 'standard' });
    const res = await checkout(who, {
      line_items: [
        { product: atlas.id, quantity: 1 },
        { product: poster.slug, quantity: 1 },
      ],
      shipping_address: address('FR'),
    });
    expect(res.status, res.text).toBe(201);
    // 20.00 at 5.5% = 1.10; 10.00 at FR's standard 20% (no `standard` category: the standard rate) = 2.00.
    expect(res.body.line_items.map((line: { tax_lines: unknown }) => line.tax_lines)).toEqual([
      [{ name: 'FR VAT (reduced)', rate: 5.5, amount: 1.1 }],
      [{ name: 'FR VAT (standard)', rate: 20, amount: 2 }],
    ]);
    expect(res.body).toMatchObject({ tax_total: 3.1, total: 33.1 });
  });

  it('a discount spread before tax, and shipping taxed at the standard rate of the same country', async () => {
    const who = await shop({ ...BELGIUM, prices_include_tax: false });
    const a = await product(who, { price: 10 });
    const b = await product(who, { price: 20 });
    const save = await api.request(
      'POST',
      '/coupons',
      as(who, { body: { code: unique('C'), coupon_type: 'amount', coupon_amount: 10 } }),
    );
    expect(save.status, save.text).toBe(201);
    const rate = await api.request(
      'POST',
      '/shipping_rates',
      as(who, { body: { name: unique('Post '), price: 4.95 } }),
    );
    expect(rate.status, rate.text).toBe(201);
    const res = await checkout(who, {
      line_items: [
        { product: a.id, quantity: 1 },
        { product: b.id, quantity: 1 },
      ],
      coupon: save.body.code,
      shipping_rate_id: rate.body.id,
      shipping_address: address('BE'),
    });
    expect(res.status, res.text).toBe(201);
    // Discount 10.00 over 10.00 and 20.00: 3.33 and 6.67 (the cent left to the largest remainder); nets 6.67 and 13.33.
    // VAT 21%: 1.40 (1.4007) and 2.80 (2.7993); shipping 4.95 → 1.04 (1.0395).
    expect(res.body.line_items.map((line: { tax_lines: { amount: number }[] }) => line.tax_lines[0]?.amount)).toEqual([
      1.4, 2.8,
    ]);
    expect(res.body.shipping_tax_lines).toEqual([{ name: 'BE VAT (shipping)', rate: 21, amount: 1.04 }]);
    expect(res.body).toMatchObject({ subtotal: 30, discount: 10, shipping: 4.95, tax_total: 5.24, total: 30.19 });
    const stored = await storedOrder(who, res.body.id);
    expect(stored?.line_items.map((line: { net: number }) => line.net)).toEqual([667, 1_333]);
  });

  it('reverse charge: a valid VAT number in another country pays no VAT', async () => {
    const who = await shop({ ...BELGIUM, prices_include_tax: false });
    const mug = await product(who, { price: 100 });
    const res = await checkout(who, {
      line_items: [{ product: mug.id, quantity: 1 }],
      shipping_address: address('NL'),
      billing_address: address('NL', { company: 'Acme BV', vat_number: 'NL004495445B01' }),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      tax_total: 0,
      total: 100,
      reverse_charge: true,
      tax_exempt_reason: 'reverse_charge',
    });
    expect(res.body.line_items[0].tax_lines).toEqual([]);
  });

  it('refuses a malformed VAT number with 422 naming it, and places nothing', async () => {
    const who = await shop();
    const mug = await product(who, { price: 100 });
    const res = await checkout(who, {
      line_items: [{ product: mug.id, quantity: 1 }],
      billing_address: address('NL', { vat_number: 'NL123' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'billing_address.vat_number' })]);
    expect((await item(productKeys.product(who.site.id, mug.id)))?.inventory_quantity).toBe(100);
    expect((await api.request('GET', '/orders', as(who))).body).toEqual([]);
  });

  it('a country without a rate: 0% and no_rate', async () => {
    const who = await shop();
    const mug = await product(who, { price: 121 });
    const res = await checkout(who, {
      line_items: [{ product: mug.id, quantity: 1 }],
      shipping_address: address('US'),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ tax_total: 0, total: 100, tax_exempt_reason: 'no_rate', tax_country: 'US' });
  });

  it("a tax-exempt customer group's member pays no VAT", async () => {
    const who = await shop({ ...BELGIUM, prices_include_tax: false });
    const group = await api.request(
      'POST',
      '/customer_groups',
      as(who, { body: { name: 'Embassies', tax_exempt: true } }),
    );
    const customer = await api.request(
      'POST',
      '/customers',
      as(who, { body: { email: `${unique('e')}@example.com`, password: 'secret-123', groups: [group.body.slug] } }),
    );
    expect(customer.status, customer.text).toBe(201);
    const mug = await product(who, { price: 100 });
    const res = await checkout(who, { line_items: [{ product: mug.id, quantity: 1 }], customer_id: customer.body.id });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      tax_total: 0,
      total: 100,
      tax_exempt_reason: 'customer_group',
      reverse_charge: false,
    });
  });

  it("a session's customer in a tax-exempt group pays no VAT, in the preview and the checkout; reverse charge wins", async () => {
    const who = await shop({ ...BELGIUM, prices_include_tax: false });
    const group = await api.request(
      'POST',
      '/customer_groups',
      as(who, { body: { name: 'Diplomats', tax_exempt: true } }),
    );
    const email = `${unique('s')}@example.com`;
    const made = await api.request(
      'POST',
      '/customers?notify=false',
      as(who, { body: { email, password: 'secret-123', groups: [group.body.id] } }),
    );
    expect(made.status, made.text).toBe(201);
    const login = await api.request('POST', '/customers/login', as(who, { body: { email, password: 'secret-123' } }));
    const token = await api.request('POST', '/tokens', {
      ...as(who),
      body: { note: 'storefront', scopes: ['write_orders'], site_id: who.site.id },
    });
    expect(token.status, token.text).toBe(201);
    const mug = await product(who, { price: 100 });
    const storefront = (path: string, body: Record<string, unknown>) =>
      api.request('POST', path, {
        token: token.body.token,
        headers: { 'session-token': login.body.session_token },
        body: { line_items: [{ product: mug.id, quantity: 1 }], ...body },
      });
    const preview = await storefront('/orders/preview', {});
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({ tax_total: 0, total: 100, tax_exempt_reason: 'customer_group', email });
    const placed = await storefront('/orders', {});
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body).toMatchObject({ customer_id: made.body.id, tax_total: 0, tax_exempt_reason: 'customer_group' });
    const business = await storefront('/orders/preview', {
      billing_address: address('DE', { vat_number: 'DE129273398' }),
    });
    expect(business.body).toMatchObject({ reverse_charge: true, tax_exempt_reason: 'reverse_charge' });
  });

  it('an order placed before taxes existed reads as it did: no tax, totals unchanged', async () => {
    const who = await api.owner();
    const mug = await product(who, { price: 12.5 });
    const res = await checkout(who, { line_items: [{ product: mug.id, quantity: 2 }] });
    expect(res.body).toMatchObject({ tax_total: 0, total: 25, tax_country: null, tax_exempt_reason: null });
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: orderKeys.order(who.site.id, res.body.id),
        UpdateExpression:
          'REMOVE tax_total, prices_include_tax, reverse_charge, tax_exempt_reason, tax_country, shipping_tax_lines',
      }),
    );
    const old = await api.request('GET', `/orders/${res.body.id}`, as(who));
    expect(old.body).toMatchObject({
      subtotal: 25,
      total: 25,
      tax_total: 0,
      prices_include_tax: false,
      reverse_charge: false,
      tax_exempt_reason: null,
      shipping_tax_lines: [],
    });
  });
});

describe('POST /orders/preview', () => {
  it('answers the order a checkout would place, priced with tax, shipping and discount, writing nothing', async () => {
    const who = await shop();
    const mug = await product(who, { price: 121 });
    const save = await api.request(
      'POST',
      '/coupons',
      as(who, { body: { code: unique('P'), coupon_type: 'percentage', coupon_percentage: 10 } }),
    );
    const rate = await api.request(
      'POST',
      '/shipping_rates',
      as(who, { body: { name: unique('Post '), price: 6.05 } }),
    );
    const body = {
      line_items: [{ product: mug.slug, quantity: 2 }],
      coupon: save.body.code,
      shipping_rate_id: rate.body.id,
      shipping_address: address('FR'),
    };
    const before = await item(productKeys.product(who.site.id, mug.id));
    const res = await api.request(
      'POST',
      '/orders/preview',
      as(who, { body: { email: 'buyer@example.com', ...body } }),
    );
    expect(res.status, res.text).toBe(200);
    // 2 × 121.00 = 242.00, less 10% = 217.80 incl. BE 21% → net 180.00 + FR 20% 36.00;
    // shipping 6.05 incl. 21% → net 5.00 + 1.00.
    expect(res.body).toMatchObject({
      email: 'buyer@example.com',
      subtotal: 242,
      discount: 24.2,
      shipping: 6.05,
      tax_total: 37,
      total: 222,
      prices_include_tax: true,
      tax_country: 'FR',
      coupon: { code: save.body.code, amount: 24.2 },
    });
    expect(res.body.line_items).toEqual([
      expect.objectContaining({
        product_id: mug.id,
        quantity: 2,
        tax_lines: [{ name: 'FR VAT', rate: 20, amount: 36 }],
      }),
    ]);
    expect(res.body.line_items[0].id).toBeUndefined();
    expect(res.body.id).toBeUndefined();
    // Nothing written: stock, the order counter, the coupon's redemptions, the order list.
    expect(await item(productKeys.product(who.site.id, mug.id))).toEqual(before);
    expect(await item(orderKeys.counter(who.site.id))).toBeUndefined();
    expect((await api.request('GET', `/coupons/${save.body.id}`, as(who))).body.redemption_count ?? 0).toBe(0);
    expect((await api.request('GET', '/orders', as(who))).body).toEqual([]);
    // The checkout of the same body places exactly what the preview showed.
    const placed = await checkout(who, body);
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body).toMatchObject({ subtotal: 242, discount: 24.2, tax_total: 37, total: 222 });
  });

  it('refuses what the checkout would refuse: 422 naming the field, 409 out_of_stock', async () => {
    const who = await shop();
    const mug = await product(who, { price: 10, inventory_quantity: 1 });
    const bad = await api.request(
      'POST',
      '/orders/preview',
      as(who, {
        body: {
          email: 'b@example.com',
          line_items: [{ product: mug.id, quantity: 1 }],
          billing_address: address('DE', { vat_number: 'DE1' }),
        },
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('billing_address.vat_number');
    const short = await api.request(
      'POST',
      '/orders/preview',
      as(who, { body: { email: 'b@example.com', line_items: [{ product: mug.id, quantity: 2 }] } }),
    );
    expect(short.status).toBe(409);
    expect(short.body.code).toBe('out_of_stock');
  });
});
