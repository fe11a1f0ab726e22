import { beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { createUser } from '../../lib/auth/users.js';
import { SCOPES } from '../../lib/auth/scopes.js';
import { useApi, unique, type Owner } from '../helpers/api.js';

const api = useApi();
let owner: Owner;
beforeAll(async () => {
  owner = await api.owner();
});

const basic = (email: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
});

describe('POST /auth/login', () => {
  it('issues a user-scoped master token with every scope an owner may use, via Basic auth', async () => {
    const res = await api.request('POST', '/auth/login', { headers: basic(owner.user.email, owner.password) });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toMatch(/\/tokens\/[0-9a-f]{24}$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      token_type: 'bearer',
      user: { id: owner.user.id, email: owner.user.email, name: 'Owner' },
    });
    expect(res.body.token).toMatch(/^smp_[A-Za-z0-9_-]{43}$/);
    expect(res.body.access_token).toBe(res.body.token);
    expect(res.body.scopes).toEqual([...SCOPES]);
    expect(res.body.expires_in).toBeGreaterThan(13 * 24 * 3600);
    expect(Date.parse(res.body.expired_at)).toBeGreaterThan(Date.now());
    const me = await api.request('GET', '/user', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: owner.user.id, email: owner.user.email });
  });

  it('accepts a JSON body with email, password, description and expires_in', async () => {
    const res = await api.request('POST', '/auth/login', {
      body: {
        email: owner.user.email.toUpperCase(),
        password: owner.password,
        description: 'laptop',
        expires_in: 3600,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.expires_in).toBe(3600);
    expect(Date.parse(res.body.expired_at) - Date.now()).toBeLessThanOrEqual(3600 * 1000);
  });

  it('answers 401 with the same body for an unknown email and for a wrong password', async () => {
    const wrong = await api.request('POST', '/auth/login', {
      body: { email: owner.user.email, password: 'not-the-password' },
    });
    const unknown = await api.request('POST', '/auth/login', {
      body: { email: 'nobody@example.com', password: 'whatever-else' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'invalid_credentials', message: 'The email or password is incorrect' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 400 when no credentials are sent', async () => {
    const res = await api.request('POST', '/auth/login', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('credentials_required');
  });

  it('locks an account with 429 and Retry-After after repeated failures, even for the right password', async () => {
    const email = `${unique('victim')}@example.com`;
    await createUser({ email, name: 'Victim', password: 'correct-horse-battery' });
    for (let i = 0; i < 10; i += 1) {
      expect((await api.request('POST', '/auth/login', { body: { email, password: `guess-${i}` } })).status).toBe(401);
    }
    const locked = await api.request('POST', '/auth/login', { body: { email, password: 'correct-horse-battery' } });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('too_many_login_attempts');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('stores neither passwords nor token secrets in clear', async () => {
    const login = await api.request('POST', '/auth/login', {
      body: { email: owner.user.email, password: owner.password },
    });
    const { Items = [] } = await db.send(new ScanCommand({ TableName: TABLE_NAME }));
    const dump = JSON.stringify(Items);
    expect(dump).not.toContain(owner.password);
    expect(dump).not.toContain(login.body.token);
    expect(dump).toContain('scrypt$');
  });
});

describe('authentication errors', () => {
  it('answers 401 missing_token without Authorization', async () => {
    const res = await api.request('GET', '/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'missing_token', message: expect.any(String) });
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer /);
  });

  it('answers 401 invalid_token for a garbage or unknown token', async () => {
    for (const token of ['garbage', `smp_${'A'.repeat(43)}`]) {
      const res = await api.request('GET', '/user', { token });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('invalid_token');
    }
  });
});
