import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { newId } from '../../lib/db/keys.js';
import { orderKeys } from '../../lib/orders/keys.js';
import { productKeys } from '../../lib/products/keys.js';
import type { Product } from '../../lib/products/product-record.js';
import { unique, useApi, type Owner } from '../helpers/api.js';
import { putProduct } from '../../harness/catalog.js';

const api = useApi();
let owner: Owner;

beforeAll(async () => {
  owner = await api.owner();
});

const as = (who: Owner, extra: Record<string, unknown> = {}) => ({ token: who.token, site: who.site.id, ...extra });

const storedProduct = async (who: Owner, id: string) =>
  (
    await db.send(
      new GetCommand({ TableName: TABLE_NAME, Key: productKeys.product(who.site.id, id), ConsistentRead: true }),
    )
  ).Item as Product;
const counter = async (who: Owner) =>
  (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: orderKeys.counter(who.site.id), ConsistentRead: true })))
    .Item?.last as number | undefined;

const checkout = (who: Owner, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.request('POST', '/orders', as(who, { body, headers }));
const coupon = async (who: Owner, body: Record<string, unknown>) => {
  const res = await api.request('POST', '/coupons', as(who, { body: { code: unique('C'), ...body } }));
  expect(res.status, res.text).toBe(201);
  return res.body;
};
const rate = async (who: Owner, body: Record<string, unknown>) => {
  const res = await api.request('POST', '/shipping_rates', as(who, { body: { name: unique('Rate '), ...body } }));
  expect(res.status, res.text).toBe(201);
  return res.body;
};
const transition = (who: Owner, order: string | number, status: string, note?: string) =>
  api.request('POST', `/orders/${order}/transitions`, as(who, { body: { status, ...(note && { note }) } }));

const address = { name: 'Ada Lovelace', address1: 'Veldstraat 1', zip: '9000', city: 'Gent', country: 'BE' };

describe('POST /orders (checkout)', () => {
  it('prices every line from stored data, takes the stock, redeems the coupon and numbers the order from 1001', async () => {
    const who = await api.owner();
    const mug = await putProduct(who, { price: 1250, inventory_quantity: 5, weight: 0.5, sku: 'MUG' });
    const shirt = await putProduct(who, {
      price: 2000,
      options: ['Size'],
      weight: 0.25,
      variants: [
        { id: newId(), option_values: ['S'], sku: 'SH-S' },
        { id: newId(), option_values: ['XL'], price: 2450 },
      ],
    });
    const [small, xl] = shirt.variants.map((v) => v.id) as [string, string];
    await db.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: { ...productKeys.product(who.site.id, shirt.id), ...shirt, variant_stock: { [small]: 4, [xl]: 2 } },
      }),
    );
    const shipping = await rate(who, { criteria: 'weight', weight_min: 0, weight_max: 5, price: 4.99 });
    const save = await coupon(who, { coupon_type: 'percentage', coupon_percentage: 10 });

    const res = await checkout(who, {
      email: 'ada@example.com',
      shipping_rate_id: shipping.id,
      coupon: save.code.toLowerCase(),
      shipping_address: address,
      note: 'Gift wrap',
      line_items: [
        { product: mug.id, quantity: 2 },
        { product: shirt.slug, variant_id: xl, quantity: 1 },
        { product: shirt.id, variant_id: small, quantity: 1 },
      ],
    });
    expect(res.status, res.text).toBe(201);
    const order = res.body;
    expect(res.headers.get('location')).toBe(`${api.url}/orders/${order.id}`);
    expect(order).toMatchObject({
      number: 1001,
      status: 'pending',
      email: 'ada@example.com',
      currency: 'EUR',
      customer_id: null,
      subtotal: 69.5,
      discount: 6.95,
      shipping: 4.99,
      total: 67.54,
      coupon: { code: save.code, amount: 6.95 },
      shipping_rate: { id: shipping.id, price: 4.99 },
      shipping_address: address,
      billing_address: null,
      note: 'Gift wrap',
      checkout_profile_id: null,
      history: [{ status: 'pending', note: null }],
    });
    expect(order.line_items).toEqual([
      expect.objectContaining({
        product_id: mug.id,
        variant_id: null,
        sku: 'MUG',
        title: mug.name,
        variant_title: null,
        quantity: 2,
        unit_price: 12.5,
        total: 25,
      }),
      expect.objectContaining({
        product_id: shirt.id,
        variant_id: xl,
        sku: null,
        variant_title: 'XL',
        quantity: 1,
        unit_price: 24.5,
        total: 24.5,
      }),
      expect.objectContaining({
        product_id: shirt.id,
        variant_id: small,
        sku: 'SH-S',
        variant_title: 'S',
        quantity: 1,
        unit_price: 20,
        total: 20,
      }),
    ]);
    // What storage holds: stock taken, the coupon redeemed, the counter moved, cents stored.
    expect((await storedProduct(who, mug.id)).inventory_quantity).toBe(3);
    expect((await storedProduct(who, shirt.id)).variant_stock).toEqual({ [small]: 3, [xl]: 1 });
    expect(await counter(who)).toBe(1001);
    const redeemed = await api.request('GET', `/coupons/${save.code}`, as(who));
    expect(redeemed.body).toMatchObject({
      redemption_count: 1,
      redemptions_url: `${api.url}/coupons/${save.id}/redemptions`,
    });
    expect((await api.request('GET', `/coupons/${save.id}`, as(who))).body.redemption_count).toBe(1);
    const listed = await api.request('GET', `/coupons/${save.code.toLowerCase()}/redemptions`, as(who));
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body).toEqual([
      {
        order_id: order.id,
        order_url: order.url,
        order_number: 1001,
        customer_id: null,
        amount: 6.95,
        at: order.created_at,
      },
    ]);
    const stored = (
      await db.send(new GetCommand({ TableName: TABLE_NAME, Key: orderKeys.order(who.site.id, order.id) }))
    ).Item;
    expect(stored).toMatchObject({ subtotal: 6950, discount: 695, shipping: 499, total: 6754 });

    const second = await checkout(who, { email: 'bob@example.com', line_items: [{ product: mug.slug, quantity: 1 }] });
    expect(second.body).toMatchObject({ number: 1002, total: 12.5, coupon: null, shipping_rate: null });
    // Reads by id and by number.
    expect((await api.request('GET', `/orders/${order.id}`, as(who))).body).toEqual(order);
    expect((await api.request('GET', '/orders/1002', as(who))).body.id).toBe(second.body.id);
  });

  it('keeps line items as snapshots: changing or deleting the product later changes no order', async () => {
    const product = await putProduct(owner, { price: 500 });
    const order = (
      await checkout(owner, { email: 'a@example.com', line_items: [{ product: product.id, quantity: 1 }] })
    ).body;
    await db.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: { ...productKeys.product(owner.site.id, product.id), ...product, name: 'Renamed', price: 9900 },
      }),
    );
    const read = await api.request('GET', `/orders/${order.id}`, as(owner));
    expect(read.body.line_items[0]).toMatchObject({ title: product.name, unit_price: 5 });
  });

  it('carries the site currency', async () => {
    const who = await api.owner();
    expect((await api.request('PATCH', '/site', as(who, { body: { currency: 'USD' } }))).status).toBe(200);
    const product = await putProduct(who);
    expect(
      (await checkout(who, { email: 'a@example.com', line_items: [{ product: product.id, quantity: 1 }] })).body
        .currency,
    ).toBe('USD');
  });

  it('validates custom_fields against the checkout profile (custom_fields.<name>) and keeps them', async () => {
    const profile = await api.request(
      'POST',
      '/products/checkout_profiles',
      as(owner, {
        body: {
          name: unique('Profile '),
          customizations: [
            { name: 'gift_message', type: 'string', required: true },
            { name: 'floor', type: 'integer' },
          ],
        },
      }),
    );
    expect(profile.status, profile.text).toBe(201);
    const product = await putProduct(owner);
    const bad = await checkout(owner, {
      email: 'a@example.com',
      checkout_profile: profile.body.slug,
      custom_fields: { floor: 'third' },
      line_items: [{ product: product.id, quantity: 1 }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'custom_fields.floor',
      'custom_fields.gift_message',
    ]);
    const good = await checkout(owner, {
      email: 'a@example.com',
      checkout_profile: profile.body.id,
      custom_fields: { gift_message: 'Hi', floor: 3 },
      line_items: [{ product: product.id, quantity: 1 }],
    });
    expect(good.status, good.text).toBe(201);
    expect(good.body).toMatchObject({
      checkout_profile_id: profile.body.id,
      custom_fields: { gift_message: 'Hi', floor: 3 },
    });
  });

  it.each([
    [
      'a client-sent price',
      (p: Product) => ({ email: 'a@example.com', line_items: [{ product: p.id, quantity: 1, unit_price: 0.01 }] }),
      'line_items.0',
      'unknown_field',
    ],
    [
      'a client-sent total',
      (p: Product) => ({ email: 'a@example.com', total: 0, line_items: [{ product: p.id, quantity: 1 }] }),
      '(body)',
      'unknown_field',
    ],
    ['no lines', () => ({ email: 'a@example.com', line_items: [] }), 'line_items', undefined],
    [
      '51 lines',
      (p: Product) => ({
        email: 'a@example.com',
        line_items: Array.from({ length: 51 }, () => ({ product: p.id, quantity: 1 })),
      }),
      'line_items',
      undefined,
    ],
    [
      'no email and no customer',
      (p: Product) => ({ line_items: [{ product: p.id, quantity: 1 }] }),
      'email',
      'missing',
    ],
    [
      'an unknown product',
      () => ({ email: 'a@example.com', line_items: [{ product: newId(), quantity: 1 }] }),
      'line_items.0.product',
      'not_found',
    ],
    [
      'a zero quantity',
      (p: Product) => ({ email: 'a@example.com', line_items: [{ product: p.id, quantity: 0 }] }),
      'line_items.0.quantity',
      'invalid',
    ],
    [
      'an unknown coupon',
      (p: Product) => ({ email: 'a@example.com', coupon: 'NOSUCH', line_items: [{ product: p.id, quantity: 1 }] }),
      'coupon',
      'not_found',
    ],
    [
      'an unknown shipping rate',
      (p: Product) => ({
        email: 'a@example.com',
        shipping_rate_id: newId(),
        line_items: [{ product: p.id, quantity: 1 }],
      }),
      'shipping_rate_id',
      'not_found',
    ],
    [
      'a country that is not ISO 3166-1',
      (p: Product) => ({
        email: 'a@example.com',
        shipping_address: { ...address, country: 'XX' },
        line_items: [{ product: p.id, quantity: 1 }],
      }),
      'shipping_address.country',
      undefined,
    ],
    [
      'an unknown customer_id',
      (p: Product) => ({ customer_id: newId(), line_items: [{ product: p.id, quantity: 1 }] }),
      'customer_id',
      'not_found',
    ],
    [
      'custom_fields without a checkout profile',
      (p: Product) => ({
        email: 'a@example.com',
        custom_fields: { a: 1 },
        line_items: [{ product: p.id, quantity: 1 }],
      }),
      'custom_fields',
      'not_allowed',
    ],
  ])('answers 422 for %s and changes nothing', async (_label, body, field, code) => {
    const product = await putProduct(owner);
    const before = await counter(owner);
    const res = await checkout(owner, body(product));
    expect(res.status, res.text).toBe(422);
    expect(res.body.errors).toContainEqual(expect.objectContaining(code ? { field, code } : { field }));
    expect((await storedProduct(owner, product.id)).inventory_quantity).toBe(10);
    expect(await counter(owner)).toBe(before);
  });

  it('answers 422 for a draft product, a weight outside the rate, an unlisted zip and an inactive coupon, naming the field', async () => {
    const draft = await putProduct(owner, { status: 'draft' });
    const heavy = await putProduct(owner, { weight: 30 });
    const light = await rate(owner, { criteria: 'weight', weight_max: 10 });
    const local = await rate(owner, { restricted: true, zipcodes: ['9000'] });
    const paused = await coupon(owner, { coupon_type: 'percentage', coupon_percentage: 10, state: 'inactive' });
    const cases: [Record<string, unknown>, string][] = [
      [{ line_items: [{ product: draft.id, quantity: 1 }] }, 'line_items.0.product'],
      [{ coupon: paused.code, line_items: [{ product: heavy.id, quantity: 1 }] }, 'coupon'],
      [{ shipping_rate_id: light.id, line_items: [{ product: heavy.id, quantity: 1 }] }, 'shipping_rate_id'],
      [
        {
          shipping_rate_id: local.id,
          shipping_address: { ...address, zip: '1000' },
          line_items: [{ product: heavy.id, quantity: 1 }],
        },
        'shipping_rate_id',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await checkout(owner, { email: 'a@example.com', ...body });
      expect(res.status, res.text).toBe(422);
      expect(res.body.errors[0].field).toBe(field);
    }
  });

  it('answers 409 out_of_stock with what is left per line, and takes nothing', async () => {
    const scarce = await putProduct(owner, { inventory_quantity: 2 });
    const plenty = await putProduct(owner, { inventory_quantity: 50 });
    const res = await checkout(owner, {
      email: 'a@example.com',
      line_items: [
        { product: plenty.id, quantity: 3 },
        { product: scarce.id, quantity: 2 },
        { product: scarce.slug, quantity: 1 },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'out_of_stock',
      details: {
        lines: [
          { index: 1, available: 2 },
          { index: 2, available: 2 },
        ],
      },
    });
    expect((await storedProduct(owner, plenty.id)).inventory_quantity).toBe(50);
    expect((await storedProduct(owner, scarce.id)).inventory_quantity).toBe(2);
  });

  it('sells an untracked product whatever its stock', async () => {
    const digital = await putProduct(owner, { track_inventory: false, inventory_quantity: 0 });
    const res = await checkout(owner, { email: 'a@example.com', line_items: [{ product: digital.id, quantity: 7 }] });
    expect(res.status, res.text).toBe(201);
    expect((await storedProduct(owner, digital.id)).inventory_quantity).toBe(0);
  });

  it('never oversells: 40 parallel checkouts of a variant with 10 in stock give exactly 10 orders, with unique increasing numbers', async () => {
    const who = await api.owner();
    const variant = newId();
    const product = await putProduct(who, {
      options: ['Size'],
      variants: [{ id: variant, option_values: ['M'] }],
      variant_stock: { [variant]: 10 },
    });
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        checkout(who, {
          email: `buyer${i}@example.com`,
          line_items: [{ product: product.id, variant_id: variant, quantity: 1 }],
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'out_of_stock')).toBe(true);
    expect((await storedProduct(who, product.id)).variant_stock[variant]).toBe(0);
    // A buyer refused at the transaction (the stock went to another meanwhile) may have taken a number: a gap.
    const numbers = results
      .filter((r) => r.status === 201)
      .map((r) => r.body.number as number)
      .sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(10);
    expect(numbers[0]).toBeGreaterThanOrEqual(1001);
    expect(await counter(who)).toBeGreaterThanOrEqual(numbers[9] as number);
  }, 60_000);

  it('redeems a single-use coupon exactly once among 20 parallel checkouts', async () => {
    const who = await api.owner();
    const product = await putProduct(who, { inventory_quantity: 100 });
    const once = await coupon(who, { coupon_type: 'amount', coupon_amount: 5, lifespan: 'single_use' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkout(who, {
          email: `c${i}@example.com`,
          coupon: once.code,
          line_items: [{ product: product.id, quantity: 1 }],
        }),
      ),
    );
    const won = results.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    expect(won[0]?.body.discount).toBe(5);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(
      Array(19).fill('coupon_unavailable'),
    );
    expect((await storedProduct(who, product.id)).inventory_quantity).toBe(99);
    expect((await api.request('GET', `/coupons/${once.id}`, as(who))).body.redemption_count).toBe(1);
    const listed = await api.request('GET', `/coupons/${once.id}/redemptions`, as(who));
    expect(listed.body.map((r: { order_id: string }) => r.order_id)).toEqual([won[0]?.body.id]);
  }, 60_000);

  it('lets a once-per-customer coupon be redeemed once by each customer (a guest is known by email), and a limited one up to its limit', async () => {
    const product = await putProduct(owner, { inventory_quantity: 100 });
    const each = await coupon(owner, {
      coupon_type: 'percentage',
      coupon_percentage: 10,
      lifespan: 'once_per_customer',
    });
    expect(
      (
        await checkout(owner, {
          email: 'Once@example.com',
          coupon: each.code,
          line_items: [{ product: product.id, quantity: 1 }],
        })
      ).status,
    ).toBe(201);
    const again = await checkout(owner, {
      email: 'once@example.com',
      coupon: each.code,
      line_items: [{ product: product.id, quantity: 1 }],
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('coupon_unavailable');
    expect(
      (
        await checkout(owner, {
          email: 'other@example.com',
          coupon: each.code,
          line_items: [{ product: product.id, quantity: 1 }],
        })
      ).status,
    ).toBe(201);
    const limited = await coupon(owner, {
      coupon_type: 'percentage',
      coupon_percentage: 10,
      lifespan: 'limited',
      lifespan_amount: 2,
    });
    const uses = [];
    for (let i = 0; i < 3; i += 1)
      uses.push(
        (
          await checkout(owner, {
            email: `l${i}@example.com`,
            coupon: limited.code,
            line_items: [{ product: product.id, quantity: 1 }],
          })
        ).status,
      );
    expect(uses).toEqual([201, 201, 409]);
  });

  it('refuses to change the code of a redeemed coupon (orders refer to it), but allows a change of case', async () => {
    const product = await putProduct(owner);
    const used = await coupon(owner, { coupon_type: 'free_shipping' });
    expect(
      (
        await checkout(owner, {
          email: 'a@example.com',
          coupon: used.code,
          line_items: [{ product: product.id, quantity: 1 }],
        })
      ).status,
    ).toBe(201);
    const renamed = await api.request('PUT', `/coupons/${used.id}`, as(owner, { body: { code: unique('NEW') } }));
    expect(renamed.status).toBe(409);
    expect(renamed.body.code).toBe('code_locked');
    const recased = await api.request(
      'PUT',
      `/coupons/${used.id}`,
      as(owner, { body: { code: used.code.toLowerCase(), name: 'Still here' } }),
    );
    expect(recased.status, recased.text).toBe(200);
    expect(recased.body.redemption_count).toBe(1);
  });

  it('returns the first order for a retried checkout with the same Idempotency-Key and takes stock once', async () => {
    const product = await putProduct(owner, { inventory_quantity: 5 });
    const body = { email: 'retry@example.com', line_items: [{ product: product.id, quantity: 2 }] };
    const key = unique('checkout-');
    const first = await checkout(owner, body, { 'idempotency-key': key });
    const retry = await checkout(owner, body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.id).toBe(first.body.id);
    expect((await storedProduct(owner, product.id)).inventory_quantity).toBe(3);
  });

  it('places the order for the session customer whatever customer_id says, with their email', async () => {
    const email = `${unique('buyer')}@example.com`;
    const customer = await api.request('POST', '/customers', as(owner, { body: { email, password: 'secret-123' } }));
    const other = await api.request(
      'POST',
      '/customers',
      as(owner, { body: { email: `${unique('x')}@example.com`, password: 'secret-123' } }),
    );
    const session = await api.request(
      'POST',
      '/customers/login',
      as(owner, { body: { email, password: 'secret-123' } }),
    );
    const product = await putProduct(owner);
    const res = await checkout(
      owner,
      { customer_id: other.body.id, line_items: [{ product: product.id, quantity: 1 }] },
      { 'session-token': session.body.session_token },
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ customer_id: customer.body.id, email });
    const expired = await checkout(
      owner,
      { email, line_items: [{ product: product.id, quantity: 1 }] },
      { 'session-token': 'scs_nope' },
    );
    expect(expired.status).toBe(401);
  });
});

describe('checkout over the catalog API', () => {
  it('sells products made through the API: variants, collections and product types decide prices and coupons', async () => {
    const who = await api.owner();
    const post = async (path: string, body: Record<string, unknown>) => {
      const res = await api.request('POST', path, as(who, { body }));
      expect(res.status, res.text).toBe(201);
      return res.body;
    };
    const books = await post('/collections', { name: 'Books' });
    const apparel = await post('/product_types', { name: 'Apparel' });
    const novel = await post('/products', {
      name: 'Novel',
      status: 'active',
      price: 18.5,
      weight: 0.4,
      inventory_quantity: 3,
      collection_ids: [books.id],
    });
    const tee = await post('/products', {
      name: 'Tee',
      status: 'active',
      price: 20,
      product_type_id: apparel.id,
      options: ['Size'],
      variants: [
        { option_values: ['M'], inventory_quantity: 2 },
        { option_values: ['L'], price: 22.5, inventory_quantity: 1 },
      ],
    });
    const [medium, large] = tee.variants.map((v: { id: string }) => v.id);
    const readingWeek = await coupon(who, {
      coupon_type: 'percentage',
      coupon_percentage: 20,
      collection_ids: [books.id],
    });
    const res = await checkout(who, {
      email: 'reader@example.com',
      coupon: readingWeek.code,
      line_items: [
        { product: novel.slug, quantity: 2 },
        { product: tee.id, variant_id: large, quantity: 1 },
        { product: tee.id, variant_id: medium, quantity: 2 },
      ],
    });
    expect(res.status, res.text).toBe(201);
    // 2 × 18.50 + 22.50 + 2 × 20 = 99.50; 20 % off the books only: 7.40.
    expect(res.body).toMatchObject({ subtotal: 99.5, discount: 7.4, total: 92.1 });
    const novelNow = await api.request('GET', `/products/${novel.id}`, as(who));
    expect(novelNow.body.inventory_quantity).toBe(1);
    const teeNow = await api.request('GET', `/products/${tee.id}`, as(who));
    expect(teeNow.body.variants.map((v: { inventory_quantity: number }) => v.inventory_quantity)).toEqual([0, 0]);
    const more = await checkout(who, {
      email: 'reader@example.com',
      line_items: [{ product: tee.id, variant_id: large, quantity: 1 }],
    });
    expect(more.status).toBe(409);
    expect(more.body.details.lines).toEqual([{ index: 0, available: 0 }]);
    // A coupon for the apparel type does not apply to a book-only order.
    const teeWeek = await coupon(who, { coupon_type: 'amount', coupon_amount: 5, product_type_ids: [apparel.id] });
    const bookOnly = await checkout(who, {
      email: 'reader@example.com',
      coupon: teeWeek.code,
      line_items: [{ product: novel.id, quantity: 1 }],
    });
    expect(bookOnly.status).toBe(422);
    expect(bookOnly.body.errors[0]).toMatchObject({ field: 'coupon', code: 'not_applicable' });
    // Cancelling gives the variants' stock back, visible through the catalog API.
    expect((await transition(who, res.body.id, 'cancelled')).status).toBe(200);
    const restocked = await api.request('GET', `/products/${tee.id}`, as(who));
    expect(restocked.body.variants.map((v: { inventory_quantity: number }) => v.inventory_quantity)).toEqual([2, 1]);
  });
});

describe('order transitions', () => {
  const place = async (who: Owner, product: Product, extra: Record<string, unknown> = {}) => {
    const res = await checkout(who, {
      email: 'a@example.com',
      line_items: [{ product: product.id, quantity: 2 }],
      ...extra,
    });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };

  it('moves pending → paid → fulfilled with a history, and answers 409 invalid_transition with the allowed moves otherwise', async () => {
    const order = await place(owner, await putProduct(owner));
    const paid = await transition(owner, order.id, 'paid', 'Card captured');
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('paid');
    const wrong = await transition(owner, order.number, 'pending');
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({
      code: 'invalid_transition',
      details: { from: 'paid', allowed: ['fulfilled', 'cancelled'] },
    });
    const done = await transition(owner, order.number, 'fulfilled');
    expect(done.body.history.map((h: { status: string; note: string | null }) => [h.status, h.note])).toEqual([
      ['pending', null],
      ['paid', 'Card captured'],
      ['fulfilled', null],
    ]);
    const after = await transition(owner, order.id, 'cancelled');
    expect(after.body.details).toEqual({ from: 'fulfilled', allowed: [] });
    expect((await api.request('GET', `/orders/${order.id}`, as(owner))).body.status).toBe('fulfilled');
  });

  it('gives the stock and the coupon back when an order is cancelled, so a single-use coupon works again', async () => {
    const product = await putProduct(owner, { inventory_quantity: 4 });
    const once = await coupon(owner, { coupon_type: 'percentage', coupon_percentage: 50, lifespan: 'single_use' });
    const order = await place(owner, product, { coupon: once.code });
    expect((await storedProduct(owner, product.id)).inventory_quantity).toBe(2);
    expect(
      (
        await checkout(owner, {
          email: 'b@example.com',
          coupon: once.code,
          line_items: [{ product: product.id, quantity: 1 }],
        })
      ).status,
    ).toBe(409);
    const cancelled = await transition(owner, order.id, 'cancelled', 'Customer asked');
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await storedProduct(owner, product.id)).inventory_quantity).toBe(4);
    expect((await api.request('GET', `/coupons/${once.code}`, as(owner))).body.redemption_count).toBe(0);
    expect((await api.request('GET', `/coupons/${once.id}`, as(owner))).body.redemption_count).toBe(0);
    expect((await api.request('GET', `/coupons/${once.id}/redemptions`, as(owner))).body).toEqual([]);
    const reused = await checkout(owner, {
      email: 'b@example.com',
      coupon: once.code,
      line_items: [{ product: product.id, quantity: 1 }],
    });
    expect(reused.status, reused.text).toBe(201);
  });

  it('cancels an order whose product was deleted since, giving back what still exists', async () => {
    const kept = await putProduct(owner, { inventory_quantity: 5 });
    const dropped = await putProduct(owner, { inventory_quantity: 5 });
    const order = (
      await checkout(owner, {
        email: 'a@example.com',
        line_items: [
          { product: kept.id, quantity: 1 },
          { product: dropped.id, quantity: 1 },
        ],
      })
    ).body;
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: productKeys.product(owner.site.id, dropped.id) }));
    const res = await transition(owner, order.id, 'cancelled');
    expect(res.status, res.text).toBe(200);
    expect((await storedProduct(owner, kept.id)).inventory_quantity).toBe(5);
    expect(await storedProduct(owner, dropped.id)).toBeUndefined();
  });

  it('lets exactly one of a cancel and a fulfil racing on a paid order win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const product = await putProduct(owner, { inventory_quantity: 10 });
      const order = await place(owner, product);
      expect((await transition(owner, order.id, 'paid')).status).toBe(200);
      // Marked paid by hand, it holds a manual payment: refunded first, so that it may be cancelled.
      const refund = await api.request('POST', `/orders/${order.id}/refunds`, { ...as(owner), body: {} });
      expect(refund.status, refund.text).toBe(201);
      const [cancel, fulfil] = await Promise.all([
        transition(owner, order.id, 'cancelled'),
        transition(owner, order.id, 'fulfilled'),
      ]);
      expect([cancel.status, fulfil.status].sort()).toEqual([200, 409]);
      const loser = cancel.status === 409 ? cancel : fulfil;
      expect(loser.body.code).toBe('invalid_transition');
      const final = (await api.request('GET', `/orders/${order.id}`, as(owner))).body;
      expect(final.status).toBe(cancel.status === 200 ? 'cancelled' : 'fulfilled');
      expect(final.history).toHaveLength(3);
      expect((await storedProduct(owner, product.id)).inventory_quantity).toBe(cancel.status === 200 ? 10 : 8);
    }
  });
});

