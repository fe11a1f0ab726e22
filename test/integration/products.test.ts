import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { queryFilteredPage } from '../../lib/db/pagination.js';
import { productKeys } from '../../lib/products/keys.js';
import { useApi, unique, type Owner } from '../helpers/api.js';

const api = useApi();
let owner: Owner;
beforeAll(async () => {
  owner = await api.owner();
});

const as = (who: Owner) => ({ token: who.token, site: who.site.id });

const post = async (path: string, body: Record<string, unknown>, who: Owner = owner) => {
  const res = await api.request('POST', path, { ...as(who), body });
  expect(res.status, res.text).toBe(201);
  return res.body;
};
const createProduct = (body: Record<string, unknown>, who: Owner = owner) =>
  post('/products', { name: unique('Product '), ...body }, who);

const stored = async (siteId: string, id: string) =>
  (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: productKeys.product(siteId, id), ConsistentRead: true })))
    .Item;

const fieldsOf = (body: { errors?: { field: string; code: string }[] }) => (body.errors ?? []).map((e) => e.field);

const tshirt = () => ({
  name: unique('T-shirt '),
  price: 19.99,
  options: ['Size', 'Color'],
  variants: [
    { sku: 'TS-S-R', option_values: ['S', 'Red'], inventory_quantity: 3 },
    { sku: 'TS-M-R', option_values: ['M', 'Red'], price: 21.5, inventory_quantity: 5 },
  ],
});

describe('product types', () => {
  it('creates, reads by id and slug, updates keeping customization ids, and deletes', async () => {
    const slug = unique('apparel-');
    const type = await post('/product_types', {
      name: 'Apparel',
      slug,
      customizations: [
        { name: 'material', type: 'string', required: true },
        { name: 'fit', type: 'select', select_options: [{ name: 'Slim' }, { name: 'Loose' }] },
      ],
    });
    expect(type).toMatchObject({ name: 'Apparel', slug, url: `${api.url}/product_types/${type.id}` });
    expect(type.customizations.map((c: { name: string }) => c.name)).toEqual(['material', 'fit']);
    expect((await api.request('GET', `/product_types/${slug}`, as(owner))).body.id).toBe(type.id);

    const updated = await api.request('PUT', `/product_types/${type.id}`, {
      ...as(owner),
      body: { name: 'Clothes', customizations: [{ name: 'material', type: 'string' }] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Clothes', slug });
    expect(updated.body.customizations).toHaveLength(1);
    expect(updated.body.customizations[0].id).toBe(type.customizations[0].id);

    expect((await api.request('DELETE', `/product_types/${slug}`, as(owner))).status).toBe(204);
    expect((await api.request('GET', `/product_types/${type.id}`, as(owner))).status).toBe(404);
    expect((await api.request('GET', `/product_types/${slug}`, as(owner))).status).toBe(404);
  });

  it('validates customizations with the checkout profile rules (422 naming the field) and refuses a taken slug (409)', async () => {
    const bad = await api.request('POST', '/product_types', {
      ...as(owner),
      body: { name: 'x', customizations: [{ name: 'f', type: 'select' }] },
    });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.body)).toEqual(['customizations.0.select_options']);
    const slug = unique('kind-');
    await post('/product_types', { name: 'A', slug });
    const taken = await api.request('POST', '/product_types', { ...as(owner), body: { name: 'B', slug } });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('slug_taken');
  });

  it('lists product types with cursor pagination', async () => {
    const other = await api.owner();
    for (const name of ['One', 'Two', 'Three']) await post('/product_types', { name }, other);
    const first = await api.request('GET', '/product_types?per_page=2', as(other));
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1] as string;
    const second = await api.request('GET', next.replace(api.url, ''), as(other));
    // Ordered by id: creation second, then random within a second.
    const names = [...first.body, ...second.body].map((t: { name: string }) => t.name);
    expect(names.sort()).toEqual(['One', 'Three', 'Two']);
    expect(second.body).toHaveLength(1);
    expect(second.headers.get('link') ?? '').not.toContain('rel="next"');
  });
});

