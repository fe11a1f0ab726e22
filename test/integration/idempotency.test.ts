import { beforeAll, describe, expect, it } from 'vitest';
import { useApi, unique, type Owner } from '../helpers/api.js';

const api = useApi();
let owner: Owner;
beforeAll(async () => {
  owner = await api.owner();
});

const tokenCount = async (token: string) =>
  (await api.request('GET', '/tokens?per_page=100', { token })).body.length as number;

describe('Idempotency-Key on POST', () => {
  it('replays the first answer for a retry with the same key and body, creating nothing new', async () => {
    const key = unique('key-');
    const body = { note: 'retried', scopes: ['read_site'] };
    const before = await tokenCount(owner.token);
    const first = await api.request('POST', '/tokens', {
      token: owner.token,
      body,
      headers: { 'idempotency-key': key },
    });
    const second = await api.request('POST', '/tokens', {
      token: owner.token,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // the replay still passes through the whole stack
    expect(second.headers.get('x-oauth-scopes')).toBe(first.headers.get('x-oauth-scopes'));
    expect(second.headers.get('x-ratelimit-used')).toEqual(expect.any(String));
    expect(await tokenCount(owner.token)).toBe(before + 1);
  });

  it('answers 422 when the same key comes with another body, and changes nothing', async () => {
    const key = unique('key-');
    await api.request('POST', '/tokens', {
      token: owner.token,
      body: { note: 'a', scopes: [] },
      headers: { 'idempotency-key': key },
    });
    const before = await tokenCount(owner.token);
    const reused = await api.request('POST', '/tokens', {
      token: owner.token,
      body: { note: 'b', scopes: [] },
      headers: { 'idempotency-key': key },
    });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('idempotency_key_reused');
    expect(await tokenCount(owner.token)).toBe(before);
  });

  it("scopes keys to their owner: another user's identical key is a different request", async () => {
    const other = await api.owner();
    const key = unique('shared-');
    const mine = await api.request('POST', '/tokens', {
      token: owner.token,
      body: { note: 'x', scopes: [] },
      headers: { 'idempotency-key': key },
    });
    const theirs = await api.request('POST', '/tokens', {
      token: other.token,
      body: { note: 'x', scopes: [] },
      headers: { 'idempotency-key': key },
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('releases the key when the request fails, so a corrected retry runs', async () => {
    const key = unique('key-');
    const taken = (await api.owner()).site.subdomain;
    const failed = await api.request('POST', '/sites', {
      token: owner.token,
      body: { subdomain: taken, name: 'x' },
      headers: { 'idempotency-key': key },
    });
    expect(failed.status).toBe(409);
    const again = await api.request('POST', '/sites', {
      token: owner.token,
      body: { subdomain: taken, name: 'x' },
      headers: { 'idempotency-key': key },
    });
    expect(again.status).toBe(409);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
  });

  it('answers 400 for a malformed key', async () => {
    const res = await api.request('POST', '/tokens', {
      token: owner.token,
      body: { note: 'x' },
      headers: { 'idempotency-key': 'has spaces in it' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_idempotency_key');
  });

  it('costs nothing extra without the header', async () => {
    // auth UpdateItem + token PutItem
    expect(
      await api.countRequests(() => api.request('POST', '/tokens', { token: owner.token, body: { note: 'plain' } })),
    ).toBe(2);
  });
});
