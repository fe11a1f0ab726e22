import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { customerKey } from '../../lib/customers/keys.js';
import { useApi, unique, type ApiResponse, type Owner } from '../helpers/api.js';
import { authorizeWithForms, pkcePair, postForm, registerClient } from '../e2e/oauth-flow.js';

const api = useApi();
let owner: Owner;
let storefront: string; // a site token with no customer scope, as a storefront holds
beforeAll(async () => {
  owner = await api.owner();
  storefront = await api.siteToken(owner, ['public']);
});

const as = (who: Owner) => ({ token: who.token, site: who.site.id });
const HOME = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: 'Rue Haute 1',
  zip: '1000',
  city: 'Brussels',
  country: 'BE',
};

const newCustomer = async () => {
  const email = `${unique('addr')}@example.com`;
  const res = await api.request('POST', '/customers', {
    ...as(owner),
    body: { email, password: 'secret-123', first_name: 'Ada' },
  });
  expect(res.status).toBe(201);
  const login = await api.request('POST', '/customers/login', {
    token: storefront,
    body: { email, password: 'secret-123' },
  });
  expect(login.status).toBe(201);
  return { id: res.body.id as string, email, session: { 'session-token': login.body.session_token as string } };
};

/** As the customer itself: the storefront's token and the customer's session. */
const asCustomer = (customer: { session: Record<string, string> }, body?: unknown) => ({
  token: storefront,
  headers: customer.session,
  body,
});

const stored = async (customerId: string) =>
  (
    await db.send(
      new GetCommand({ TableName: TABLE_NAME, Key: customerKey(owner.site.id, customerId), ConsistentRead: true }),
    )
  ).Item;

