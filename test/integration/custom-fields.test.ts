import { GetCommand } from '@aws-sdk/lib-dynamodb';
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

const as = (who: Owner, extra: Record<string, unknown> = {}) => ({ token: who.token, site: who.site.id, ...extra });

const customerFields = [
  { name: 'nickname', type: 'string' },
  { name: 'bio', type: 'text' },
  { name: 'shoe_size', type: 'integer' },
  { name: 'height', type: 'number' },
  { name: 'vip', type: 'boolean' },
  { name: 'birthday', type: 'date' },
  { name: 'work_email', type: 'email' },
  { name: 'homepage', type: 'url' },
  { name: 'tier', type: 'select', select_options: [{ name: 'Gold' }, { name: 'Silver' }] },
  { name: 'loyalty_number', type: 'string', unique: true },
  { name: 'member_since', type: 'date', immutable: true },
  { name: 'tax_id', type: 'string', encrypted: true },
  { name: 'internal_note', type: 'string', private_storage: true },
];

const storedCustomer = async (who: Owner, id: string) =>
  (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: { pk: sitePk(who.site.id, 'CUSTOMER'), sk: id } }))).Item;

const createCustomer = (who: Owner, custom_fields: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  api.request(
    'POST',
    '/customers',
    as(who, { body: { email: `${unique('cf')}@example.com`, password: 'secret-123', custom_fields, ...extra } }),
  );

describe('site custom field definitions', () => {
  it('answers an empty list with an ETag before any is defined', async () => {
    const res = await api.request('GET', '/customers/customizations', as(other));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ customizations: [], updated_at: null });
    expect(res.headers.get('etag')).toMatch(/^"/);
  });

  it('replaces the customer fields, keeps ids by name, and honours If-Match', async () => {
    const first = await api.request(
      'PUT',
      '/customers/customizations',
      as(owner, { body: { customizations: customerFields } }),
    );
    expect(first.status).toBe(200);
    expect(first.body.customizations.map((c: { name: string }) => c.name)).toEqual(customerFields.map((c) => c.name));
    expect(first.body.customizations[8].select_options.map((o: { slug: string }) => o.slug)).toEqual([
      'gold',
      'silver',
    ]);
    const etag = first.headers.get('etag')!;
    const read = await api.request('GET', '/customers/customizations', as(owner));
    expect(read.headers.get('etag')).toBe(etag);
    expect(read.body).toEqual(first.body);

    const again = await api.request(
      'PUT',
      '/customers/customizations',
      as(owner, { body: { customizations: customerFields }, headers: { 'if-match': etag } }),
    );
    expect(again.status).toBe(200);
    expect(again.body.customizations[0].id).toBe(first.body.customizations[0].id);
    expect(again.headers.get('etag')).not.toBe(etag);

    const stale = await api.request(
      'PUT',
      '/customers/customizations',
      as(owner, { body: { customizations: [] }, headers: { 'if-match': etag } }),
    );
    expect(stale.status).toBe(412);
    expect((await api.request('GET', '/customers/customizations', as(owner))).body.customizations).toHaveLength(
      customerFields.length,
    );
  });

  it('refuses a type custom fields do not take, and repeated names', async () => {
    const res = await api.request(
      'PUT',
      '/customers/customizations',
      as(other, {
        body: {
          customizations: [
            { name: 'avatar', type: 'file' },
            { name: 'a', type: 'string' },
            { name: 'a', type: 'string' },
          ],
        },
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'customizations.0.type', code: 'not_supported' }),
        expect.objectContaining({ field: 'customizations.2.name', code: 'duplicate' }),
      ]),
    );
  });

  it('needs the scopes: read_customers to read, write_customers to replace', async () => {
    const reader = await api.siteToken(other, ['read_customers']);
    expect((await api.request('GET', '/customers/customizations', { token: reader })).status).toBe(200);
    expect(
      (await api.request('PUT', '/customers/customizations', { token: reader, body: { customizations: [] } })).status,
    ).toBe(403);
    const products = await api.siteToken(other, ['read_products']);
    expect((await api.request('GET', '/customers/customizations', { token: products })).status).toBe(403);
    expect((await api.request('GET', '/products/customizations', { token: products })).status).toBe(200);
  });
});

