import { beforeAll, describe, expect, it } from 'vitest';
import { useApi, unique, type Owner } from '../helpers/api.js';

// The entry ACL matrix: {master, master with use_acl, non-master, non-master with a customer
// session, another customer} x {public, customers, owner, none} x {read, create, update, delete}.

const LEVELS = ['public', 'customers', 'owner', 'none'] as const;
const OPERATIONS = ['read', 'create', 'update', 'delete'] as const;
type Level = (typeof LEVELS)[number];
type Operation = (typeof OPERATIONS)[number];

interface Caller {
  readonly token: () => string;
  readonly site?: () => string;
  readonly query: string;
  readonly session?: () => string;
  /** The customer the caller acts as, if any; `bypass` for a master token without use_acl. */
  readonly customer?: 'owner' | 'other';
  readonly bypass: boolean;
}

const api = useApi();
let owner: Owner;
let nonMaster: string;
let ownerSession: string;
let otherSession: string;
let ownerId: string;
let otherId: string;
const channels = {} as Record<Level, string>;

const CALLERS: Record<string, Caller> = {
  master: { token: () => owner.token, site: () => owner.site.id, query: '', bypass: true },
  'master with use_acl': { token: () => owner.token, site: () => owner.site.id, query: 'use_acl=true', bypass: false },
  'non-master': { token: () => nonMaster, query: '', bypass: false },
  "non-master with the owner's session": {
    token: () => nonMaster,
    query: '',
    session: () => ownerSession,
    customer: 'owner',
    bypass: false,
  },
  'another customer': {
    token: () => nonMaster,
    query: '',
    session: () => otherSession,
    customer: 'other',
    bypass: false,
  },
};

const allowed = (caller: Caller, level: Level, operation: Operation): boolean => {
  if (caller.bypass) return true;
  switch (level) {
    case 'public':
      return true;
    case 'customers':
      return caller.customer !== undefined;
    case 'owner':
      return caller.customer !== undefined && (operation === 'create' || caller.customer === 'owner');
    case 'none':
      return false;
  }
};

const call = (caller: Caller, method: string, path: string, body?: unknown) =>
  api.request(method, caller.query ? `${path}${path.includes('?') ? '&' : '?'}${caller.query}` : path, {
    token: caller.token(),
    site: caller.site?.(),
    body,
    headers: caller.session ? { 'session-token': caller.session() } : {},
  });

const master = (method: string, path: string, body?: unknown) =>
  api.request(method, path, { token: owner.token, site: owner.site.id, body });

/** An entry owned by the owner customer: written by the master token acting through the owner's session. */
const ownedEntry = async (level: Level): Promise<string> => {
  const res = await api.request('POST', `/channels/${channels[level]}/entries`, {
    token: owner.token,
    site: owner.site.id,
    body: { fields: { title: 'original' } },
    headers: { 'session-token': ownerSession },
  });
  expect(res.status, res.text).toBe(201);
  expect(res.body.customer_id).toBe(ownerId);
  return res.body.id;
};

beforeAll(async () => {
  owner = await api.owner();
  const token = await master('POST', '/tokens', {
    note: 'storefront',
    scopes: ['write_channels'],
    site_id: owner.site.id,
  });
  nonMaster = token.body.token;
  const customer = async () => {
    const email = `${unique('c')}@example.com`;
    const created = await master('POST', '/customers', { email, password: 'secret-123' });
    const login = await master('POST', '/customers/login', { email, password: 'secret-123' });
    return { id: created.body.id as string, session: login.body.session_token as string };
  };
  [{ id: ownerId, session: ownerSession }, { id: otherId, session: otherSession }] = await Promise.all([
    customer(),
    customer(),
  ]);
  for (const level of LEVELS) {
    const res = await master('POST', '/channels', {
      name: unique(`acl ${level} `),
      customizations: [{ name: 'title', type: 'string' }],
      acl: { create: level, read: level, update: level, delete: level },
    });
    channels[level] = res.body.id;
  }
});

