import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeleteCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { fanOut } from '../../lib/push/fanout.js';
import { sendBatch } from '../../lib/push/sender.js';
import { unique, useApi, type Owner } from '../helpers/api.js';
import { startWebPushReceiver, type TestBrowser, type WebPushReceiver } from '../../harness/web-push-receiver.js';

// Devices and push: devices and push, over real HTTP on the local server with its in-process queues and
// scheduler, delivering Web Push to receivers written for the test (harness/web-push-receiver.ts):
// each plays a browser and its push service, verifies the VAPID JWT against the site's key and
// decrypts the aes128gcm body with http_ece.
vi.hoisted(() => {
  process.env.PUSH_RETRY_DELAYS_MS = '50,100';
  process.env.PUSH_MAX_RETRY_AFTER_MS = '3000';
  process.env.PUSH_REGISTRATIONS_PER_HOUR_PER_ADDRESS = '4';
});

const api = useApi({ queues: true });
let owner: Owner;
let other: Owner;
let receiver: WebPushReceiver;
let otherReceiver: WebPushReceiver;
let storefront: string;

const as = (who: Owner, extra: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) => ({
  token: extra.token ?? who.token,
  site: who.site.id,
  body: extra.body,
  headers: extra.headers,
});

const register = async (
  who: Owner,
  browser: TestBrowser,
  extra: Record<string, unknown> = {},
  options: { token?: string; headers?: Record<string, string> } = {},
) => {
  const res = await api.request(
    'POST',
    '/devices',
    as(who, {
      ...options,
      body: { platform: 'web', installation_id: `inst-${browser.id}`, subscription: browser.subscription, ...extra },
    }),
  );
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; customer_id: string | null };
};

const push = async (who: Owner, body: Record<string, unknown>) => {
  const res = await api.request(
    'POST',
    '/devices/push',
    as(who, { body: { notification: { title: 'Hello', body: 'News' }, ...body } }),
  );
  expect(res.status, res.text).toBe(202);
  return res.body as { id: string; status: string };
};

const status = async (who: Owner, id: string) => (await api.request('GET', `/devices/push/${id}`, as(who))).body;

/** Waits until a send reaches a final status (scheduled sends fire on a timer). */
const deadLetters = () =>
  (api.queues?.deadLetters ?? []).map(
    (letter) => `${letter.queue}: ${String((letter.error as Error)?.stack ?? letter.error)}`,
  );