describe('customer custom fields', () => {
  it('stores every type, sealed when encrypted, and shows it decrypted to the scope', async () => {
    const values = {
      nickname: 'Ada',
      bio: 'Long text',
      shoe_size: 38,
      height: 1.65,
      vip: true,
      birthday: '1815-12-10',
      work_email: 'ada@example.com',
      homepage: 'https://example.com/ada',
      tier: 'gold',
      loyalty_number: unique('L'),
      member_since: '2020-01-01',
      tax_id: 'SECRET-TAX',
      internal_note: 'pays late',
    };
    const res = await createCustomer(owner, values);
    expect(res.status).toBe(201);
    expect(res.body.custom_fields).toEqual(values);
    const stored = await storedCustomer(owner, res.body.id);
    expect(JSON.stringify(stored)).not.toContain('SECRET-TAX');
    expect(stored?.custom_fields.tax_id.$sealed).toMatch(/^v1\./);
    const read = await api.request('GET', `/customers/${res.body.id}`, as(owner));
    expect(read.body.custom_fields).toEqual(values);
    const list = await api.request('GET', '/customers', as(owner));
    expect(list.body.find((c: { id: string }) => c.id === res.body.id).custom_fields.tax_id).toBe('SECRET-TAX');
  });

  it('refuses each value that does not fit its type, naming custom_fields.<name>, and writes nothing', async () => {
    const email = `${unique('bad')}@example.com`;
    const res = await api.request(
      'POST',
      '/customers',
      as(owner, {
        body: {
          email,
          password: 'secret-123',
          custom_fields: {
            nickname: 5,
            bio: false,
            shoe_size: 1.5,
            height: 'tall',
            vip: 'yes',
            birthday: '2020-02-30',
            work_email: 'nope',
            homepage: 'ftp://x',
            tier: 'bronze',
            unknown_one: 1,
          },
        },
      }),
    );
    expect(res.status).toBe(422);
    const codes = Object.fromEntries(res.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]));
    expect(codes).toEqual({
      'custom_fields.nickname': 'invalid',
      'custom_fields.bio': 'invalid',
      'custom_fields.shoe_size': 'invalid',
      'custom_fields.height': 'invalid',
      'custom_fields.vip': 'invalid',
      'custom_fields.birthday': 'invalid',
      'custom_fields.work_email': 'invalid',
      'custom_fields.homepage': 'invalid',
      'custom_fields.tier': 'not_allowed',
      'custom_fields.unknown_one': 'unknown_field',
    });
    const found = await api.request('GET', `/customers/${encodeURIComponent(email)}`, as(owner));
    expect(found.status).toBe(404);
  });

  it('refuses a second customer with the same unique value (taken), case-insensitively, and frees it on change and delete', async () => {
    const value = unique('LOY');
    const first = await createCustomer(owner, { loyalty_number: value });
    expect(first.status).toBe(201);
    const second = await createCustomer(owner, { loyalty_number: value.toLowerCase() });
    expect(second.status).toBe(422);
    expect(second.body.errors).toEqual([
      expect.objectContaining({ field: 'custom_fields.loyalty_number', code: 'taken' }),
    ]);
    const third = await createCustomer(owner, {});
    const clash = await api.request(
      'PUT',
      `/customers/${third.body.id}`,
      as(owner, { body: { custom_fields: { loyalty_number: value } } }),
    );
    expect(clash.status).toBe(422);
    expect(clash.body.errors[0]).toMatchObject({ field: 'custom_fields.loyalty_number', code: 'taken' });
    expect((await storedCustomer(owner, third.body.id))?.custom_fields).toEqual({});

    expect(
      (
        await api.request(
          'PUT',
          `/customers/${first.body.id}`,
          as(owner, { body: { custom_fields: { loyalty_number: unique('NEW') } } }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await api.request(
          'PUT',
          `/customers/${third.body.id}`,
          as(owner, { body: { custom_fields: { loyalty_number: value } } }),
        )
      ).status,
    ).toBe(200);
    expect((await api.request('DELETE', `/customers/${third.body.id}`, as(owner))).status).toBe(204);
    expect((await createCustomer(owner, { loyalty_number: value })).status).toBe(201);
  });

  it('refuses a change of an immutable field after creation', async () => {
    const made = await createCustomer(owner, { member_since: '2021-05-01' });
    const res = await api.request(
      'PUT',
      `/customers/${made.body.id}`,
      as(owner, { body: { custom_fields: { member_since: '2022-01-01' } } }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ field: 'custom_fields.member_since', code: 'immutable' }),
    ]);
    const same = await api.request(
      'PUT',
      `/customers/${made.body.id}`,
      as(owner, { body: { custom_fields: { member_since: '2021-05-01', nickname: 'A' } } }),
    );
    expect(same.status).toBe(200);
    expect(same.body.custom_fields).toEqual({ member_since: '2021-05-01', nickname: 'A' });
  });

  it('merges field by field on update and clears with null', async () => {
    const made = await createCustomer(owner, { nickname: 'A', vip: true });
    const res = await api.request(
      'PUT',
      `/customers/${made.body.id}`,
      as(owner, { body: { custom_fields: { nickname: null, shoe_size: 40 } } }),
    );
    expect(res.status).toBe(200);
    expect(res.body.custom_fields).toEqual({ vip: true, shoe_size: 40 });
  });

  it("never shows private or encrypted fields to the customer's own session", async () => {
    const email = `${unique('self')}@example.com`;
    await createCustomer(owner, { internal_note: 'watch', tax_id: 'T-1', nickname: 'me' }, { email });
    const login = await api.request('POST', '/customers/login', as(owner, { body: { email, password: 'secret-123' } }));
    expect(login.status).toBe(201);
    expect(login.body.customer.custom_fields).toEqual({ nickname: 'me' });
  });
});