describe.each(Object.entries(CALLERS))('%s', (_name, caller) => {
  describe.each(LEVELS)('under %s', (level) => {
    it.each(OPERATIONS)('%s', async (operation) => {
      const expected = allowed(caller, level, operation);
      const collection = `/channels/${channels[level]}/entries`;
      if (operation === 'create') {
        const res = await call(caller, 'POST', collection, { fields: { title: 'new' } });
        expect(res.status, res.text).toBe(expected ? 201 : 403);
        if (expected) {
          const owned = caller.customer === 'owner' ? ownerId : caller.customer === 'other' ? otherId : null;
          expect(res.body.customer_id).toBe(owned);
          expect((await master('GET', `${collection}/${res.body.id}`)).status).toBe(200);
        } else {
          expect(res.body.code).toBe('acl_denied');
        }
        return;
      }
      const id = await ownedEntry(level);
      if (operation === 'read') {
        const res = await call(caller, 'GET', `${collection}/${id}`);
        expect(res.status).toBe(expected ? 200 : 404);
        if (expected) expect(res.body.fields).toEqual({ title: 'original' });
        const list = await call(caller, 'GET', `${collection}?per_page=100`);
        expect(list.status).toBe(200);
        expect(list.body.map((e: { id: string }) => e.id).includes(id)).toBe(expected);
        return;
      }
      if (operation === 'update') {
        const res = await call(caller, 'PUT', `${collection}/${id}`, { fields: { title: 'changed' } });
        expect(res.status, res.text).toBe(expected ? 200 : 403);
        const stored = await master('GET', `${collection}/${id}`);
        expect(stored.body.fields.title).toBe(expected ? 'changed' : 'original');
        expect(stored.body.customer_id).toBe(ownerId);
        return;
      }
      const res = await call(caller, 'DELETE', `${collection}/${id}`);
      expect(res.status, res.text).toBe(expected ? 204 : 403);
      expect((await master('GET', `${collection}/${id}`)).status).toBe(expected ? 404 : 200);
    });
  });
});

describe('ACL views', () => {
  it('gives a master token with use_acl and a session the view of that customer', async () => {
    const mine = await ownedEntry('owner');
    const path = `/channels/${channels.owner}/entries?per_page=100&use_acl=true`;
    const asOwner = await api.request('GET', path, {
      token: owner.token,
      site: owner.site.id,
      headers: { 'session-token': ownerSession },
    });
    expect(asOwner.body.map((e: { id: string }) => e.id)).toContain(mine);
    expect(asOwner.body.every((e: { customer_id: string }) => e.customer_id === ownerId)).toBe(true);
    const asOther = await api.request('GET', path, {
      token: owner.token,
      site: owner.site.id,
      headers: { 'session-token': otherSession },
    });
    expect(asOther.body.map((e: { id: string }) => e.id)).not.toContain(mine);
  });

  it('lists only the readable entries of an owner channel and still fills pages', async () => {
    const level = 'owner';
    const theirs = await master('POST', '/channels', {
      name: unique('mixed '),
      customizations: [{ name: 'title', type: 'string' }],
      acl: { create: level, read: level, update: level, delete: level },
    });
    const path = `/channels/${theirs.body.id}/entries`;
    const create = (session: string) =>
      api.request('POST', path, {
        token: nonMaster,
        body: { fields: { title: 'x' } },
        headers: { 'session-token': session },
      });
    const mine: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await create(otherSession);
      mine.push((await create(ownerSession)).body.id);
    }
    const seen: string[] = [];
    let next: string | undefined = `${path}?per_page=2`;
    while (next) {
      const res: { body: any; headers: Headers } = await api.request('GET', next, {
        token: nonMaster,
        headers: { 'session-token': ownerSession },
      });
      expect(res.body.length).toBeGreaterThan(0);
      seen.push(...res.body.map((e: { id: string }) => e.id));
      next = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1]?.slice(api.url.length);
    }
    expect(seen.sort()).toEqual(mine.sort());
  });
});