describe('collections', () => {
  it('creates, reads by id and slug, updates (null clears the description), lists and deletes', async () => {
    const who = await api.owner();
    const collection = await post('/collections', { name: 'Summer Sale', description: 'Hot deals' }, who);
    expect(collection).toMatchObject({
      name: 'Summer Sale',
      slug: 'summer-sale',
      description: 'Hot deals',
      url: `${api.url}/collections/${collection.id}`,
    });
    expect((await api.request('GET', '/collections/summer-sale', as(who))).body.id).toBe(collection.id);
    const updated = await api.request('PUT', '/collections/summer-sale', {
      ...as(who),
      body: { description: null, slug: 'summer' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ description: null, slug: 'summer' });
    expect((await api.request('GET', '/collections/summer-sale', as(who))).status).toBe(404);
    expect((await api.request('GET', '/collections', as(who))).body.map((c: { id: string }) => c.id)).toEqual([
      collection.id,
    ]);
    expect((await api.request('DELETE', `/collections/${collection.id}`, as(who))).status).toBe(204);
    expect((await api.request('DELETE', `/collections/${collection.id}`, as(who))).status).toBe(404);
  });

  it("answers 404 for another site's collection", async () => {
    const collection = await post('/collections', { name: unique('Mine ') });
    const other = await api.owner();
    expect((await api.request('GET', `/collections/${collection.id}`, as(other))).status).toBe(404);
    expect(
      (await api.request('PUT', `/collections/${collection.id}`, { ...as(other), body: { name: 'x' } })).status,
    ).toBe(404);
  });
});

describe('POST /products', () => {
  it('creates a product with defaults: draft, derived slug, amounts as numbers, stored in minor units', async () => {
    const name = `Mug ${unique('')}`;
    const res = await api.request('POST', '/products', {
      ...as(owner),
      body: { name, price: 12.5, compare_at_price: 15, inventory_quantity: 7, weight: 0.4 },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`${api.url}/products/${res.body.id}`);
    expect(res.body).toMatchObject({
      name,
      slug: name.toLowerCase().replace(' ', '-'),
      status: 'draft',
      price: 12.5,
      compare_at_price: 15,
      weight: 0.4,
      track_inventory: true,
      inventory_quantity: 7,
      description: null,
      sku: null,
      product_type_id: null,
      collection_ids: [],
      custom_fields: {},
      options: [],
      variants: [],
    });
    expect(await stored(owner.site.id, res.body.id)).toMatchObject({
      price: 1250,
      compare_at_price: 1500,
      inventory_quantity: 7,
      version: 1,
    });
  });

  it('creates a product with variants: stock per variant, a variant without a price shows null (the product price applies)', async () => {
    const product = await createProduct(tshirt());
    expect(product.inventory_quantity).toBe(8);
    expect(product.variants).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        sku: 'TS-S-R',
        option_values: ['S', 'Red'],
        price: null,
        compare_at_price: null,
        weight: null,
        inventory_quantity: 3,
      },
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        sku: 'TS-M-R',
        option_values: ['M', 'Red'],
        price: 21.5,
        compare_at_price: null,
        weight: null,
        inventory_quantity: 5,
      },
    ]);
    const item = await stored(owner.site.id, product.id);
    expect(item?.variant_stock).toEqual({ [product.variants[0].id]: 3, [product.variants[1].id]: 5 });
    expect(item?.variants[1]).not.toHaveProperty('inventory_quantity');
    expect(item?.variants[1].price).toBe(2150);
  });

  it.each([
    ['an amount has 3 decimals', { price: 4.999 }, 'price'],
    [
      'a variant amount has 3 decimals',
      { options: ['Size'], variants: [{ option_values: ['S'], compare_at_price: 1.005 }] },
      'variants.0.compare_at_price',
    ],
    ['a price is negative', { price: -1 }, 'price'],
    ['stock is not a whole number', { inventory_quantity: 1.5 }, 'inventory_quantity'],
    ['the status is unknown', { status: 'live' }, 'status'],
    ['there are 4 options', { options: ['a', 'b', 'c', 'd'] }, 'options'],
    [
      'option values do not match the options',
      { options: ['Size', 'Color'], variants: [{ option_values: ['S', 'Red'] }, { option_values: ['M'] }] },
      'variants.1.option_values',
    ],
    [
      'two variants share option values',
      { options: ['Size'], variants: [{ option_values: ['S'] }, { option_values: ['s'] }] },
      'variants.1.option_values',
    ],
    ['options come without variants', { options: ['Size'] }, 'variants'],
    ['variants come without options', { variants: [{ option_values: ['S'] }] }, 'options'],
    [
      'a product with variants sends its own stock',
      { inventory_quantity: 3, options: ['Size'], variants: [{ option_values: ['S'] }] },
      'inventory_quantity',
    ],
    [
      'a variant names an id of no variant',
      { options: ['Size'], variants: [{ id: '0123456789abcdef01234567', option_values: ['S'] }] },
      'variants.0.id',
    ],
    ['the slug is a route segment', { slug: 'checkout_profiles' }, 'slug'],
    ['the slug looks like an id', { slug: '0123456789abcdef01234567' }, 'slug'],
    ['the product type does not exist', { product_type_id: '0123456789abcdef01234567' }, 'product_type_id'],
    ['a collection does not exist', { collection_ids: ['0123456789abcdef01234567'] }, 'collection_ids.0'],
    ['custom fields are sent without a product type', { custom_fields: { colour: 'red' } }, 'custom_fields.colour'],
    [
      'there are 101 variants',
      { options: ['n'], variants: Array.from({ length: 101 }, (_, i) => ({ option_values: [String(i)] })) },
      'variants',
    ],
  ])('returns 422 when %s, and stores nothing', async (_, body, field) => {
    const name = unique('Refused ');
    const res = await api.request('POST', '/products', { ...as(owner), body: { name, ...body } });
    expect(res.status, res.text).toBe(422);
    expect(fieldsOf(res.body)).toContain(field);
    const all = await api.request('GET', '/products?per_page=100', as(owner));
    expect(all.body.some((p: { name: string }) => p.name === name)).toBe(false);
  });

  it('validates custom fields against the product type (errors name custom_fields.<name>) and stores them', async () => {
    const type = await post('/product_types', {
      name: unique('Book '),
      customizations: [
        { name: 'pages', type: 'integer', required: true },
        { name: 'cover', type: 'select', select_options: [{ name: 'Hard' }, { name: 'Soft' }] },
      ],
    });
    const bad = await api.request('POST', '/products', {
      ...as(owner),
      body: { name: 'Book', product_type_id: type.id, custom_fields: { cover: 'spiral', isbn: 'x' } },
    });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.body).sort()).toEqual(['custom_fields.cover', 'custom_fields.isbn', 'custom_fields.pages']);
    const good = await createProduct({ product_type_id: type.id, custom_fields: { pages: 320, cover: 'hard' } });
    expect(good.custom_fields).toEqual({ pages: 320, cover: 'hard' });
  });

  it('returns 409 slug_taken for a slug in use on the site; another site may use it', async () => {
    const slug = unique('lamp-');
    await createProduct({ slug });
    const res = await api.request('POST', '/products', { ...as(owner), body: { name: 'Lamp', slug } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('slug_taken');
    expect((await createProduct({ slug }, await api.owner())).slug).toBe(slug);
  });
});

