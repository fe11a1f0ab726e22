import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db/client.js';
import { createRecord } from '../../lib/db/entity.js';
import { StaleRead } from '../../lib/db/optimistic-retry.js';
import { type Product, toProduct } from '../../lib/products/product-record.js';
import { products } from '../../lib/products/products.js';
import { productKeys } from '../../lib/products/keys.js';
import { vendorKeys } from '../../lib/vendors/keys.js';
import { fanOutVendor } from '../../lib/vendors/vendor-fanout.js';
import { eventually } from '../../harness/eventually.js';
import { startReceiver, type Received, type Receiver } from '../../harness/webhook-receiver.js';
import { useApi, unique, type Owner } from '../helpers/api.js';
import { readItem as item } from '../../lib/db/one-item.js';

const api = useApi({ events: true, queues: true });
let owner: Owner;
let receiver: Receiver;
beforeAll(async () => {
  owner = await api.owner();
  receiver = await startReceiver();
  const webhook = await api.request('POST', '/webhooks', {
    token: owner.token,
    site: owner.site.id,
    body: { url: `${receiver.url}/vendors`, events: ['vendor.*'] },
  });
  expect(webhook.status, webhook.text).toBe(201);
});
afterAll(async () => {
  await receiver.close();
});

const as = (who: Owner, extra: Record<string, unknown> = {}) => ({ token: who.token, site: who.site.id, ...extra });

const makeVendor = async (body: Record<string, unknown> = {}, who: Owner = owner) => {
  const res = await api.request('POST', '/vendors', as(who, { body: { name: unique('Vendor '), ...body } }));
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; slug: string; name: string };
};

const makeProduct = async (body: Record<string, unknown> = {}, who: Owner = owner) => {
  const res = await api.request(
    'POST',
    '/products',
    as(who, { body: { name: unique('Product '), status: 'active', price: 10, inventory_quantity: 10, ...body } }),
  );
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; slug: string; vendor: { id: string; slug: string; name: string } | null };
};