describe('GET /orders', () => {
  it('lists newest first in pages, filtered by status, customer and creation time', async () => {
    const who = await api.owner();
    const product = await putProduct(who, { inventory_quantity: 100 });
    const customer = (
      await api.request(
        'POST',
        '/customers',
        as(who, { body: { email: `${unique('c')}@example.com`, password: 'secret-123' } }),
      )
    ).body;
    const placed = [];
    for (let i = 0; i < 4; i += 1) {
      placed.push(
        (
          await checkout(who, {
            ...(i % 2 ? { customer_id: customer.id } : { email: `g${i}@example.com` }),
            line_items: [{ product: product.id, quantity: 1 }],
          })
        ).body,
      );
    }
    await transition(who, placed[1].id, 'paid');
    const first = await api.request('GET', '/orders?per_page=3', as(who));
    expect(first.body.map((o: { number: number }) => o.number)).toEqual([1004, 1003, 1002]);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1] as string;
    const rest = await api.request('GET', next.replace(api.url, ''), as(who));
    expect(rest.body.map((o: { number: number }) => o.number)).toEqual([1001]);
    expect(rest.headers.get('link') ?? '').not.toContain('rel="next"');
    expect((await api.request('GET', '/orders?status=paid', as(who))).body.map((o: { id: string }) => o.id)).toEqual([
      placed[1].id,
    ]);
    expect(
      (await api.request('GET', `/orders?customer=${customer.id}`, as(who))).body.map(
        (o: { number: number }) => o.number,
      ),
    ).toEqual([1004, 1002]);
    const later = new Date(Date.parse(placed[3].created_at) + 1000).toISOString();
    expect((await api.request('GET', `/orders?created_after=${later}`, as(who))).body).toEqual([]);
    expect(
      (await api.request('GET', `/orders?created_before=${later}&created_after=${placed[0].created_at}`, as(who))).body,
    ).toHaveLength(4);
    expect((await api.request('GET', `/orders?created_before=${placed[0].created_at}`, as(who))).body).toEqual([]);
    // The list query language: filters, and the orders the key serves both ways.
    expect(
      (await api.request('GET', '/orders?where[status]=paid', as(who))).body.map((o: { id: string }) => o.id),
    ).toEqual([placed[1].id]);
    expect(
      (await api.request('GET', '/orders?sort=number&where[number][gte]=1002', as(who))).body.map(
        (o: { number: number }) => o.number,
      ),
    ).toEqual([1002, 1003, 1004]);
    expect(
      (await api.request('GET', `/orders?where[customer_id]=${customer.id}&sort=created_at`, as(who))).body.map(
        (o: { number: number }) => o.number,
      ),
    ).toEqual([1002, 1004]);
    expect((await api.request('GET', '/orders?where[total][gt]=10', as(who))).body).toHaveLength(0);
    expect((await api.request('GET', '/orders?where[total][lte]=10', as(who))).body).toHaveLength(4);
    const unknown = await api.request('GET', '/orders?where[colour]=red', as(who));
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].field).toBe('where[colour]');
    const badStatus = await api.request('GET', '/orders?where[status]=shipped', as(who));
    expect(badStatus.status).toBe(422);
  });

  it("shows a customer session only its own orders: another customer's is 404", async () => {
    const who = await api.owner();
    const product = await putProduct(who, { inventory_quantity: 100 });
    const signIn = async () => {
      const email = `${unique('s')}@example.com`;
      const made = await api.request('POST', '/customers', as(who, { body: { email, password: 'secret-123' } }));
      const session = await api.request(
        'POST',
        '/customers/login',
        as(who, { body: { email, password: 'secret-123' } }),
      );
      return { id: made.body.id as string, session: { 'session-token': session.body.session_token as string } };
    };
    const [ada, bob] = await Promise.all([signIn(), signIn()]);
    const adas = (await checkout(who, { line_items: [{ product: product.id, quantity: 1 }] }, ada.session)).body;
    const bobs = (await checkout(who, { line_items: [{ product: product.id, quantity: 1 }] }, bob.session)).body;
    const list = await api.request('GET', '/orders', as(who, { headers: ada.session }));
    expect(list.body.map((o: { id: string }) => o.id)).toEqual([adas.id]);
    expect((await api.request('GET', `/orders?customer=${bob.id}`, as(who, { headers: ada.session }))).body).toEqual(
      [],
    );
    expect((await api.request('GET', `/orders/${bobs.id}`, as(who, { headers: ada.session }))).status).toBe(404);
    expect((await api.request('GET', `/orders/${adas.number}`, as(who, { headers: ada.session }))).status).toBe(200);
    // A customer may cancel their own pending order, and nothing else.
    expect(
      (
        await api.request(
          'POST',
          `/orders/${adas.id}/transitions`,
          as(who, { headers: ada.session, body: { status: 'paid' } }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await api.request(
          'POST',
          `/orders/${bobs.id}/transitions`,
          as(who, { headers: ada.session, body: { status: 'cancelled' } }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await api.request(
          'POST',
          `/orders/${adas.id}/transitions`,
          as(who, { headers: ada.session, body: { status: 'cancelled' } }),
        )
      ).status,
    ).toBe(200);
  });

  it("never shows or changes another site's orders (404)", async () => {
    const product = await putProduct(owner);
    const order = (
      await checkout(owner, { email: 'a@example.com', line_items: [{ product: product.id, quantity: 1 }] })
    ).body;
    const other = await api.owner();
    expect((await api.request('GET', `/orders/${order.id}`, as(other))).status).toBe(404);
    expect((await transition(other, order.id, 'paid')).status).toBe(404);
    expect((await api.request('GET', '/orders', as(other))).body).toEqual([]);
    // Another site's product cannot be ordered either.
    const stolen = await checkout(other, {
      email: 'a@example.com',
      line_items: [{ product: product.id, quantity: 1 }],
    });
    expect(stolen.status).toBe(422);
  });
});

describe('order round trips', () => {
  it('checks out in 4 requests (the number outside the transaction), transitions in 3, reads in 1 and lists in 2', async () => {
    const product = await putProduct(owner, { inventory_quantity: 100 });
    const shipping = await rate(owner, {});
    const save = await coupon(owner, { coupon_type: 'percentage', coupon_percentage: 5 });
    let order: { id: string } | undefined;
    expect(
      await api.countRequests(async () => {
        order = (
          await checkout(owner, {
            email: 'a@example.com',
            coupon: save.code,
            shipping_rate_id: shipping.id,
            line_items: [{ product: product.id, quantity: 1 }],
          })
        ).body;
      }),
    ).toBe(4);
    expect(await api.countRequests(() => transition(owner, order!.id, 'cancelled'))).toBe(3);
    // By id the order is read with the token in one BatchGetItem.
    expect(await api.countRequests(() => api.request('GET', `/orders/${order!.id}`, as(owner)))).toBe(1);
    expect(await api.countRequests(() => api.request('GET', '/orders', as(owner)))).toBe(2);
  });

  it('fits a 50-line order of 50 products in one transaction', async () => {
    const who = await api.owner();
    const products = await Promise.all(Array.from({ length: 50 }, () => putProduct(who, { inventory_quantity: 3 })));
    const save = await coupon(who, { coupon_type: 'percentage', coupon_percentage: 5 });
    const res = await checkout(who, {
      email: 'big@example.com',
      coupon: save.code,
      line_items: products.map((p) => ({ product: p.id, quantity: 2 })),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.line_items).toHaveLength(50);
    expect(res.body.subtotal).toBe(1000);
    expect((await storedProduct(who, products[49]!.id)).inventory_quantity).toBe(1);
  });
});