describe('definitions changed later', () => {
  it('rewrites no record: a value that no longer fits is shown as stored and refused on the next write', async () => {
    const site = await api.owner();
    expect(
      (
        await api.request(
          'PUT',
          '/customers/customizations',
          as(site, { body: { customizations: [{ name: 'code', type: 'string' }] } }),
        )
      ).status,
    ).toBe(200);
    const made = await createCustomer(site, { code: 'abc' });
    expect(made.status).toBe(201);
    const changed = await api.request(
      'PUT',
      '/customers/customizations',
      as(site, {
        body: {
          customizations: [
            { name: 'code', type: 'integer' },
            { name: 'must', type: 'string', required: true },
          ],
        },
      }),
    );
    expect(changed.status).toBe(200);
    expect((await api.request('GET', `/customers/${made.body.id}`, as(site))).body.custom_fields).toEqual({
      code: 'abc',
    });
    const write = await api.request('PUT', `/customers/${made.body.id}`, as(site, { body: { first_name: 'X' } }));
    expect(write.status).toBe(422);
    expect(write.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['custom_fields.code', 'invalid'],
      ['custom_fields.must', 'missing'],
    ]);
    const fixed = await api.request(
      'PUT',
      `/customers/${made.body.id}`,
      as(site, { body: { custom_fields: { code: 7, must: 'yes' } } }),
    );
    expect(fixed.status).toBe(200);
    expect(fixed.body.custom_fields).toEqual({ code: 7, must: 'yes' });
  });
});

describe('request budget', () => {
  it('a customer write with custom fields makes at most 3 DynamoDB requests, claims included', async () => {
    const made = await createCustomer(owner, {});
    // The token, the site's customer fields (and the customer, by id) in one read; then one transaction with the claims.
    const create = await api.countRequests(() => createCustomer(owner, { nickname: 'b', loyalty_number: unique('B') }));
    expect(create).toBe(2);
    const update = await api.countRequests(() =>
      api.request(
        'PUT',
        `/customers/${made.body.id}`,
        as(owner, { body: { custom_fields: { loyalty_number: unique('C'), shoe_size: 41 } } }),
      ),
    );
    expect(update).toBe(2);
    const definitions = await api.countRequests(() => api.request('GET', '/customers/customizations', as(owner)));
    expect(definitions).toBe(1);
  });
});