describe('vendors', () => {
  it('creates a vendor: 201, Location, defaults, slug claim stored', async () => {
    const res = await api.request('POST', '/vendors', as(owner, { body: { name: 'Acme Tools' } }));
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('location')).toBe(`${api.url}/vendors/${res.body.id}`);
    expect(res.body).toMatchObject({
      url: res.headers.get('location'),
      slug: 'acme-tools',
      name: 'Acme Tools',
      description: '',
    });
    expect(await item(vendorKeys.vendorSlug(owner.site.id, 'acme-tools'))).toMatchObject({ vendor_id: res.body.id });
    expect(await item(vendorKeys.vendor(owner.site.id, res.body.id))).toMatchObject({ name: 'Acme Tools', version: 1 });
  });

  it('reads a vendor by id and by slug, lists them, 404s an unknown one', async () => {
    const vendor = await makeVendor({ description: 'Makes mugs' });
    const byId = await api.request('GET', `/vendors/${vendor.id}`, as(owner));
    const bySlug = await api.request('GET', `/vendors/${vendor.slug}`, as(owner));
    expect(byId.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
    expect(byId.body.description).toBe('Makes mugs');
    const list = await api.request('GET', '/vendors?per_page=100', as(owner));
    expect(list.status).toBe(200);
    expect(list.body.map((v: { id: string }) => v.id)).toContain(vendor.id);
    const missing = await api.request('GET', '/vendors/no-such-vendor', as(owner));
    expect(missing.status).toBe(404);
  });

  it('refuses a taken slug (409 slug_taken) and a reserved one (422), writing nothing', async () => {
    const vendor = await makeVendor();
    const taken = await api.request('POST', '/vendors', as(owner, { body: { name: 'Other', slug: vendor.slug } }));
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('slug_taken');
    // The words that name routes beside any list's items (`/vendors/count`), as for collections.
    const reserved = await api.request('POST', '/vendors', as(owner, { body: { name: 'X', slug: 'count' } }));
    expect(reserved.status).toBe(422);
    expect(reserved.body.errors).toEqual([expect.objectContaining({ field: 'slug', code: 'reserved' })]);
    const renamed = await api.request('PUT', `/vendors/${vendor.id}`, as(owner, { body: { slug: 'Count' } }));
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual([expect.objectContaining({ field: 'slug', code: 'reserved' })]);
    expect(await item(vendorKeys.vendorSlug(owner.site.id, 'count'))).toBeUndefined();
  });

  it('updates the fields given and moves the slug claim', async () => {
    const vendor = await makeVendor();
    const slug = unique('moved-');
    const res = await api.request('PUT', `/vendors/${vendor.slug}`, as(owner, { body: { name: 'Renamed', slug } }));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: vendor.id, name: 'Renamed', slug });
    expect(await item(vendorKeys.vendorSlug(owner.site.id, vendor.slug))).toBeUndefined();
    expect(await item(vendorKeys.vendorSlug(owner.site.id, slug))).toMatchObject({ vendor_id: vendor.id });
  });

  it('gives a product its vendor by slug or id, shows {id, slug, name}, and refuses an unknown one', async () => {
    const vendor = await makeVendor();
    const bySlug = await makeProduct({ vendor: vendor.slug });
    expect(bySlug.vendor).toEqual({ id: vendor.id, slug: vendor.slug, name: vendor.name });
    const byId = await makeProduct({ vendor: vendor.id });
    expect(byId.vendor).toEqual({ id: vendor.id, slug: vendor.slug, name: vendor.name });
    const stored = await item(productKeys.product(owner.site.id, bySlug.id));
    expect(stored).toMatchObject({ gsi2pk: vendorKeys.productIndex(owner.site.id, vendor.id), gsi2sk: bySlug.id });

    const unknown = await api.request(
      'POST',
      '/products',
      as(owner, { body: { name: unique('P '), vendor: 'no-such-vendor' } }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ field: 'vendor', code: 'unknown_vendor' })]);

    const cleared = await api.request('PUT', `/products/${byId.id}`, as(owner, { body: { vendor: null } }));
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.vendor).toBeNull();
    expect((await item(productKeys.product(owner.site.id, byId.id)))?.gsi2pk).toBeUndefined();
    const unchanged = await api.request('PUT', `/products/${bySlug.id}`, as(owner, { body: { price: 12 } }));
    expect(unchanged.body.vendor).toEqual({ id: vendor.id, slug: vendor.slug, name: vendor.name });
  });

  it("lists a vendor's products with where[vendor] (slug or id) from its index", async () => {
    const vendor = await makeVendor();
    const other = await makeVendor();
    const mine = [await makeProduct({ vendor: vendor.slug }), await makeProduct({ vendor: vendor.id })];
    await makeProduct({ vendor: other.slug });
    await makeProduct();
    const ids = (res: { body: { id: string }[] }) => res.body.map((p) => p.id);
    // The index is eventually consistent, as a GSI is on DynamoDB.
    const res = await eventually(
      () => api.request('GET', `/products?where[vendor]=${vendor.slug}`, as(owner)),
      (res) => ids(res).length === 2,
    );
    expect(res.status, res.text).toBe(200);
    expect(ids(res)).toEqual(mine.map((p) => p.id));
    const byId = await api.request('GET', `/products?where[vendor]=${vendor.id}&sort=-created_at`, as(owner));
    expect(byId.body.map((p: { id: string }) => p.id)).toEqual(mine.map((p) => p.id).reverse());
    const none = await api.request('GET', '/products?where[vendor]=no-such-vendor', as(owner));
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it('refuses to delete a vendor products name (409 in_use, details.used_by), then deletes it once they are gone', async () => {
    const vendor = await makeVendor();
    const product = await makeProduct({ vendor: vendor.slug });
    const refused = await api.request('DELETE', `/vendors/${vendor.id}`, as(owner));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('in_use');
    expect(refused.body.details.used_by).toEqual([{ type: 'product', id: product.id, field: 'vendor' }]);
    expect(await item(vendorKeys.vendor(owner.site.id, vendor.id))).toBeDefined();
    // The marker is a count, a few bytes however many products name the vendor.
    const marker = vendorKeys.use(owner.site.id, vendor.id);
    expect(await item(marker)).toEqual({ ...marker, product_count: 1 });

    const moved = await makeVendor();
    const res = await api.request('PUT', `/products/${product.id}`, as(owner, { body: { vendor: moved.id } }));
    expect(res.status, res.text).toBe(200);
    expect(res.body.vendor.id).toBe(moved.id);
    const deleted = await api.request('DELETE', `/vendors/${vendor.slug}`, as(owner));
    expect(deleted.status, deleted.text).toBe(204);
    expect(await item(vendorKeys.vendor(owner.site.id, vendor.id))).toBeUndefined();
    expect(await item(vendorKeys.vendorSlug(owner.site.id, vendor.slug))).toBeUndefined();
    // The emptied marker goes with its vendor.
    expect(await item(marker)).toBeUndefined();

    // A product deleted gives its vendor back.
    expect((await api.request('DELETE', `/vendors/${moved.id}`, as(owner))).status).toBe(409);
    expect((await api.request('DELETE', `/products/${product.id}`, as(owner))).status).toBe(204);
    expect((await api.request('DELETE', `/vendors/${moved.id}`, as(owner))).status).toBe(204);
    expect((await api.request('DELETE', `/vendors/${moved.id}`, as(owner))).status).toBe(404);
  });

  it('a delete racing a product that names the vendor: one of them is refused, never a product naming a vendor gone', async () => {
    for (let round = 0; round < 5; round += 1) {
      const vendor = await makeVendor();
      const [deleted, created] = await Promise.all([
        api.request('DELETE', `/vendors/${vendor.id}`, as(owner)),
        api.request(
          'POST',
          '/products',
          as(owner, { body: { name: unique('Racer '), vendor: vendor.id, status: 'active', price: 1 } }),
        ),
      ]);
      const exists = (await item(vendorKeys.vendor(owner.site.id, vendor.id))) !== undefined;
      if (created.status === 201) {
        expect(deleted.status, deleted.text).toBe(409);
        expect(exists).toBe(true);
      } else {
        expect(created.status, created.text).toBe(422);
        expect(created.body.errors[0]).toMatchObject({ field: 'vendor', code: 'unknown_vendor' });
        expect(deleted.status).toBe(204);
        expect(exists).toBe(false);
      }
    }
  });

  it('a product write whose copy of its vendor is stale (renamed since its read) is refused to be read again, not stored', async () => {
    const vendor = await makeVendor();
    const made = await makeProduct({ vendor: vendor.id });
    const stored: Product = toProduct(
      (await item(productKeys.product(owner.site.id, made.id))) as Record<string, unknown>,
    );
    const renamed = await api.request('PUT', `/vendors/${vendor.id}`, as(owner, { body: { name: 'Renamed Since' } }));
    expect(renamed.status, renamed.text).toBe(200);
    // What a create that read the vendor before the rename would write.
    const id = made.id.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    const stale = {
      ...stored,
      id,
      slug: unique('stale-'),
      vendor: { id: vendor.id, slug: vendor.slug, name: vendor.name },
    };
    await expect(createRecord(products, owner.site.id, stale)).rejects.toBeInstanceOf(StaleRead);
    expect(await item(productKeys.product(owner.site.id, id))).toBeUndefined();
    expect(await item(vendorKeys.use(owner.site.id, vendor.id))).toMatchObject({ product_count: 1 });
    // Over the API the create reads again and stores the new name.
    expect((await makeProduct({ vendor: vendor.slug })).vendor).toEqual({
      id: vendor.id,
      slug: vendor.slug,
      name: 'Renamed Since',
    });
  });

  it('order lines keep a copy of the vendor name', async () => {
    const vendor = await makeVendor({ name: 'Potter & Sons' });
    const product = await makeProduct({ vendor: vendor.slug });
    const res = await api.request(
      'POST',
      '/orders',
      as(owner, { body: { email: 'buyer@example.com', line_items: [{ product: product.id, quantity: 1 }] } }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.line_items[0].vendor).toBe('Potter & Sons');
    await api.request('PUT', `/vendors/${vendor.id}`, as(owner, { body: { name: 'Renamed Potter' } }));
    const again = await api.request('GET', `/orders/${res.body.id}`, as(owner));
    expect(again.body.line_items[0].vendor).toBe('Potter & Sons');
  });

  it("a vendor renamed: its products' copies follow off the request path", async () => {
    const vendor = await makeVendor();
    const products = [await makeProduct({ vendor: vendor.id }), await makeProduct({ vendor: vendor.slug })];
    const other = await makeProduct();
    const slug = unique('renamed-');
    const renamed = await api.request('PUT', `/vendors/${vendor.id}`, as(owner, { body: { name: 'New Name', slug } }));
    expect(renamed.status, renamed.text).toBe(200);
    for (const product of products) {
      const res = await eventually(
        () => api.request('GET', `/products/${product.id}`, as(owner)),
        (res) => res.body.vendor?.name === 'New Name',
        15_000,
      );
      expect(res.body.vendor).toEqual({ id: vendor.id, slug, name: 'New Name' });
    }
    await api.queues?.idle();
    expect(api.queues?.deadLetters ?? []).toEqual([]);
    expect((await api.request('GET', `/products/${other.id}`, as(owner))).body.vendor).toBeNull();
  });

  it('a fan-out reads the products from its index page: one up to date costs it no read of its own', async () => {
    const vendor = await makeVendor();
    const made = [await makeProduct({ vendor: vendor.id }), await makeProduct({ vendor: vendor.id })];
    const renamed = await api.request('PUT', `/vendors/${vendor.id}`, as(owner, { body: { name: 'Fanned Out' } }));
    expect(renamed.status, renamed.text).toBe(200);
    await api.queues?.idle();
    // Delivered again (at least once): the vendor's read and one Query page, nothing per product.
    const send = vi.spyOn(db, 'send');
    try {
      await fanOutVendor({ site_id: owner.site.id, vendor_id: vendor.id });
      const keys = made.map((product) => productKeys.product(owner.site.id, product.id).sk);
      const perProduct = send.mock.calls.filter(([command]) =>
        keys.includes((command.input as { Key?: { sk?: string } }).Key?.sk as string),
      );
      expect(perProduct).toEqual([]);
      const query = send.mock.calls.filter(([command]) => (command.input as { IndexName?: string }).IndexName);
      expect(query).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
    for (const product of made)
      expect((await api.request('GET', `/products/${product.id}`, as(owner))).body.vendor.name).toBe('Fanned Out');
  });

  it('sends vendor.created, vendor.updated and vendor.deleted', async () => {
    const vendor = await makeVendor();
    await api.request('PUT', `/vendors/${vendor.id}`, as(owner, { body: { name: 'Renamed' } }));
    await api.request('DELETE', `/vendors/${vendor.id}`, as(owner));
    const event = (request: Received) =>
      JSON.parse(request.body) as { type: string; data: { object: Record<string, unknown> } };
    for (const type of ['vendor.created', 'vendor.updated', 'vendor.deleted']) {
      const [sent] = await receiver.waitFor(
        1,
        (request) => event(request).type === type && event(request).data.object.id === vendor.id,
        15_000,
      );
      expect(event(sent as Received).data.object).toMatchObject({ id: vendor.id, slug: vendor.slug });
    }
  });
});
