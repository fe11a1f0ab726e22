import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../lib/auth/tokens.js';
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

const siteToken = (who: Owner, scopes: string[], master = false) => api.siteToken(who, scopes, { master });

const newCustomer = async (who: Owner = owner, extra: Record<string, unknown> = {}) => {
  const email = `${unique('cust')}@example.com`;
  const res = await api.request('POST', '/customers', {
    ...as(who),
    body: { email, password: 'secret-123', first_name: 'Ada', last_name: 'Lovelace', ...extra },
  });
  expect(res.status).toBe(201);
  return { ...res.body, password: 'secret-123' } as { id: string; email: string; url: string; password: string };
};

describe('customers CRUD', () => {
  it('creates a customer with a hashed password and returns it with its Location', async () => {
    const email = `${unique('Cust')}@Example.com`;
    const res = await api.request('POST', '/customers', {
      ...as(owner),
      body: { email, password: 'secret-123', first_name: 'Ada', last_name: 'Lovelace', phone: '+1 555' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: email.toLowerCase(),
      first_name: 'Ada',
      last_name: 'Lovelace',
      name: 'Ada Lovelace',
      phone: '+1 555',
      accepts_marketing: false,
    });
    expect(res.body).not.toHaveProperty('password');
    expect(res.body).not.toHaveProperty('password_hash');
    expect(res.headers.get('location')).toBe(res.body.url);
    expect(res.body.url).toMatch(new RegExp(`/customers/${res.body.id}$`));
    const { Item } = await db.send(
      new GetCommand({ TableName: TABLE_NAME, Key: { pk: sitePk(owner.site.id, 'CUSTOMER'), sk: res.body.id } }),
    );
    expect(Item?.password_hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(Item)).not.toContain('secret-123');
  });

  it('reads a customer by id and by email', async () => {
    const customer = await newCustomer();
    const byId = await api.request('GET', `/customers/${customer.id}`, as(owner));
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ id: customer.id, email: customer.email });
    const byEmail = await api.request(
      'GET',
      `/customers/${encodeURIComponent(customer.email.toUpperCase())}`,
      as(owner),
    );
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.id).toBe(customer.id);
  });

  it('lists customers with pagination', async () => {
    const site = await api.owner();
    const ids = [(await newCustomer(site)).id, (await newCustomer(site)).id, (await newCustomer(site)).id];
    const first = await api.request('GET', '/customers?per_page=2', as(site));
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1] as string;
    const second = await api.request('GET', next.slice(api.url.length), as(site));
    // Ids made within one second are not ordered among themselves, so compare as sets.
    expect([...first.body, ...second.body].map((c: { id: string }) => c.id).sort()).toEqual([...ids].sort());
    expect(second.headers.get('link') ?? '').not.toContain('rel="next"');
  });

  it('updates fields, email and password, and moves the email claim', async () => {
    const customer = await newCustomer();
    const email = `${unique('moved')}@example.com`;
    const res = await api.request('PUT', `/customers/${customer.id}`, {
      ...as(owner),
      body: { email, first_name: 'Grace', password: 'new-secret-1' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, first_name: 'Grace', last_name: 'Lovelace', name: 'Grace Lovelace' });
    expect((await api.request('GET', `/customers/${encodeURIComponent(email)}`, as(owner))).body.id).toBe(customer.id);
    expect((await api.request('GET', `/customers/${encodeURIComponent(customer.email)}`, as(owner))).status).toBe(404);
    // The old email is free again, the new one taken.
    expect(
      (
        await api.request('POST', '/customers', {
          ...as(owner),
          body: { email: customer.email, password: 'secret-123' },
        })
      ).status,
    ).toBe(201);
    const login = await api.request('POST', '/customers/login', {
      ...as(owner),
      body: { email, password: 'new-secret-1' },
    });
    expect(login.status).toBe(201);
  });

  it('returns 409 email_taken for a duplicate email on create and update', async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const dup = await api.request('POST', '/customers', {
      ...as(owner),
      body: { email: a.email.toUpperCase(), password: 'secret-123' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('email_taken');
    const moved = await api.request('PUT', `/customers/${b.id}`, { ...as(owner), body: { email: a.email } });
    expect(moved.status).toBe(409);
    expect((await api.request('GET', `/customers/${b.id}`, as(owner))).body.email).toBe(b.email);
  });

  it('allows the same email on two sites', async () => {
    const customer = await newCustomer();
    const res = await api.request('POST', '/customers', {
      ...as(other),
      body: { email: customer.email, password: 'secret-123' },
    });
    expect(res.status).toBe(201);
  });

  it('deletes a customer, frees its email and ends its sessions', async () => {
    const customer = await newCustomer();
    const login = await api.request('POST', '/customers/login', {
      ...as(owner),
      body: { email: customer.email, password: customer.password },
    });
    const sessionKey = { pk: sitePk(owner.site.id, `SESSION#${hashSecret(login.body.session_token)}`), sk: 'SESSION' };
    expect((await db.send(new GetCommand({ TableName: TABLE_NAME, Key: sessionKey }))).Item).toBeDefined();
    const res = await api.request('DELETE', `/customers/${customer.id}`, as(owner));
    expect(res.status).toBe(204);
    expect((await api.request('GET', `/customers/${customer.id}`, as(owner))).status).toBe(404);
    expect((await api.request('DELETE', `/customers/${customer.id}`, as(owner))).status).toBe(404);
    expect((await db.send(new GetCommand({ TableName: TABLE_NAME, Key: sessionKey }))).Item).toBeUndefined();
    expect(
      (
        await api.request('POST', '/customers', {
          ...as(owner),
          body: { email: customer.email, password: 'secret-123' },
        })
      ).status,
    ).toBe(201);
  });

  it('answers 404 for an unknown customer id or email', async () => {
    expect((await api.request('GET', '/customers/0123456789abcdef01234567', as(owner))).status).toBe(404);
    expect((await api.request('GET', '/customers/nobody%40example.com', as(owner))).status).toBe(404);
    expect(
      (await api.request('PUT', '/customers/0123456789abcdef01234567', { ...as(owner), body: { first_name: 'X' } }))
        .status,
    ).toBe(404);
  });
});

describe('customer validation', () => {
  it('returns 422 with one entry per invalid field', async () => {
    const res = await api.request('POST', '/customers', {
      ...as(owner),
      body: { email: 'not-an-email', password: 'short', nickname: 'x' },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    const fields = Object.fromEntries(res.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]));
    expect(fields).toMatchObject({ email: 'invalid', password: 'invalid', '(body)': 'unknown_field' });
  });

  it('returns 422 missing for absent email and password', async () => {
    const res = await api.request('POST', '/customers', { ...as(owner), body: { first_name: 'A' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'email', code: 'missing' }),
        expect.objectContaining({ field: 'password', code: 'missing' }),
      ]),
    );
  });
});

