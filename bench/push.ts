/**
 * Push section of `npm run bench` (`BENCH_ONLY=push`): DynamoDB requests of a device
 * registration and of a send (both answered before any delivery), then one channel push to 10,000
 * browsers, each with its own subscription and endpoint on a local Web Push receiver that verifies
 * the VAPID JWT and decrypts every message: time until the last is delivered, deliveries per
 * second, and whether the push status counts are exact.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { startApi, type TestApi } from '../harness/api.js';
import { startWebPushReceiver } from '../harness/web-push-receiver.js';
import { fixed, type Figure } from './report.js';
import { browserSubscription } from '../harness/recipes.js';

const SECTION = 'push';

export interface PushBenchOptions {
  readonly devices: number;
  readonly timeoutSeconds: number;
}

const count = async (api: TestApi, fn: () => Promise<{ status: number; text: string }>, expected: number) => {
  let answered = { status: 0, text: '' };
  const requests = await api.countRequests(async () => {
    answered = await fn();
  });
  if (answered.status !== expected)
    throw new Error(`expected ${expected}, got ${answered.status}: ${answered.text.slice(0, 200)}`);
  return requests;
};

/** Request counts, on a server whose queues do not run (so the fan-out's own requests are not counted in). */
const requestCounts = async () => {
  const api = await startApi();
  try {
    const owner = await api.owner();
    const as = (body: unknown, token = owner.token) => ({ token, site: owner.site.id, body });
    const storefront = await api.siteToken(owner, ['public']);
    const body = (i: number) => ({
      platform: 'web',
      installation_id: `bench-${i}-${Date.now()}`,
      subscription: browserSubscription(`http://127.0.0.1:9/push/${i}`),
      channels: ['news'],
    });
    const register = await count(api, () => api.request('POST', '/devices', as(body(1))), 201);
    const again = body(2);
    await api.request('POST', '/devices', as(again));
    const refresh = await count(api, () => api.request('POST', '/devices', as(again)), 200);
    const publicRegister = await count(api, () => api.request('POST', '/devices', as(body(4), storefront)), 201);
    const send = await count(
      api,
      () =>
        api.request('POST', '/devices/push', as({ target: { channels: ['news'] }, notification: { title: 'Bench' } })),
      202,
    );
    return { register, refresh, publicRegister, send };
  } finally {
    await api.close();
  }
};