describe('product custom fields', () => {
  let site: Owner;
  let typeId: string;
  beforeAll(async () => {
    site = await api.owner();
    const type = await api.request(
      'POST',
      '/product_types',
      as(site, { body: { name: 'Book', customizations: [{ name: 'pages', type: 'integer', required: true }] } }),
    );
    typeId = type.body.id;
    const fields = await api.request(
      'PUT',
      '/products/customizations',
      as(site, {
        body: {
          customizations: [
            { name: 'gtin', type: 'string', unique: true },
            { name: 'supplier_cost', type: 'number', encrypted: true },
            { name: 'batch', type: 'string', immutable: true },
            { name: 'origin', type: 'select', select_options: [{ name: 'EU' }, { name: 'US' }] },
          ],
        },
      }),
    );
    expect(fields.status).toBe(200);
  });

  const createProduct = (custom_fields: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    api.request('POST', '/products', as(site, { body: { name: unique('P '), price: 1, custom_fields, ...extra } }));

  it("has the site's product fields plus its type's, checked together", async () => {
    const bad = await createProduct({ gtin: 5, origin: 'mars' }, { product_type_id: typeId });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]).sort()).toEqual([
      ['custom_fields.gtin', 'invalid'],
      ['custom_fields.origin', 'not_allowed'],
      ['custom_fields.pages', 'missing'],
    ]);
    const good = await createProduct(
      { gtin: unique('G'), origin: 'eu', pages: 100, supplier_cost: 2.5, batch: 'B1' },
      { product_type_id: typeId },
    );
    expect(good.status).toBe(201);
    expect(good.body.custom_fields).toMatchObject({ origin: 'eu', pages: 100, supplier_cost: 2.5, batch: 'B1' });
    const item = (
      await db.send(
        new GetCommand({ TableName: TABLE_NAME, Key: { pk: sitePk(site.site.id, 'PRODUCT'), sk: good.body.id } }),
      )
    ).Item;
    expect(item?.custom_fields.supplier_cost.$sealed).toMatch(/^v1\./);
    expect((await api.request('GET', `/products/${good.body.id}`, as(site))).body.custom_fields.supplier_cost).toBe(
      2.5,
    );
    const immutable = await api.request(
      'PUT',
      `/products/${good.body.id}`,
      as(site, { body: { custom_fields: { batch: 'B2' } } }),
    );
    expect(immutable.status).toBe(422);
    expect(immutable.body.errors).toEqual([
      expect.objectContaining({ field: 'custom_fields.batch', code: 'immutable' }),
    ]);
  });

  it('refuses a second product with the same unique value (taken)', async () => {
    const gtin = unique('GT');
    expect((await createProduct({ gtin })).status).toBe(201);
    const again = await createProduct({ gtin });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([expect.objectContaining({ field: 'custom_fields.gtin', code: 'taken' })]);
  });

  it("refuses a site field a product type defines too, on the PUT and on the product's write", async () => {
    const clash = await api.request(
      'PUT',
      '/products/customizations',
      as(site, { body: { customizations: [{ name: 'pages', type: 'string' }] } }),
    );
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toEqual([
      expect.objectContaining({ field: 'customizations.0.name', code: 'field_clash' }),
    ]);
    const later = await api.request(
      'POST',
      '/product_types',
      as(site, { body: { name: 'Clashing', customizations: [{ name: 'gtin', type: 'string' }] } }),
    );
    const res = await createProduct({}, { product_type_id: later.body.id });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'product_type_id', code: 'field_clash' })]);
  });

  it.each(['customizations', 'count'])('refuses the reserved slug %s on create and rename', async (slug) => {
    const made = await createProduct({}, { slug });
    expect(made.status).toBe(422);
    expect(made.body.errors[0]).toMatchObject({ field: 'slug', code: 'reserved' });
    const other = await createProduct({});
    const renamed = await api.request('PUT', `/products/${other.body.id}`, as(site, { body: { slug } }));
    expect(renamed.status).toBe(422);
  });

  it('routes /products/customizations to the definitions, not to a product', async () => {
    const res = await api.request('GET', '/products/customizations', as(site));
    expect(res.status).toBe(200);
    expect(res.body.customizations.map((c: { name: string }) => c.name)).toEqual([
      'gtin',
      'supplier_cost',
      'batch',
      'origin',
    ]);
  });
});