describe('GET /products/{product}', () => {
  it('reads a product by id in 1 request (with the token) and by slug in 3; another site gets 404', async () => {
    const product = await createProduct({ price: 3 });
    let byId: { status: number; body: { id: string } } | undefined;
    // By id the product is read with the token in one BatchGetItem.
    expect(
      await api.countRequests(async () => {
        byId = await api.request('GET', `/products/${product.id}`, as(owner));
      }),
    ).toBe(1);
    expect(byId?.body.id).toBe(product.id);
    let bySlug: { body: { id: string } } | undefined;
    expect(
      await api.countRequests(async () => {
        bySlug = await api.request('GET', `/products/${product.slug}`, as(owner));
      }),
    ).toBe(3);
    expect(bySlug?.body.id).toBe(product.id);
    const other = await api.owner();
    expect((await api.request('GET', `/products/${product.id}`, as(other))).status).toBe(404);
    expect((await api.request('GET', `/products/${product.slug}`, as(other))).status).toBe(404);
    expect((await api.request('DELETE', `/products/${product.id}`, as(other))).status).toBe(404);
  });

  it('leaves /products/checkout_profiles to checkout profiles', async () => {
    const res = await api.request('GET', '/products/checkout_profiles', as(owner));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
  });
});

describe('PUT /products/{product}', () => {
  it('updates the given fields only and keeps the ids and stock of the variants it carries by id', async () => {
    const product = await createProduct({ ...tshirt(), description: 'Cotton' });
    const [small, medium] = product.variants;
    const res = await api.request('PUT', `/products/${product.slug}`, {
      ...as(owner),
      body: {
        price: 24,
        compare_at_price: null,
        variants: [
          { id: medium.id, option_values: ['M', 'Red'], price: 22 },
          { option_values: ['L', 'Red'], inventory_quantity: 2 },
        ],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      name: product.name,
      description: 'Cotton',
      price: 24,
      compare_at_price: null,
      inventory_quantity: 7,
    });
    expect(res.body.variants[0]).toMatchObject({ id: medium.id, price: 22, inventory_quantity: 5, sku: null });
    expect(res.body.variants[1]).toMatchObject({ option_values: ['L', 'Red'], inventory_quantity: 2 });
    expect(res.body.variants[1].id).not.toBe(small.id);
    const item = await stored(owner.site.id, product.id);
    expect(item?.variant_stock).toEqual({ [medium.id]: 5, [res.body.variants[1].id]: 2 });
    expect(item?.version).toBe(2);
  });

  it('refuses a variant id of another product (422 variants.<i>.id) and changes nothing', async () => {
    const one = await createProduct(tshirt());
    const two = await createProduct(tshirt());
    const res = await api.request('PUT', `/products/${one.id}`, {
      ...as(owner),
      body: { variants: [{ id: two.variants[0].id, option_values: ['S', 'Red'] }] },
    });
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['variants.0.id']);
    expect((await api.request('GET', `/products/${one.id}`, as(owner))).body).toEqual(one);
  });

  it('re-checks option values when only the options change (422 variants.<i>.option_values)', async () => {
    const product = await createProduct(tshirt());
    const res = await api.request('PUT', `/products/${product.id}`, { ...as(owner), body: { options: ['Size'] } });
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['variants.0.option_values', 'variants.1.option_values']);
  });

  it('moves the slug claim, refuses a taken slug with 409, and merges custom fields', async () => {
    const type = await post('/product_types', {
      name: unique('Kind '),
      customizations: [
        { name: 'a', type: 'string' },
        { name: 'b', type: 'integer' },
      ],
    });
    const product = await createProduct({ product_type_id: type.id, custom_fields: { a: 'x', b: 1 } });
    const taken = await createProduct({});
    expect(
      (await api.request('PUT', `/products/${product.id}`, { ...as(owner), body: { slug: taken.slug } })).status,
    ).toBe(409);
    const slug = unique('moved-');
    const res = await api.request('PUT', `/products/${product.id}`, {
      ...as(owner),
      body: { slug, custom_fields: { b: null, a: 'y' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.custom_fields).toEqual({ a: 'y' });
    expect((await api.request('GET', `/products/${slug}`, as(owner))).body.id).toBe(product.id);
    expect((await api.request('GET', `/products/${product.slug}`, as(owner))).status).toBe(404);
    const bad = await api.request('PUT', `/products/${product.id}`, {
      ...as(owner),
      body: { custom_fields: { b: 'many' } },
    });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.body)).toEqual(['custom_fields.b']);
  });

  it('does not lose a stock change made between its read and its write (the write is conditioned on the version)', async () => {
    const product = await createProduct({ inventory_quantity: 10 });
    await Promise.all([
      ...Array.from({ length: 5 }, () =>
        api.request('POST', `/products/${product.id}/inventory_adjustments`, { ...as(owner), body: { delta: -1 } }),
      ),
      ...Array.from({ length: 3 }, (_, i) =>
        api.request('PUT', `/products/${product.id}`, { ...as(owner), body: { name: `Renamed ${i}` } }),
      ),
    ]);
    expect((await api.request('GET', `/products/${product.id}`, as(owner))).body.inventory_quantity).toBe(5);
  });
});