export const measurePush = async (options: PushBenchOptions) => {
  process.env.WEBHOOK_ALLOW_PRIVATE_URLS = 'true';
  const counts = await requestCounts();
  const { registeredDevice, credentialOf } = await import('../lib/push/device-rules.js');
  const { deviceItems } = await import('../lib/push/devices.js');
  const { db, TABLE_NAME } = await import('../lib/db/client.js');
  const { newId, timestamp } = await import('../lib/db/keys.js');

  const api = await startApi({ queues: true });
  const receiver = await startWebPushReceiver();
  try {
    const owner = await api.owner();
    const as = (body?: unknown) => ({ token: owner.token, site: owner.site.id, body });
    receiver.vapidKey = (await api.request('GET', '/push/vapid_public_key', as())).body.public_key;

    // 10,000 browsers on one channel, written as registrations write them (the device, its
    // installation copy, its channel copy), in batches: setting up is not what is measured.
    const items = Array.from({ length: options.devices }, (_, i) => {
      const browser = receiver.browser();
      const at = new Date();
      const credential = credentialOf('web', undefined, browser.subscription);
      if (Array.isArray(credential)) throw new Error('bad subscription');
      return deviceItems(
        registeredDevice(
          undefined,
          {
            platform: 'web',
            installation_id: `bench-${i}-${browser.id}`,
            subscription: browser.subscription,
            channels: ['bench'],
          },
          credential,
          { id: newId(at), siteId: owner.site.id, now: timestamp(at), customerId: null },
        ),
      );
    }).flat();
    for (let i = 0; i < items.length; i += 25 * 8) {
      await Promise.all(
        Array.from({ length: 8 }, async (_, j) => {
          let pending: Record<string, unknown>[] | undefined = items
            .slice(i + j * 25, i + (j + 1) * 25)
            .map((Item) => ({ PutRequest: { Item } }));
          while (pending?.length) {
            const out = await db.send(new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: pending as never } }));
            pending = out.UnprocessedItems?.[TABLE_NAME] as Record<string, unknown>[] | undefined;
          }
        }),
      );
    }

    const started = Date.now();
    const sent = await api.request(
      'POST',
      '/devices/push',
      as({ target: { channels: ['bench'] }, notification: { title: 'Bench', body: 'Ten thousand browsers' } }),
    );
    if (sent.status !== 202) throw new Error(`push: ${sent.status} ${sent.text}`);
    const answeredMs = Date.now() - started;
    const deliveredBeforeAnswer = receiver.attempts.length;
    // Waits longer than the target, so a miss is measured rather than cut off.
    await receiver.waitFor(options.devices, options.timeoutSeconds * 3000).catch(() => undefined);
    const delivered = [...receiver.delivered.values()].reduce((sum, pushes) => sum + pushes.length, 0);
    const deliveredMs = Date.now() - started;
    let status = (await api.request('GET', `/devices/push/${sent.body.id}`, as())).body;
    while (status.status === 'running' && Date.now() - started < options.timeoutSeconds * 3000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await api.request('GET', `/devices/push/${sent.body.id}`, as())).body;
    }
    const doneMs = Date.now() - started;
    const exact =
      status.status === 'succeeded' &&
      status.counts.targeted === options.devices &&
      status.counts.sent === options.devices &&
      status.counts.failed === 0 &&
      status.counts.invalidated === 0 &&
      status.by_platform.web.sent === options.devices;
    const perSecond = delivered / (deliveredMs / 1000);
    const { loadavg } = await import('node:os');
    const results = {
      requests: counts,
      devices: options.devices,
      delivered,
      answeredMs,
      deliveredBeforeAnswer,
      deliveredMs,
      completedMs: doneMs,
      perSecond,
      loadAverage: loadavg()[0],
      refused: receiver.refused.length,
      counts: status.counts,
      status: status.status,
    };
    const figures: Figure[] = [
      {
        section: SECTION,
        name: 'POST /devices: DynamoDB requests (write_devices caller; refresh)',
        value: `${counts.register}; ${counts.refresh}`,
        target: '≤ 3',
        met: counts.register <= 3 && counts.refresh <= 3,
      },
      {
        section: SECTION,
        name: 'POST /devices: DynamoDB requests (public caller, rate limited)',
        value: String(counts.publicRegister),
        target: '≤ 3',
        met: counts.publicRegister <= 3,
      },
      {
        section: SECTION,
        name: 'POST /devices/push: DynamoDB requests; deliveries before the answer',
        value: `${counts.send}; ${deliveredBeforeAnswer}`,
        target: '≤ 3; 0',
        met: counts.send <= 3 && deliveredBeforeAnswer === 0,
      },
      {
        section: SECTION,
        name: `${options.devices} web devices on one channel: all delivered and decrypted`,
        value: `${delivered} in ${fixed(deliveredMs / 1000, 1)} s (${receiver.refused.length} refused; load average ${fixed(loadavg()[0] ?? 0, 1)})`,
        target: `all, ≤ ${options.timeoutSeconds} s`,
        met:
          delivered === options.devices &&
          deliveredMs <= options.timeoutSeconds * 1000 &&
          receiver.refused.length === 0,
      },
      {
        section: SECTION,
        name: 'deliveries per second (local receiver, in-process queues)',
        value: fixed(perSecond, 0),
        target: '',
      },
      {
        section: SECTION,
        name: 'push status exact (succeeded, every device sent, per platform too)',
        value: `${status.status} ${JSON.stringify(status.counts)} after ${fixed(doneMs / 1000, 1)} s`,
        target: 'exact',
        met: exact,
      },
    ];
    return { results, figures };
  } finally {
    await receiver.close();
    await api.close();
  }
};