describe('a customer address book', () => {
  it('adds, reads, changes and deletes an address through the customer own session', async () => {
    const ann = await newCustomer();
    const made = await api.request(
      'POST',
      `/customers/${ann.id}/addresses`,
      asCustomer(ann, { ...HOME, company: 'Analytical Engines', phone: '+32 2 000', vat_number: 'BE0123456789' }),
    );
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: 'Analytical Engines',
      address1: 'Rue Haute 1',
      address2: null,
      zip: '1000',
      city: 'Brussels',
      province: null,
      country: 'BE',
      phone: '+32 2 000',
      vat_number: 'BE0123456789',
      default_billing: false,
      default_shipping: false,
    });
    expect(made.headers.get('location')).toMatch(new RegExp(`/customers/${ann.id}/addresses/${made.body.id}$`));
    expect((await stored(ann.id))?.addresses).toEqual([made.body]);

    const list = await api.request('GET', `/customers/${ann.id}/addresses`, asCustomer(ann));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([made.body]);
    const one = await api.request('GET', `/customers/${ann.id}/addresses/${made.body.id}`, asCustomer(ann));
    expect(one.body).toEqual(made.body);

    const changed = await api.request(
      'PUT',
      `/customers/${ann.id}/addresses/${made.body.id}`,
      asCustomer(ann, { city: 'Ghent', zip: '9000', company: null }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...made.body, city: 'Ghent', zip: '9000', company: null });
    expect((await stored(ann.id))?.addresses).toEqual([changed.body]);

    expect(
      (await api.request('DELETE', `/customers/${ann.id}/addresses/${made.body.id}`, asCustomer(ann))).status,
    ).toBe(204);
    expect((await stored(ann.id))?.addresses).toEqual([]);
    expect((await api.request('GET', `/customers/${ann.id}/addresses/${made.body.id}`, asCustomer(ann))).status).toBe(
      404,
    );
    expect(
      (await api.request('DELETE', `/customers/${ann.id}/addresses/${made.body.id}`, asCustomer(ann))).status,
    ).toBe(404);
  });

  it("answers 404 for another customer's addresses, whatever the session's token may do", async () => {
    const [ann, bob] = await Promise.all([newCustomer(), newCustomer()]);
    const bobs = await api.request('POST', `/customers/${bob.id}/addresses`, { ...as(owner), body: HOME });
    expect(bobs.status).toBe(201);
    const before = await stored(bob.id);
    expect((await api.request('GET', `/customers/${bob.id}/addresses`, asCustomer(ann))).status).toBe(404);
    expect((await api.request('GET', `/customers/${bob.id}/addresses/${bobs.body.id}`, asCustomer(ann))).status).toBe(
      404,
    );
    expect((await api.request('POST', `/customers/${bob.id}/addresses`, asCustomer(ann, HOME))).status).toBe(404);
    expect(
      (await api.request('PUT', `/customers/${bob.id}/addresses/${bobs.body.id}`, asCustomer(ann, { city: 'Liège' })))
        .status,
    ).toBe(404);
    expect(
      (await api.request('DELETE', `/customers/${bob.id}/addresses/${bobs.body.id}`, asCustomer(ann))).status,
    ).toBe(404);
    // A staff token acting with a customer's session is that customer too.
    expect(
      (await api.request('GET', `/customers/${bob.id}/addresses`, { ...as(owner), headers: ann.session })).status,
    ).toBe(404);
    // Bob's own address under Ann's path is not Ann's either.
    expect((await api.request('GET', `/customers/${ann.id}/addresses/${bobs.body.id}`, asCustomer(ann))).status).toBe(
      404,
    );
    expect(await stored(bob.id)).toEqual(before);
  });

  it("lets a customer's OAuth token manage its own addresses, and no one else's", async () => {
    const [ann, bob] = await Promise.all([newCustomer(), newCustomer()]);
    const client = await registerClient(api, owner, { scopes: ['openid', 'profile'] });
    const { verifier, challenge } = pkcePair();
    const location = await authorizeWithForms(api, {
      client,
      email: ann.email,
      password: 'secret-123',
      challenge,
      scope: 'openid profile',
      site: owner.site.subdomain,
      nonce: 'n1',
    });
    const grant = await postForm(
      api,
      '/oauth2/token',
      {
        grant_type: 'authorization_code',
        code: location.searchParams.get('code') as string,
        redirect_uri: client.redirect_uris[0] as string,
        code_verifier: verifier,
      },
      client,
    );
    expect(grant.status, grant.text).toBe(200);
    const token = grant.body.access_token as string;
    const made = await api.request('POST', `/customers/${ann.id}/addresses`, { token, body: HOME });
    expect(made.status).toBe(201);
    expect((await api.request('GET', `/customers/${ann.id}/addresses/${made.body.id}`, { token })).body).toEqual(
      made.body,
    );
    expect((await api.request('GET', `/customers/${bob.id}/addresses`, { token })).status).toBe(404);
    expect((await api.request('POST', `/customers/${bob.id}/addresses`, { token, body: HOME })).status).toBe(404);
    expect((await stored(bob.id))?.addresses).toEqual([]);
  });

  it('asks read_customers or write_customers of a caller without a session, and lets them reach any customer', async () => {
    const ann = await newCustomer();
    const none = await api.request('GET', `/customers/${ann.id}/addresses`, { token: storefront });
    expect(none.status).toBe(403);
    expect(none.body.code).toBe('insufficient_scope');
    expect(
      (await api.request('POST', `/customers/${ann.id}/addresses`, { token: storefront, body: HOME })).status,
    ).toBe(403);
    const reader = await api.siteToken(owner, ['read_customers']);
    expect((await api.request('GET', `/customers/${ann.id}/addresses`, { token: reader })).status).toBe(200);
    const refused = await api.request('POST', `/customers/${ann.id}/addresses`, { token: reader, body: HOME });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-accepted-oauth-scopes')).toContain('write_customers');
    const writer = await api.siteToken(owner, ['write_customers']);
    expect((await api.request('POST', `/customers/${ann.id}/addresses`, { token: writer, body: HOME })).status).toBe(
      201,
    );
    const byEmail = await api.request('POST', `/customers/${ann.email}/addresses`, { token: writer, body: HOME });
    expect(byEmail.status).toBe(201);
    expect(byEmail.headers.get('location')).toMatch(new RegExp(`/customers/${ann.id}/addresses/${byEmail.body.id}$`));
    expect((await stored(ann.id))?.addresses).toHaveLength(2);
    const bad = await api.request('GET', `/customers/${ann.id}/addresses`, {
      token: storefront,
      headers: { 'session-token': 'scs_unknown' },
    });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('invalid_session');
  });

  it('keeps at most one default of each kind: a new default clears the old in the same write', async () => {
    const ann = await newCustomer();
    const path = `/customers/${ann.id}/addresses`;
    const first = (
      await api.request('POST', path, asCustomer(ann, { ...HOME, default_billing: true, default_shipping: true }))
    ).body;
    const second = (
      await api.request(
        'POST',
        path,
        asCustomer(ann, { ...HOME, address1: 'Meir 2', zip: '2000', city: 'Antwerp', default_shipping: true }),
      )
    ).body;
    expect(second.default_shipping).toBe(true);
    let book = (await stored(ann.id))?.addresses as {
      id: string;
      default_billing: boolean;
      default_shipping: boolean;
    }[];
    expect(book.map((a) => [a.id, a.default_billing, a.default_shipping])).toEqual([
      [first.id, true, false],
      [second.id, false, true],
    ]);

    const moved = await api.request('PUT', `${path}/${second.id}`, asCustomer(ann, { default_billing: true }));
    expect(moved.body).toMatchObject({ default_billing: true, default_shipping: true });
    book = (await stored(ann.id))?.addresses as typeof book;
    expect(book.map((a) => [a.id, a.default_billing, a.default_shipping])).toEqual([
      [first.id, false, false],
      [second.id, true, true],
    ]);
    // Unsetting a default leaves that kind without one.
    await api.request('PUT', `${path}/${second.id}`, asCustomer(ann, { default_shipping: false }));
    book = (await stored(ann.id))?.addresses as typeof book;
    expect(book.filter((a) => a.default_shipping)).toEqual([]);
    expect(book.filter((a) => a.default_billing).map((a) => a.id)).toEqual([second.id]);
  });

  it('refuses a 21st address with 422 too_many_addresses and stores nothing', async () => {
    const ann = await newCustomer();
    for (let i = 0; i < 20; i += 1) {
      expect(
        (
          await api.request('POST', `/customers/${ann.id}/addresses`, {
            ...as(owner),
            body: { ...HOME, address1: `Street ${i}` },
          })
        ).status,
      ).toBe(201);
    }
    const before = await stored(ann.id);
    const res = await api.request('POST', `/customers/${ann.id}/addresses`, { ...as(owner), body: HOME });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'addresses', code: 'too_many_addresses' })]);
    expect(await stored(ann.id)).toEqual(before);
  });

  it('refuses a country that is no assigned ISO 3166-1 alpha-2 code, and missing fields, with 422', async () => {
    const ann = await newCustomer();
    for (const country of ['be', 'BEL', 'EU', 'UK', 'XK', 'ZZ', '']) {
      const res = await api.request('POST', `/customers/${ann.id}/addresses`, {
        ...as(owner),
        body: { ...HOME, country },
      });
      expect(res.status, country).toBe(422);
      expect(
        res.body.errors.map((e: { field: string }) => e.field),
        country,
      ).toContain('country');
      expect(new Set(res.body.errors.map((e: { field: string }) => e.field)), country).toEqual(new Set(['country']));
    }
    const missing = await api.request('POST', `/customers/${ann.id}/addresses`, {
      ...as(owner),
      body: { country: 'BE' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['address1', 'city', 'zip']);
    const unknown = await api.request('POST', `/customers/${ann.id}/addresses`, {
      ...as(owner),
      body: { ...HOME, name: 'Ada' },
    });
    expect(unknown.status).toBe(422);
    const made = (await api.request('POST', `/customers/${ann.id}/addresses`, { ...as(owner), body: HOME })).body;
    expect(
      (await api.request('PUT', `/customers/${ann.id}/addresses/${made.id}`, { ...as(owner), body: { country: 'GB' } }))
        .body.country,
    ).toBe('GB');
    expect(
      (await api.request('PUT', `/customers/${ann.id}/addresses/${made.id}`, { ...as(owner), body: { country: 'UK' } }))
        .status,
    ).toBe(422);
    expect(((await stored(ann.id))!.addresses as { country: string }[])[0]?.country).toBe('GB');
  });

  it('embeds the addresses in GET /customers/{customer} within 2 DynamoDB requests', async () => {
    const ann = await newCustomer();
    const made = (
      await api.request('POST', `/customers/${ann.id}/addresses`, {
        ...as(owner),
        body: { ...HOME, default_shipping: true },
      })
    ).body;
    let res: ApiResponse | undefined;
    const count = await api.countRequests(async () => {
      res = await api.request('GET', `/customers/${ann.id}`, as(owner));
    });
    expect(res?.status).toBe(200);
    expect(res?.body.addresses).toEqual([made]);
    expect(count).toBeLessThanOrEqual(2);
    // The customer's own session: the token with the customer, then the session.
    expect(
      await api.countRequests(() =>
        api.request('GET', `/customers/${ann.id}/addresses`, { ...asCustomer(ann), site: owner.site.id }),
      ),
    ).toBeLessThanOrEqual(2);
    expect(
      await api.countRequests(() =>
        api.request('POST', `/customers/${ann.id}/addresses`, { ...as(owner), body: HOME }),
      ),
    ).toBeLessThanOrEqual(3);
  });
});