describe('customer scopes and isolation', () => {
  it('needs read_customers to read and write_customers to write', async () => {
    const reader = await siteToken(owner, ['read_customers']);
    const none = await siteToken(owner, ['read_site']);
    expect((await api.request('GET', '/customers', { token: reader })).status).toBe(200);
    const denied = await api.request('GET', '/customers', { token: none });
    expect(denied.status).toBe(403);
    expect(denied.headers.get('x-accepted-oauth-scopes')).toBe('read_customers, write_customers');
    const write = await api.request('POST', '/customers', {
      token: reader,
      body: { email: `${unique('c')}@example.com`, password: 'secret-123' },
    });
    expect(write.status).toBe(403);
  });

  it("never shows or changes another site's customer: 404", async () => {
    const customer = await newCustomer(owner);
    expect((await api.request('GET', `/customers/${customer.id}`, as(other))).status).toBe(404);
    expect((await api.request('GET', `/customers/${encodeURIComponent(customer.email)}`, as(other))).status).toBe(404);
    expect(
      (await api.request('PUT', `/customers/${customer.id}`, { ...as(other), body: { first_name: 'Mallory' } })).status,
    ).toBe(404);
    expect((await api.request('DELETE', `/customers/${customer.id}`, as(other))).status).toBe(404);
    const list = await api.request('GET', '/customers?per_page=100', as(other));
    expect(list.body.map((c: { id: string }) => c.id)).not.toContain(customer.id);
    expect((await api.request('GET', `/customers/${customer.id}`, as(owner))).body.first_name).toBe('Ada');
  });
});

