import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from '../../harness/webhook-receiver.js';
import { useApi, type Owner } from '../helpers/api.js';

// translation.* events over the real local server, its event worker and a real webhook receiver.
const api = useApi({ queues: true, events: true });
let owner: Owner;
let receiver: Receiver;
beforeAll(async () => {
  owner = await api.owner();
  receiver = await startReceiver();
  const hook = await api.request('POST', '/webhooks', {
    token: owner.token,
    site: owner.site.id,
    body: { url: `${receiver.url}/copy`, events: ['translation.*'] },
  });
  expect(hook.status, hook.text).toBe(201);
});
afterAll(async () => {
  await receiver.close();
});

const as = () => ({ token: owner.token, site: owner.site.id });
const events = () =>
  receiver.received.map((delivery) => JSON.parse(delivery.body) as { type: string; data: { object: { key: string } } });

describe('translation events', () => {
  it('delivers translation.created, .updated and .deleted, one per key a batch writes, and none for the locales copy', async () => {
    expect(
      (await api.request('PUT', '/translations/ev.one', { ...as(), body: { values: { en: 'One' } } })).status,
    ).toBe(201);
    expect((await api.request('PUT', '/translations/ev.one', { ...as(), body: { values: { fr: 'Un' } } })).status).toBe(
      200,
    );
    const batch = await api.request('POST', '/translations/batch', {
      ...as(),
      body: {
        translations: [
          { key: 'ev.two', values: { en: 'Two' } },
          { key: 'ev.one', delete: true },
        ],
      },
    });
    expect(batch.status, batch.text).toBe(200);
    await receiver.waitFor(4, () => true, 15_000);
    await api.queues?.idle();
    const seen = events().map((event) => `${event.type} ${event.data.object.key}`);
    expect(seen.sort()).toEqual([
      'translation.created ev.one',
      'translation.created ev.two',
      'translation.deleted ev.one',
      'translation.updated ev.one',
    ]);
    const updated = events().find((event) => event.type === 'translation.updated');
    expect(updated?.data.object).toMatchObject({ key: 'ev.one', values: { en: 'One', fr: 'Un' } });
  });
});
