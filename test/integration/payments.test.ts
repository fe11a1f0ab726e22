import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { paymentKeys } from '../../lib/payments/keys.js';
import { useApi, type Owner } from '../helpers/api.js';

const api = useApi({ queues: true });
let owner: Owner;
beforeAll(async () => {
  owner = await api.owner();
});

const as = (who: Owner, extra: Record<string, unknown> = {}) => ({ token: who.token, site: who.site.id, ...extra });

const item = async (key: { pk: string; sk: string }) =>
  (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item;

describe('payment providers', () => {
  it('seals Stripe keys, shows only their last 4 characters and keeps a secret left out', async () => {
    const put = await api.request('PUT', '/payment_providers/stripe', {
      ...as(owner),
      body: { secret_key: 'sk_test_abcdefghijklmnop1234', webhook_secret: 'whsec_abcdefghijklmnop5678' },
    });
    expect(put.status, put.text).toBe(201);
    expect(put.body).toMatchObject({ provider: 'stripe', secret_key: '…1234', webhook_secret: '…5678', api_key: null });
    expect(put.body.webhook_url).toMatch(new RegExp(`/payments/webhooks/stripe/${owner.site.id}$`));
    expect(put.text).not.toContain('abcdefghijklmnop');
    const stored = await item(paymentKeys.provider(owner.site.id, 'stripe'));
    expect(JSON.stringify(stored)).not.toContain('abcdefghijklmnop');
    expect(stored?.sealed.secret_key).toMatch(/^v1\./);

    const again = await api.request('PUT', '/payment_providers/stripe', {
      ...as(owner),
      body: { secret_key: 'sk_test_zyxwvutsrqponmlk9999', capture_method: 'manual' },
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ secret_key: '…9999', webhook_secret: '…5678', capture_method: 'manual' });

    const list = await api.request('GET', '/payment_providers', as(owner));
    expect(list.status).toBe(200);
    expect(list.body.map((p: { provider: string }) => p.provider)).toContain('stripe');
    const one = await api.request('GET', '/payment_providers/stripe', as(owner));
    expect(one.body.secret_key).toBe('…9999');
  });

  it('refuses missing or foreign keys with 422 and stores nothing', async () => {
    const fresh = await api.owner();
    const missing = await api.request('PUT', '/payment_providers/mollie', { ...as(fresh), body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([expect.objectContaining({ field: 'api_key', code: 'required' })]);
    const foreign = await api.request('PUT', '/payment_providers/manual', {
      ...as(fresh),
      body: { api_key: 'test_abcdefghijklmnop' },
    });
    expect(foreign.status).toBe(422);
    const unknown = await api.request('PUT', '/payment_providers/paypal', { ...as(fresh), body: {} });
    expect(unknown.status).toBe(400);
    expect(await item(paymentKeys.provider(fresh.site.id, 'mollie'))).toBeUndefined();
    expect(await item(paymentKeys.provider(fresh.site.id, 'manual'))).toBeUndefined();
  });

  it('needs write_site to change and read_site to read', async () => {
    const reader = await api.siteToken(owner, ['read_site']);
    const refused = await api.request('PUT', '/payment_providers/manual', { token: reader, body: {} });
    expect(refused.status).toBe(403);
    expect((await api.request('GET', '/payment_providers', { token: reader })).status).toBe(200);
    const orders = await api.siteToken(owner, ['write_orders']);
    expect((await api.request('GET', '/payment_providers', { token: orders })).status).toBe(403);
  });

  it('deletes a provider (404 once gone)', async () => {
    expect((await api.request('PUT', '/payment_providers/manual', { ...as(owner), body: {} })).status).toBe(201);
    expect((await api.request('DELETE', '/payment_providers/manual', as(owner))).status).toBe(204);
    expect((await api.request('GET', '/payment_providers/manual', as(owner))).status).toBe(404);
    expect((await api.request('DELETE', '/payment_providers/manual', as(owner))).status).toBe(404);
  });
});