describe('DELETE /products/{product} and deleted references', () => {
  it('deletes a product and its slug claim', async () => {
    const product = await createProduct({});
    expect((await api.request('DELETE', `/products/${product.slug}`, as(owner))).status).toBe(204);
    expect(await stored(owner.site.id, product.id)).toBeUndefined();
    expect((await api.request('GET', `/products/${product.slug}`, as(owner))).status).toBe(404);
    await createProduct({ slug: product.slug });
  });

  it('lets a product keep the ids of a deleted collection and product type', async () => {
    const who = await api.owner();
    const collection = await post('/collections', { name: 'Gone' }, who);
    const type = await post('/product_types', { name: 'Gone', customizations: [{ name: 'a', type: 'string' }] }, who);
    const product = await createProduct(
      { collection_ids: [collection.id], product_type_id: type.id, custom_fields: { a: 'x' } },
      who,
    );
    expect((await api.request('DELETE', `/collections/${collection.id}`, as(who))).status).toBe(204);
    expect((await api.request('DELETE', `/product_types/${type.id}`, as(who))).status).toBe(204);
    const read = await api.request('GET', `/products/${product.id}`, as(who));
    expect(read.body).toMatchObject({
      collection_ids: [collection.id],
      product_type_id: type.id,
      custom_fields: { a: 'x' },
    });
    // Other edits keep working; the stale collection stays; custom fields now have no definitions.
    expect(
      (
        await api.request('PUT', `/products/${product.id}`, {
          ...as(who),
          body: { name: 'Still here', collection_ids: [collection.id] },
        })
      ).status,
    ).toBe(200);
    const bad = await api.request('PUT', `/products/${product.id}`, {
      ...as(who),
      body: { custom_fields: { a: 'y' } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ field: 'custom_fields.a', code: 'unknown_field' });
    const cleared = await api.request('PUT', `/products/${product.id}`, {
      ...as(who),
      body: { product_type_id: null },
    });
    expect(cleared.body).toMatchObject({ product_type_id: null, custom_fields: {} });
    expect(
      (await api.request('GET', `/products?collection=${collection.id}`, as(who))).body.map(
        (p: { id: string }) => p.id,
      ),
    ).toEqual([product.id]);
  });
});

describe('GET /products', () => {
  it('filters by status, collection and product type (id or slug), in at most 2 requests with ids', async () => {
    const who = await api.owner();
    const summer = await post('/collections', { name: 'Summer' }, who);
    const shoes = await post('/product_types', { name: 'Shoes' }, who);
    const a = await createProduct({ status: 'active', collection_ids: [summer.id], product_type_id: shoes.id }, who);
    const b = await createProduct({ status: 'active' }, who);
    const c = await createProduct({ collection_ids: [summer.id] }, who);
    const ids = async (query: string, requests?: number) => {
      let res: { status: number; body: { id: string }[] } | undefined;
      const count = await api.countRequests(async () => {
        res = await api.request('GET', `/products${query}`, as(who));
      });
      expect(res?.status).toBe(200);
      if (requests !== undefined) expect(count, query).toBe(requests);
      return res?.body.map((p) => p.id).sort();
    };
    const sorted = (...list: string[]) => list.sort();
    expect(await ids('', 2)).toEqual(sorted(a.id, b.id, c.id));
    expect(await ids('?status=active', 2)).toEqual(sorted(a.id, b.id));
    expect(await ids('?status=draft', 2)).toEqual(sorted(c.id));
    expect(await ids(`?collection=${summer.id}`, 2)).toEqual(sorted(a.id, c.id));
    expect(await ids('?collection=summer', 3)).toEqual(sorted(a.id, c.id));
    expect(await ids(`?status=active&collection=${summer.id}&product_type=${shoes.id}`, 2)).toEqual(sorted(a.id));
    expect(await ids('?collection=summer&product_type=shoes', 3)).toEqual(sorted(a.id));
    expect(await ids('?collection=no-such-collection')).toEqual([]);
    // A status change moves the product between status lists.
    await api.request('PUT', `/products/${c.id}`, { ...as(who), body: { status: 'archived' } });
    expect(await ids('?status=draft')).toEqual([]);
    expect(await ids('?status=archived')).toEqual(sorted(c.id));
  });

  it('pages with a cursor, filtered or not', async () => {
    const who = await api.owner();
    const sale = await post('/collections', { name: 'Sale' }, who);
    const made = [];
    for (let i = 0; i < 5; i += 1)
      made.push(await createProduct({ collection_ids: i % 2 === 0 ? [sale.id] : [] }, who));
    const walk = async (query: string) => {
      const seen: string[] = [];
      let path: string | undefined = `/products?per_page=2${query}`;
      while (path) {
        const res: { status: number; body: { id: string }[]; headers: Headers } = await api.request(
          'GET',
          path,
          as(who),
        );
        expect(res.status).toBe(200);
        expect(res.body.length).toBeLessThanOrEqual(2);
        seen.push(...res.body.map((p: { id: string }) => p.id));
        path = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1]?.replace(api.url, '');
      }
      return seen;
    };
    // Ids order the list (creation second first): compare as sets, and no product twice.
    const all = await walk('');
    expect(all.sort()).toEqual(made.map((p) => p.id).sort());
    const filtered = await walk(`&collection=${sale.id}`);
    expect(filtered.sort()).toEqual([made[0].id, made[2].id, made[4].id].sort());
    expect((await api.request('GET', '/products?cursor=bm9wZQ', as(who))).status).toBe(400);
  });
});