describe('customer sessions', () => {
  it('signs a customer in with a site token and no scopes: 201 with session_token, expires_in and customer', async () => {
    const customer = await newCustomer();
    const token = await siteToken(owner, []);
    const res = await api.request('POST', '/customers/login', {
      token,
      body: { email: customer.email.toUpperCase(), password: customer.password },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.session_token).toMatch(/^scs_[A-Za-z0-9_-]{43}$/);
    expect(res.body.expires_in).toBeGreaterThan(7 * 24 * 3600 - 10);
    expect(res.body.customer).toMatchObject({ id: customer.id, email: customer.email, name: 'Ada Lovelace' });
    const { Item } = await db.send(
      new GetCommand({
        TableName: TABLE_NAME,
        Key: { pk: sitePk(owner.site.id, `SESSION#${hashSecret(res.body.session_token)}`), sk: 'SESSION' },
      }),
    );
    expect(Item).toMatchObject({ customerId: customer.id });
    expect(Item?.ttl).toBeGreaterThan(Date.now() / 1000);
    expect(JSON.stringify(Item)).not.toContain(res.body.session_token);
  });

  it('signs in with a user token and X-Service-Site, honouring expires_in', async () => {
    const customer = await newCustomer();
    const res = await api.request('POST', '/customers/login', {
      ...as(owner),
      body: { email: customer.email, password: customer.password, expires_in: 600 },
    });
    expect(res.status).toBe(201);
    expect(res.body.expires_in).toBeLessThanOrEqual(600);
    expect(res.body.expires_in).toBeGreaterThan(590);
  });

  it("refuses a wrong password, an unknown email and another site's customer with 401 invalid_credentials", async () => {
    const customer = await newCustomer();
    for (const [who, email, password] of [
      [owner, customer.email, 'wrong-password'],
      [owner, `${unique('nobody')}@example.com`, 'secret-123'],
      [other, customer.email, customer.password],
    ] as const) {
      const res = await api.request('POST', '/customers/login', { ...as(who), body: { email, password } });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('invalid_credentials');
    }
  });

  it('throttles repeated failures with 429 and Retry-After', async () => {
    const customer = await newCustomer();
    for (let i = 0; i < 10; i += 1) {
      await api.request('POST', '/customers/login', {
        ...as(owner),
        body: { email: customer.email, password: 'wrong' },
      });
    }
    const res = await api.request('POST', '/customers/login', {
      ...as(owner),
      body: { email: customer.email, password: customer.password },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('requires a site: a user token without X-Service-Site gets 400', async () => {
    const res = await api.request('POST', '/customers/login', {
      token: owner.token,
      body: { email: 'a@example.com', password: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('site_required');
  });

  it('logs out: the session item is deleted, and logging out again is still 204', async () => {
    const customer = await newCustomer();
    const login = await api.request('POST', '/customers/login', {
      ...as(owner),
      body: { email: customer.email, password: customer.password },
    });
    const key = { pk: sitePk(owner.site.id, `SESSION#${hashSecret(login.body.session_token)}`), sk: 'SESSION' };
    const res = await api.request('POST', '/customers/logout', {
      ...as(owner),
      headers: { 'session-token': login.body.session_token },
    });
    expect(res.status).toBe(204);
    expect((await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key }))).Item).toBeUndefined();
    const again = await api.request('POST', '/customers/logout', {
      ...as(owner),
      headers: { 'x-service-session-token': login.body.session_token },
    });
    expect(again.status).toBe(204);
  });

  it('answers logout without a session header with 400 session_required', async () => {
    const res = await api.request('POST', '/customers/logout', as(owner));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('session_required');
  });

  it('keeps the expiry in the session item for the check on read', async () => {
    const customer = await newCustomer();
    const login = await api.request('POST', '/customers/login', {
      ...as(owner),
      body: { email: customer.email, password: customer.password },
    });
    const key = { pk: sitePk(owner.site.id, `SESSION#${hashSecret(login.body.session_token)}`), sk: 'SESSION' };
    // Over HTTP: a non-master token acting as the customer reads a customers-only channel...
    const channel = await api.request('POST', '/channels', {
      ...as(owner),
      body: { name: unique('Members '), acl: { read: 'customers', create: 'none', update: 'none', delete: 'none' } },
    });
    expect(channel.status).toBe(201);
    const token = await siteToken(owner, ['read_channels']);
    const read = () =>
      api.request('GET', `/channels/${channel.body.id}/entries`, {
        token,
        headers: { 'session-token': login.body.session_token },
      });
    expect((await read()).status).toBe(200);
    // ...until the session's expiry passes: refused at once, before DynamoDB's TTL deletes the item.
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: key,
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': '2000-01-01T00:00:00.000Z' },
      }),
    );
    const expired = await read();
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('invalid_session');
    const { findSession } = await import('../../lib/customers/sessions.js');
    await expect(findSession(owner.site.id, login.body.session_token)).resolves.toBeUndefined();
  });
});