describe('checkout with the address book', () => {
  let product: string;
  let shop: string; // a storefront token that checks out (write_orders) as the session's customer
  beforeAll(async () => {
    shop = await api.siteToken(owner, ['write_orders']);
    const res = await api.request('POST', '/products', {
      ...as(owner),
      body: { name: unique('Mug '), status: 'active', price: 10, inventory_quantity: 1000 },
    });
    expect(res.status).toBe(201);
    product = res.body.id;
  });
  const lines = () => [{ product, quantity: 1 }];
  const buying = (customer: { session: Record<string, string> }, body?: Record<string, unknown>) => ({
    token: shop,
    headers: customer.session,
    body,
  });
  const orderItem = async (id: string) =>
    (
      await db.send(
        new GetCommand({ TableName: TABLE_NAME, Key: { pk: `${owner.site.id}#ORDER`, sk: id }, ConsistentRead: true }),
      )
    ).Item;

  it("copies the buyer's own addresses by id into the order, and keeps the copy after the address is edited or deleted", async () => {
    const ann = await newCustomer();
    const home = (
      await api.request(
        'POST',
        `/customers/${ann.id}/addresses`,
        asCustomer(ann, { ...HOME, province: 'Brussels-Capital', phone: '+32 2 000', default_shipping: true }),
      )
    ).body;
    const office = (
      await api.request(
        'POST',
        `/customers/${ann.id}/addresses`,
        asCustomer(ann, {
          ...HOME,
          company: 'Engines',
          address1: 'Meir 2',
          zip: '2000',
          city: 'Antwerp',
          vat_number: 'BE0123456789',
        }),
      )
    ).body;
    const placed = await api.request('POST', '/orders', {
      ...buying(ann, { line_items: lines(), shipping_address_id: home.id, billing_address_id: office.id }),
    });
    expect(placed.status).toBe(201);
    const { id: _home, default_billing: _hb, default_shipping: _hs, ...homeFields } = home;
    const { id: _office, default_billing: _ob, default_shipping: _os, ...officeFields } = office;
    expect(placed.body.customer_id).toBe(ann.id);
    expect(placed.body.email).toBe(ann.email);
    expect(placed.body.shipping_address).toEqual({ name: 'Ada Lovelace', ...homeFields, address_id: home.id });
    expect(placed.body.billing_address).toEqual({ name: 'Ada Lovelace', ...officeFields, address_id: office.id });

    expect(
      (
        await api.request(
          'PUT',
          `/customers/${ann.id}/addresses/${home.id}`,
          asCustomer(ann, { address1: 'Elsewhere 9', city: 'Liège', zip: '4000' }),
        )
      ).status,
    ).toBe(200);
    expect((await api.request('DELETE', `/customers/${ann.id}/addresses/${office.id}`, asCustomer(ann))).status).toBe(
      204,
    );
    const later = await api.request('GET', `/orders/${placed.body.id}`, as(owner));
    expect(later.body.shipping_address).toEqual(placed.body.shipping_address);
    expect(later.body.billing_address).toEqual(placed.body.billing_address);
    expect((await orderItem(placed.body.id))?.shipping_address).toMatchObject({
      address1: 'Rue Haute 1',
      city: 'Brussels',
      address_id: home.id,
    });
  });

  it("names the field with 422 for an unknown id, another customer's, no customer, or an id with an inline address, and places nothing", async () => {
    const [ann, bob] = await Promise.all([newCustomer(), newCustomer()]);
    const annHome = (await api.request('POST', `/customers/${ann.id}/addresses`, asCustomer(ann, HOME))).body;
    const bobHome = (await api.request('POST', `/customers/${bob.id}/addresses`, asCustomer(bob, HOME))).body;
    const refused = async (
      body: Record<string, unknown>,
      options: Record<string, unknown>,
      field: string,
      code: string,
    ) => {
      const before = (await api.request('GET', '/orders?per_page=100', as(owner))).body.length;
      const res = await api.request('POST', '/orders', { ...options, body: { line_items: lines(), ...body } });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, code })]));
      expect((await api.request('GET', '/orders?per_page=100', as(owner))).body.length).toBe(before);
    };
    await refused({ shipping_address_id: bobHome.id }, buying(ann), 'shipping_address_id', 'not_found');
    await refused({ billing_address_id: '0123456789abcdef01234567' }, buying(ann), 'billing_address_id', 'not_found');
    await refused(
      {
        shipping_address_id: annHome.id,
        shipping_address: { name: 'Ada', address1: 'X 1', zip: '1', city: 'Y', country: 'BE' },
      },
      buying(ann),
      'shipping_address_id',
      'not_allowed',
    );
    await refused(
      { email: 'guest@example.com', shipping_address_id: annHome.id },
      as(owner),
      'shipping_address_id',
      'not_allowed',
    );
    // A staff token naming the customer uses that customer's book: Bob's address is not Ann's.
    await refused(
      { customer_id: ann.id, shipping_address_id: bobHome.id },
      as(owner),
      'shipping_address_id',
      'not_found',
    );
    const staff = await api.request('POST', '/orders', {
      ...as(owner),
      body: { line_items: lines(), customer_id: ann.id, billing_address_id: annHome.id },
    });
    expect(staff.status).toBe(201);
    expect(staff.body.billing_address.address_id).toBe(annHome.id);
  });

  it('still takes an inline address with name, or in the book shape, with an assigned country', async () => {
    const old = await api.request('POST', '/orders', {
      ...as(owner),
      body: {
        email: 'guest@example.com',
        line_items: lines(),
        shipping_address: {
          name: 'Grace Hopper',
          address1: 'Main St 1',
          zip: '10001',
          city: 'New York',
          country: 'US',
        },
      },
    });
    expect(old.status).toBe(201);
    expect(old.body.shipping_address).toEqual({
      name: 'Grace Hopper',
      first_name: '',
      last_name: '',
      company: null,
      address1: 'Main St 1',
      address2: null,
      zip: '10001',
      city: 'New York',
      province: null,
      country: 'US',
      phone: null,
      vat_number: null,
      address_id: null,
    });
    const shaped = await api.request('POST', '/orders', {
      ...as(owner),
      body: {
        email: 'guest@example.com',
        line_items: lines(),
        billing_address: { ...HOME, vat_number: 'BE0123456789' },
      },
    });
    expect(shaped.status).toBe(201);
    expect(shaped.body.billing_address).toMatchObject({
      name: 'Ada Lovelace',
      first_name: 'Ada',
      vat_number: 'BE0123456789',
      address_id: null,
    });
    const eu = await api.request('POST', '/orders', {
      ...as(owner),
      body: { email: 'guest@example.com', line_items: lines(), billing_address: { ...HOME, country: 'EU' } },
    });
    expect(eu.status).toBe(422);
    expect(eu.body.errors).toEqual([expect.objectContaining({ field: 'billing_address.country' })]);
  });

  it("reads the book in the checkout's own reads: a customer session by id costs what a session checkout costs", async () => {
    const ann = await newCustomer();
    const home = (await api.request('POST', `/customers/${ann.id}/addresses`, asCustomer(ann, HOME))).body;
    const plain = await api.countRequests(() =>
      api.request('POST', '/orders', { ...buying(ann, { line_items: lines() }), site: owner.site.id }),
    );
    const byId = await api.countRequests(() =>
      api.request('POST', '/orders', {
        ...buying(ann, { line_items: lines(), shipping_address_id: home.id }),
        site: owner.site.id,
      }),
    );
    expect(byId).toBe(plain);
  });
});