describe('GET /products in the list query language', () => {
  it('filters by price, status and collection, sorts both ways, and joins the older parameters', async () => {
    const who = await api.owner();
    const sale = await post('/collections', { name: 'Sale' }, who);
    const cheap = await createProduct({ status: 'active', price: 4.5, collection_ids: [sale.id] }, who);
    const mid = await createProduct({ status: 'active', price: 19.99 }, who);
    const dear = await createProduct({ status: 'draft', price: 120, collection_ids: [sale.id] }, who);
    const ids = async (query: string) => {
      const res = await api.request('GET', `/products?${query}`, as(who));
      expect(res.status, res.text).toBe(200);
      return res.body.map((p: { id: string }) => p.id);
    };
    expect(await ids('where[price][lt]=20')).toEqual([cheap.id, mid.id]);
    expect(await ids('where[price][gte]=19.99&sort=-created_at')).toEqual([dear.id, mid.id]);
    expect(await ids('where[status]=active&sort=-price')).toEqual([mid.id, cheap.id]);
    expect(await ids(`where[collection_ids]=${sale.id}&sort=price`)).toEqual([cheap.id, dear.id]);
    expect(await ids(`collection=${sale.slug}&where[status]=draft`)).toEqual([dear.id]);
    expect(await ids('status=active&sort=-created_at')).toEqual([mid.id, cheap.id]);
    const bad = await api.request('GET', '/products?where[colour]=red', as(who));
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('where[colour]');
    const badPrice = await api.request('GET', '/products?where[price][gt]=cheap', as(who));
    expect(badPrice.status).toBe(422);
    expect(badPrice.body.errors[0].field).toBe('where[price][gt]');
  });
});