const settled = async (who: Owner, id: string, timeoutMs = 10_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await api.queues?.idle();
    const current = await status(who, id);
    expect(deadLetters()).toEqual([]);
    if (!['scheduled', 'running'].includes(current.status) || Date.now() > until) return current;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** A send's per-device errors and the receiver's view, for a failed expectation's message. */
const outcomes = (sent: { errors?: unknown }) =>
  `errors: ${JSON.stringify(sent.errors)}; refused by the receiver: ${JSON.stringify(receiver.refused.slice(-6))}`;

beforeAll(async () => {
  [owner, other, receiver, otherReceiver] = await Promise.all([
    api.owner(),
    api.owner(),
    startWebPushReceiver(),
    startWebPushReceiver(),
  ]);
  storefront = await api.siteToken(owner, ['public']);
  const key = await api.request('GET', '/push/vapid_public_key', as(owner, { token: storefront }));
  expect(key.status).toBe(200);
  expect(Buffer.from(key.body.public_key, 'base64url')).toHaveLength(65);
  receiver.vapidKey = key.body.public_key;
  otherReceiver.vapidKey = (await api.request('GET', '/push/vapid_public_key', as(other))).body.public_key;
  expect(otherReceiver.vapidKey).not.toBe(receiver.vapidKey);
});
afterAll(async () => {
  await Promise.all([receiver?.close(), otherReceiver?.close()]);
});

describe('devices', () => {
  it('registers browsers and apps by installation, shows only a hint of their secrets, and lets a storefront reach only its own device', async () => {
    const browser = receiver.browser();
    const first = await api.request(
      'POST',
      '/devices',
      as(owner, {
        token: storefront,
        body: {
          platform: 'web',
          installation_id: `inst-${browser.id}`,
          subscription: browser.subscription,
          channels: ['news'],
          app_version: '1.0',
        },
      }),
    );
    expect(first.status, first.text).toBe(201);
    expect(first.headers.get('location')).toBe(first.body.url);
    expect(first.body).toMatchObject({
      platform: 'web',
      channels: ['news'],
      active: true,
      customer_id: null,
      endpoint_host: new URL(receiver.url).host,
      token_hint: `…${browser.subscription.endpoint.slice(-4)}`,
    });
    expect(first.text).not.toContain(browser.subscription.keys.auth);
    expect(first.text).not.toContain(browser.subscription.endpoint);
    // The same installation again: the same device, refreshed.
    const again = await api.request(
      'POST',
      '/devices',
      as(owner, {
        token: storefront,
        body: {
          platform: 'web',
          installation_id: `inst-${browser.id}`,
          subscription: browser.subscription,
          channels: ['news', 'sports'],
        },
      }),
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, channels: ['news', 'sports'], app_version: '1.0' });

    const app = await api.request(
      'POST',
      '/devices',
      as(owner, {
        body: { platform: 'ios', installation_id: unique('ios-'), token: 'a'.repeat(64), channels: ['sports'] },
      }),
    );
    expect(app.status).toBe(201);
    expect(app.body.token_hint).toBe('…aaaa');
    expect(app.text).not.toContain('a'.repeat(64));
    const refused = await api.request(
      'POST',
      '/devices',
      as(owner, { body: { platform: 'web', installation_id: unique('w-'), token: 'x', customer_id: null } }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['subscription', 'token']);

    // A storefront: its own device with the Installation-Id header, nobody else's, and no list.
    const path = `/devices/${first.body.id}`;
    expect((await api.request('GET', path, as(owner, { token: storefront }))).status).toBe(403);
    expect(
      (await api.request('GET', path, as(owner, { token: storefront, headers: { 'installation-id': 'someone-else' } })))
        .status,
    ).toBe(404);
    expect(
      (
        await api.request(
          'GET',
          `/devices/${app.body.id}`,
          as(owner, { token: storefront, headers: { 'installation-id': `inst-${browser.id}` } }),
        )
      ).status,
    ).toBe(404);
    const own = await api.request(
      'PATCH',
      path,
      as(owner, { token: storefront, body: { badge: 2 }, headers: { 'installation-id': `inst-${browser.id}` } }),
    );
    expect(own.status).toBe(200);
    expect(own.body.badge).toBe(2);
    const list = await api.request('GET', '/devices', as(owner, { token: storefront }));
    expect(list.status).toBe(403);
    expect(list.body.code).toBe('insufficient_scope');

    // Lists and counts read a channel's devices from its own partition.
    const sports = await api.request('GET', '/devices?where[channel]=sports', as(owner));
    expect(sports.body.map((d: { id: string }) => d.id).sort()).toEqual([first.body.id, app.body.id].sort());
    expect(
      (await api.request('GET', '/devices/count?where[channel]=sports&where[platform]=ios', as(owner))).body,
    ).toEqual({ count: 1 });
    expect(await api.countRequests(() => api.request('GET', '/devices?where[channel]=sports', as(owner)))).toBe(2);

    // Secrets are stored (they must be, to send), but no copy of them leaves through an answer.
    const { Items = [] } = await db.send(new ScanCommand({ TableName: TABLE_NAME }));
    const stored = Items.filter((item) => item.id === first.body.id);
    expect(stored.length).toBe(4); // the device, its installation copy, two channel copies
    expect(stored.every((item) => JSON.stringify(item.secret).includes(browser.subscription.keys.auth))).toBe(true);
    expect(
      await api.countRequests(() =>
        api.request(
          'DELETE',
          path,
          as(owner, { token: storefront, headers: { 'installation-id': `inst-${browser.id}` } }),
        ),
      ),
    ).toBe(3);
    const { Items: after = [] } = await db.send(new ScanCommand({ TableName: TABLE_NAME }));
    expect(after.filter((item) => item.id === first.body.id)).toEqual([]);
  });

  it('rate limits registrations without write_devices per client address', async () => {
    const site = await api.owner();
    const token = await api.siteToken(site, ['public']);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await api.request(
        'POST',
        '/devices',
        as(site, { token, body: { platform: 'android', installation_id: unique('a-'), token: unique('fcm-token-') } }),
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.code).toBe('too_many_registrations');
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    // write_devices callers are not limited.
    expect(
      (
        await api.request(
          'POST',
          '/devices',
          as(site, { body: { platform: 'android', installation_id: unique('a-'), token: unique('t-') } }),
        )
      ).status,
    ).toBe(201);
    expect((await api.request('GET', '/devices/count', as(site))).body.count).toBe(5);
  });
});

describe('sending', () => {
  it("sends a channel push to exactly its devices and no other site's, counting each device once", async () => {
    const news = [receiver.browser(), receiver.browser(), receiver.browser()];
    const ids = await Promise.all(news.map((browser) => register(owner, browser, { channels: ['news', 'local'] })));
    const sports = receiver.browser();
    await register(owner, sports, { channels: ['sports'] });
    const elsewhere = otherReceiver.browser();
    await register(other, elsewhere, { channels: ['news'] });
    const app = await api.request(
      'POST',
      '/devices',
      as(owner, {
        body: { platform: 'ios', installation_id: unique('ios-'), token: 'b'.repeat(64), channels: ['news'] },
      }),
    );

    // The request only records the send: it is answered before any device is reached (its
    // DynamoDB requests, ≤ 3, are held by the budget test, which runs no queues to mix in).
    const attemptsBefore = receiver.attempts.length;
    const accepted = await push(owner, {
      target: { channels: ['news', 'local'] },
      notification: { title: 'Breaking', data: { article: 42 }, url: 'https://example.com/a/42' },
      options: { urgency: 'high', collapse_key: 'breaking' },
    });
    expect(receiver.attempts.length).toBe(attemptsBefore);
    expect(accepted.status).toBe('running');
    const sent = await settled(owner, accepted.id);
    expect(sent.status, outcomes(sent)).toBe('partially_failed');
    expect(sent.counts).toEqual({ targeted: 4, sent: 3, failed: 1, invalidated: 0 });
    expect(sent.by_platform.web).toEqual({ targeted: 3, sent: 3, failed: 0, invalidated: 0 });
    expect(sent.by_platform.ios).toEqual({ targeted: 1, sent: 0, failed: 1, invalidated: 0 });
    expect(sent.errors).toEqual([
      { device_id: app.body.id, platform: 'ios', status: null, reason: 'push_not_configured' },
    ]);
    expect(sent.completed_at).not.toBeNull();

    const reached = [...receiver.delivered.entries()].filter(([, pushes]) =>
      pushes.some((p) => (p.payload as { push_id: string }).push_id === accepted.id),
    );
    expect(reached.map(([browser]) => browser).sort()).toEqual(news.map((b) => b.id).sort());
    const one = receiver.delivered.get(news[0]!.id)?.[0];
    expect(one?.payload).toEqual({
      title: 'Breaking',
      data: { article: 42 },
      url: 'https://example.com/a/42',
      push_id: accepted.id,
    });
    expect(one?.headers).toMatchObject({ urgency: 'high', topic: 'breaking' });
    expect(otherReceiver.attempts).toEqual([]);
    expect(receiver.refused).toEqual([]);
    expect(ids).toHaveLength(3);

    // Running the fan-out or a batch again (as SQS may) notifies nobody twice and counts nothing twice.
    const before = receiver.attempts.length;
    const batch = {
      site_id: owner.site.id,
      push_id: accepted.id,
      batch: 0,
      devices: [
        ...ids.map((d) => ({ id: d.id, platform: 'web' as const })),
        { id: app.body.id as string, platform: 'ios' as const },
      ],
    };
    await fanOut({ site_id: owner.site.id, push_id: accepted.id });
    await sendBatch(batch);
    await api.queues?.idle();
    expect(receiver.attempts.length).toBe(before);
    expect((await status(owner, accepted.id)).counts).toEqual(sent.counts);
    // A batch whose devices' outcomes were recorded but not the batch itself (a crash between the
    // two): its retry records it from the stored outcomes, without sending again.
    const pushKey = { pk: `${owner.site.id}#PUSH`, sk: accepted.id };
    await db.send(
      new DeleteCommand({
        TableName: TABLE_NAME,
        Key: { pk: `${owner.site.id}#PUSH#${accepted.id}`, sk: 'BATCH#00000000' },
      }),
    );
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: pushKey,
        UpdateExpression: 'SET #s = :running, #c = :zero, batches_done = :none REMOVE completed_at',
        ExpressionAttributeNames: { '#s': 'status', '#c': 'counts' },
        ExpressionAttributeValues: {
          ':running': 'running',
          ':zero': { ...sent.counts, sent: 0, failed: 0 },
          ':none': 0,
        },
      }),
    );
    await sendBatch(batch);
    expect(receiver.attempts.length).toBe(before);
    const recovered = await status(owner, accepted.id);
    expect(recovered.status).toBe('partially_failed');
    expect(recovered.counts).toEqual(sent.counts);
    const listed = await api.request('GET', '/devices/push', as(owner));
    expect(listed.body[0].id).toBe(accepted.id);
  });

  it('reaches every device of a customer, and deleting the customer deletes them', async () => {
    const email = `${unique('c')}@example.com`;
    const customer = await api.request('POST', '/customers', as(owner, { body: { email, password: 'secret-123' } }));
    const session = await api.request(
      'POST',
      '/customers/login',
      as(owner, { token: storefront, body: { email, password: 'secret-123' } }),
    );
    const phone = receiver.browser();
    const laptop = receiver.browser();
    const headers = { 'session-token': session.body.session_token };
    const devices = [
      await register(owner, phone, { channels: ['vip'] }, { token: storefront, headers }),
      await register(owner, laptop, {}, { token: storefront, headers }),
    ];
    expect(devices.map((d) => d.customer_id)).toEqual([customer.body.id, customer.body.id]);
    const stranger = receiver.browser();
    await register(owner, stranger);

    const accepted = await push(owner, { target: { customers: [customer.body.id] } });
    const sent = await settled(owner, accepted.id);
    expect(sent, outcomes(sent)).toMatchObject({
      status: 'succeeded',
      counts: { targeted: 2, sent: 2, failed: 0, invalidated: 0 },
    });
    expect(receiver.delivered.get(phone.id)?.map((p) => (p.payload as { push_id: string }).push_id)).toContain(
      accepted.id,
    );
    expect(receiver.delivered.get(laptop.id)?.map((p) => (p.payload as { push_id: string }).push_id)).toContain(
      accepted.id,
    );
    expect(receiver.delivered.get(stranger.id)).toBeUndefined();

    expect((await api.request('DELETE', `/customers/${customer.body.id}`, as(owner))).status).toBe(204);
    for (const device of devices)
      expect((await api.request('GET', `/devices/${device.id}`, as(owner))).status).toBe(404);
    expect((await api.request('GET', '/devices/count?where[channel]=vip', as(owner))).body.count).toBe(0);
  });

  it('deactivates a device whose endpoint answers 410 and retries a 429 once, counting each device once', async () => {
    const gone = receiver.browser();
    const busy = receiver.browser();
    const goneDevice = await register(owner, gone, { channels: ['flaky'] });
    await register(owner, busy, { channels: ['flaky'] });
    receiver.answer(gone, { status: 410 });
    receiver.answer(busy, { status: 429, retryAfter: 1 });

    const started = Date.now();
    const accepted = await push(owner, { target: { where: { channel: 'flaky', platform: 'web' } } });
    const sent = await settled(owner, accepted.id);
    expect(sent, outcomes(sent)).toMatchObject({
      status: 'succeeded',
      counts: { targeted: 2, sent: 1, failed: 0, invalidated: 1 },
    });
    expect(sent.errors).toEqual([{ device_id: goneDevice.id, platform: 'web', status: 410, reason: 'gone' }]);
    const busyAttempts = receiver.attempts.filter((a) => a.browser === busy.id);
    expect(busyAttempts.map((a) => a.status)).toEqual([429, 201]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000); // Retry-After: 1 was honoured
    expect(receiver.delivered.get(busy.id)).toHaveLength(1);

    const device = (await api.request('GET', `/devices/${goneDevice.id}`, as(owner))).body;
    expect(device).toMatchObject({ active: false, deactivation_reason: 'gone' });
    // Inactive devices are never targeted again.
    const again = await settled(owner, (await push(owner, { target: { channels: ['flaky'] } })).id);
    expect(again.counts).toEqual({ targeted: 1, sent: 1, failed: 0, invalidated: 0 });
  });

  it('fires a scheduled send at its time and never a cancelled one', async () => {
    const browser = receiver.browser();
    await register(owner, browser, { channels: ['later'] });
    const at = new Date(Date.now() + 1500).toISOString();
    const scheduled = await push(owner, { target: { channels: ['later'] }, options: { send_at: at } });
    const cancelled = await push(owner, { target: { channels: ['later'] }, options: { send_at: at } });
    expect([scheduled.status, cancelled.status]).toEqual(['scheduled', 'scheduled']);
    const cancel = await api.request('DELETE', `/devices/push/${cancelled.id}`, as(owner));
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(String) });
    expect((await api.request('DELETE', `/devices/push/${cancelled.id}`, as(owner))).body.code).toBe(
      'push_not_cancellable',
    );
    expect(receiver.delivered.get(browser.id)).toBeUndefined();

    const fired = await settled(owner, scheduled.id);
    expect(fired, outcomes(fired)).toMatchObject({ status: 'succeeded', counts: { targeted: 1, sent: 1 } });
    expect(Date.parse(fired.started_at)).toBeGreaterThanOrEqual(Date.parse(at) - 1000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await api.queues?.idle();
    expect(receiver.delivered.get(browser.id)?.map((p) => (p.payload as { push_id: string }).push_id)).toEqual([
      scheduled.id,
    ]);
    expect((await status(owner, cancelled.id)).status).toBe('cancelled');
  });

  it('keeps native credentials sealed, shows none of them, and counts apps failed where APNs and FCM cannot be reached', async () => {
    const site = await api.owner();
    const privateKey = `-----BEGIN PRIVATE KEY-----\n${'k'.repeat(60)}\n-----END PRIVATE KEY-----`;
    const put = await api.request(
      'PUT',
      '/push/settings',
      as(site, {
        body: {
          vapid_subject: 'mailto:ops@example.com',
          apns: {
            key_id: 'ABC123DEFG',
            team_id: 'TEAM123456',
            bundle_id: 'com.example.app',
            private_key: privateKey,
            environment: 'sandbox',
          },
          fcm: {
            service_account: {
              type: 'service_account',
              project_id: 'shop-app',
              client_email: 'push@shop-app.iam.gserviceaccount.com',
              private_key: privateKey,
            },
          },
        },
      }),
    );
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({
      vapid_subject: 'mailto:ops@example.com',
      apns: { key_id: 'ABC123DEFG', environment: 'sandbox' },
      fcm: { project_id: 'shop-app' },
    });
    expect(put.text).not.toContain('k'.repeat(60));
    expect((await api.request('GET', '/push/settings', as(site))).body).toEqual(put.body);
    const { Items = [] } = await db.send(new ScanCommand({ TableName: TABLE_NAME }));
    expect(JSON.stringify(Items)).not.toContain('k'.repeat(60));

    await api.request(
      'POST',
      '/devices',
      as(site, { body: { platform: 'android', installation_id: unique('a-'), token: 'fcm-token-1' } }),
    );
    const sent = await settled(site, (await push(site, { target: { all: true } })).id);
    expect(sent).toMatchObject({ status: 'failed', counts: { targeted: 1, sent: 0, failed: 1, invalidated: 0 } });
    expect(sent.errors[0]).toMatchObject({ platform: 'android', reason: 'native_push_unavailable' });
    // Removing a platform's credentials.
    expect((await api.request('PUT', '/push/settings', as(site, { body: { apns: null } }))).body.apns).toBeNull();
  });

  it('refuses a payload no push service would carry, naming the field, and records nothing', async () => {
    const tooLong = await api.request(
      'POST',
      '/devices/push',
      as(owner, { body: { target: { all: true }, notification: { title: 'Hi', body: 'x'.repeat(3990) } } }),
    );
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual([
      expect.objectContaining({ field: 'notification.body', code: 'payload_too_large' }),
    ]);
    expect(tooLong.body.errors[0].message).toMatch(/Web Push payload of \d+ bytes; at most 3993/);
    const bigData = await api.request(
      'POST',
      '/devices/push',
      as(owner, { body: { target: { all: true }, notification: { data: { blob: 'y'.repeat(4000) } } } }),
    );
    expect(bigData.body.errors[0].field).toBe('notification.data');
    const badWhere = await api.request(
      'POST',
      '/devices/push',
      as(owner, { body: { target: { where: { colour: 'red' } }, notification: { title: 'x' } } }),
    );
    expect(badWhere.status).toBe(422);
    expect(badWhere.body.errors[0]).toMatchObject({ field: 'target.where.colour', code: 'unknown_field' });
    const two = await api.request(
      'POST',
      '/devices/push',
      as(owner, { body: { target: { all: true, channels: ['a'] }, notification: { title: 'x' } } }),
    );
    expect(two.status).toBe(422);
    const far = await api.request(
      'POST',
      '/devices/push',
      as(owner, {
        body: {
          target: { all: true },
          notification: { title: 'x' },
          options: { send_at: new Date(Date.now() + 31 * 86_400_000).toISOString() },
        },
      }),
    );
    expect(far.body.errors[0]).toMatchObject({ field: 'options.send_at', code: 'too_far_ahead' });
    const before = (await api.request('GET', '/devices/push?per_page=100', as(other))).body.length;
    expect(
      (
        await api.request(
          'POST',
          '/devices/push',
          as(other, { body: { target: { all: true }, notification: { body: 'z'.repeat(5000) } } }),
        )
      ).status,
    ).toBe(422);
    expect((await api.request('GET', '/devices/push?per_page=100', as(other))).body.length).toBe(before);
  });
});