describe('queryFilteredPage', () => {
  it('reads one Query per page: a page stopped by the read limit is short but links on, and no item is lost or repeated', async () => {
    const who = await api.owner();
    const made = [];
    for (let i = 0; i < 5; i += 1)
      made.push(await createProduct({ status: i === 1 || i === 4 ? 'active' : 'draft' }, who));
    const pk = productKeys.productPartition(who.site.id);
    const input = {
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: '#s = :active',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':pk': pk, ':active': 'active' },
    };
    const shape = { partition: ['pk', pk] as const, keyAttributes: ['pk', 'sk'] };
    const found: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      let page: Awaited<ReturnType<typeof queryFilteredPage>> | undefined;
      // Reads at most 2 items per request (per_page 1 + 1): pages are short, each is one request.
      expect(
        await api.countRequests(async () => {
          page = await queryFilteredPage(input, { per_page: 1, cursor }, shape, 2);
        }),
      ).toBe(1);
      found.push(...(page?.items ?? []).map((item) => item.sk as string));
      cursor = page?.next;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(found.sort()).toEqual([made[1].id, made[4].id].sort());
  });
});

describe('POST /products/{product}/inventory_adjustments', () => {
  const adjust = (product: string, body: Record<string, unknown>) =>
    api.request('POST', `/products/${product}/inventory_adjustments`, { ...as(owner), body });

  it('adjusts stock in one conditional update and answers 200 with the product', async () => {
    const product = await createProduct({ inventory_quantity: 4 });
    let res: { status: number; body: { inventory_quantity: number } } | undefined;
    expect(
      await api.countRequests(async () => {
        res = await adjust(product.id, { delta: 6, reason: 'restock' });
      }),
    ).toBe(2);
    expect(res?.status).toBe(200);
    expect(res?.body.inventory_quantity).toBe(10);
    expect((await adjust(product.slug, { delta: -3 })).body.inventory_quantity).toBe(7);
    expect((await stored(owner.site.id, product.id))?.version).toBe(3);
  });

  it('returns 409 insufficient_stock with details.available when stock would go below 0, and changes nothing', async () => {
    const product = await createProduct({ inventory_quantity: 2 });
    const before = await stored(owner.site.id, product.id);
    const res = await adjust(product.id, { delta: -3 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'insufficient_stock', details: { available: 2 } });
    expect(await stored(owner.site.id, product.id)).toEqual(before);
  });

  it('adjusts one variant, requires variant_id for a product with variants and refuses it for one without', async () => {
    const product = await createProduct(tshirt());
    const [small, medium] = product.variants;
    const res = await adjust(product.id, { variant_id: small.id, delta: -3 });
    expect(res.status).toBe(200);
    expect(res.body.variants.map((v: { inventory_quantity: number }) => v.inventory_quantity)).toEqual([0, 5]);
    const short = await adjust(product.id, { variant_id: small.id, delta: -1 });
    expect(short.status).toBe(409);
    expect(short.body.details).toEqual({ available: 0 });
    const missing = await adjust(product.id, { delta: 1 });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({ field: 'variant_id', code: 'missing' });
    const foreign = await adjust(product.id, { variant_id: '0123456789abcdef01234567', delta: 1 });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[0]).toMatchObject({ field: 'variant_id', code: 'unknown_variant' });
    const plain = await createProduct({ inventory_quantity: 1 });
    const refused = await adjust(plain.id, { variant_id: medium.id, delta: 1 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ field: 'variant_id', code: 'not_allowed' });
    expect((await adjust('0123456789abcdef01234567', { delta: 1 })).status).toBe(404);
    expect((await adjust(product.id, { delta: 0 })).status).toBe(422);
    expect((await stored(owner.site.id, plain.id))?.inventory_quantity).toBe(1);
  });

  it('lets exactly 10 of 20 parallel -1 adjustments through on a stock of 10, ending at 0', async () => {
    const product = await createProduct({ inventory_quantity: 10 });
    const results = await Promise.all(Array.from({ length: 20 }, () => adjust(product.id, { delta: -1 })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect((await stored(owner.site.id, product.id))?.inventory_quantity).toBe(0);
  });

  it('keeps variant stock exact under parallel adjustments too', async () => {
    const product = await createProduct(tshirt());
    const medium = product.variants[1];
    const results = await Promise.all(
      Array.from({ length: 8 }, () => adjust(product.id, { variant_id: medium.id, delta: -1 })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect((await stored(owner.site.id, product.id))?.variant_stock[medium.id]).toBe(0);
  });
});

describe('scopes', () => {
  it('needs read_products to read and write_products to write', async () => {
    const product = await createProduct({});
    const reader = await api.siteToken(owner, ['read_products']);
    expect((await api.request('GET', `/products/${product.id}`, { token: reader })).status).toBe(200);
    expect((await api.request('PUT', `/products/${product.id}`, { token: reader, body: { name: 'x' } })).status).toBe(
      403,
    );
    expect(
      (
        await api.request('POST', `/products/${product.id}/inventory_adjustments`, {
          token: reader,
          body: { delta: 1 },
        })
      ).status,
    ).toBe(403);
    const content = await api.siteToken(owner, ['read_content']);
    expect((await api.request('GET', '/collections', { token: content })).status).toBe(403);
  });
});
